/** Both locales say everything the engine can say, with the same keys and placeholders. */
import { describe, expect, it } from 'vitest';
import { itHasMatchingLocales, leaves, type LocaleTree } from '../core/testing/locales';
import de from '../../locales/de/halotcg.json';
import en from '../../locales/en/halotcg.json';
import { ALL_CARDS, LEGACY_CARDS } from './cards';
import { ERROR_CODES } from './errors';
import { EVENT_TYPES } from './events';
import { PHASE_NAMES } from './types';

const EN = leaves(en as LocaleTree);
const DE = leaves(de as LocaleTree);

describe('halotcg locales', () => {
  itHasMatchingLocales(EN, DE);

  it('German errors, log lines and card texts are translations, not copies', () => {
    const copied = [...EN].filter(([key, text]) => /^(errors|log)\.|^cards\..*\.text$/.test(key) && text.length > 12 && DE.get(key) === text);
    expect(copied).toEqual([]);
  });

  it.each([
    { name: 'every error code', keys: ERROR_CODES.map((c) => `errors.${c.replace('halotcg/', '')}`) },
    { name: 'every event type', keys: EVENT_TYPES.map((t) => `log.${t}`) },
    { name: 'every outcome', keys: ['site-nine', 'last-player'].map((r) => `outcome.${r}`) },
    { name: 'every phase', keys: PHASE_NAMES.map((p) => `phases.${p}`) },
    { name: 'every card title and text', keys: [...ALL_CARDS, ...LEGACY_CARDS].flatMap((c) => [`cards.${c.id}.title`, `cards.${c.id}.text`]) },
  ])('has $name', ({ keys }) => {
    for (const key of keys) expect(EN.has(key), key).toBe(true);
  });
});
