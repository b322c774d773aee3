import { useSyncExternalStore } from 'react';

/** How long the browser may keep the page busy before the idle work starts anyway. */
const IDLE_TIMEOUT_MS = 3_000;
/**
 * How long after the load the idle work waits first: the screen's own requests (a token page's
 * record, prices and USD rate) are under way then, and the chain libraries' 400 KB would share
 * a slow connection with them and hold back the screen's first full paint.
 */
const AFTER_LOAD_MS = 1_500;

let idle = false;
const listeners = new Set<() => void>();

function markIdle(): void {
  if (idle) return;
  idle = true;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  const whenLoaded = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window)
        requestIdleCallback(markIdle, { timeout: IDLE_TIMEOUT_MS });
      else markIdle();
    }, AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}

/**
 * True once the page has loaded, its first requests have had a head start, and the browser is
 * idle: background work (polling the chain for
 * the block number, which loads the chain libraries) waits for it so the first paint and the
 * first interactions do not compete with it.
 */
export function usePageIdle(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => idle,
    () => false,
  );
}
