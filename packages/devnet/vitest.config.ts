import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'devnet',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each test builds its own chain; loading the Bitcoin libraries once per worker rather than
    // once per file saves about a third of the project's time.
    isolate: false,
    testTimeout: 30_000,
  },
});
