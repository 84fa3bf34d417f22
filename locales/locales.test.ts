/** Both languages always have the same keys and no empty text (STYLE rule 11). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;
const LANGUAGES = ['en', 'de'] as const;

type Tree = { readonly [key: string]: unknown };

/** Every leaf as a dotted path, with its value. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? leaves(value as Tree, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

function load(language: string, file: string): Tree {
  return JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Tree;
}

const namespaces = [...new Set(LANGUAGES.flatMap((language) => readdirSync(join(root, language)).filter((f) => f.endsWith('.json'))))].sort();

describe('locales', () => {
  it('has at least the common namespace', () => {
    expect(namespaces).toContain('common.json');
  });

  for (const file of namespaces) {
    describe(file, () => {
      it('exists in every language with the same keys', () => {
        const [first, ...rest] = LANGUAGES.map((language) => leaves(load(language, file)).map(([key]) => key).sort());
        for (const other of rest) expect(other).toEqual(first);
      });

      for (const language of LANGUAGES) {
        it(`has no empty or non-text value in ${language}`, () => {
          const bad = leaves(load(language, file)).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
          expect(bad.map(([key]) => key)).toEqual([]);
        });
      }

      it('uses the same interpolation parameters in every language', () => {
        const params = (language: string): Record<string, string[]> =>
          Object.fromEntries(leaves(load(language, file)).map(([key, value]) => [key, [...new Set([...String(value).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? ''))].sort()]));
        const [first, ...rest] = LANGUAGES.map(params);
        for (const other of rest) expect(other).toEqual(first);
      });
    });
  }
});
