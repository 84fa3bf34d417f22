/** Both locales say everything the engine can say, with the same keys and placeholders. */
import { describe, expect, it } from 'vitest';
import { itHasMatchingLocales, leaves, type LocaleTree } from '../core/testing/locales';
import de from '../../locales/de/actionclix.json';
import en from '../../locales/en/actionclix.json';
import { ERROR_CODES } from './errors';
import { DAMAGE_SOURCES, EVENT_TYPES, LOOT_RESULTS } from './events';
import { TILE_IDS } from './maps';
import { OUTCOME_REASONS } from './outcomes';
import { ROSTER } from './roster';
import { ABILITIES, BATTLEFIELDS, FACTIONS, TEAM_OPTIONS, UNIT_KINDS } from './types';

const EN = leaves(en as LocaleTree);
const DE = leaves(de as LocaleTree);

describe('actionclix locales', () => {
  itHasMatchingLocales(EN, DE);

  it('German is a translation, not a copy (errors, log, abilities)', () => {
    const copied = [...EN].filter(([key, text]) => /^(errors|log|abilities)\./.test(key) && text.length > 12 && DE.get(key) === text);
    expect(copied).toEqual([]);
  });

  it.each([
    { name: 'every error code', keys: ERROR_CODES.map((c) => `errors.${c.replace('actionclix/', '')}`) },
    { name: 'every event type', keys: EVENT_TYPES.map((t) => `log.${t}`) },
    { name: 'every outcome', keys: OUTCOME_REASONS.map((r) => `outcome.${r}`) },
    { name: 'every unit name', keys: ROSTER.map((u) => `units.${u.id}`) },
    { name: 'every ability name and text', keys: ABILITIES.flatMap((a) => [`abilities.${a}.name`, `abilities.${a}.text`]) },
    { name: 'every tile', keys: TILE_IDS.map((t) => `tiles.${t}`) },
    { name: 'every battlefield, faction, kind and team option', keys: [...BATTLEFIELDS.map((b) => `battlefields.${b}`), ...FACTIONS.map((f) => `factions.${f}`), ...UNIT_KINDS.map((k) => `kinds.${k}`), ...TEAM_OPTIONS.map((t) => `teams.${t}`)] },
    { name: 'every damage source and loot result', keys: [...DAMAGE_SOURCES.map((d) => `damageSources.${d}`), ...LOOT_RESULTS.map((r) => `lootResults.${r}`)] },
    { name: 'every pending step', keys: ['strike', 'cover', 'respawned', 'knockback'].map((p) => `pending.${p}`) },
  ])('has $name', ({ keys }) => {
    for (const key of keys) expect(EN.has(key), key).toBe(true);
  });

  it('has no error text the engine cannot produce', () => {
    const codes = new Set(ERROR_CODES.map((c) => c.replace('actionclix/', '')));
    expect([...EN.keys()].filter((k) => k.startsWith('errors.') && !codes.has(k.slice(7)))).toEqual([]);
  });
});
