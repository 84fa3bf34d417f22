/**
 * Movement preview and enemy reach (UX rule 14; pure, tested):
 * - `movePath`: the squares a unit crosses to reach a hovered move, deploy or cover square, found the way
 *   the engine searches (breadth first, the engine's step table and direction order, never through
 *   another unit unless it flies), so the drawn path is the one the move will take.
 * - `enemyReach`: every square some enemy of a seat could attack on its next turn: from where it stands
 *   or from any square it can move to (move and attack), along a clear line of fire (close-combat units
 *   only next to it, and not across a wall).
 */
import { adjacent, clearLine, type ActionClixView, type Geo, type UnitView } from '../../../../engines/actionclix';
import type { Choice } from '../model';
import { STEP_DIRS } from './aim';

const CLOSE_COMBAT = ['energySword', 'gravityHammer', 'consume'] as const;
const PATH_ROLES = new Set(['move', 'deploy', 'cover']);

function teamOf(view: ActionClixView, seat: number): number {
  return view.seats[seat]?.team ?? seat;
}

function occupied(view: ActionClixView): Uint8Array {
  const occ = new Uint8Array(view.width * view.height);
  for (const u of view.units) if (u.status === 'map' && u.sq >= 0) occ[u.sq] = 1;
  return occ;
}

interface Search {
  readonly dist: Int16Array;
  readonly parent: Int16Array;
}

/** Breadth first from the start squares up to `limit` steps; other units block unless `flying`. */
function search(geo: Geo, occ: Uint8Array, starts: readonly number[], limit: number, flying: boolean): Search {
  const size = geo.width * geo.height;
  const dist = new Int16Array(size).fill(-1);
  const parent = new Int16Array(size).fill(-1);
  const queue: number[] = [];
  for (const s of starts) {
    dist[s] = 0;
    queue.push(s);
  }
  for (let head = 0; head < queue.length; head++) {
    const cur = queue[head] ?? 0;
    const d = dist[cur] ?? 0;
    if (d >= limit) continue;
    const mask = geo.steps[cur] ?? 0;
    for (let dir = 0; dir < 8; dir++) {
      if ((mask & (1 << dir)) === 0) continue;
      const [dx, dy] = STEP_DIRS[dir] ?? [0, 0];
      const next = cur + dy * geo.width + dx;
      if (dist[next] !== -1 || (!flying && occ[next] === 1)) continue;
      dist[next] = d + 1;
      parent[next] = cur;
      queue.push(next);
    }
  }
  return { dist, parent };
}

/** The squares from a start to `to` (start first), or [] when `to` can't be reached. */
export function movePath(view: ActionClixView, geo: Geo, starts: readonly number[], to: number, flying: boolean): number[] {
  const { dist, parent } = search(geo, occupied(view), starts, geo.width * geo.height, flying);
  if ((dist[to] ?? -1) < 0) return [];
  const path: number[] = [];
  for (let cur = to; cur >= 0; cur = parent[cur] ?? -1) path.push(cur);
  return path.reverse();
}

/** Where the unit enters from: its square, or (deploying) its player's free spawn points. */
function startsOf(view: ActionClixView, unit: UnitView, role: string): number[] {
  if (role !== 'deploy') return [unit.sq];
  const team = teamOf(view, unit.seat);
  const taken = occupied(view);
  const own = (seat: number) => seat === unit.seat || (view.options.sharedSpawns && teamOf(view, seat) === team);
  return view.spawns.filter((sp) => own(sp.seat) && taken[sp.sq] !== 1).map((sp) => sp.sq);
}

/** The path to draw for the hovered square, when it is a move, deploy or cover choice of the chosen unit. */
export function pathFor(view: ActionClixView, geo: Geo, unit: string | null, hover: number, choices: readonly Choice[]): number[] {
  const choice = choices.find((c) => c.sq === hover && c.action !== null && PATH_ROLES.has(c.role));
  const u = view.units.find((x) => x.id === unit);
  if (choice === undefined || u === undefined) return [];
  return movePath(view, geo, startsOf(view, u, choice.role), hover, u.abilities.includes('flight'));
}

/** Marks into `out` every square `u` could attack after moving at most its speed. */
function markReach(view: ActionClixView, geo: Geo, occ: Uint8Array, occTeam: Int8Array, u: UnitView, out: Uint8Array): void {
  const team = teamOf(view, u.seat);
  const { dist } = search(geo, occ, [u.sq], u.speed, u.abilities.includes('flight'));
  const close = CLOSE_COMBAT.some((a) => u.abilities.includes(a));
  const size = geo.width * geo.height;
  // A unit never ends a move on a spawn point of its own side.
  const ownSpawns = new Set(view.spawns.filter((sp) => teamOf(view, sp.seat) === team).map((sp) => sp.sq));
  for (let from = 0; from < size; from++) {
    if ((dist[from] ?? -1) < 0 || geo.blocked[from] === 1) continue;
    if (from !== u.sq && (occ[from] === 1 || ownSpawns.has(from))) continue;
    for (let sq = 0; sq < size; sq++) {
      if (out[sq] === 1 || sq === from || geo.blocked[sq] === 1) continue;
      if ((!close || adjacent(geo, from, sq)) && clearLine(geo, occTeam, team, from, sq)) out[sq] = 1;
    }
  }
}

/** 1 on every square some enemy of `seat` could attack on its next turn (move and attack included). */
export function enemyReach(view: ActionClixView, geo: Geo, seat: number): Uint8Array {
  const out = new Uint8Array(geo.width * geo.height);
  const occ = occupied(view);
  const occTeam = new Int8Array(geo.width * geo.height);
  for (const u of view.units) if (u.status === 'map' && u.sq >= 0) occTeam[u.sq] = teamOf(view, u.seat) + 1;
  const team = teamOf(view, seat);
  for (const u of view.units) {
    if (u.status !== 'map' || teamOf(view, u.seat) === team) continue;
    // The enemy's own square does not move with it: lift it from the occupancy while it searches.
    occ[u.sq] = 0;
    markReach(view, geo, occ, occTeam, u, out);
    occ[u.sq] = 1;
  }
  return out;
}
