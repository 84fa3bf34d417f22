import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engines/**/*.test.ts', 'e2e/**/*.test.ts', 'main/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'locales/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'threads',
  },
});
