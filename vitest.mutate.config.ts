/**
 * The unit tests that guard engines/ and main/, for mutation testing (`npm run mutate`, see
 * stryker.config.mjs): the settings of vitest.config.ts with only those folders' tests. A few tests
 * bound the time a parse or the event loop may take; on a machine busy with mutation runs one can miss
 * by chance, which would stop the initial run or count a mutant as killed. Retrying a failed test twice
 * keeps such chance failures out, while a mutant that breaks a test breaks it on every try. A killed
 * mutant then costs three runs of the failing test: for the engines, whose tests are not timed but
 * heavy, set HALO_MUTATE_RETRY=0.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

export default defineConfig({
  ...base,
  test: { ...base.test, include: ['engines/**/*.test.ts', 'main/**/*.test.ts'], retry: Number(process.env['HALO_MUTATE_RETRY'] ?? 2) },
});
