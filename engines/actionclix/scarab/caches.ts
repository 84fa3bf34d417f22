/**
 * The Scarab scenario's tables kept between calls (the engine's own are in ../caches.ts). Each maps an
 * input that never changes (a placement, a state object, a key naming an action) to a value computed
 * from it alone, so emptying them changes no result (caches.test.ts).
 */
import type { Battlemap } from '../battlemap';
import type { ActionClixAction, ActionClixState } from '../types';

/** The base squares of one placement: their list and a mask with 1 on each. */
export interface BaseSquares {
  readonly list: readonly number[];
  readonly mask: Uint8Array;
}

export type SlotKind = 'stepOff' | 'jumpOff' | 'enter' | 'moveInside' | 'grenadeInside' | 'climbOn' | 'exit';

export interface ScarabCaches {
  /** The 16 base squares by placement and battlefield width (scarab/battlemap.ts). */
  readonly bases: Map<number, BaseSquares>;
  /** A state's interior map as a Battlemap (scarab/interiorBattlemap.ts; a draft keeps its own). */
  readonly interiors: WeakMap<ActionClixState, Battlemap>;
  /** Frozen actions of the rare kinds by key: steps, gun targets, reinforcements (scarab/legal.ts). */
  readonly actions: Map<string, ActionClixAction>;
  /** Frozen actions of one kind and unit by slot number (square × 2 + attack flag) (scarab/legal.ts). */
  readonly slots: Map<SlotKind, Map<string, ActionClixAction[]>>;
  /** Frozen `scarabMortar` actions by square. */
  readonly mortars: ActionClixAction[];
}

function fresh(): ScarabCaches {
  return { bases: new Map(), interiors: new WeakMap(), actions: new Map(), slots: new Map(), mortars: [] };
}

/** The scenario's tables. Read a table through this object each time, so `clearScarabCaches` reaches every caller. */
export const SCARAB_CACHES: { -readonly [K in keyof ScarabCaches]: ScarabCaches[K] } = fresh();

export function clearScarabCaches(): void {
  Object.assign(SCARAB_CACHES, fresh());
}
