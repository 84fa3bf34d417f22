/** Both locales say everything the engine can say, with the same keys and placeholders. */
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/halotcg.json';
import en from '../../locales/en/halotcg.json';
import { ALL_CARDS } from './cards';
import { ERROR_CODES } from './errors';
import { EVENT_TYPES } from './events';
import { PHASE_NAMES } from './types';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix === '' ? k : `${prefix}.${k}`;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const EN = leaves(en as Tree);
const DE = leaves(de as Tree);
const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? ''))].sort();

describe('halotcg locales', () => {
  it('English and German have the same keys', () => {
    expect([...DE.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  it('every string has the same placeholders in both languages', () => {
    for (const [key, text] of EN) expect(placeholders(DE.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('German errors, log lines and card texts are translations, not copies', () => {
    const copied = [...EN].filter(([key, text]) => /^(errors|log)\.|^cards\..*\.text$/.test(key) && text.length > 12 && DE.get(key) === text);
    expect(copied).toEqual([]);
  });

  it.each([
    { name: 'every error code', keys: ERROR_CODES.map((c) => `errors.${c.replace('halotcg/', '')}`) },
    { name: 'every event type', keys: EVENT_TYPES.map((t) => `log.${t}`) },
    { name: 'every outcome', keys: ['site-nine', 'last-player'].map((r) => `outcome.${r}`) },
    { name: 'every phase', keys: PHASE_NAMES.map((p) => `phases.${p}`) },
    { name: 'every card title and text', keys: ALL_CARDS.flatMap((c) => [`cards.${c.id}.title`, `cards.${c.id}.text`]) },
  ])('has $name', ({ keys }) => {
    for (const key of keys) expect(EN.has(key), key).toBe(true);
  });
});
