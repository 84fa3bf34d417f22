/**
 * Grenades (rulebook "Grenades", RULINGS): a unit with a Grenade token targets a square within 5 squares
 * (not its own) to which it has a clear line of fire; the square's defense is 12 + the distance. A hit
 * deals 4 damage to the unit in the square and 2 to each unit in an adjacent square, friend or foe; a miss
 * does nothing. The token is spent either way.
 */
import type { GameError } from '../core';
import type { Battlemap } from './battlemap';
import { has, stats } from './dials';
import type { Draft } from './draft';
import { dealAll } from './elimination';
import { fail } from './errors';
import { distance, neighbours } from './grid';
import { clearLine } from './lineOfFire';
import { MOVE_PENALTY, rollAttack } from './shooting';
import type { UnitState } from './types';

export const GRENADE_RANGE = 5;
export const GRENADE_BASE_DEFENSE = 12;
export const GRENADE_DAMAGE = 4;
export const GRENADE_SPLASH = 2;

export function grenadeDefense(dist: number): number {
  return GRENADE_BASE_DEFENSE + dist;
}

/** Why `u` can't throw at `sq`, or undefined. */
export function grenadeProblem(b: Battlemap, u: UnitState, sq: number): GameError | undefined {
  if (u.grenades <= 0) return fail('actionclix/no-grenade', { unit: u.id }).error;
  if (sq < 0 || sq >= b.geo.width * b.geo.height) return fail('actionclix/off-map', { square: sq }).error;
  if (b.geo.blocked[sq] === 1) return fail('actionclix/square-blocked', { square: sq }).error;
  const dist = distance(b.geo, u.sq, sq);
  if (dist < 1 || dist > GRENADE_RANGE) return fail('actionclix/grenade-range', { range: GRENADE_RANGE }).error;
  if (!clearLine(b.geo, b.occTeam, b.s.seats[u.seat]?.team ?? u.seat, u.sq, sq)) return fail('actionclix/no-line-of-fire', { square: sq }).error;
  return undefined;
}

export function blastDamage(v: UnitState, base: number): number {
  return Math.max(0, base - (has(v, 'jump') ? 1 : 0) - (has(v, 'vehicleArmor') ? 1 : 0));
}

export function throwGrenade(d: Draft, ui: number, sq: number, penalty: boolean): void {
  const u = d.unit(ui);
  const dist = distance(d.geo, u.sq, sq);
  const roll = rollAttack(d, u, 'grenade');
  const attack = stats(u).attack - (penalty ? MOVE_PENALTY : 0);
  const total = attack + roll.sum;
  const needed = grenadeDefense(dist);
  const hit = total >= needed || roll.doubleSix;
  d.patchUnit(ui, { grenades: u.grenades - 1 });
  d.log?.push({ type: hit ? 'grenadeHit' : 'grenadeMissed', seat: u.seat, unit: u.id, square: sq, attack, total, needed, doubleSix: roll.doubleSix });
  d.log?.push({ type: 'grenadeSpent', unit: u.id, owner: u.seat, grenades: u.grenades - 1 });
  if (!hit) return;
  const hits: [number, number][] = [];
  const centre = d.occ[sq] ?? -1;
  if (centre >= 0 && centre < d.s.units.length) hits.push([centre, blastDamage(d.unit(centre), has(u, 'plasmaGrenade') ? GRENADE_DAMAGE + 1 : GRENADE_DAMAGE)]);
  for (const n of neighbours(d.geo, sq)) {
    const i = d.occ[n] ?? -1;
    if (i >= 0 && i < d.s.units.length) hits.push([i, blastDamage(d.unit(i), GRENADE_SPLASH)]);
  }
  dealAll(d, hits, 'grenade', ui);
}
