import { webcrypto } from 'node:crypto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as LoadChain from '../lib/chain/load-chain.ts';

// testing-library's waits (findBy*, waitFor) give up after 1 s by default. The first render of a
// lazily loaded part transforms its modules in the test runner, which on two cores shared with the
// rest of `npm test` takes longer than that; a wait that cannot succeed still ends.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and has no ResizeObserver: in tests an element keeps its first size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has <dialog> and its open attribute but not showModal() or close(). Here showModal() sets
// the attribute, close() removes it and fires close, and Escape fires a cancelable cancel on the
// last dialog shown, closing it unless refused, as a browser does. What jsdom cannot do (the inert
// page, the top layer, the browser's own focus return) is the e2e suite's to check.
const shownModals: HTMLDialogElement[] = [];
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) return;
      this.setAttribute('open', '');
      shownModals.push(this);
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      shownModals.splice(shownModals.indexOf(this), 1);
      this.dispatchEvent(new Event('close'));
    },
  });
  document.addEventListener('keydown', (event) => {
    const top = shownModals.at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

// The staged evaluation of the chain libraries (load-chain.ts) only spares a browser's main thread
// long tasks; in tests a chain module loads directly, so a test's mock of it is all that loads.
vi.mock('../lib/chain/load-chain.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof LoadChain>()),
  loadChainModule: <T>(load: () => Promise<T>) => load(),
}));

// In tests the page is idle from the start: the chain's background reads (the block number) do not
// wait for a load and an idle period the test has no reason to sit through.
vi.mock('../lib/chain/page-idle.ts', () => ({ usePageIdle: () => true }));

// The VM pool gives each file jsdom's globals, whose crypto has no subtle; Node's Web Crypto does.
if (globalThis.crypto?.subtle === undefined) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

afterEach(() => {
  cleanup();
  // Files in Node's environment (what the server renders) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
