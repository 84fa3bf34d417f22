/** Both locales say everything the engine can say, with the same keys and placeholders. */
import { describe, expect, it } from 'vitest';
import { itHasMatchingLocales, leaves, placeholders, type LocaleTree } from '../core/testing/locales';
import deCommon from '../../locales/de/common.json';
import de from '../../locales/de/risiko.json';
import en from '../../locales/en/risiko.json';
import { CAMPAIGN_CARDS, goalParams } from './campaignCards';
import { ERROR_CODES } from './errors';
import { EVENT_TYPES } from './events';
import { ABILITIES } from './factionCards';
import { MODES, PHASES } from './types';

const EN = leaves(en as LocaleTree);
const DE = leaves(de as LocaleTree);

describe('risiko locales', () => {
  itHasMatchingLocales(EN, DE);

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
