import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { CHAIN_LIBRARY_TESTS, WEB_TEST_TIMEOUT_MS } from './vitest.config.ts';

/** The web tests that load the chain libraries unmocked (see CHAIN_LIBRARY_TESTS), and the benches. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web-chain',
    include: CHAIN_LIBRARY_TESTS,
    environment: 'jsdom',
    pool: 'threads',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: WEB_TEST_TIMEOUT_MS,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
