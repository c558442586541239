import { defineConfig } from 'vitest/config';

/** The browser tests: one file at a time, against `npm start`, with generous timeouts. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
