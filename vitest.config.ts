import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // where most of the api and devnet tests wait on a database or a node rather than compute.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/web/vitest.chain.config.ts',
      'eslint/vitest.config.ts',
      'scripts/vitest.config.mjs',
    ],
  },
});
