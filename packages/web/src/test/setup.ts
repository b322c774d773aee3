import { webcrypto } from 'node:crypto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as LoadChain from '../lib/chain/load-chain.ts';

// jsdom lays nothing out and has no ResizeObserver: in tests an element keeps its first size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The staged evaluation of the chain libraries (load-chain.ts) only spares a browser's main thread
// long tasks; in tests a chain module loads directly, so a test's mock of it is all that loads.
vi.mock('../lib/chain/load-chain.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof LoadChain>()),
  loadChainModule: <T>(load: () => Promise<T>) => load(),
}));

// The VM pool gives each file jsdom's globals, whose crypto has no subtle; Node's Web Crypto does.
if (globalThis.crypto?.subtle === undefined) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
