import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engines/**/*.test.ts', 'e2e/**/*.test.ts', 'main/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'locales/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'threads',
    // Vitest leaves a core to its main thread (cores - 1 workers), which on a 2-core machine runs the
    // 260 test files one at a time while the main thread mostly waits: a worker per core.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
