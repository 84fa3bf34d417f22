/** What every engine's locale test checks alike: both languages have the same keys and placeholders. */
import { expect, it } from 'vitest';

export type LocaleTree = { readonly [key: string]: string | LocaleTree };

/** Every text of a locale file by its dotted key (`errors.not-adjacent`). */
export function leaves(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix === '' ? k : `${prefix}.${k}`;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

/** The `{{name}}` placeholders of a text, sorted and without repeats. */
export const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? ''))].sort();

/** Registers the two tests every game's locales must pass, inside the caller's `describe`. */
export function itHasMatchingLocales(en: ReadonlyMap<string, string>, de: ReadonlyMap<string, string>): void {
  it('English and German have the same keys', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('every string has the same placeholders in both languages', () => {
    for (const [key, text] of en) expect(placeholders(de.get(key) ?? ''), key).toEqual(placeholders(text));
  });
}
