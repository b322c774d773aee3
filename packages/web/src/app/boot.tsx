import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { App } from './app.tsx';
import { appRoutes } from './router.tsx';
// Applies the saved site theme (index.html's inline script does it before the first paint of a
// build); the settings that change it load with the user sidebar.
import '../features/theme/theme-store.ts';

/** Resolves once the router has loaded the screen of the page's address (its lazy chunk). */
function screenLoaded(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the app into #root, replacing the static shell and screen frame that index.html painted.
 * It waits for the screen's chunk first, so that React's first render is that same frame rather
 * than the shell alone. The render runs as a transition, which React splits into short slices, so
 * it never blocks the page for long.
 */
export async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const router = createBrowserRouter(appRoutes);
  await screenLoaded(router);
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
