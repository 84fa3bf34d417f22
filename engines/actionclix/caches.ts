/**
 * Every table the engine keeps between calls, in one place (the Scarab scenario's own are in
 * scarab/caches.ts). Each maps an input that never changes (a tile layout, a state object, a unit id) to
 * a value computed from that input alone, so emptying a table changes no result, only speed:
 * caches.test.ts plays fixed-seed games with the tables emptied before every call and compares.
 * Working buffers that are not caches are the movement search's `SCRATCH` (movement.ts), the listing's
 * shared `ActionSink` (actionSink.ts) and the spawn-point fill's marks (spawns.ts `nearScratch`).
 */
import type { Battlemap } from './mode';
import type { ActionClixAction, ActionClixOptions, ActionClixState, Geo, Spawn, UnitState } from './types';

/** Each square's open steps as a flat list in direction order (`first[sq]` to `first[sq + 1]`): the search's inner loop. */
export interface Neighbours {
  readonly first: Int32Array;
  readonly list: Int16Array;
}

export interface EngineCaches {
  /** The assembled battlefield per tile layout key (grid.ts `geoFor`). */
  readonly geos: Map<string, Geo>;
  /** The battlefield per options object (every state of a game shares one): no layout key to build (battlemap.ts `geoOf`). */
  readonly optionGeos: WeakMap<ActionClixOptions, Geo>;
  /** A state's battlefield Battlemap, built once per state object (battlemap.ts `battlemapOf`). */
  readonly battlemaps: WeakMap<ActionClixState, Battlemap>;
  /** Unit id to index, shared by every state of a game: unit ids never change after setup (battlemap.ts). */
  readonly unitIndex: WeakMap<readonly UnitState[], ReadonlyMap<string, number>>;
  /** The units on the battlefield per units array, in unit order (battlemap.ts `mapUnits`). */
  readonly mapUnits: WeakMap<readonly UnitState[], readonly UnitState[]>;
  /** Seat + 1 of the spawn point on each square, per spawn list (battlemap.ts `spawnMask`). */
  readonly spawnMasks: WeakMap<readonly Spawn[], Int8Array>;
  /** Each square's open steps per battlefield (movement.ts). */
  readonly neighbours: WeakMap<Geo, Neighbours>;
  /** Per battlefield and square: whether walls leave the line clear to each square in grenade range (orders.ts). */
  readonly wallClear: WeakMap<Geo, (Uint8Array | undefined)[]>;
  /**
   * Frozen action objects by unit id, two per square (listing.ts `pairsFor`): the move to square q at 2q and the
   * move-and-attack at 2q + 1; the grenade at q and the grenade-and-cover likewise.
   */
  readonly movePairs: Map<string, (ActionClixAction | undefined)[]>;
  readonly grenadePairs: Map<string, (ActionClixAction | undefined)[]>;
  /** The frozen placeSpawn action per square (legalActions.ts). */
  readonly placeSpawns: ActionClixAction[];
  /** A unit id's weapon-swap partners as unit ids of the same seat (listing.ts). */
  readonly swapIds: Map<string, readonly string[]>;
  /** Frozen `attack` and `attackCover` objects by unit id and target id (listing.ts, scarab/legal.ts). */
  readonly shots: Map<string, Map<string, readonly [ActionClixAction, ActionClixAction]>>;
}

function fresh(): EngineCaches {
  return {
    geos: new Map(),
    optionGeos: new WeakMap(),
    battlemaps: new WeakMap(),
    unitIndex: new WeakMap(),
    mapUnits: new WeakMap(),
    spawnMasks: new WeakMap(),
    neighbours: new WeakMap(),
    wallClear: new WeakMap(),
    movePairs: new Map(),
    swapIds: new Map(),
    placeSpawns: [],
    grenadePairs: new Map(),
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

/**
 * The pair list kept in `table` for `key` with room for two entries per square of a map of `squares`: made
 * whole (every slot present) so that lookups never meet a sparse array, and regrown whole for a larger map.
 */
export function pairsFor<V>(table: Map<string, (V | undefined)[]>, key: string, squares: number): (V | undefined)[] {
  let list = table.get(key);
  if (list === undefined || list.length < 2 * squares) {
    const grown = new Array<V | undefined>(2 * squares).fill(undefined);
    if (list !== undefined) for (let i = 0; i < list.length; i++) grown[i] = list[i];
    list = grown;
    table.set(key, list);
  }
  return list;
}
