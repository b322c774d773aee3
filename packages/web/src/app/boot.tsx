import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
// Applies the saved site theme (index.html's inline script does it before the first paint of a
// build); the settings that change it load with the user sidebar.
import '../features/theme/theme-store.ts';

/**
 * Renders the app into #root, replacing the static shell that index.html painted. The first render
 * runs as a transition, which React splits into short slices, so it never blocks the page for long.
 */
export function boot(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
