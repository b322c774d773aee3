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
    // The files share their worker's modules (no file mocks or patches one): the database
    // drivers, Fastify and the Bitcoin libraries load once per worker instead of once per file,
    // which took the project from 249 to 167 CPU-seconds.
    isolate: false,
    globalSetup: ['test/support/global-setup.ts'],
    // Many tests start a devnet, the api or a database: a test that takes 10 s on a quiet machine
    // took 40-90 s on a two-core one running the browser tests beside it (see the devnet's).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
