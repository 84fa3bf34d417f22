/**
 * Where a unit inside the Scarab can throw a grenade (read-only): interior squares within 5 with a clear
 * line of fire; the Scarab side never at its own Main Power Core.
 */
import type { GameError } from '../../core';
import type { Battlemap } from '../battlemap';
import { fail } from '../errors';
import { GRENADE_RANGE } from '../grenades';
import { distance } from '../grid';
import { clearLine } from '../lineOfFire';
import type { UnitState } from '../types';
import { isInside } from './aboard';
import { isCore } from './interior';
import { interiorOf } from './interiorBattlemap';
import type { ScarabState } from './types';

/** Why the unit inside can't throw at the interior square, or undefined. */
export function insideGrenadeProblem(b: Battlemap, sc: ScarabState, u: UnitState, sq: number): GameError | undefined {
  if (!isInside(sc, u)) return fail('actionclix/not-inside', { unit: u.id }).error;
  if (u.grenades <= 0) return fail('actionclix/no-grenade', { unit: u.id }).error;
  const inner = interiorOf(b);
  if (sq < 0 || sq >= inner.geo.width * inner.geo.height) return fail('actionclix/off-map', { square: sq }).error;
  if (inner.geo.blocked[sq] === 1) return fail('actionclix/square-blocked', { square: sq }).error;
  const dist = distance(inner.geo, u.sq, sq);
  if (dist < 1 || dist > GRENADE_RANGE) return fail('actionclix/grenade-range', { range: GRENADE_RANGE }).error;
  if (!clearLine(inner.geo, inner.occTeam, b.s.seats[u.seat]?.team ?? u.seat, u.sq, sq)) return fail('actionclix/no-line-of-fire', { square: sq }).error;
  if (isCore(sq) && u.seat === sc.seat) return fail('actionclix/not-enemy', { unit: 'core' }).error;
  return undefined;
}

/** Interior squares the unit can throw at now: the same checks as `insideGrenadeProblem`, over the squares in range only. */
export function insideGrenadeSquares(b: Battlemap, sc: ScarabState, u: UnitState): number[] {
  if (!isInside(sc, u) || u.grenades <= 0) return [];
  const inner = interiorOf(b);
  const { width, height, blocked } = inner.geo;
  const team = b.s.seats[u.seat]?.team ?? u.seat;
  const own = u.seat === sc.seat;
  const x0 = u.sq % width;
  const y0 = (u.sq - x0) / width;
  const out: number[] = [];
  for (let y = Math.max(0, y0 - GRENADE_RANGE); y <= Math.min(height - 1, y0 + GRENADE_RANGE); y++) {
    for (let x = Math.max(0, x0 - GRENADE_RANGE); x <= Math.min(width - 1, x0 + GRENADE_RANGE); x++) {
      const sq = y * width + x;
      if (sq === u.sq || blocked[sq] === 1 || (own && isCore(sq))) continue;
      if (clearLine(inner.geo, inner.occTeam, team, u.sq, sq)) out.push(sq);
    }
  }
  return out;
}

