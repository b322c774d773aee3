import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'protocol',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions without module state: one module graph per worker thread instead of one per
    // file takes the project from about 30 s to 5 s.
    pool: 'threads',
    isolate: false,
  },
});
