/**
 * Map tiles (our own design): 12 x 12 squares with walls on square edges, blocking terrain (squares no
 * unit may enter or shoot through) and doors (gaps left in a wall). A standard battlefield puts four
 * tiles in a square (24 x 24), a quick one two side by side (24 x 12), a large one six (36 x 24: the
 * rulebook's "more than four maps" for 3 to 5 players). `maps.test.ts` validates them.
 */
import type { BattlefieldKind } from './types';

export const TILE_SIZE = 12;

/** A wall run on a grid line: 'h' runs along line y from x to x+length, 'v' along line x from y. */
export type WallRun = readonly [x: number, y: number, dir: 'h' | 'v', length: number];
/** One edge of a wall run left open. */
export type Door = readonly [x: number, y: number, dir: 'h' | 'v'];

export interface Tile {
  readonly id: string;
  readonly walls: readonly WallRun[];
  readonly doors: readonly Door[];
  readonly blocking: readonly (readonly [x: number, y: number])[];
}

export const TILES: readonly Tile[] = [
  {
    // A hangar with a walled hall in the middle and four doors.
    id: 'hangar',
    walls: [[3, 3, 'h', 6], [3, 9, 'h', 6], [3, 3, 'v', 6], [9, 3, 'v', 6]],
    doors: [[5, 3, 'h'], [7, 9, 'h'], [3, 4, 'v'], [9, 6, 'v']],
    blocking: [[1, 10], [10, 1], [6, 6], [0, 5]],
  },
  {
    // A canyon: two cliff lines and scattered rocks.
    id: 'canyon',
    walls: [[0, 4, 'h', 5], [8, 6, 'v', 6], [6, 0, 'v', 2]],
    doors: [],
    blocking: [[2, 8], [3, 8], [9, 2], [10, 2], [6, 6], [5, 10]],
  },
  {
    // An outpost: a long wall with two doors and two bunkers' walls.
    id: 'outpost',
    walls: [[2, 6, 'h', 8], [6, 0, 'v', 3], [6, 9, 'v', 3]],
    doors: [[4, 6, 'h'], [8, 6, 'h']],
    blocking: [[1, 1], [10, 10], [3, 9], [9, 3]],
  },
  {
    // A reactor room: a square chamber with one door per side around the core, and pillars.
    id: 'reactor',
    walls: [[4, 4, 'h', 4], [4, 8, 'h', 4], [4, 4, 'v', 4], [8, 4, 'v', 4]],
    doors: [[5, 4, 'h'], [6, 8, 'h'], [4, 6, 'v'], [8, 5, 'v']],
    blocking: [[6, 6], [2, 2], [9, 2], [2, 9], [9, 9]],
  },
  {
    // A bridge: a ravine wall across the middle with a two-square crossing, and boulders.
    id: 'bridge',
    walls: [[0, 6, 'h', 5], [7, 6, 'h', 5], [3, 0, 'v', 3], [9, 9, 'v', 3]],
    doors: [],
    blocking: [[2, 2], [9, 9], [5, 3], [6, 9], [10, 4]],
  },
  {
    // A courtyard: a walled square with one door per side, a fountain and corner statues.
    id: 'courtyard',
    walls: [[2, 2, 'h', 8], [2, 10, 'h', 8], [2, 2, 'v', 8], [10, 2, 'v', 8]],
    doors: [[6, 2, 'h'], [5, 10, 'h'], [2, 6, 'v'], [10, 5, 'v']],
    blocking: [[6, 6], [5, 6], [0, 0], [11, 11]],
  },
];

export const TILE_IDS: readonly string[] = TILES.map((t) => t.id);

export function tileById(id: string): Tile | undefined {
  return TILES.find((t) => t.id === id);
}

/** How many tiles each battlefield takes and its size in squares. */
export const BATTLEFIELD_SHAPE: Readonly<Record<BattlefieldKind, { readonly cols: number; readonly rows: number }>> = {
  standard: { cols: 2, rows: 2 },
  quick: { cols: 2, rows: 1 },
  large: { cols: 3, rows: 2 },
};

export const DEFAULT_TILES: Readonly<Record<BattlefieldKind, readonly string[]>> = {
  standard: ['hangar', 'canyon', 'outpost', 'reactor'],
  quick: ['hangar', 'reactor'],
  large: ['hangar', 'bridge', 'canyon', 'outpost', 'courtyard', 'reactor'],
};
