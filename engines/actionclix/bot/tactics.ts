/**
 * The tactical facts the bot reads off a position, in kill points (an elimination is worth 1): the odds
 * and worth of a shot, what a unit could shoot from a square and how exposed it would stand there, and
 * the threat a side's units pose to the other's over the next turn (each unit's best shot, the best
 * `actions` of them). Exact geometry (line of fire as the engine traces it), expected dice. A `Tactics`
 * reads each unit's dial once per position, so scoring hundreds of squares stays cheap.
 */
import { isEnemySpawn, type Battlemap } from '../battlemap';
import { has, stats } from '../dials';
import { distance } from '../grid';
import { clearLine } from '../lineOfFire';
import { rosterOf } from '../roster';
import { CAMO_RANGE, closeCombat, MOVE_PENALTY, SNIPER_RANGE } from '../shooting';
import type { UnitState } from '../types';

/** P(2d6 ≥ k) for k = 0..13 (two 6s always hit: 1/36 at the least). */
const AT_LEAST: readonly number[] = [36, 36, 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1, 1].map((n) => n / 36);

export function hitChance(attack: number, defense: number): number {
  const need = defense - attack;
  return need <= 2 ? 1 : (AT_LEAST[Math.min(13, need)] as number);
}

/** Clicks the unit can take before its dial passes the last click. */
export function clicksLeft(u: UnitState): number {
  return Math.max(1, rosterOf(u.roster).dial.length - u.click);
}

/** What damage is worth: an elimination 1 (and a little for the unit off the battlefield), a wound less. */
export function worthOf(left: number, dmg: number): number {
  if (dmg <= 0) return 0;
  return dmg >= left ? 1.2 : (0.5 * dmg) / left;
}

export function damageWorth(t: UnitState, dmg: number): number {
  return worthOf(clicksLeft(t), dmg);
}

/** A unit's dial read once: what shooting at it and with it needs. */
export interface Fighter {
  readonly u: UnitState;
  readonly team: number;
  readonly sq: number;
  readonly speed: number;
  readonly attack: number;
  readonly defense: number;
  /** Expected damage of a hit before the target's armour (Energy Sword's die at its mean). */
  readonly damage: number;
  readonly left: number;
  readonly camo: boolean;
  readonly close: boolean;
  readonly sniper: boolean;
  readonly armour: boolean;
}

/**
 * Fighters read per unit object: a state shares its unchanged units with the state before, so a search
 * reads each unit's dial once however many positions it passes through (a team never changes in a game).
 */
const fighters = new WeakMap<UnitState, Fighter>();

export function fighter(b: Battlemap, u: UnitState, sq = u.sq): Fighter {
  const known = fighters.get(u);
  if (known !== undefined) return sq === known.sq ? known : { ...known, sq };
  const d = dialOf(u);
  const made: Fighter = {
    u, team: b.s.seats[u.seat]?.team ?? u.seat, sq: u.sq, speed: d.speed, attack: d.attack, defense: d.defense,
    damage: d.damage, left: d.left, camo: d.camo, close: d.close, sniper: d.sniper, armour: d.armour,
  };
  fighters.set(u, made);
  return sq === made.sq ? made : { ...made, sq };
}

/** What a unit's dial says, which depends on its card, click and whether it holds an Upgrade token only. */
type Dial = Omit<Fighter, 'u' | 'team' | 'sq'>;

/**
 * Dials read per card, click and token: a search makes a new unit object for every move and wound, but
 * its units show few distinct clicks.
 */
const dials = new Map<string, Dial[]>();

function dialOf(u: UnitState): Dial {
  let byClick = dials.get(u.roster);
  if (byClick === undefined) {
    byClick = [];
    dials.set(u.roster, byClick);
  }
  const slot = 2 * u.click + (u.upgrades > 0 ? 1 : 0);
  let d = byClick[slot];
  if (d === undefined) {
    const st = stats(u);
    d = {
      speed: st.speed, attack: st.attack, defense: st.defense, damage: st.damage + (has(u, 'energySword') ? 3.5 : 0),
      left: clicksLeft(u), camo: has(u, 'camo'), close: closeCombat(u), sniper: has(u, 'sniper'), armour: has(u, 'vehicleArmor'),
    };
    byClick[slot] = d;
  }
  return d;
}

/** The expected worth of a shot by `a` at `t` from `dist` squares. */
export function shotValue(a: Fighter, t: Fighter, dist: number, penalty: boolean): number {
  const attack = a.attack - (penalty ? MOVE_PENALTY : 0) + (a.sniper && dist >= SNIPER_RANGE ? 2 : 0);
  return hitChance(attack, t.defense) * worthOf(t.left, t.armour ? a.damage - 1 : a.damage);
}

export function shotWorth(a: UnitState, t: UnitState, dist: number, penalty: boolean, b: Battlemap): number {
  return shotValue(fighter(b, a), fighter(b, t), dist, penalty);
}

/** Radix of the sort keys of `likelySquares` (squares below SPAN², distances and moves below SPAN). */
const SPAN = 256;

/** The scratch list of `threatOn` (a search evaluates thousands of positions). */
const TOP = new Float64Array(8);

/** Puts `v` among the best `k` of `top` (descending), when positive and better than the last. */
function insertTop(top: Float64Array, k: number, v: number): void {
  if (v <= 0 || v <= (top[k - 1] as number)) return;
  let i = k - 1;
  while (i > 0 && (top[i - 1] as number) < v) {
    top[i] = top[i - 1] as number;
    i--;
  }
  top[i] = v;
}

export class Tactics {
  /** Units on the battlefield, dials read. */
  readonly onMap: readonly Fighter[];
  /** Fighters by unit id and the squares' worth, made on first use (an evaluation needs neither). */
  private ids: Map<string, Fighter> | undefined = undefined;
  private worths: Map<string, { shot: number; penalised: number; rest: number }> | undefined = undefined;

  constructor(readonly b: Battlemap) {
    const out: Fighter[] = [];
    for (const u of b.s.units) if (u.status === 'map') out.push(fighter(b, u));
    this.onMap = out;
  }

  private get byId(): Map<string, Fighter> {
    if (this.ids === undefined) {
      this.ids = new Map();
      for (const f of this.onMap) this.ids.set(f.u.id, f);
    }
    return this.ids;
  }

  private get squares(): Map<string, { shot: number; penalised: number; rest: number }> {
    this.worths ??= new Map();
    return this.worths;
  }

  of(u: UnitState): Fighter {
    return this.byId.get(u.id) ?? fighter(this.b, u);
  }

  /** Whether `a` standing on `from` could shoot `t` (the engine's checks, `a` moved there in thought). */
  couldShoot(a: Fighter, from: number, t: Fighter): boolean {
    if (t.team === a.team) return false;
    const dist = distance(this.b.geo, from, t.sq);
    if (dist > 1 && a.close) return false;
    if (dist > CAMO_RANGE && t.camo) return false;
    return clearLine(this.b.geo, this.b.occTeam, a.team, from, t.sq);
  }

  /** The best shot `a` has from `from` (0 when none). */
  bestShot(a: Fighter, from: number, penalty: boolean): number {
    let best = 0;
    for (const t of this.onMap) {
      if (t.team === a.team || !this.couldShoot(a, from, t)) continue;
      best = Math.max(best, shotValue(a, t, distance(this.b.geo, from, t.sq), penalty));
    }
    return best;
  }

  /**
   * What enemy `e` threatens against `u` standing on `at` next turn: a shot where the line is clear, a
   * close-combat unit within its speed, a move-and-attack (−3) from a little closer otherwise.
   */
  threatOf(e: Fighter, u: Fighter, at: number): number {
    const dist = distance(this.b.geo, e.sq, at);
    if (e.close) return dist <= e.speed + 1 ? shotValue(e, u, 1, dist > 5) : 0;
    if ((dist <= CAMO_RANGE || !u.camo) && clearLine(this.b.geo, this.b.occTeam, e.team, e.sq, at)) return shotValue(e, u, dist, false);
    return dist <= e.speed + 4 ? 0.5 * shotValue(e, u, Math.max(1, dist - e.speed), true) : 0;
  }

  /** How exposed `u` would stand on `at`: its worst threat and half the next. */
  exposure(u: Fighter, at: number): number {
    let first = 0;
    let second = 0;
    for (const e of this.onMap) {
      if (e.team === u.team) continue;
      const v = this.threatOf(e, u, at);
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) second = v;
    }
    return first + 0.5 * second;
  }

  /** The threat of `team`'s enemies on it: each enemy's best shot at the team, the best `actions` of them. */
  threatOn(team: number, actions: number): number {
    // The best `actions` threats, kept in order as they come (no list to sort per evaluation).
    const best = TOP.fill(0, 0, actions);
    for (const e of this.onMap) {
      if (e.team === team) continue;
      let v = 0;
      for (const u of this.onMap) if (u.team === team) v = Math.max(v, this.threatOf(e, u, u.sq));
      insertTop(best, actions, v);
    }
    let sum = 0;
    for (let i = 0; i < actions && (best[i] as number) > 0; i++) sum += best[i] as number;
    return sum;
  }

  /** The nearest enemy unit's distance from `sq` (99 when none is on the battlefield). */
  nearestEnemy(u: Fighter, sq: number): number {
    let best = 99;
    for (const e of this.onMap) if (e.team !== u.team) best = Math.min(best, distance(this.b.geo, sq, e.sq));
    return best;
  }

  /** The `n` squares of `squares` most worth an exact look for the unit (see `thin` in policy.ts). */
  likelySquares(unit: string, squares: readonly number[], n: number): Set<number> {
    const u = this.byId.get(unit) ?? (() => {
      const raw = this.b.s.units.find((x) => x.id === unit);
      return raw === undefined ? undefined : fighter(this.b, raw);
    })();
    if (u === undefined) return new Set(squares.slice(0, n));
    const ideal = u.close ? 1 : 5;
    // Each order as one number per square (sorted without a comparator): the fight order is the
    // distance from the ideal, then the squares moved, then the square; the retreat order is the
    // nearest enemy's distance (at most 99) far to near, then the square.
    const fight = new Float64Array(squares.length);
    const away = new Float64Array(squares.length);
    const out = new Set<number>();
    squares.forEach((sq, i) => {
      const d = this.nearestEnemy(u, sq);
      const moved = u.sq < 0 ? 0 : distance(this.b.geo, u.sq, sq);
      if (isEnemySpawn(this.b.s, u.u.seat, sq)) out.add(sq);
      fight[i] = (Math.abs(d - ideal) * SPAN + moved) * SPAN * SPAN + sq;
      away[i] = (99 - d) * SPAN * SPAN + sq;
    });
    const squareOf = (key: number): number => key % (SPAN * SPAN);
    for (const key of fight.sort()) {
      if (out.size >= n - 4) break;
      out.add(squareOf(key));
    }
    for (const key of away.sort()) {
      if (out.size >= n) break;
      out.add(squareOf(key));
    }
    return out;
  }

  /**
   * A square for `u` to end a move on: what it could shoot from there (now, for a move-and-attack, with
   * −3 after more than 4 squares; next turn, less, for a plain move), how exposed it would stand, a
   * captured spawn point, and a pull towards the enemy when nothing is in reach.
   */
  squareWorth(u: Fighter, to: number, attackNow: boolean): number {
    const key = `${u.u.id}:${to}`;
    let parts = this.squares.get(key);
    if (parts === undefined) {
      const moved = u.sq < 0 ? 0 : distance(this.b.geo, u.sq, to);
      const shot = this.bestShot(u, to, false);
      parts = {
        shot,
        penalised: moved > 4 ? this.bestShot(u, to, true) : shot,
        rest: -0.6 * this.exposure(u, to) + (isEnemySpawn(this.b.s, u.u.seat, to) ? CAPTURE_WORTH : 0) - 0.01 * Math.min(30, this.nearestEnemy(u, to)),
      };
      this.squares.set(key, parts);
    }
    return (attackNow ? parts.penalised : 0.4 * parts.shot) + parts.rest;
  }
}

/** Ending a move on an opponent's spawn point: a loot roll at the end of the turn. */
export const CAPTURE_WORTH = 0.25;
