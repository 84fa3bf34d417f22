/**
 * Every table the engine keeps between calls, in one place (the Scarab scenario's own are in
 * scarab/caches.ts). Each maps an input that never changes (a tile layout, a state object, a unit id) to
 * a value computed from that input alone, so emptying a table changes no result, only speed:
 * caches.test.ts plays fixed-seed games with the tables emptied before every call and compares.
 * Working buffers that are not caches are the movement search's `SCRATCH` (movement.ts) and the listing's
 * shared `ActionSink` (actionSink.ts).
 */
import type { Battlemap } from './battlemap';
import type { Geo } from './grid';
import type { ActionClixAction, ActionClixState, Spawn, UnitState } from './types';

/** Each square's open steps as a flat list in direction order (`first[sq]` to `first[sq + 1]`): the search's inner loop. */
export interface Neighbours {
  readonly first: Int32Array;
  readonly list: Int16Array;
}

export interface EngineCaches {
  /** The assembled battlefield per tile layout key (grid.ts `geoFor`). */
  readonly geos: Map<string, Geo>;
  /** A state's battlefield Battlemap, built once per state object (battlemap.ts `battlemapOf`). */
  readonly battlemaps: WeakMap<ActionClixState, Battlemap>;
  /** Unit id to index, shared by every state of a game: unit ids never change after setup (battlemap.ts). */
  readonly unitIndex: WeakMap<readonly UnitState[], ReadonlyMap<string, number>>;
  /** Seat + 1 of the spawn point on each square, per spawn list (battlemap.ts `spawnMask`). */
  readonly spawnMasks: WeakMap<readonly Spawn[], Int8Array>;
  /** Each square's open steps per battlefield (movement.ts). */
  readonly neighbours: WeakMap<Geo, Neighbours>;
  /** Per battlefield and square: whether walls leave the line clear to each square in grenade range (orders.ts). */
  readonly wallClear: WeakMap<Geo, (Uint8Array | undefined)[]>;
  /** Frozen action objects by unit id and square (listing.ts): moves, move-and-attacks, grenades, grenade-and-covers. */
  readonly moves: Map<string, ActionClixAction[]>;
  readonly moveAttacks: Map<string, ActionClixAction[]>;
  readonly grenades: Map<string, ActionClixAction[]>;
  readonly grenadeCovers: Map<string, ActionClixAction[]>;
  /** Frozen `attack` and `attackCover` objects by unit id and target id (listing.ts, scarab/legal.ts). */
  readonly shots: Map<string, Map<string, readonly [ActionClixAction, ActionClixAction]>>;
}

function fresh(): EngineCaches {
  return {
    geos: new Map(),
    battlemaps: new WeakMap(),
    unitIndex: new WeakMap(),
    spawnMasks: new WeakMap(),
    neighbours: new WeakMap(),
    wallClear: new WeakMap(),
    moves: new Map(),
    moveAttacks: new Map(),
    grenades: new Map(),
    grenadeCovers: new Map(),
    shots: new Map(),
  };
}

/** The engine's tables. Read a table through this object each time (never keep it), so `clearCaches` reaches every caller. */
export const CACHES: { -readonly [K in keyof EngineCaches]: EngineCaches[K] } = fresh();

/** Empties every table (tests; the results must not change). */
export function clearCaches(): void {
  Object.assign(CACHES, fresh());
}

/** The list kept in `table` for `key`, made empty on first use. */
export function listFor<V>(table: Map<string, V[]>, key: string): V[] {
  let list = table.get(key);
  if (list === undefined) {
    list = [];
    table.set(key, list);
  }
  return list;
}
