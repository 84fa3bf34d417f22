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
import { GRENADE_BASE_DEFENSE, GRENADE_DAMAGE, GRENADE_SPLASH, blastDamage, grenadeDefense } from '../grenades';
import { modeOf } from '../modes';
import { rosterOf } from '../roster';
import { chassisClick, coreClick, shellClick } from '../scarab/dials';
import { CORE_SQUARES } from '../scarab/interior';
import { clicksAfterShellDamage } from '../scarab/damage';
import { baseSquares } from '../scarab/geometry';
import { attackerSeat } from '../scarab/rules';
import { SCARAB_BASES, type ScarabState } from '../scarab/types';
import { MOVE_PENALTY } from '../shooting';
import type { ActionClixAction, ActionClixState, UnitState } from '../types';
import { aboardWorth, APPROACH, approachWorth, interiorDistance, ON_TOP, toCore, unitPlanWorth } from './scarabPlan';
import { damageWorth, hitChance, shotValue, Tactics } from './tactics';

export interface Ctx {
  readonly s: ActionClixState;
  readonly b: Battlemap;
  readonly seat: Seat;
  /** Each unit's worth standing where it is (moves are scored against it), filled on demand. */
  readonly stay: Map<string, number>;
  /** The position's tactics, read on first use (a rollout's stand-and-shoot rarely needs them all). */
  readonly t: Tactics;
  /** Squares within a square of a unit of another team than `team` (a grenade elsewhere hurts no enemy). */
  nearEnemies(team: number): Uint8Array;
}

class Context implements Ctx {
  readonly stay = new Map<string, number>();
  private tactics: Tactics | undefined;
  private readonly near = new Map<number, Uint8Array>();

  constructor(readonly s: ActionClixState, readonly b: Battlemap, readonly seat: Seat) {}

  get t(): Tactics {
    this.tactics ??= new Tactics(this.b);
    return this.tactics;
  }

  nearEnemies(team: number): Uint8Array {
    let mask = this.near.get(team);
    if (mask === undefined) {
      const { width, height } = this.b.geo;
      mask = new Uint8Array(width * height);
      for (const u of this.s.units) {
        if (u.status !== 'map' || u.sq < 0 || (this.s.seats[u.seat]?.team ?? u.seat) === team) continue;
        const x = u.sq % width;
        const y = Math.floor(u.sq / width);
        for (let dy = Math.max(-1, -y); dy <= Math.min(1, height - 1 - y); dy++) {
          for (let dx = Math.max(-1, -x); dx <= Math.min(1, width - 1 - x); dx++) mask[u.sq + dy * width + dx] = 1;
        }
      }
      this.near.set(team, mask);
    }
    return mask;
  }
}

export function context(s: ActionClixState, seat: Seat): Ctx {
  return new Context(s, battlemapOf(s, modeOf(s)), seat);
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

/** A grenade on one of the Scarab's base squares: the Shell's defense, the grenade's damage to the Scarab. */
function scarabGrenadeWorth(c: Ctx, u: UnitState, sc: ScarabState): number {
  const p = hitChance(stats(u).attack - (penaltyOf(c, u.id) ? MOVE_PENALTY : 0), shellClick(sc.clicks).defense);
  return p * outsideDamageWorth(sc, GRENADE_DAMAGE + (has(u, 'plasmaGrenade') ? 1 : 0)) - 0.1;
}

const onBase = (sc: ScarabState, width: number, square: number): boolean => SCARAB_BASES.some((base) => baseSquares(sc, base, width).includes(square));

function grenadeWorth(c: Ctx, u: UnitState, square: number): number {
  const sc = c.s.scarab;
  if (sc !== undefined && onBase(sc, c.b.geo.width, square)) return scarabGrenadeWorth(c, u, sc);
  const team = c.s.seats[u.seat]?.team ?? u.seat;
  // Hurting no enemy, a throw is never worth its token (however many friends it would hurt).
  if (c.nearEnemies(team)[square] !== 1) return -0.2;
  const dist = distance(c.b.geo, u.sq, square);
  const p = hitChance(stats(u).attack - (penaltyOf(c, u.id) ? MOVE_PENALTY : 0), GRENADE_BASE_DEFENSE + dist);
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

/** A click of damage on the Scarab's Shell and on its Chassis, in kill points (outside damage never reaches the core). */
const SHELL_CLICK_WORTH = 0.12;
const CHASSIS_CLICK_WORTH = 0.05;
/** A click of the Main Power Core (7 of them destroy the Scarab at Normal), in kill points. */
const CORE_CLICK_WORTH = 2;
/** An attack from outside that can't click any dial any more: worse than ending the turn. */
const WASTED_ATTACK = -0.05;
/** The plan's measures (scarabPlan.ts, the evaluation's units) in kill points. */
const PLAN_SCALE = 2;

/** What `amount` damage from outside is worth: Shell clicks, then Chassis clicks; past the Chassis nothing. */
function outsideDamageWorth(sc: ScarabState, amount: number): number {
  const { clicks, lost } = clicksAfterShellDamage(sc.clicks, amount);
  if (lost >= amount) return WASTED_ATTACK;
  return (clicks.shell - sc.clicks.shell) * SHELL_CLICK_WORTH + (clicks.chassis - sc.clicks.chassis) * CHASSIS_CLICK_WORTH;
}

function scarabTargetWorth(c: Ctx, u: UnitState, sc: ScarabState, target: 'scarab' | 'core'): number {
  const attack = stats(u).attack - (penaltyOf(c, u.id) ? MOVE_PENALTY : 0);
  if (target === 'core') return hitChance(attack + (u.sq >= 0 && toCore(u.sq) <= 1 ? 3 : 0), coreClick(sc.clicks).defense) * CORE_CLICK_WORTH;
  const worth = outsideDamageWorth(sc, stats(u).damage);
  return worth <= 0 ? worth : hitChance(attack, shellClick(sc.clicks).defense) * worth;
}

function targetWorth(c: Ctx, u: UnitState, target: string): number {
  const sc = c.s.scarab;
  if (sc !== undefined && (target === 'scarab' || target === 'core')) return scarabTargetWorth(c, u, sc, target);
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

/**
 * Inside the Scarab: the attacker closes on the core (scarabPlan.ts); the reinforcements guard it, standing
 * next to it (which also keeps attackers from its +3 squares), and close on the nearest attacker inside.
 */
function insideWorth(c: Ctx, u: UnitState, to: number): number {
  const sc = c.s.scarab;
  if (sc === undefined) return 0;
  if (u.seat === attackerSeat(sc)) return PLAN_SCALE * aboardWorth('inside', to);
  let nearest = 12;
  for (const v of c.s.units) if (v.seat !== u.seat && sc.aboard[v.id] === 'inside') nearest = Math.min(nearest, interiorDistance(to, v.sq));
  const guard = 0.3 - 0.05 * toCore(to);
  return Math.max(guard, 0.35 - 0.05 * nearest);
}

/** What an attacker's move on the battlefield gains on its way to climbing on (0 for the Scarab side, and in basic games). */
function approachGain(c: Ctx, u: UnitState, to: number): number {
  const sc = c.s.scarab;
  if (sc === undefined || u.seat !== attackerSeat(sc)) return 0;
  return PLAN_SCALE * (approachWorth(sc, c.b.geo, u, to) - (u.status === 'map' ? approachWorth(sc, c.b.geo, u, u.sq) : 0));
}

/** What the unit's present place on the way in is worth (for moves that leave it), in kill points. */
function planHere(c: Ctx, u: UnitState): number {
  const sc = c.s.scarab;
  return sc === undefined || u.seat !== attackerSeat(sc) ? 0 : PLAN_SCALE * unitPlanWorth(sc, c.b.geo, u);
}

/**
 * A grenade inside the Scarab: at the Main Power Core the attacker's best use of it; elsewhere the blast
 * on the units around the square (enemies gained, own units lost), never thrown to hurt no enemy.
 */
function insideGrenadeWorth(c: Ctx, u: UnitState, square: number): number {
  const sc = c.s.scarab;
  if (sc === undefined) return 0;
  if (CORE_SQUARES.includes(square)) return u.seat === attackerSeat(sc) ? 0.5 : -1;
  const p = hitChance(stats(u).attack - (penaltyOf(c, u.id) ? MOVE_PENALTY : 0), grenadeDefense(interiorDistance(u.sq, square)));
  let sum = 0;
  let enemies = false;
  for (const v of c.s.units) {
    if (v.status !== 'elsewhere' || sc.aboard[v.id] !== 'inside' || interiorDistance(v.sq, square) > 1) continue;
    const worth = damageWorth(v, blastDamage(v, v.sq === square ? GRENADE_DAMAGE : GRENADE_SPLASH));
    const own = (c.s.seats[v.seat]?.team ?? v.seat) === (c.s.seats[u.seat]?.team ?? u.seat);
    enemies ||= !own;
    sum += own ? -1.2 * worth : worth;
  }
  return enemies ? p * sum - 0.1 : -0.2;
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

/** A gun's shot: its expected damage, more on a unit about to climb on (eliminated, it starts over from its spawn point). */
function fireWorth(c: Ctx, gun: 'main' | 'turret', target: string): number {
  const sc = c.s.scarab;
  const t = unitById(c.b, target);
  if (sc === undefined || t === undefined) return 0;
  const dial = gun === 'main' ? coreClick(sc.clicks) : chassisClick(sc.clicks);
  const damage = Math.max(0, dial.damage - (has(t, 'vehicleArmor') ? 1 : 0));
  const climbing = t.status === 'map' ? approachWorth(sc, c.b.geo, t, t.sq) / APPROACH : 0;
  return hitChance(dial.attack, stats(t).defense) * damageWorth(t, damage) * (1 + 1.5 * climbing);
}

const unitOf = (c: Ctx, a: { readonly unit: string }): UnitState | undefined => unitById(c.b, a.unit);

function unitActionWorth(c: Ctx, a: Extract<ActionClixAction, { unit: string }>, u: UnitState): number {
  const flag = 'attack' in a && a.attack === true ? 0.05 : 0;
  const f = c.t.of(u);
  switch (a.type) {
    case 'deploy':
      return c.t.squareWorth(f, a.to, false);
    case 'move':
      return (u.status === 'map' ? c.t.squareWorth(f, a.to, false) - stayWorth(c, u) : -0.05 * c.t.nearestEnemy(f, a.to)) + approachGain(c, u, a.to);
    case 'moveAttack':
      return c.t.squareWorth(f, a.to, true) - stayWorth(c, u) + approachGain(c, u, a.to);
    case 'attack':
      return targetWorth(c, u, a.target);
    case 'attackCover':
    case 'specialCover':
      return targetWorth(c, u, a.target) - 0.02;
    case 'special':
      return targetWorth(c, u, a.target) - 0.01;
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
      return PLAN_SCALE * ON_TOP - planHere(c, u) + flag;
    case 'enter':
      return insideWorth(c, u, a.to) - planHere(c, u) + flag;
    case 'moveInside':
      return insideWorth(c, u, a.to) - (u.sq >= 0 ? insideWorth(c, u, u.sq) : 0) + flag;
    case 'stepOff':
    case 'jumpOff':
      return c.t.squareWorth(f, a.to, a.attack) + approachGain(c, u, a.to) - planHere(c, u) - 0.3 - (a.type === 'jumpOff' ? 0.2 : 0);
    case 'exit':
      return (u.seat === c.seat && c.s.scarab !== undefined && u.seat === attackerSeat(c.s.scarab) ? PLAN_SCALE * ON_TOP - planHere(c, u) : -0.3) + flag;
    case 'grenadeInside':
      return insideGrenadeWorth(c, u, a.square);
    case 'scarabDisplace':
      return 0;
    case 'scarabReinforce':
      // The strongest figure first, on the Ramp square nearest the core (in the way of attackers walking in).
      return 0.002 * rosterOf(u.roster).points - 0.01 * toCore(a.to);
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
