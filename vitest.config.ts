import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three kinds of tests, each in the environment it needs. The browser journeys in tests/e2e run
 * on their own (npm run test:e2e), against a real server and Chromium.
 */
export default defineConfig({
  test: {
    globals: true,
    // Password hashing at test strength (the server reads it); production keeps the OWASP cost.
    env: { SCRYPT_LOG_N: '12' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file makes its own SQLite file and its own Postgres database, so files run side by side.
          // A test that sets up a company with bills makes dozens of requests: on a loaded 2-core
          // machine that can pass 5 s without anything being wrong.
          testTimeout: 30_000,
          // Dropping a test database waits for Postgres's checkpoint, past 10 s when the machine is busy.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'admin',
          include: ['tests/admin/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/admin/setup.ts'],
          // Rendering React-Admin in jsdom is slow on a busy machine; the default 5 s is too tight.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
