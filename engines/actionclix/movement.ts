/**
 * Movement (rulebook "Moving", RULINGS "Walls"): up to the speed value in squares, diagonals allowed, never
 * through walls or blocking terrain (a diagonal step is blocked when any wall touches the corner it passes),
 * never through squares held by other units (aerial units fly over them), never ending on an occupied
 * square or on one of your own spawn points. On a player's first turn no unit may end on an opponent's
 * spawn point (no captures). A breadth-first search over the precomputed steps gives the distances.
 */
import { isEnemySpawn, isOwnSpawn, type Battlemap } from './battlemap';
import { CACHES, type Neighbours } from './caches';
import { clickOf, has } from './dials';
import { DIRS, type Geo } from './grid';
import type { Seat } from '../core';
import type { ActionClixErrorCode } from './errors';
import type { UnitState } from './types';

/**
 * The result of one full search: views into the search's scratch buffers (`SCRATCH`), valid until the next
 * search (every caller reads them at once; this keeps the hot path of the listing free of garbage).
 */
export interface Reach {
  /** Squares the unit may end on, in search order. */
  readonly squares: Int16Array;
  /** Distance (squares moved) to each listed square, same order. */
  readonly dist: Int16Array;
}

/** A way to one square: the squares moved and the path (start square first) of the search's shortest path. */
export interface Route {
  readonly squares: number;
  readonly path: readonly number[];
}

const MAX_SQUARES = 48 * 48;

/**
 * The searches' scratch space, one set for the engine (searches never overlap: each runs to the end before
 * the next begins). `stamp` marks the squares the current search has seen, so nothing is cleared between
 * searches. Only a full search's `Reach` points into it; routes are copied out.
 */
const SCRATCH = {
  mark: new Int32Array(MAX_SQUARES),
  distAt: new Int16Array(MAX_SQUARES),
  parent: new Int16Array(MAX_SQUARES),
  queue: new Int16Array(MAX_SQUARES),
  endSquares: new Int16Array(MAX_SQUARES),
  endDist: new Int16Array(MAX_SQUARES),
  stamp: 0,
  /** One shared result per length: a search hands back views without allocating (the views are reused). */
  results: [] as (Reach | undefined)[],
};
const { mark, distAt, parent, queue, endSquares, endDist } = SCRATCH;

function resultOf(ends: number): Reach {
  let r = SCRATCH.results[ends];
  if (r === undefined) {
    r = Object.freeze({ squares: endSquares.subarray(0, ends), dist: endDist.subarray(0, ends) });
    SCRATCH.results[ends] = r;
  }
  return r;
}

function neighbourList(geo: Geo): Neighbours {
  let n = CACHES.neighbours.get(geo);
  if (n === undefined) {
    const off = Int32Array.from(DIRS.map(([dx, dy]) => dy * geo.width + dx));
    const size = geo.width * geo.height;
    const first = new Int32Array(size + 1);
    const list: number[] = [];
    for (let sq = 0; sq < size; sq++) {
      first[sq] = list.length;
      const mask = geo.steps[sq] ?? 0;
      for (let d = 0; d < 8; d++) if ((mask & (1 << d)) !== 0) list.push(sq + (off[d] ?? 0));
    }
    first[size] = list.length;
    n = { first, list: Int16Array.from(list) };
    CACHES.neighbours.set(geo, n);
  }
  return n;
}

export interface MoveRules {
  readonly seat: Seat;
  readonly firstTurn: boolean;
  readonly flying: boolean;
  /** The mover's own square (it never blocks itself), -1 when entering from spawn points. */
  readonly self: number;
}

/** Whether a unit may end its movement on `sq` (free, not own spawn, no capture on the first turn). */
export function canEndOn(b: Battlemap, rules: MoveRules, sq: number): boolean {
  if ((b.occ[sq] ?? -1) >= 0 && sq !== rules.self) return false;
  if ((b.spawnSeat[sq] ?? 0) === 0) return true;
  if (isOwnSpawn(b.s, rules.seat, sq)) return false;
  return !(rules.firstTurn && isEnemySpawn(b.s, rules.seat, sq));
}

/** Starts a new search: the start squares at distance 0 in the queue. Returns the queue's length. */
function seedSearch(starts: readonly number[]): number {
  const stamp = ++SCRATCH.stamp;
  let tail = 0;
  for (const sq of starts) {
    mark[sq] = stamp;
    distAt[sq] = 0;
    parent[sq] = -1;
    queue[tail++] = sq;
  }
  return tail;
}

/**
 * Breadth-first search from the start squares (distance 0) up to `speed` squares, one distance at a time.
 * A square is listed when it is first reached (the order in which a queue would hand it out), and squares at
 * the full speed are listed without entering the queue, as nothing goes on from them.
 */
export function search(b: Battlemap, starts: readonly number[], speed: number, rules: MoveRules): Reach {
  const { first, list } = neighbourList(b.geo);
  const occ = b.occ;
  const spawnSeat = b.spawnSeat;
  const flying = rules.flying;
  let head = 0;
  let tail = seedSearch(starts);
  const stamp = SCRATCH.stamp;
  let ends = 0;
  for (let dist = 1; dist <= speed && head < tail; dist++) {
    const layerEnd = tail;
    const goesOn = dist < speed;
    while (head < layerEnd) {
      const cur = queue[head++] ?? 0;
      const end = first[cur + 1] ?? 0;
      for (let k = first[cur] ?? 0; k < end; k++) {
        const nx = list[k] ?? 0;
        if (mark[nx] === stamp) continue;
        const free = (occ[nx] ?? -1) < 0;
        if (!free && !flying) continue;
        mark[nx] = stamp;
        parent[nx] = cur;
        // Inlined canEndOn: free squares without a spawn point are the common case.
        if (free && ((spawnSeat[nx] ?? 0) === 0 || canEndOn(b, rules, nx))) {
          endSquares[ends] = nx;
          endDist[ends] = dist;
          ends++;
        }
        if (goesOn) queue[tail++] = nx;
      }
    }
  }
  return resultOf(ends);
}

/**
 * The route to `to` if the search from `starts` would list it, else undefined: the same search, stopped as
 * soon as `to` is found (a breadth-first search fixes a square's distance and parent when it first reaches
 * it, so the distance and path equal the full search's: `routeInFullSearch`). Apply checks a chosen square
 * with it.
 */
export function searchTo(b: Battlemap, starts: readonly number[], speed: number, rules: MoveRules, to: number): Route | undefined {
  const { first, list } = neighbourList(b.geo);
  const occ = b.occ;
  let head = 0;
  let tail = seedSearch(starts);
  const stamp = SCRATCH.stamp;
  if (mark[to] === stamp) return undefined;
  while (head < tail) {
    const cur = queue[head++] ?? 0;
    const dc = distAt[cur] ?? 0;
    if (dc >= speed) continue;
    const end = first[cur + 1] ?? 0;
    for (let k = first[cur] ?? 0; k < end; k++) {
      const nx = list[k] ?? 0;
      if (mark[nx] === stamp) continue;
      if (!rules.flying && (occ[nx] ?? -1) >= 0) continue;
      mark[nx] = stamp;
      distAt[nx] = dc + 1;
      parent[nx] = cur;
      if (nx === to) return (occ[to] ?? -1) < 0 && canEndOn(b, rules, to) ? { squares: dc + 1, path: pathTo(to) } : undefined;
      queue[tail++] = nx;
    }
  }
  return undefined;
}

/** The path the search just run found to `sq` (start square first), copied out of the scratch space. */
function pathTo(sq: number): number[] {
  const out: number[] = [];
  let cur = sq;
  while (cur >= 0 && out.length < MAX_SQUARES) {
    out.push(cur);
    cur = parent[cur] ?? -1;
  }
  return out.reverse();
}

/** The route to `to` as the full search finds it (the reference `searchTo` must equal; tests use it). */
export function routeInFullSearch(b: Battlemap, starts: readonly number[], speed: number, rules: MoveRules, to: number): Route | undefined {
  const r = search(b, starts, speed, rules);
  for (let k = 0; k < r.squares.length; k++) if (r.squares[k] === to) return { squares: r.dist[k] ?? 0, path: pathTo(to) };
  return undefined;
}

export function rulesFor(u: UnitState, firstTurn: boolean, fromSpawn: boolean): MoveRules {
  return { seat: u.seat, firstTurn, flying: has(u, 'flight'), self: fromSpawn ? -1 : u.sq };
}

/** Where a unit on the battlefield may move this action. */
export function unitReach(b: Battlemap, u: UnitState, firstTurn = false): Reach {
  return search(b, [u.sq], clickOf(u)[0], rulesFor(u, firstTurn, false));
}

/** The route of unit `u` to `to` if it may end its move there, else undefined. */
export function moveRoute(b: Battlemap, u: UnitState, to: number, firstTurn = false): Route | undefined {
  return searchTo(b, [u.sq], clickOf(u)[0], rulesFor(u, firstTurn, false), to);
}

/** Why a unit may not end a move on `to` (for the error): the square itself, else it is out of reach. */
export function reachProblem(b: Battlemap, u: UnitState, to: number, firstTurn: boolean): ActionClixErrorCode {
  if (to < 0 || to >= b.geo.width * b.geo.height) return 'actionclix/off-map';
  if (b.geo.blocked[to] === 1) return 'actionclix/square-blocked';
  if ((b.occ[to] ?? -1) >= 0) return 'actionclix/square-occupied';
  if (isOwnSpawn(b.s, u.seat, to)) return 'actionclix/own-spawn';
  if (firstTurn && isEnemySpawn(b.s, u.seat, to)) return 'actionclix/no-capture-first-turn';
  return 'actionclix/out-of-reach';
}
