// Rendered at build time (boot-plugins.ts, staticShell) into index.html: the shell as React first
// draws it, and the first frame of each main screen, painted before any JavaScript has run.
// src/main.tsx then starts React, which replaces them with the same markup.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { THEMES } from '../features/theme/theme-store.ts';
import { STORAGE_KEYS } from '../lib/storage/local-storage.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { appRoutes } from './router.tsx';

/**
 * A query client that fetches nothing: every screen as it is before its data, or with the data
 * put into it beforehand (served-page.tsx).
 */
export function frameQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { enabled: false } } });
}

function renderWith(client: QueryClient, children: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  );
}

/**
 * The app shell with nothing loaded yet (no wallet, no block, no screen). It is served for every
 * path, so it is drawn at a path no navigation item matches: none is highlighted until the app
 * knows the route. Its buttons do nothing before React is in: the wrapper is inert (no clicks, no
 * focus), and takes no box of its own. The app header's buttons show state the build cannot know
 * (the saved wallet and network): they keep their place but stay invisible until React draws
 * them. (A screen's own header, such as a token's, shows as it is.)
 */
export function renderStaticShell(): string {
  return renderWith(
    frameQueryClient(),
    <div inert data-static-shell="" style={{ display: 'contents' }}>
      <style
        dangerouslySetInnerHTML={{
          __html: '[data-static-shell] header[data-sticky] button{visibility:hidden}',
        }}
      />
      <StaticRouter location="/~">
        <AppLayout />
      </StaticRouter>
    </div>,
  );
}

/**
 * The addresses people open the app at (the navigation's and the dock's, with their tabs). A
 * token's page gets its frame from the server, with the token in it (served-page.tsx); others,
 * such as a pool's page, show the shell alone until React draws them.
 */
export const FRAMED_PATHS: readonly string[] = [
  routes.home(),
  routes.swap(),
  routes.send(),
  routes.activity(),
  routes.dashboard(),
  routes.explore(),
  routes.explore('tokens'),
  routes.explore('pools'),
  routes.pool(),
  routes.poolAdd(),
  routes.poolCreate(),
  routes.stake(),
  routes.farm(),
  routes.farmManage(),
  routes.documentation(),
];

/**
 * The app's routes with the layout left out, each screen to render on its own, and without their
 * loaders: a loader reads for the browser (load-token-page.ts), the frame has its data already.
 */
const screenRoutes = appRoutes.map(({ children }) => ({
  element: <Outlet />,
  children: children?.map(({ loader: _loader, ...route }) => route),
}));

const screenHandler = createStaticHandler(screenRoutes);

/**
 * The first frame of the screen at `path`, as React draws it in <main> once the screen's chunk is
 * in, with what `client` holds. Screens load lazily; the static handler loads the one `path` needs.
 */
export async function renderScreenFrame(path: string, client: QueryClient): Promise<string> {
  const context = await screenHandler.query(new Request(new URL(path, 'http://opswap.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect.`);
  const [error] = Object.values(context.errors ?? {});
  if (error) throw error;
  const router = createStaticRouter(screenHandler.dataRoutes, context);
  return renderWith(
    client,
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
}

/** The first frame of each framed screen, without data or wallet. */
export async function renderRouteFrames(): Promise<Map<string, string>> {
  const frames = new Map<string, string>();
  for (const path of FRAMED_PATHS)
    frames.set(path, await renderScreenFrame(path, frameQueryClient()));
  return frames;
}

/** The trailing slashes of an address, which the route frame script ignores. */
const TRAILING_SLASHES = /(.)\/+$/;

/** Text for HTML markup, inside an element or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** A screen's frame as index.html carries it: a template the route frame script finds by path. */
export function routeFrameTemplate(path: string, frame: string): string {
  const framePath = path.replace(TRAILING_SLASHES, '$1');
  return `<template data-route-frame="${escapeHtml(framePath)}">${frame}</template>`;
}

/**
 * A classic script that runs right after the frames in the page: it puts the frame of the page's
 * path (without a trailing slash) into the shell's <main> before the first paint, and drops them.
 * The frames show the screens as a visitor without a wallet sees them ('Connect Wallet'): with a
 * saved wallet, which reconnects, the shell shows alone until React draws the screen.
 */
export function routeFrameScript(): string {
  const savedWallet = `JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.walletType)}))`;
  return `(function(){var w=null;try{w=${savedWallet}}catch(e){}var p=location.pathname.replace(${TRAILING_SLASHES},'$1'),m=w===null&&document.getElementById('main');document.querySelectorAll('template[data-route-frame]').forEach(function(t){if(m&&t.getAttribute('data-route-frame')===p)m.append(t.content);t.remove()})})()`;
}

/** A classic script for <head>: the saved site theme (theme-store.ts) before the first paint. */
export function themeScript(): string {
  return `try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)}));if(${JSON.stringify(THEMES)}.indexOf(t)>=0)document.documentElement.dataset.theme=t}catch(e){}`;
}
