import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    env: { SCRYPT_LOG_N: '12' },
    include: ['tests/api/**/*.test.ts'],
  },
});
