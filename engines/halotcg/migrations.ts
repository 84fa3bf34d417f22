/**
 * Records of older rule versions that today's engine still replays (`replays` in engine.ts), and how they
 * read today. Versions 4, 5 and 6 changed the Reach starter deck (it holds the new cards), so a record of an
 * older version that names it by id gets the list it held then, pinned in its options like a saved deck;
 * version 4 added two setup questions (who goes first, mulligans), answered in a record of version 2 or 3
 * as the old rules decided. Version 6 limited Armor Lock to its bearer: a version 5 record holds the
 * legacy card `armor-lock-v5` (version 5's text, kept for replays only) wherever it held Armor Lock, in the
 * same place of its list. The record then deals and plays as it did: the windows versions 5 and 6 added
 * open only for their new cards, which no older deck holds. The other starter decks did not change.
 */
import type { GameRecord, Json, RecordedAction } from '../core';
import { applyAction } from './apply';
import { parseAction, parseOptions } from './parseAction';
import type { DeckList } from './decks';
import { EARTH_SITES } from './cards';
import { defaultDecks, initialState } from './setup';
import type { HaloState } from './types';

export const REPLAYED_VERSIONS: readonly number[] = [2, 3, 4, 5, 6];

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

/** The Reach starter deck as version 4 dealt it. */
const REACH_4 = {
  id: 'reach-vs-insurrection',
  hero: 'noble-six',
  sites: EARTH_SITES.map((s) => s.id),
  draw: {
    'colonial-militia': 3, 'harvest-farmer': 2, reynolds: 2, 'reach-survivor': 4, halsey: 1, 'colony-mayor': 2, 'aggressor-sentinel': 3,
    'm90-shotgun': 2, 'hunting-rifle': 2, 'flak-vest': 1, 'last-stand': 2, evacuation: 1, 'supply-cache': 1,
    'navy-corpsman': 1, 'field-rations': 1, 'rear-guard': 1, 'sentinel-interception': 1,
    'innie-gunman': 3, 'innie-sniper': 3, 'colonel-watts': 2, 'car-bomb': 2, ambush: 2,
    'flood-spore': 2, 'combat-form-human': 4, 'containment-violated': 2, grunt: 3, 'blue-elite': 2,
    'insurrectionist-ambush': 1, 'covenant-intel': 1, 'infected-marine': 1, 'lingering-spores': 1, 'spore-cloud': 1,
  },
} satisfies DeckList;

/** Version 5's Armor Lock ("one of your Spartan companions"), kept for the records of version 5. */
const ARMOR_LOCK_5 = 'armor-lock-v5';

/** The Reach starter deck as version 5 dealt it (its Armor Lock as version 5 read it). */
const REACH_5 = {
  id: 'reach-vs-insurrection',
  hero: 'noble-six',
  sites: EARTH_SITES.map((s) => s.id),
  draw: {
    'colonial-militia': 3, 'harvest-farmer': 1, reynolds: 2, 'reach-survivor': 3, halsey: 1, 'colony-mayor': 2, 'aggressor-sentinel': 2,
    'm90-shotgun': 1, 'hunting-rifle': 2, 'flak-vest': 1, 'last-stand': 1, evacuation: 1, 'supply-cache': 1,
    'navy-corpsman': 1, 'field-rations': 1, 'rear-guard': 1, 'sentinel-interception': 1,
    'take-cover': 1, [ARMOR_LOCK_5]: 1, 'flanking-maneuver': 1, 'militia-marksman': 1, 'fallback-position': 1,
    'innie-gunman': 2, 'innie-sniper': 3, 'colonel-watts': 2, 'car-bomb': 2, ambush: 2,
    'flood-spore': 2, 'combat-form-human': 3, 'containment-violated': 2, grunt: 2, 'blue-elite': 2,
    'insurrectionist-ambush': 1, 'covenant-intel': 1, 'infected-marine': 1, 'lingering-spores': 1, 'spore-cloud': 1,
    'riot-shields': 1, 'honorable-challenge': 1, 'feeding-frenzy': 1,
  },
} satisfies DeckList;

/** A version 5 deck list with Armor Lock reads the legacy card in its place (the key order deals the deck). */
function legacyArmorLock(deck: Json): Json {
  if (typeof deck !== 'object' || deck === null || Array.isArray(deck)) return deck;
  const draw = (deck as { readonly draw?: Json }).draw;
  if (typeof draw !== 'object' || draw === null || Array.isArray(draw) || !Object.hasOwn(draw, 'armor-lock')) return deck;
  return { ...deck, draw: Object.fromEntries(Object.entries(draw).map(([id, n]) => [id === 'armor-lock' ? ARMOR_LOCK_5 : id, n])) };
}

/**
 * Options of an older record as today's version reads them (a record without decks played the default
 * starters of its table, named here); anything else is left for `parseOptions` to judge.
 */
export function upgradeOptions(options: Json, version: number, players: number): Json {
  if (version >= 6 || typeof options !== 'object' || options === null || Array.isArray(options)) return options;
  const given = (options as { readonly decks?: Json }).decks;
  const decks = given === undefined ? defaultDecks(players) : given;
  if (!Array.isArray(decks)) return options;
  const pinned = version >= 5 ? REACH_5 : version >= 4 ? REACH_4 : REACH_BEFORE_4;
  const read = (d: Json): Json => (d === pinned.id ? pinned : version === 5 ? legacyArmorLock(d) : d);
  return { ...options, decks: decks.map(read) };
}

/** The setup questions version 4 added; before it the bid's winner went first and every hand was kept. */
const ADDED_IN_4: ReadonlySet<string> = new Set(['chooseFirst', 'mulligan']);

/** Card instances renamed in an older record: each recorded name and the name today's replay gives it. */
type Names = Map<string, string>;

/** A recorded action with its card instances renamed (an assignment option names two, `a>b`). */
function renamed(raw: Json, names: Names): Json {
  if (names.size === 0 || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const name = (v: Json): Json => (typeof v === 'string' ? v.split('>').map((x) => names.get(x) ?? x).join('>') : v);
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, k === 'type' ? v : name(v)]));
}

/** From now on the record's `a` is today's `b` and the other way round (both are copies of one card in one hand). */
function swap(names: Names, a: string, b: string): void {
  for (const k of new Set([...names.keys(), a, b])) {
    const now = names.get(k) ?? k;
    names.set(k, now === a ? b : now === b ? a : now);
  }
}

/**
 * A record of version 2 to 6 as version 7 reads it: its options upgraded; before each recorded action of a
 * version 2 or 3 record the questions version 4 added answered as the old rules decided (their first
 * option: the bid's winner first, the hand kept); and a play of a later copy of a card in hand (accepted
 * before version 7, which takes only the first copy, the one `legalActions` lists) made the play of the
 * first copy, the two copies' names swapped in every action after it. Identical copies in one hand are
 * interchangeable, so the game is the same with the names swapped. A record that does not play that far is
 * returned with its options upgraded only, so its replay fails where it stops and says so.
 */
export function upgradeRecord(record: GameRecord): GameRecord {
  if (record.engineVersion >= 7) return record;
  const raw = upgradeOptions(record.options, record.engineVersion, record.players);
  const options = parseOptions(raw, record.players);
  // Records of 2 and 3 always kept their options as read; later ones keep them as written.
  const upgraded = { ...record, options: record.engineVersion >= 4 ? raw : options.ok ? (options.value as unknown as Json) : record.options };
  if (!options.ok) return upgraded;
  const replay = new Replay(initialState(options.value, record.players, record.seed));
  for (const entry of record.actions) {
    for (let p = replay.s.pending[0]; record.engineVersion < 4 && p !== undefined && ADDED_IN_4.has(p.kind); p = replay.s.pending[0]) {
      if (!replay.step(p.seat, { type: 'choose', option: p.options[0] ?? '' })) return upgraded;
    }
    if (!replay.step(entry.seat, entry.action)) return upgraded;
  }
  return { ...upgraded, actions: replay.actions };
}

/** An older record played again under today's rules, its card names swapped where a later copy was played. */
class Replay {
  readonly actions: RecordedAction[] = [];
  private readonly names: Names = new Map();
  constructor(public s: HaloState) {}

  /** Plays one recorded action (renamed); false if today's rules refuse it even renamed. */
  step(seat: number, given: Json): boolean {
    for (let tries = 0; tries < 2; tries++) {
      const json = renamed(given, this.names);
      const action = parseAction(json);
      if (!action.ok) return false;
      const applied = applyAction(this.s, seat, action.value, true);
      if (applied.ok) {
        this.actions.push({ seat, action: json });
        this.s = applied.value.state;
        return true;
      }
      const copy = applied.error.params?.copy;
      if (applied.error.code !== 'halotcg/other-copy' || action.value.type !== 'play' || typeof copy !== 'string') return false;
      swap(this.names, action.value.card, copy);
    }
    return false;
  }
}
