import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/postgres-cluster.ts', 'test/support/devnet-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
