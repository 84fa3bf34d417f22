/**
 * Movement (rulebook "Moving", RULINGS "Walls"): up to the speed value in squares, diagonals allowed, never
 * through walls or blocking terrain (a diagonal step is blocked when any wall touches the corner it passes),
 * never through squares held by other units (aerial units fly over them), never ending on an occupied
 * square or on one of your own spawn points. On a player's first turn no unit may end on an opponent's
 * spawn point (no captures). A breadth-first search over the precomputed steps gives the distances.
 */
import { isEnemySpawn, isOwnSpawn, type Board } from './board';
import { has, stats } from './dials';
import { DIRS, type Geo } from './grid';
import type { Seat } from '../core';
import type { UnitState } from './types';

export interface Reach {
  /** Squares the unit may end on, in search order. */
  readonly squares: readonly number[];
  /** Distance (squares moved) to each listed square, same order. */
  readonly dist: readonly number[];
}

const MAX_SQUARES = 48 * 48;
const mark = new Int32Array(MAX_SQUARES);
const distAt = new Int16Array(MAX_SQUARES);
const parent = new Int16Array(MAX_SQUARES);
const queue = new Int16Array(MAX_SQUARES);
let stamp = 0;

function dirOffsets(geo: Geo): Int32Array {
  return Int32Array.from(DIRS.map(([dx, dy]) => dy * geo.width + dx));
}

const OFFSETS = new WeakMap<Geo, Int32Array>();

function offsets(geo: Geo): Int32Array {
  let o = OFFSETS.get(geo);
  if (o === undefined) {
    o = dirOffsets(geo);
    OFFSETS.set(geo, o);
  }
  return o;
}

export interface MoveRules {
  readonly seat: Seat;
  readonly firstTurn: boolean;
  readonly flying: boolean;
  /** The mover's own square (it never blocks itself), -1 when entering from spawn points. */
  readonly self: number;
}

/** Whether a unit may end its movement on `sq` (free, not own spawn, no capture on the first turn). */
export function canEndOn(b: Board, rules: MoveRules, sq: number): boolean {
  if ((b.occ[sq] ?? -1) >= 0 && sq !== rules.self) return false;
  if ((b.spawnSeat[sq] ?? 0) === 0) return true;
  if (isOwnSpawn(b.s, rules.seat, sq)) return false;
  return !(rules.firstTurn && isEnemySpawn(b.s, rules.seat, sq));
}

/** Breadth-first search from the start squares (distance 0) up to `speed` squares. */
export function search(b: Board, starts: readonly number[], speed: number, rules: MoveRules): Reach {
  const geo = b.geo;
  const off = offsets(geo);
  stamp++;
  let head = 0;
  let tail = 0;
  for (const sq of starts) {
    mark[sq] = stamp;
    distAt[sq] = 0;
    parent[sq] = -1;
    queue[tail++] = sq;
  }
  const squares: number[] = [];
  const dist: number[] = [];
  while (head < tail) {
    const cur = queue[head++] ?? 0;
    const dc = distAt[cur] ?? 0;
    if (dc > 0 && canEndOn(b, rules, cur)) {
      squares.push(cur);
      dist.push(dc);
    }
    if (dc >= speed) continue;
    const mask = geo.steps[cur] ?? 0;
    for (let d = 0; d < 8; d++) {
      if ((mask & (1 << d)) === 0) continue;
      const nx = cur + (off[d] ?? 0);
      if (mark[nx] === stamp) continue;
      if (!rules.flying && (b.occ[nx] ?? -1) >= 0) continue;
      mark[nx] = stamp;
      distAt[nx] = dc + 1;
      parent[nx] = cur;
      queue[tail++] = nx;
    }
  }
  return { squares, dist };
}

/** The path of the last search to `sq` (start square first), for the animation. */
export function lastPath(sq: number): number[] {
  const out: number[] = [];
  let cur = sq;
  while (cur >= 0 && out.length < MAX_SQUARES) {
    out.push(cur);
    cur = parent[cur] ?? -1;
  }
  return out.reverse();
}

export function rulesFor(u: UnitState, firstTurn: boolean, fromSpawn: boolean): MoveRules {
  return { seat: u.seat, firstTurn, flying: has(u, 'flight'), self: fromSpawn ? -1 : u.sq };
}

/** Where a unit on the battlefield may move this action. */
export function unitReach(b: Board, u: UnitState, firstTurn = false): Reach {
  return search(b, [u.sq], stats(u).speed, rulesFor(u, firstTurn, false));
}

/** The distance to `to` for unit `u` if it may end there (the search's shortest path), else -1. */
export function moveDistance(b: Board, u: UnitState, to: number, firstTurn = false): number {
  const r = unitReach(b, u, firstTurn);
  const i = r.squares.indexOf(to);
  return i < 0 ? -1 : (r.dist[i] ?? -1);
}
