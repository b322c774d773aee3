import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'eslint/vitest.config.ts',
      'scripts/vitest.config.mjs',
    ],
  },
});
