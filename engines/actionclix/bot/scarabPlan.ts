/**
 * How the bots see the way to destroy the Scarab (RULES.md 9, 23-29): damage from outside stops at the
 * Chassis's last click, so the attackers must climb on while it kneels (from next to the Chassis base;
 * flying units from next to the area beneath), enter by the Ramp and shoot the Main Power Core from
 * inside, best from next to it (+3). These measures, in the evaluation's units, guide that over several
 * turns: how close each attacker unit stands to climbing on, what a unit on top, inside and next to the
 * core is worth; the Scarab side reads the same numbers the other way (its guns on the units about to
 * climb, its reinforcements guarding the core).
 */
import type { Geo } from '../grid';
import { distance } from '../grid';
import { has } from '../dials';
import { rosterOf } from '../roster';
import { baseSquares, distanceToArea } from '../scarab/geometry';
import { CORE_SQUARES } from '../scarab/interior';
import { INTERIOR_GEO } from '../scarab/interiorBattlemap';
import { attackerSeat } from '../scarab/rules';
import type { ScarabState } from '../scarab/types';
import type { ActionClixState, UnitState } from '../types';

/** A unit next to the Chassis base while the Scarab kneels (it may climb on with its next action). */
export const APPROACH = 0.3;
/** Standing, the Scarab lets nobody on foot climb: being close counts less. */
const STANDING_SHARE = 0.6;
/** Squares from the Chassis base beyond which being closer counts nothing. */
const APPROACH_RANGE = 10;
export const ON_TOP = 0.55;
export const INSIDE = 0.85;
/** Inside, per square closer to the Main Power Core (counted from 8 squares away), and next to it. */
const CORE_STEP = 0.05;
const NEXT_TO_CORE = 0.2;
/** Attacker units counted (the best placed): a few inside are enough to shoot the core down. */
const COUNTED = 4;

/** Squares between two squares of the Scarab Interior map. */
export const interiorDistance = (a: number, b: number): number => distance(INTERIOR_GEO, a, b);

/** Squares from an interior square to the nearer Main Power Core square (1: next to it). */
export const toCore = (sq: number): number => Math.min(...CORE_SQUARES.map((k) => interiorDistance(sq, k)));

/** Whether the unit could ever get on top: figures on foot and flying units (not ground vehicles). */
function climber(u: UnitState): boolean {
  if (has(u, 'flight')) return true;
  return rosterOf(u.roster).kind === 'figure';
}

/** Squares from `sq` to a square next to the Chassis base (0: next to it), walls left aside. */
export function chassisDistance(sc: ScarabState, geo: Geo, sq: number): number {
  let best = Infinity;
  for (const b of baseSquares(sc, 'chassis', geo.width)) best = Math.min(best, distance(geo, b, sq) - 1);
  return Math.max(0, best);
}

/** How close a battlefield unit on `sq` stands to climbing on (0 for units that never can). */
export function approachWorth(sc: ScarabState, geo: Geo, u: UnitState, sq: number): number {
  if (sq < 0 || !climber(u)) return 0;
  const flyer = has(u, 'flight');
  const d = flyer ? Math.min(chassisDistance(sc, geo, sq), Math.max(0, distanceToArea(sc, geo.width, sq) - 1)) : chassisDistance(sc, geo, sq);
  const near = Math.max(0, 1 - d / APPROACH_RANGE);
  return APPROACH * near * near * (sc.kneeling || flyer ? 1 : STANDING_SHARE);
}

/** What a unit aboard is worth on top, or inside on interior square `sq`. */
export function aboardWorth(place: 'top' | 'inside', sq: number): number {
  if (place === 'top') return ON_TOP;
  const d = toCore(sq);
  return INSIDE + CORE_STEP * Math.max(0, 8 - d) + (d <= 1 ? NEXT_TO_CORE : 0);
}

/** A unit's place on the way in: aboard, or how close to climbing on. */
export function unitPlanWorth(sc: ScarabState, geo: Geo, u: UnitState): number {
  if (u.status === 'elsewhere') {
    const place = sc.aboard[u.id];
    return place === undefined ? 0 : aboardWorth(place, u.sq);
  }
  return u.status === 'map' ? approachWorth(sc, geo, u, u.sq) : 0;
}

/** The attacker's progress on the way in: its best placed units' worths added up. */
export function attackerPlan(s: ActionClixState, sc: ScarabState, geo: Geo): number {
  const attacker = attackerSeat(sc);
  const worths: number[] = [];
  for (const u of s.units) if (u.seat === attacker) worths.push(unitPlanWorth(sc, geo, u));
  worths.sort((a, b) => b - a);
  let sum = 0;
  for (let k = 0; k < Math.min(COUNTED, worths.length); k++) sum += worths[k] as number;
  return sum;
}

/** The `n` squares among `squares` nearest to climbing on (a move's squares kept for the exact score). */
export function nearestToChassis(sc: ScarabState, geo: Geo, squares: readonly number[], n: number): number[] {
  return squares
    .map((sq) => ({ sq, d: chassisDistance(sc, geo, sq) }))
    .sort((a, b) => a.d - b.d || a.sq - b.sq)
    .slice(0, n)
    .map((x) => x.sq);
}
