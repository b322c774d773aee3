// Rendered at build time (boot-plugins.ts, staticShell) into index.html's #root: the shell as
// React first draws it, painted before any JavaScript has run. src/main.tsx then starts React,
// which replaces it with the same markup.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { THEMES } from '../features/theme/theme-store.ts';
import { STORAGE_KEYS } from '../lib/storage/local-storage.ts';
import { AppLayout } from './layout/app-layout.tsx';

/**
 * The app shell with nothing loaded yet (no wallet, no block, no screen). It is served for every
 * path, so it is drawn at a path no navigation item matches: none is highlighted until the app
 * knows the route. Its buttons do nothing before React is in: the wrapper is inert (no clicks, no
 * focus), and takes no box of its own. The header's buttons show state the build cannot know (the
 * saved wallet and network): they keep their place but stay invisible until React draws them.
 */
export function renderStaticShell(): string {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToStaticMarkup(
    <div inert data-static-shell="" style={{ display: 'contents' }}>
      <style
        dangerouslySetInnerHTML={{ __html: '[data-static-shell] header button{visibility:hidden}' }}
      />
      <QueryClientProvider client={client}>
        <StaticRouter location="/~">
          <AppLayout />
        </StaticRouter>
      </QueryClientProvider>
    </div>,
  );
}

/** A classic script for <head>: the saved site theme (theme-store.ts) before the first paint. */
export function themeScript(): string {
  return `try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)}));if(${JSON.stringify(THEMES)}.indexOf(t)>=0)document.documentElement.dataset.theme=t}catch(e){}`;
}
