import { configDefaults, defineProject } from 'vitest/config';

/** The attack probe: the devnet killed with SIGKILL while it mines (see scripts/test.mjs). */
const ATTACK_PROBES = ['src/main.test.ts'];

export default defineProject({
  test: {
    name: 'devnet',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.OPSWAP_TEST_SKIP_ATTACK_PROBES === '1' ? ATTACK_PROBES : []),
    ],
    environment: 'node',
    // Each test builds its own chain; loading the Bitcoin libraries once per worker rather than
    // once per file saves about a third of the project's time.
    isolate: false,
    // The tests build chains and start devnets: CPU work that takes 5-10 times longer on a two-core
    // machine that runs the browser tests and the Node 24 run beside them than on a quiet one. One
    // limit for all, far above a test's quiet time, still ends a test that hangs.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
