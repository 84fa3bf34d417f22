/**
 * Records of older rule versions that today's engine still replays (`replays` in engine.ts), and how their
 * options read today. Version 4 changed the Reach starter deck (it holds the new cards), so a record of
 * version 2 or 3 that names it by id gets the list it held then, pinned in its options like a saved deck:
 * the record deals and plays as it did. The other starter decks did not change.
 */
import type { Json } from '../core';
import type { DeckList } from './decks';
import { EARTH_SITES } from './cards';
import { defaultDecks } from './setup';

export const REPLAYED_VERSIONS: readonly number[] = [2, 3];

/** The Reach starter deck as versions 2 and 3 dealt it. */
const REACH_BEFORE_4 = {
  id: 'reach-vs-insurrection',
  hero: 'noble-six',
  sites: EARTH_SITES.map((s) => s.id),
  draw: {
    'colonial-militia': 4, 'harvest-farmer': 3, reynolds: 2, 'reach-survivor': 4, halsey: 1, 'colony-mayor': 2, 'aggressor-sentinel': 3,
    'm90-shotgun': 3, 'hunting-rifle': 2, 'flak-vest': 2, 'last-stand': 2, evacuation: 1, 'supply-cache': 1,
    'innie-gunman': 4, 'innie-sniper': 3, 'colonel-watts': 2, 'car-bomb': 2, ambush: 3,
    'flood-spore': 3, 'combat-form-human': 4, 'containment-violated': 2, grunt: 4, 'blue-elite': 3,
  },
} satisfies DeckList;

/**
 * Options of a version 2 or 3 record as version 4 reads them (a record without decks played the default
 * starters of its table, named here); anything else is left for `parseOptions` to judge.
 */
export function upgradeOptions(options: Json, version: number, players: number): Json {
  if (version >= 4 || typeof options !== 'object' || options === null || Array.isArray(options)) return options;
  const given = (options as { readonly decks?: Json }).decks;
  const decks = given === undefined ? defaultDecks(players) : given;
  if (!Array.isArray(decks)) return options;
  return { ...options, decks: decks.map((d: Json): Json => (d === REACH_BEFORE_4.id ? REACH_BEFORE_4 : d)) };
}
