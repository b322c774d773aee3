import './app/app.css';

/**
 * index.html paints the app shell and the screen from its own markup (boot-plugins.ts,
 * staticShell); the app starts right after that first paint, so loading and evaluating its modules
 * never holds the paint back. All its chunks download at once (the build lists them in
 * <template id="boot-chunks">); they are evaluated a few per task, libraries first, so that no
 * single task blocks the page long.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const bootChunks = document.getElementById('boot-chunks');
  if (bootChunks instanceof HTMLTemplateElement) document.head.append(bootChunks.content);
  await import('react-dom/client');
  await nextTask();
  // The stores, with zod and the protocol's schemas and messages.
  await import('./lib/network/network-store.ts');
  await nextTask();
  const { boot } = await import('./app/boot.tsx');
  await boot();
}

let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  void start();
}

// A frame's callback runs just before the paint, a task queued from it right after. A page opened
// in a background tab gets no frames until it is shown: it starts at once.
if (document.visibilityState === 'hidden') startOnce();
else requestAnimationFrame(() => setTimeout(startOnce, 0));
document.addEventListener('visibilitychange', startOnce, { once: true });
setTimeout(startOnce, 1_000);
