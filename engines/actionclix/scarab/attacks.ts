/**
 * Attacks in the scenario (seed 003 "Attacking the Scarab", "Units on Top", "Attacking the Main Power
 * Core"). From the battlefield a unit may shoot the Scarab (clear line of fire and range always; against
 * the Shell's defense; close-combat units only next to a base; at most two aerial units a turn) and units
 * on top (range to the area beneath). On top: other units on top (adjacent) and battlefield units not
 * beneath (range from the area beneath); never the Scarab, the interior or grenades. Inside: units inside
 * and the Main Power Core (+3 when adjacent, 1 damage a hit), with the interior's walls and units.
 */
import type { GameError } from '../../core';
import type { Battlemap } from '../battlemap';
import { has } from '../dials';
import { fail } from '../errors';
import { distance } from '../grid';
import { clearLine } from '../lineOfFire';
import { rosterOf } from '../roster';
import { CAMO_RANGE, closeCombat, SNIPER_RANGE } from '../shooting';
import { inPlay, type UnitState } from '../types';
import { isInside, onTop, whereIs } from './aboard';
import { distanceToArea, inArea } from './geometry';
import { CORE_SQUARES } from './interior';
import { interiorOf } from './interiorBattlemap';
import { nextToAnyBase } from './places';
import { AERIAL_LIMIT } from './rules';
import { insideGrenadeSquares } from './insideTargets';
import type { ScarabState } from './types';

/** +3 attack against the Main Power Core from a square next to it. */
export const CORE_ADJACENT_BONUS = 3;

export function isAerial(u: UnitState): boolean {
  return rosterOf(u.roster).kind === 'aerial';
}

/** Why a battlefield unit can't shoot the Scarab now, or undefined. */
export function scarabShotProblem(b: Battlemap, sc: ScarabState, u: UnitState): GameError | undefined {
  if (u.status !== 'map') return fail('actionclix/scarab-not-from-here', { unit: u.id }).error;
  if (u.seat === sc.seat) return fail('actionclix/not-enemy', { unit: 'scarab' }).error;
  if (closeCombat(u) && !nextToAnyBase(b.geo, sc, u.sq)) return fail('actionclix/scarab-adjacent-only', { unit: u.id }).error;
  if (isAerial(u) && sc.aerialAttackers.length >= AERIAL_LIMIT) return fail('actionclix/aerial-limit', { max: AERIAL_LIMIT }).error;
  return undefined;
}

/** Whether `scarabShotProblem` finds nothing: the same checks without building errors (asked for every unit in every listing). */
export function canShootScarab(b: Battlemap, sc: ScarabState, u: UnitState): boolean {
  if (u.status !== 'map' || u.seat === sc.seat) return false;
  if (isAerial(u) && sc.aerialAttackers.length >= AERIAL_LIMIT) return false;
  return !closeCombat(u) || nextToAnyBase(b.geo, sc, u.sq);
}

/**
 * The distance the limits on a shot count (close combat's adjacency, Active Camouflage's range) when one
 * or both units are on top. Seed 003: a unit acting from on top is adjacent or not, in range or not,
 * whichever is most beneficial to it, so from on top every target it may shoot is adjacent (1). A
 * battlefield unit shooting a unit on top counts to the area beneath.
 */
export function topDistance(b: Battlemap, sc: ScarabState, a: UnitState, t: UnitState): number {
  if (onTop(sc, a)) return 1;
  return distanceToArea(sc, b.geo.width, onTop(sc, t) ? a.sq : t.sq);
}

/** The distance a range bonus counts (Sniper Rifle's, from SNIPER_RANGE on): from on top, far enough for it. */
export function topBonusDistance(b: Battlemap, sc: ScarabState, a: UnitState, t: UnitState): number {
  return onTop(sc, a) ? SNIPER_RANGE : topDistance(b, sc, a, t);
}

/** Why `a` can't shoot unit `t` where one of them is on top of the Scarab or inside it; undefined if it can. */
export function scarabUnitShotProblem(b: Battlemap, sc: ScarabState, a: UnitState, t: UnitState): GameError | undefined {
  const wa = whereIs(sc, a);
  const wt = whereIs(sc, t);
  if (wt === undefined) return fail('actionclix/not-on-map', { unit: t.id }).error;
  if (t.seat === a.seat) return fail('actionclix/not-enemy', { unit: t.id }).error;
  if (wa === 'inside' || wt === 'inside') return insideShotProblem(b, sc, a, t);
  if (wa === 'top' && wt === 'map' && inArea(sc, b.geo.width, t.sq)) return fail('actionclix/top-target', { unit: a.id }).error;
  if (wa === 'map' && wt === 'top' && inArea(sc, b.geo.width, a.sq)) return fail('actionclix/no-line-of-fire', { unit: t.id }).error;
  const dist = topDistance(b, sc, a, t);
  if (dist > 1 && closeCombat(a)) return fail('actionclix/adjacent-only', { unit: a.id }).error;
  if (dist > CAMO_RANGE && has(t, 'camo')) return fail('actionclix/camo-range', { unit: t.id, range: CAMO_RANGE }).error;
  return undefined;
}

function insideShotProblem(b: Battlemap, sc: ScarabState, a: UnitState, t: UnitState): GameError | undefined {
  const aTop = onTop(sc, a);
  if (!isInside(sc, a) || !isInside(sc, t)) return fail(aTop ? 'actionclix/top-target' : 'actionclix/no-line-of-fire', { unit: aTop ? a.id : t.id }).error;
  const inner = interiorOf(b);
  const dist = distance(inner.geo, a.sq, t.sq);
  if (dist > 1 && closeCombat(a)) return fail('actionclix/adjacent-only', { unit: a.id }).error;
  if (dist > CAMO_RANGE && has(t, 'camo')) return fail('actionclix/camo-range', { unit: t.id, range: CAMO_RANGE }).error;
  if (!clearLine(inner.geo, inner.occTeam, b.s.seats[a.seat]?.team ?? a.seat, a.sq, t.sq)) return fail('actionclix/no-line-of-fire', { unit: t.id }).error;
  return undefined;
}

/** Squares from the unit inside to the nearer core square (1 when adjacent). */
export function coreDistance(b: Battlemap, u: UnitState): number {
  return Math.min(...CORE_SQUARES.map((sq) => distance(interiorOf(b).geo, u.sq, sq)));
}

/** Why `u` can't shoot the Main Power Core now, or undefined. */
export function coreShotProblem(b: Battlemap, sc: ScarabState, u: UnitState): GameError | undefined {
  if (!isInside(sc, u)) return fail('actionclix/core-from-outside', { unit: u.id }).error;
  if (u.seat === sc.seat) return fail('actionclix/not-enemy', { unit: 'core' }).error;
  if (closeCombat(u) && coreDistance(b, u) > 1) return fail('actionclix/adjacent-only', { unit: u.id }).error;
  const inner = interiorOf(b);
  const team = b.s.seats[u.seat]?.team ?? u.seat;
  if (!CORE_SQUARES.some((sq) => clearLine(inner.geo, inner.occTeam, team, u.sq, sq))) return fail('actionclix/no-line-of-fire', { unit: 'core' }).error;
  return undefined;
}

/** Unit targets of a unit on top or inside (and battlefield units' targets on top). */
export function scarabUnitTargets(b: Battlemap, sc: ScarabState, u: UnitState): UnitState[] {
  const out: UnitState[] = [];
  for (const t of b.s.units) {
    if (t.seat === u.seat || !inPlay(t)) continue;
    if (u.status === 'map' && !onTop(sc, t)) continue;
    if (scarabUnitShotProblem(b, sc, u, t) === undefined) out.push(t);
  }
  return out;
}

/** Whether a unit on top or inside has anything to attack now (for a pending strike). */
export function scarabCanAttack(b: Battlemap, sc: ScarabState, u: UnitState): boolean {
  if (isInside(sc, u) && (coreShotProblem(b, sc, u) === undefined || insideGrenadeSquares(b, sc, u).length > 0)) return true;
  return scarabUnitTargets(b, sc, u).length > 0;
}
