/**
 * Spawn points (rulebook "Setup"): placed one at a time in turn order until each seat has its share, each
 * 5 or more squares from every other spawn point and not on blocking terrain. A mode may narrow where and
 * who places them (`GameMode.spawnProblem`, `spawnSeat`, `spawnsNeeded`). In every mode a spawn point must
 * also leave room for all the spawn points still to be placed (`spawnRuleProblem`).
 */
import type { GameError, Seat } from '../core';
import { geoOf } from './battlemap';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { distance } from './grid';
import type { GameMode } from './mode';
import { startTurn } from './turn';
import type { ActionClixState } from './types';

export const SPAWN_SPACING = 5;

/** The basic game's order: round the seats in turn order. */
export function basicSpawnSeat(s: ActionClixState): Seat {
  return s.order[s.spawns.length % s.players] ?? 0;
}

/** Why a spawn point may not go on `sq` in the basic game (off the map, blocking terrain, too close to another). */
export function basicSpawnProblem(s: ActionClixState, sq: number): GameError | undefined {
  const geo = geoOf(s);
  if (!Number.isInteger(sq) || sq < 0 || sq >= geo.width * geo.height) return fail('actionclix/off-map', { square: sq }).error;
  if (geo.blocked[sq] === 1) return fail('actionclix/square-blocked', { square: sq }).error;
  if (s.spawns.some((sp) => distance(geo, sp.sq, sq) < SPAWN_SPACING)) return fail('actionclix/spawn-too-close', { min: SPAWN_SPACING }).error;
  return undefined;
}

/** Squares where the mode's rule alone lets the next spawn point go now: 1 each, 0 elsewhere. */
export function openSpawnSquares(s: ActionClixState, mode: GameMode): Uint8Array {
  const geo = geoOf(s);
  const open = new Uint8Array(geo.width * geo.height);
  for (let sq = 0; sq < open.length; sq++) if (mode.spawnProblem(s, sq) === undefined) open[sq] = 1;
  return open;
}

/**
 * How many of the spawn points still to place after one on `first` (none: -1 places them all from the
 * start) would find no square. Filled greedily in square order from `open`; because the fill from a state
 * begins with the same square as the fill from the state before it, a placement it allows always leaves
 * the next seat a square whose placement it allows in turn, so no seat is ever left without one.
 */
export function spawnsLeftOut(s: ActionClixState, mode: GameMode, open: Uint8Array, first: number): number {
  const need = mode.spawnsNeeded(s) - s.spawns.length - (first >= 0 ? 1 : 0);
  return need - fill(s, open, first, need).length;
}

/** The fill's working marks, one array kept between fills (a fill runs to its end before the next begins), cleared for each. */
let NEAR = new Uint8Array(0);

function nearScratch(size: number): Uint8Array {
  if (NEAR.length === size) NEAR.fill(0);
  else NEAR = new Uint8Array(size);
  return NEAR;
}

/** The greedy fill: up to `need` squares of `open` in square order, each SPAWN_SPACING from `first` and the others. */
function fill(s: ActionClixState, open: Uint8Array, first: number, need: number): number[] {
  const { width, height } = geoOf(s);
  const near = nearScratch(open.length);
  const r = SPAWN_SPACING - 1;
  const take = (sq: number): void => {
    const x0 = sq % width;
    const y0 = (sq - x0) / width;
    for (let y = Math.max(0, y0 - r); y <= Math.min(height - 1, y0 + r); y++) near.fill(1, y * width + Math.max(0, x0 - r), y * width + Math.min(width - 1, x0 + r) + 1);
  };
  if (first >= 0) take(first);
  const picks: number[] = [];
  for (let sq = 0; sq < open.length && picks.length < need; sq++) {
    if (open[sq] !== 1 || near[sq] === 1) continue;
    take(sq);
    picks.push(sq);
  }
  return picks;
}

/**
 * The squares the next spawn point may take: open by the mode's rule and leaving room for the rest. The
 * fill from the current state is made once: a square at SPAWN_SPACING or more from the first picks the
 * rest need leaves that same fill in place, so only squares near those picks get a fill of their own.
 */
export function roomySpawnSquares(s: ActionClixState, mode: GameMode): number[] {
  const open = openSpawnSquares(s, mode);
  const geo = geoOf(s);
  const need = mode.spawnsNeeded(s) - s.spawns.length - 1;
  const base = fill(s, open, -1, need + 1);
  const out: number[] = [];
  for (let sq = 0; sq < open.length; sq++) {
    if (open[sq] !== 1) continue;
    const clear = base.length >= need && base.slice(0, need).every((p) => distance(geo, p, sq) >= SPAWN_SPACING);
    if (clear || spawnsLeftOut(s, mode, open, sq) <= 0) out.push(sq);
  }
  return out;
}

/** Why the next spawn point may not go on `sq`: the mode's rule, then room for every spawn point after it. */
export function spawnRuleProblem(s: ActionClixState, mode: GameMode, sq: number, open = openSpawnSquares(s, mode)): GameError | undefined {
  const problem = mode.spawnProblem(s, sq);
  if (problem !== undefined) return problem;
  const left = spawnsLeftOut(s, mode, open, sq);
  return left > 0 ? fail('actionclix/spawn-leaves-no-room', { left, min: SPAWN_SPACING }).error : undefined;
}

export function placeSpawn(d: Draft, seat: Seat, sq: number): ReturnType<typeof fail> | typeof DONE {
  if (d.s.phase.kind !== 'spawns') return fail('actionclix/wrong-phase');
  const problem = spawnRuleProblem(d.s, d.mode, sq);
  if (problem !== undefined) return { ok: false, error: problem };
  d.s.spawns = [...d.s.spawns, { seat, sq }];
  d.log?.push({ type: 'spawnPlaced', seat, square: sq });
  if (d.s.spawns.length >= d.mode.spawnsNeeded(d.s)) {
    d.s.phase = { kind: 'play' };
    startTurn(d, d.s.order[0] ?? 0);
  }
  return DONE;
}
