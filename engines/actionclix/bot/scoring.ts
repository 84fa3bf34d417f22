/**
 * Every action scored by its immediate worth in kill points, without looking ahead: shots and grenades by
 * their expected damage, moves by the square they end on against staying put, respawns and upgrades by
 * what they bring back; the Scarab's steps and the moves aboard it by the Scarab's own measures. Choices
 * with few answers and no dice (knockback, cover, the Scarab's move) are scored by playing each and
 * evaluating (`settle` in policy.ts).
 */
import type { Seat } from '../../core';
import { battlemapOf, isEnemySpawn, unitById, type Battlemap } from '../battlemap';
import { has, stats } from '../dials';
import { distance } from '../grid';
import { GRENADE_BASE_DEFENSE, GRENADE_DAMAGE, GRENADE_SPLASH, blastDamage } from '../grenades';
import { modeOf } from '../modes';
import { rosterOf } from '../roster';
import { chassisClick, coreClick, shellClick } from '../scarab/dials';
import { CORE_SQUARES, INTERIOR_WIDTH } from '../scarab/interior';
import { attackerSeat } from '../scarab/rules';
import { MOVE_PENALTY } from '../shooting';
import type { ActionClixAction, ActionClixState, UnitState } from '../types';
import { damageWorth, hitChance, shotValue, Tactics } from './tactics';

export interface Ctx {
  readonly s: ActionClixState;
  readonly b: Battlemap;
  readonly seat: Seat;
  /** Each unit's worth standing where it is (moves are scored against it), filled on demand. */
  readonly stay: Map<string, number>;
  readonly t: Tactics;
}

export function context(s: ActionClixState, seat: Seat): Ctx {
  const b = battlemapOf(s, modeOf(s));
  return { s, b, seat, stay: new Map(), t: new Tactics(b) };
}

function stayWorth(c: Ctx, u: UnitState): number {
  let v = c.stay.get(u.id);
  if (v === undefined) {
    v = u.status === 'map' ? c.t.squareWorth(c.t.of(u), u.sq, false) : 0;
    c.stay.set(u.id, v);
  }
  return v;
}

const penaltyOf = (c: Ctx, unit: string): boolean => {
  const p = c.s.turn?.pending[0];
  return p !== undefined && p.kind === 'strike' && p.unit === unit && p.penalty;
};

function grenadeWorth(c: Ctx, u: UnitState, square: number): number {
  const dist = distance(c.b.geo, u.sq, square);
  const p = hitChance(stats(u).attack - (penaltyOf(c, u.id) ? MOVE_PENALTY : 0), GRENADE_BASE_DEFENSE + dist);
  const team = c.s.seats[u.seat]?.team ?? u.seat;
  let sum = 0;
  for (const v of c.s.units) {
    if (v.status !== 'map') continue;
    const d = distance(c.b.geo, v.sq, square);
    if (d > 1) continue;
    const worth = damageWorth(v, blastDamage(v, d === 0 ? GRENADE_DAMAGE : GRENADE_SPLASH));
    sum += (c.s.seats[v.seat]?.team ?? v.seat) === team ? -1.2 * worth : worth;
  }
  // A grenade token is worth keeping for a better throw.
  return p * sum - 0.1;
}

function targetWorth(c: Ctx, u: UnitState, target: string): number {
  const sc = c.s.scarab;
  if (sc !== undefined && (target === 'scarab' || target === 'core')) {
    const dial = target === 'core' ? coreClick(sc.clicks) : shellClick(sc.clicks);
    const p = hitChance(stats(u).attack - (penaltyOf(c, u.id) ? MOVE_PENALTY : 0), dial.defense);
    return p * stats(u).damage * (target === 'core' ? 0.5 : 0.2);
  }
  const t = unitById(c.b, target);
  if (t === undefined) return 0;
  const dist = t.status === 'map' && u.status === 'map' ? distance(c.b.geo, u.sq, t.sq) : 1;
  return shotValue(c.t.of(u), c.t.of(t), dist, penaltyOf(c, u.id));
}

function respawnWorth(c: Ctx, into: string, spawn: number): number {
  const u = unitById(c.b, into);
  if (u === undefined) return 0;
  return 0.8 + 0.002 * rosterOf(u.roster).points - 0.4 * c.t.exposure(c.t.of(u), spawn);
}

function upgradeWorth(c: Ctx, u: UnitState, into: string, spend: number): number {
  const v = unitById(c.b, into);
  if (v === undefined) return 0;
  const min = Math.max(1, Math.ceil((rosterOf(v.roster).points - rosterOf(u.roster).points) / 25));
  return 0.2 + 0.004 * (rosterOf(v.roster).points - rosterOf(u.roster).points) - 0.15 * (spend - min);
}

function spawnWorth(c: Ctx, square: number): number {
  let enemy = 30;
  let own = 30;
  for (const sp of c.s.spawns) {
    const d = distance(c.b.geo, sp.sq, square);
    if (sp.seat === c.seat) own = Math.min(own, d);
    else enemy = Math.min(enemy, d);
  }
  // Away from the enemy's spawn points, own points a few squares apart (one blocked leaves the other).
  return 0.05 * Math.min(16, enemy) - 0.02 * Math.abs(Math.min(own, 12) - 6);
}

const interiorDistance = (a: number, b: number): number =>
  Math.max(Math.abs((a % INTERIOR_WIDTH) - (b % INTERIOR_WIDTH)), Math.abs(Math.floor(a / INTERIOR_WIDTH) - Math.floor(b / INTERIOR_WIDTH)));

const toCore = (sq: number): number => Math.min(...CORE_SQUARES.map((k) => interiorDistance(sq, k)));

/** Inside the Scarab: the attacker closes on the core, the reinforcements on the nearest attacker inside. */
function insideWorth(c: Ctx, u: UnitState, to: number): number {
  const sc = c.s.scarab;
  if (sc === undefined) return 0;
  if (u.seat === attackerSeat(sc)) return 0.6 - 0.06 * toCore(to);
  let nearest = 12;
  for (const v of c.s.units) if (v.seat !== u.seat && sc.aboard[v.id] === 'inside') nearest = Math.min(nearest, interiorDistance(to, v.sq));
  return 0.3 - 0.05 * nearest;
}

function mortarWorth(c: Ctx, square: number): number {
  let sum = 0;
  for (const v of c.s.units) {
    if (v.status !== 'map') continue;
    const d = distance(c.b.geo, v.sq, square);
    if (d > 1) continue;
    const worth = damageWorth(v, d === 0 ? 3 : 1);
    sum += v.seat === c.seat ? -1.2 * worth : worth;
  }
  return hitChance(9, 12) * sum;
}

function fireWorth(c: Ctx, gun: 'main' | 'turret', target: string): number {
  const sc = c.s.scarab;
  const t = unitById(c.b, target);
  if (sc === undefined || t === undefined) return 0;
  const dial = gun === 'main' ? coreClick(sc.clicks) : chassisClick(sc.clicks);
  return hitChance(dial.attack, stats(t).defense) * damageWorth(t, Math.max(0, dial.damage - (has(t, 'vehicleArmor') ? 1 : 0)));
}

const unitOf = (c: Ctx, a: { readonly unit: string }): UnitState | undefined => unitById(c.b, a.unit);

function unitActionWorth(c: Ctx, a: Extract<ActionClixAction, { unit: string }>, u: UnitState): number {
  const flag = 'attack' in a && a.attack === true ? 0.05 : 0;
  const f = c.t.of(u);
  switch (a.type) {
    case 'deploy':
      return c.t.squareWorth(f, a.to, false);
    case 'move':
      return u.status === 'map' ? c.t.squareWorth(f, a.to, false) - stayWorth(c, u) : -0.05 * c.t.nearestEnemy(f, a.to);
    case 'moveAttack':
      return c.t.squareWorth(f, a.to, true) - stayWorth(c, u);
    case 'attack':
      return targetWorth(c, u, a.target);
    case 'attackCover':
      return targetWorth(c, u, a.target) - 0.02;
    case 'grenade':
      return grenadeWorth(c, u, a.square);
    case 'grenadeCover':
      return grenadeWorth(c, u, a.square) - 0.02;
    case 'cover':
      return 0.6 * (c.t.exposure(f, u.sq) - c.t.exposure(f, a.to)) + (isEnemySpawn(c.s, u.seat, a.to) ? 0.1 : 0);
    case 'upgrade':
      return upgradeWorth(c, u, a.into, a.spend);
    case 'swap':
      return -0.05;
    case 'respawn':
      return respawnWorth(c, a.into, a.spawn);
    case 'climbOn':
      return 0.3 + flag;
    case 'enter':
    case 'moveInside':
      return insideWorth(c, u, a.to) - (a.type === 'moveInside' && u.sq >= 0 ? insideWorth(c, u, u.sq) : 0) + flag;
    case 'stepOff':
    case 'jumpOff':
      return c.t.squareWorth(f, a.to, a.attack) - 0.3 - (a.type === 'jumpOff' ? 0.2 : 0);
    case 'exit':
      return -0.3 + flag;
    case 'grenadeInside':
      return CORE_SQUARES.includes(a.square) ? 0.5 : 0.05;
    case 'scarabDisplace':
    case 'scarabReinforce':
      return 0;
  }
}

/** The immediate worth of an action for the seat deciding (higher is better; ending the turn is 0). */
export function scoreAction(c: Ctx, a: ActionClixAction): number {
  if ('unit' in a) {
    const u = unitOf(c, a);
    return u === undefined ? 0 : unitActionWorth(c, a, u);
  }
  switch (a.type) {
    case 'placeSpawn':
      return spawnWorth(c, a.square);
    case 'scarabMortar':
      return mortarWorth(c, a.square);
    case 'scarabFire':
      return fireWorth(c, a.gun, a.target);
    case 'endTurn': {
      const t = c.s.turn;
      // Actions left unused are a small loss: something useful usually scores above this.
      return t === null ? 0 : -0.02;
    }
    default:
      return 0;
  }
}
