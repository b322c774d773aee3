import { configDefaults, defineProject } from 'vitest/config';

/** The attack probes: kill -9 during writes and the request fuzzer (see scripts/test.mjs). */
const ATTACK_PROBES = ['test/crash/**', 'test/fuzz/**'];

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.OPSWAP_TEST_SKIP_ATTACK_PROBES === '1' ? ATTACK_PROBES : []),
    ],
    environment: 'node',
    globalSetup: ['test/support/postgres-cluster.ts', 'test/support/devnet-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
