/**
 * Spawn points (rulebook "Setup"): placed one at a time in turn order until each seat has its share, each
 * 5 or more squares from every other spawn point and not on blocking terrain. A mode may narrow where and
 * who places them (`GameMode.spawnProblem`, `spawnSeat`, `spawnsNeeded`).
 */
import type { GameError, Seat } from '../core';
import { geoOf } from './board';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { distance } from './grid';
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

export function placeSpawn(d: Draft, seat: Seat, sq: number): ReturnType<typeof fail> | typeof DONE {
  if (d.s.phase.kind !== 'spawns') return fail('actionclix/wrong-phase');
  const problem = d.mode.spawnProblem(d.s, sq);
  if (problem !== undefined) return { ok: false, error: problem };
  d.s.spawns = [...d.s.spawns, { seat, sq }];
  d.log?.push({ type: 'spawnPlaced', seat, square: sq });
  if (d.s.spawns.length >= d.mode.spawnsNeeded(d.s)) {
    d.s.phase = { kind: 'play' };
    startTurn(d, d.s.order[0] ?? 0);
  }
  return DONE;
}
