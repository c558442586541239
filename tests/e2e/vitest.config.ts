import { defineConfig } from 'vitest/config';

/**
 * The browser tests: one file at a time, against `npm start`, with generous timeouts. A polled
 * expectation waits up to 15 s by default: on a loaded machine a page can take longer than
 * vitest's 1 s to draw and focus its first field (purchase.e2e failed so once).
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    expect: { poll: { timeout: 15_000 } },
  },
});
