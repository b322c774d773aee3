import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Test files that load the Bitcoin and OP_NET libraries unmocked. One of their dependencies
 * (async-function, through assert's get-intrinsic) resolves to an ES module for require(), which
 * the VM pool cannot load, so they run in ordinary worker threads (vitest.chain.config.ts).
 */
export const CHAIN_LIBRARY_TESTS = [
  'src/entities/native-swap/native-pool-chain.test.ts',
  'src/entities/pools/pair-chain.test.ts',
  'src/features/add-liquidity/add-liquidity-screen.test.tsx',
  'src/features/token/metrics/metrics-chain.test.ts',
  'src/features/wallet/dev-wallet/dev-wallet.test.ts',
  'src/features/wallet/dev-wallet/message-signature.test.ts',
  'src/features/wallet/wallet-bridge.test.tsx',
];

/**
 * A test's limit in both web projects. A component test's first render transforms the modules it
 * loads, which on two cores shared with the rest of `npm test` takes several times the 5 s default;
 * a test that hangs still ends.
 */
export const WEB_TEST_TIMEOUT_MS = 30_000;

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    exclude: CHAIN_LIBRARY_TESTS,
    environment: 'jsdom',
    // Each file in a VM context of a long-lived worker thread: jsdom and the libraries load once
    // per worker instead of once per file, which takes the project from about 160 s to 65 s.
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: WEB_TEST_TIMEOUT_MS,
    // The benches run in web-chain's worker threads: Lighthouse's requires fail in a VM context.
    benchmark: { include: [] },
  },
});
