/**
 * The unit tests that guard engines/ and main/, for mutation testing (`npm run mutate`, see
 * stryker.config.mjs): the settings of vitest.config.ts with only those folders' tests.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

export default defineConfig({
  ...base,
  test: { ...base.test, include: ['engines/**/*.test.ts', 'main/**/*.test.ts'] },
});
