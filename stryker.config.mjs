// @ts-check
/**
 * Mutation testing of the rules and the shell: `npm run mutate` (all of engines/ and main/; long, so it is
 * not part of `npm test` or CI). Sample a folder with `npm run mutate -- --mutate "engines/core/**\/*.ts"`.
 * Incremental: results are kept in reports/stryker-incremental.json, so a rerun tests only mutants in
 * changed code or covered by changed tests. The HTML report is written to reports/mutation/mutation.html.
 *
 * Not mutated: tests, test helpers (testing/ folders, the fixture game), data tables (map data) and
 * type-only files. Static mutants (module-level constants such as tables) are skipped: each would need
 * every test run again, which a 2-core machine cannot afford.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'engines/**/*.ts',
    'main/**/*.ts',
    'main/**/*.mjs',
    '!**/*.test.ts',
    '!**/*.d.ts',
    '!**/*.d.mts',
    '!**/testing/**',
    '!engines/fixture/**',
    '!engines/risiko/maps/halves/**',
    '!engines/risiko/maps/battlefields.ts',
    '!engines/**/types.ts',
  ],
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 20_000,
  // The first run (all tests, with coverage per test) takes minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  tempDirName: '.stryker-tmp',
  // A second run at the same time needs its own --tempDirName .stryker-tmp-<name> and --incrementalFile;
  // it must not copy the first run's sandbox (nor build output) into its own.
  ignorePatterns: ['/.stryker-tmp-*', '/dist', '/dist-e2e', '/dist-main', '/release', '/test-results', '/playwright-report'],
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
