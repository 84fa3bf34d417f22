/**
 * Shooting (rulebook "Shooting"): 2d6 + attack value (−3 after moving more than 4 squares) against the
 * target's defense value; equal or more hits, two 6s always hit. A hit deals the damage value, changed by
 * the abilities on both dials. Abilities are read from the dial at the moment of the attack.
 */
import type { GameError } from '../core';
import { allied, type Battlemap } from './battlemap';
import { has, stats } from './dials';
import type { Draft } from './draft';
import { dealAll, dealDamage, eliminate, heal } from './elimination';
import { fail } from './errors';
import { distance, neighbours } from './grid';
import { continueKnockback, offerKnockback } from './knockback';
import { clearLine } from './lineOfFire';
import { emplaced } from './roster';
import type { Pending, UnitState } from './types';

/** Camouflaged units can't be shot from farther than this many squares. */
export const CAMO_RANGE = 6;
/** Sniper: +2 attack against targets at least this far away. */
export const SNIPER_RANGE = 6;
/** Full Burst: extra damage of a hit whose attack roll is doubles (RULINGS). */
export const BURST_DAMAGE = 2;
export const MOVE_PENALTY = 3;

/** Close-combat weapons: the unit can shoot only adjacent units. */
export function closeCombat(u: UnitState): boolean {
  return has(u, 'energySword') || has(u, 'gravityHammer') || has(u, 'consume');
}

/** Whether `a` may shoot `t` now: the fast check behind `shotProblem` (no allocation). */
export function canShoot(b: Battlemap, a: UnitState, t: UnitState): boolean {
  return canShootAs(b, a, t, b.s.seats[a.seat]?.team ?? a.seat, closeCombat(a));
}

/** `canShoot` with the attacker's team and close-combat weapon read once (a listing asks for every target). */
export function canShootAs(b: Battlemap, a: UnitState, t: UnitState, team: number, close: boolean): boolean {
  if (t.status !== 'map') return false;
  if ((b.s.seats[t.seat]?.team ?? t.seat) === team) return false;
  const dist = distance(b.geo, a.sq, t.sq);
  if (dist > 1 && close) return false;
  if (dist > CAMO_RANGE && has(t, 'camo')) return false;
  return clearLine(b.geo, b.occTeam, team, a.sq, t.sq);
}

/** Why `a` can't shoot `t` now (geometry and abilities), or undefined. */
export function shotProblem(b: Battlemap, a: UnitState, t: UnitState): GameError | undefined {
  if (t.status !== 'map') return fail('actionclix/not-on-map', { unit: t.id }).error;
  if (allied(b.s, a.seat, t.seat)) return fail('actionclix/not-enemy', { unit: t.id }).error;
  const dist = distance(b.geo, a.sq, t.sq);
  if (dist > 1 && closeCombat(a)) return fail('actionclix/adjacent-only', { unit: a.id }).error;
  if (dist > CAMO_RANGE && has(t, 'camo')) return fail('actionclix/camo-range', { unit: t.id, range: CAMO_RANGE }).error;
  if (!clearLine(b.geo, b.occTeam, b.s.seats[a.seat]?.team ?? a.seat, a.sq, t.sq)) return fail('actionclix/no-line-of-fire', { unit: t.id }).error;
  return undefined;
}

export interface Roll {
  readonly dice: readonly [number, number];
  readonly sum: number;
  readonly doubleSix: boolean;
}

export function rollAttack(d: Draft, u: UnitState, purpose: 'shot' | 'grenade'): Roll {
  const [a = 1, b = 1] = d.roll(2);
  d.log?.push({ type: 'diceRolled', seat: u.seat, unit: u.id, dice: [a, b], total: a + b, purpose });
  return { dice: [a, b], sum: a + b, doubleSix: a === 6 && b === 6 };
}

export function attackValue(a: UnitState, dist: number, penalty: boolean): number {
  return stats(a).attack - (penalty ? MOVE_PENALTY : 0) + (has(a, 'sniper') && dist >= SNIPER_RANGE ? 2 : 0);
}

function doubles(roll: Roll): boolean {
  return roll.dice[0] === roll.dice[1];
}

/**
 * The damage a hit deals after the attacker's abilities (the Scarab takes it so): MA37 +1 on 10 or more,
 * Full Burst +2 on doubles, Needler +1 on doubles, Energy Sword + the die rolled after the hit (`swordDie`).
 */
export function weaponDamage(a: UnitState, roll: Roll, sword: number): number {
  let dmg = stats(a).damage + sword;
  if (has(a, 'ma37') && roll.sum >= 10) dmg++;
  if (has(a, 'fullBurst') && doubles(roll)) dmg += BURST_DAMAGE;
  if (has(a, 'needler') && doubles(roll)) dmg++;
  return dmg;
}

/** The damage a hit deals after the abilities of both units. */
export function shotDamage(a: UnitState, t: UnitState, roll: Roll, sword: number): number {
  const dmg = weaponDamage(a, roll, sword);
  return Math.max(0, has(t, 'vehicleArmor') ? dmg - 1 : dmg);
}

/** Energy Sword (RULINGS): after a successful shot, one die is rolled; its result is extra damage. 0 for other units. */
export function swordDie(d: Draft, a: UnitState): number {
  if (!has(a, 'energySword')) return 0;
  const [die = 1] = d.roll(1);
  d.log?.push({ type: 'diceRolled', seat: a.seat, unit: a.id, dice: [die], total: die, purpose: 'sword' });
  return die;
}

/**
 * Knockback after a hit, never against Vehicle Armor: Gravity Hammer 2 squares; Blast Back (RULINGS) only
 * when the attack roll is doubles, up to 1 square at the attacker's choice, 1 damage instead when the
 * path is blocked.
 */
function knockbackFor(a: UnitState, t: UnitState, roll: Roll): { squares: number; hurt: boolean; optional: boolean } | undefined {
  if (has(t, 'vehicleArmor') || emplaced(t.roster)) return undefined;
  if (has(a, 'gravityHammer')) return { squares: 2, hurt: false, optional: false };
  if (has(a, 'blastBack') && doubles(roll)) return { squares: 1, hurt: true, optional: true };
  return undefined;
}

/** Two 6s with the splash colour: 1 damage to each enemy unit adjacent to the target. */
function splash(d: Draft, ai: number, targetSq: number): void {
  const a = d.unit(ai);
  const hits: [number, number][] = [];
  for (const sq of neighbours(d.geo, targetSq)) {
    const i = d.occ[sq] ?? -1;
    if (i < 0 || i >= d.s.units.length) continue;
    const v = d.unit(i);
    if (d.team(v.seat) === d.team(a.seat)) continue;
    hits.push([i, has(v, 'vehicleArmor') ? 0 : 1]);
  }
  dealAll(d, hits, 'splash', ai);
}

/** Resolves a shot; returns a pending knockback choice when the attacker must choose a square. */
export function shoot(d: Draft, ai: number, ti: number, penalty: boolean): Pending | undefined {
  return resolveShot(d, ai, ti, penalty, distance(d.geo, d.unit(ai).sq, d.unit(ti).sq), true);
}

/**
 * A shot at `dist` squares; `field` when both stand on the battlefield (only then splash and knockback:
 * the Scarab scenario resolves shots on top of and inside the Scarab here too).
 */
export function resolveShot(d: Draft, ai: number, ti: number, penalty: boolean, dist: number, field: boolean): Pending | undefined {
  const a = d.unit(ai);
  const t = d.unit(ti);
  const roll = rollAttack(d, a, 'shot');
  const attack = attackValue(a, dist, penalty);
  const total = attack + roll.sum;
  const needed = stats(t).defense;
  const hit = total >= needed || roll.doubleSix;
  d.log?.push({ type: hit ? 'shotHit' : 'shotMissed', seat: a.seat, unit: a.id, target: t.id, attack, total, needed, doubleSix: roll.doubleSix });
  if (!hit) return undefined;
  const dealt = shotDamage(a, t, roll, swordDie(d, a));
  const targetSq = t.sq;
  const down = dealDamage(d, ti, dealt, 'shot');
  if (has(a, 'consume')) heal(d, ai, 1);
  if (down) eliminate(d, ti, ai);
  if (!field) return undefined;
  if (roll.doubleSix && has(a, 'splash')) splash(d, ai, targetSq);
  const kb = knockbackFor(a, t, roll);
  if (kb === undefined || d.unit(ti).status !== 'map') return undefined;
  const p = { kind: 'knockback', unit: t.id, by: a.id, origin: a.sq, remaining: kb.squares, hurt: kb.hurt, path: [], choices: [] } as const;
  return kb.optional ? offerKnockback(d, { ...p, optional: true }) : continueKnockback(d, p);
}
