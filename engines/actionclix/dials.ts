/**
 * Dials: the stat slot a unit shows at its current click, its active abilities (the colours on that
 * click, plus the card's unlock ability while it holds an Upgrade token), damage and healing.
 * Rulebook: damage clicks the dial clockwise, healing counterclockwise and never past full health; a unit
 * whose dial shows all black (past its last click) is eliminated.
 */
import { ROSTER, rosterOf, type Click, type RosterUnit } from './roster';
import { ABILITIES, type AbilityId, type UnitState } from './types';

export interface Stats {
  readonly speed: number;
  readonly attack: number;
  readonly defense: number;
  readonly damage: number;
}

export function clickOf(u: UnitState): Click {
  const r = rosterOf(u.roster);
  const c = r.dial[u.click] ?? r.dial[r.dial.length - 1];
  if (c === undefined) throw new Error(`empty dial ${u.roster}`);
  return c;
}

export function stats(u: UnitState): Stats {
  const [speed, attack, defense, damage] = clickOf(u);
  return { speed, attack, defense, damage };
}

/** Each ability as one bit. */
const ABILITY_BIT = Object.fromEntries(ABILITIES.map((a, i) => [a, 1 << i])) as Readonly<Record<AbilityId, number>>;

/** A roster unit's abilities as bits: those showing on each click, and the one an Upgrade token unlocks (0 for none). */
interface AbilityBits {
  readonly clicks: readonly number[];
  readonly unlock: number;
}

const BITS: ReadonlyMap<string, AbilityBits> = new Map(
  ROSTER.map((r) => [r.id, { clicks: r.dial.map((c) => c[4].reduce((m, a) => m | ABILITY_BIT[a], 0)), unlock: r.unlock === undefined ? 0 : ABILITY_BIT[r.unlock] }]),
);

/** Whether the ability is active: its colour shows on the current click, or it is unlocked by a token. */
export function has(u: UnitState, ability: AbilityId): boolean {
  const bits = BITS.get(u.roster);
  if (bits === undefined) throw new Error(`unknown roster unit ${u.roster}`);
  const bit = ABILITY_BIT[ability];
  // The click as clickOf reads it: past the last click (or before the first) the last one shows.
  const shown = bits.clicks[u.click] ?? bits.clicks[bits.clicks.length - 1] ?? 0;
  return (shown & bit) !== 0 || (u.upgrades > 0 && bits.unlock === bit);
}

/** Whether the dial shows an ability used as an attack on its own (Overcharge; abilityAttacks.ts). */
export function hasSpecialAttack(u: UnitState): boolean {
  return has(u, 'overcharge');
}

/** The dial position after `amount` damage; `eliminated` when it passes the last click. */
export function afterDamage(u: UnitState, amount: number): { click: number; eliminated: boolean } {
  const click = u.click + Math.max(0, amount);
  return { click, eliminated: click >= rosterOf(u.roster).dial.length };
}

/** The dial position after healing `amount` (never past the full-health line at click 0). */
export function afterHealing(u: UnitState, amount: number): number {
  return Math.max(0, u.click - Math.max(0, amount));
}

/**
 * The click a replacement unit shows when it takes over (upgrade, weapon swap): the same damage taken,
 * counted from each unit's starting line, kept on the new dial (rulebook: match the health meters).
 */
export function matchedClick(from: UnitState, into: RosterUnit): number {
  const taken = from.click - rosterOf(from.roster).start;
  return Math.min(into.dial.length - 1, Math.max(0, into.start + taken));
}
