/**
 * The 44 faction cards (our design, RULES.md F): 15 UNSC, 15 Covenant, 14 Flood, each worth 1 or 2 skulls
 * and carrying one of twelve abilities. Every ability has a Halo name per faction (locale keys
 * `cards.<ability>.<faction>`) and one rules text (`cards.<ability>.text`).
 */
import type { Faction } from './types';

export const ABILITIES = {
  // offensive: attached to an `attack`
  'attack-plus-one': 'offensive',
  'reroll-ones': 'offensive',
  'attack-wins-ties': 'offensive',
  'silence-defending-hero': 'offensive',
  // defensive: attached to a `defend`
  ambush: 'defensive',
  'defence-plus-one': 'defensive',
  'third-defence-die': 'defensive',
  'silence-attacking-hero': 'defensive',
  // strategic: `playCard` in your own turn
  'extra-reinforcements': 'strategic',
  bombardment: 'strategic',
  airlift: 'strategic',
  'hero-jump': 'strategic',
} as const;

export type Ability = keyof typeof ABILITIES;
export type CardKind = (typeof ABILITIES)[Ability];

/** When a strategic card may be played. */
export const STRATEGIC_PHASE: Readonly<Record<Ability, 'reinforce' | 'attack' | 'fortify' | null>> = {
  'attack-plus-one': null,
  'reroll-ones': null,
  'attack-wins-ties': null,
  'silence-defending-hero': null,
  ambush: null,
  'defence-plus-one': null,
  'third-defence-die': null,
  'silence-attacking-hero': null,
  'extra-reinforcements': 'reinforce',
  bombardment: 'attack',
  airlift: 'fortify',
  'hero-jump': 'attack',
};

/** Units an `extra-reinforcements` card adds; dice a `bombardment` rolls and the value that hits. */
export const EXTRA_REINFORCEMENTS = 3;
export const BOMBARDMENT_DICE = 3;
export const BOMBARDMENT_HIT = 4;

export interface FactionCard {
  readonly id: string;
  readonly faction: Faction;
  readonly ability: Ability;
  readonly kind: CardKind;
  readonly skulls: 1 | 2;
}

type Row = readonly [Ability, 1 | 2];

const UNSC: readonly Row[] = [
  ['attack-plus-one', 2], ['attack-plus-one', 1], ['reroll-ones', 1], ['attack-wins-ties', 2],
  ['silence-defending-hero', 1], ['ambush', 2], ['ambush', 1], ['defence-plus-one', 1],
  ['third-defence-die', 2], ['silence-attacking-hero', 1], ['extra-reinforcements', 2], ['extra-reinforcements', 1],
  ['bombardment', 2], ['airlift', 1], ['hero-jump', 1],
];

const COVENANT: readonly Row[] = [
  ['attack-plus-one', 2], ['reroll-ones', 1], ['reroll-ones', 2], ['attack-wins-ties', 1],
  ['silence-defending-hero', 2], ['ambush', 2], ['ambush', 1], ['defence-plus-one', 1],
  ['defence-plus-one', 2], ['third-defence-die', 1], ['silence-attacking-hero', 1], ['extra-reinforcements', 1],
  ['bombardment', 2], ['airlift', 1], ['hero-jump', 2],
];

const FLOOD: readonly Row[] = [
  ['attack-plus-one', 1], ['attack-plus-one', 2], ['reroll-ones', 1], ['attack-wins-ties', 2],
  ['attack-wins-ties', 1], ['silence-defending-hero', 1], ['ambush', 2], ['defence-plus-one', 1],
  ['third-defence-die', 1], ['silence-attacking-hero', 2], ['extra-reinforcements', 1], ['bombardment', 1],
  ['airlift', 2], ['hero-jump', 1],
];

const PREFIX: Readonly<Record<Faction, string>> = { unsc: 'fc-unsc', covenant: 'fc-cov', flood: 'fc-flood' };

function build(faction: Faction, rows: readonly Row[]): FactionCard[] {
  return rows.map(([ability, skulls], i) => ({
    id: `${PREFIX[faction]}-${String(i + 1).padStart(2, '0')}`,
    faction,
    ability,
    kind: ABILITIES[ability],
    skulls,
  }));
}

export const FACTION_CARDS: readonly FactionCard[] = [...build('unsc', UNSC), ...build('covenant', COVENANT), ...build('flood', FLOOD)];

const BY_ID: ReadonlyMap<string, FactionCard> = new Map(FACTION_CARDS.map((c) => [c.id, c]));

export function factionCard(id: string): FactionCard | undefined {
  return BY_ID.get(id);
}

export function deckOf(faction: Faction): readonly string[] {
  return FACTION_CARDS.filter((c) => c.faction === faction).map((c) => c.id);
}

/** Skull trade (rulebook legend): 2–10 skulls, units = 2 × skulls − 1; one table (RULES.md C). */
export const SKULL_TABLE: Readonly<Record<number, number>> = Object.fromEntries(
  Array.from({ length: 9 }, (_, i) => [i + 2, 2 * (i + 2) - 1]),
);
export const MIN_TRADE_SKULLS = 2;
export const MAX_TRADE_SKULLS = 10;

export function skullsOf(cards: readonly string[]): number {
  let total = 0;
  for (const id of cards) total += factionCard(id)?.skulls ?? 0;
  return total;
}
