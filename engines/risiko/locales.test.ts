/** Both locales say everything the engine can say, with the same keys and placeholders. */
import { describe, expect, it } from 'vitest';
import deCommon from '../../locales/de/common.json';
import de from '../../locales/de/risiko.json';
import en from '../../locales/en/risiko.json';
import { CAMPAIGN_CARDS, goalParams } from './campaignCards';
import { ERROR_CODES } from './errors';
import { EVENT_TYPES } from './events';
import { ABILITIES } from './factionCards';
import { MODES, PHASES } from './types';

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

describe('risiko locales', () => {
  it('English and German have the same keys', () => {
    expect([...DE.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  it('every string has the same placeholders in both languages', () => {
    for (const [key, text] of EN) expect(placeholders(DE.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('German is a translation, not a copy (errors, log, cards, objectives)', () => {
    // A text that only points at other keys (`$t(...)`) is the same in both languages by design.
    const copied = [...EN].filter(([key, text]) => /^(errors|log|objectives|cards)\./.test(key) && text.length > 12 && !/^\$t\([^)]*\)$/.test(text) && DE.get(key) === text);
    expect(copied).toEqual([]);
  });

  it.each([
    { name: 'every error code', keys: ERROR_CODES.map((c) => `errors.${c.replace('risiko/', '')}`) },
    { name: 'every event type', keys: EVENT_TYPES.map((t) => `log.${t}`) },
    { name: 'every phase', keys: PHASES.map((p) => `phases.${p}`) },
    { name: 'every mode', keys: MODES.map((m) => `modes.${m}`) },
    { name: 'every battlefield', keys: ['hammer', 'anvil', 'the-ring', 'forge'].map((b) => `battlefields.${b}`) },
    { name: 'every outcome', keys: ['objectives', 'last-standing', 'all-territories', 'team-objectives', 'last-team-standing'].map((r) => `outcome.${r}`) },
    { name: 'every card name and text', keys: Object.keys(ABILITIES).flatMap((a) => ['unsc', 'covenant', 'flood', 'text'].map((f) => `cards.${a}.${f}`)) },
    { name: 'every objective title and text', keys: CAMPAIGN_CARDS.flatMap((c) => [`objectives.${c.id}.title`, `objectives.${c.id}.text`]) },
  ])('has $name', ({ keys }) => {
    // A counted text exists as its plural forms (`_one`, `_other`).
    for (const key of keys) expect(EN.has(key) || EN.has(`${key}_other`), key).toBe(true);
  });

  it('objective texts use exactly their goal’s numbers', () => {
    for (const c of CAMPAIGN_CARDS) {
      const used = placeholders(EN.get(`objectives.${c.id}.text`) ?? '');
      for (const p of used) expect(Object.keys(goalParams(c.goal)), c.id).toContain(p);
    }
  });
});

describe('German names of modes and battlefields follow the German rulebook', () => {
  it('keeps the mode names in English and says RINGWELT for THE RING', () => {
    const common = deCommon as unknown as { games: { risiko: { modes: Record<string, string> } } };
    const english = { objective: 'OBJECTIVE', 'one-on-one': 'ONE-ON-ONE', slayer: 'SLAYER', 'team-objective': 'TEAM OBJECTIVE' };
    expect(de.modes).toEqual(english);
    expect(common.games.risiko.modes).toEqual(english);
    expect(de.battlefields).toEqual({ hammer: 'HAMMER', anvil: 'ANVIL', 'the-ring': 'RINGWELT', forge: 'FORGE' });
  });
});
