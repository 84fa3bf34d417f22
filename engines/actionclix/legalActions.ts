/**
 * Legal actions for a seat: spawn points and the deployment turn are the same in every mode; the play
 * phase is the mode's listing (`GameMode.legalActions`; the basic game's is listing.ts).
 */
import type { Seat } from '../core';
import { battlemapOf, ownsSpawn, type Battlemap } from './battlemap';
import { CACHES } from './caches';
import { stats } from './dials';
import { END_TURN } from './listing';
import type { GameMode } from './mode';
import { modeOf } from './modes';
import { rulesFor, search } from './movement';
import { roomySpawnSquares } from './spawns';
import type { ActionClixAction, ActionClixState } from './types';

function spawnActions(s: ActionClixState, mode: GameMode): ActionClixAction[] {
  const out: ActionClixAction[] = [];
  for (const square of roomySpawnSquares(s, mode)) out.push((CACHES.placeSpawns[square] ??= Object.freeze({ type: 'placeSpawn', square })));
  return out;
}

function deployActions(b: Battlemap, seat: Seat): ActionClixAction[] {
  const entries = b.s.spawns.filter((sp) => ownsSpawn(b.s, seat, sp.seat) && (b.occ[sp.sq] ?? -1) < 0).map((sp) => sp.sq);
  const out: ActionClixAction[] = [];
  for (const u of b.s.units) {
    if (u.seat !== seat || u.status !== 'force') continue;
    for (const to of search(b, entries, stats(u).speed, rulesFor(u, true, true)).squares) out.push({ type: 'deploy', unit: u.id, to });
  }
  return out.length > 0 ? out : [END_TURN];
}

export function legalActions(s: ActionClixState, seat: Seat): ActionClixAction[] {
  if (s.outcome !== null) return [];
  const mode = modeOf(s);
  if (s.phase.kind === 'spawns') return mode.spawnSeat(s) === seat ? spawnActions(s, mode) : [];
  const t = s.turn;
  if (s.phase.kind !== 'play' || t === null || t.seat !== seat) return [];
  const b = battlemapOf(s, mode);
  if (t.deploy) return deployActions(b, seat);
  return mode.legalActions(b, seat);
}
