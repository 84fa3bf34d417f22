import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Engines are pure: they import engines/core and libraries only, never the app or another engine. */
const engineNames = ['risiko', 'actionclix', 'halotcg', 'fixture'];
const engineBoundaries = engineNames.map((name) => ({
  files: [`engines/${name}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/renderer/**', '**/main/**', 'electron', 'react', 'react-dom', 'konva', 'node:*', 'fs', 'path'], message: 'Engines are pure: no app, DOM or Node imports.' },
          ...engineNames
            .filter((other) => other !== name)
            .map((other) => ({ group: [`**/engines/${other}/**`, `../${other}/**`, `../../${other}/**`], message: 'Engines never import each other.' })),
        ],
      },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'Use engines/core Random: randomness lives in the state.' },
      { object: 'Date', property: 'now', message: 'Engines have no clock.' },
    ],
    'no-restricted-globals': ['error', 'Date', 'window', 'document', 'process', 'localStorage'],
  },
}));

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-e2e', 'dist-main', 'release', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['engines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/renderer/**', '**/main/**', 'electron', 'react', 'node:*'], message: 'Engines are pure.' }] }],
    },
  },
  ...engineBoundaries,
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-i18next', importNames: ['useTranslation'], message: 'Use renderer/i18n/useTranslation: it shares one t per namespace (react-i18next copies the i18n instance per mount).' }] },
      ],
    },
  },
);
