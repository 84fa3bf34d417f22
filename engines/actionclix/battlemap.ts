/**
 * A Battlemap: one map of a state with read-only lookups over it (the battlefield, or a mode's own map such
 * as the Scarab's interior): which unit stands on each square, unit ids, teams and spawn points, and the
 * rules in force. Built once per state object and cached (legalActions and apply share it). The
 * renderer's drawing of the game is its `Board` component; no engine type is a board.
 */
import { CACHES } from './caches';
import { geoFor } from './grid';
import type { Battlemap, GameMode } from './mode';
import type { ActionClixState, Geo, UnitState } from './types';
import type { Seat } from '../core';

export type { Battlemap } from './mode';


export function spawnMask(s: ActionClixState, size: number): Int8Array {
  let m = CACHES.spawnMasks.get(s.spawns);
  if (m === undefined) {
    m = new Int8Array(size);
    for (const sp of s.spawns) m[sp.sq] = sp.seat + 1;
    CACHES.spawnMasks.set(s.spawns, m);
  }
  return m;
}

/** Registers the battlemap a draft kept in step for the state it produced (saves rebuilding it). */
export function rememberBattlemap(s: ActionClixState, b: Omit<Battlemap, 's' | 'spawnSeat'>, firstUnits: readonly UnitState[]): void {
  if (s.units !== firstUnits) {
    const index = CACHES.unitIndex.get(firstUnits);
    if (index !== undefined) CACHES.unitIndex.set(s.units, index);
  }
  const battlemap: Battlemap = { geo: b.geo, s, mode: b.mode, occ: b.occ, occTeam: b.occTeam, index: b.index, spawnSeat: spawnMask(s, b.geo.width * b.geo.height) };
  Object.defineProperty(s, OWN_BATTLEMAP, { value: battlemap });
}

/**
 * A draft's new state carries its battlemap under a hidden key (not enumerable, so spreads, JSON, structured
 * clones and equality checks never see it): one WeakMap entry less per action, which the garbage
 * collector would otherwise have to trace. A copy that keeps the key keeps a battlemap whose `s` is another
 * object, so `battlemapOf` checks `s` and falls back to the WeakMap.
 */
const OWN_BATTLEMAP = Symbol('actionclix battlemap');

function ownBattlemap(s: ActionClixState): Battlemap | undefined {
  const b = (s as { readonly [OWN_BATTLEMAP]?: Battlemap })[OWN_BATTLEMAP];
  return b !== undefined && b.s === s ? b : undefined;
}

export function geoOf(s: ActionClixState): Geo {
  let geo = CACHES.optionGeos.get(s.options);
  if (geo === undefined) {
    geo = geoFor(s.options.battlefield, s.options.tiles);
    CACHES.optionGeos.set(s.options, geo);
  }
  return geo;
}

export function buildBattlemap(s: ActionClixState, mode: GameMode): Battlemap {
  const geo = geoOf(s);
  const occ = new Int16Array(geo.width * geo.height).fill(-1);
  const occTeam = new Int8Array(geo.width * geo.height);
  let index = CACHES.unitIndex.get(s.units);
  if (index === undefined) {
    const fresh = new Map<string, number>();
    s.units.forEach((u, i) => fresh.set(u.id, i));
    index = fresh;
    CACHES.unitIndex.set(s.units, index);
  }
  s.units.forEach((u, i) => {
    if (u.status === 'map' && u.sq >= 0) {
      occ[u.sq] = i;
      occTeam[u.sq] = (s.seats[u.seat]?.team ?? 0) + 1;
    }
  });
  mode.markBattlemap?.(s, geo.width, occ, occTeam);
  return { geo, s, mode, occ, occTeam, index, spawnSeat: spawnMask(s, geo.width * geo.height) };
}

/** The state's battlefield Battlemap under `mode` (the state's own: `modeOf(s)`). */
export function battlemapOf(s: ActionClixState, mode: GameMode): Battlemap {
  const own = ownBattlemap(s);
  if (own !== undefined) return own;
  let b = CACHES.battlemaps.get(s);
  if (b === undefined) {
    b = buildBattlemap(s, mode);
    CACHES.battlemaps.set(s, b);
  }
  return b;
}

/**
 * The units on the battlefield in unit order, listed once per units array: a state holds every reserve too
 * (about 35 units a seat) and the listing walks the battlefield's units several times. A draft writes into
 * its own units array, so it forgets that array's list whenever it changes a unit (`forgetMapUnits`).
 */
export function mapUnits(s: ActionClixState): readonly UnitState[] {
  let list = CACHES.mapUnits.get(s.units);
  if (list === undefined) {
    list = s.units.filter((u) => u.status === 'map');
    CACHES.mapUnits.set(s.units, list);
  }
  return list;
}

export function forgetMapUnits(units: readonly UnitState[]): void {
  CACHES.mapUnits.delete(units);
}

export function teamOf(s: ActionClixState, seat: Seat): number {
  return s.seats[seat]?.team ?? seat;
}

export function allied(s: ActionClixState, a: Seat, b: Seat): boolean {
  return teamOf(s, a) === teamOf(s, b);
}

/** Spawn points the seat treats as its own (its own, and with shared spawns its teammates'). */
export function ownsSpawn(s: ActionClixState, seat: Seat, spawnSeat: Seat): boolean {
  return spawnSeat === seat || (s.options.sharedSpawns && allied(s, seat, spawnSeat));
}

/** The seat's own spawn point on the square, or an opponent's (undefined when none is there). */
export function spawnAt(s: ActionClixState, sq: number): Seat | undefined {
  for (const sp of s.spawns) if (sp.sq === sq) return sp.seat;
  return undefined;
}

export function isOwnSpawn(s: ActionClixState, seat: Seat, sq: number): boolean {
  const owner = spawnAt(s, sq);
  return owner !== undefined && ownsSpawn(s, seat, owner);
}

/** An opponent's spawn point (not an ally's): ending movement there captures it and earns loot. */
export function isEnemySpawn(s: ActionClixState, seat: Seat, sq: number): boolean {
  const owner = spawnAt(s, sq);
  return owner !== undefined && !allied(s, seat, owner);
}

/** A spawn point is captured while an enemy of its owner stands on it. */
export function captured(b: Battlemap, spawnSeat: Seat, sq: number): boolean {
  const i = b.occ[sq] ?? -1;
  const u = i >= 0 ? b.s.units[i] : undefined;
  return u !== undefined && !allied(b.s, u.seat, spawnSeat);
}

export function unitById(b: Battlemap, id: string): UnitState | undefined {
  const i = b.index.get(id);
  return i === undefined ? undefined : b.s.units[i];
}

export function unitAt(b: Battlemap, sq: number): UnitState | undefined {
  const i = b.occ[sq] ?? -1;
  return i >= 0 ? b.s.units[i] : undefined;
}
