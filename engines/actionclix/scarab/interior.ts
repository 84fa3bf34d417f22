/**
 * The Scarab Interior map (our own design): 10 x 12 squares, the front at the top. The Main Power Core
 * fills two squares in the middle of row 2 (no unit may enter them; they never block line of fire). The
 * Ramp is the 6 x 2 block at the bottom (12 squares), where units from the top come in. Two bulkheads
 * across row 7 leave a 4-square passage; short walls flank the core. Squares are `y * 10 + x`.
 */
import type { Tile } from '../maps';

export const INTERIOR_WIDTH = 10;
export const INTERIOR_HEIGHT = 12;

function sq(x: number, y: number): number {
  return y * INTERIOR_WIDTH + x;
}

/** Walls and blocking squares in the battlefield tiles' format (hull corners are blocking). */
export const INTERIOR_LAYOUT: Omit<Tile, 'id'> = {
  walls: [
    [0, 7, 'h', 3],
    [7, 7, 'h', 3],
    [2, 1, 'v', 3],
    [8, 1, 'v', 3],
    [3, 5, 'h', 1],
    [6, 5, 'h', 1],
  ],
  doors: [],
  blocking: [
    [0, 0],
    [1, 0],
    [8, 0],
    [9, 0],
    [0, 11],
    [9, 11],
  ],
};

/** The 12 Ramp squares (x 2-7, rows 10-11). */
export const RAMP_SQUARES: readonly number[] = [10, 11].flatMap((y) => [2, 3, 4, 5, 6, 7].map((x) => sq(x, y)));

/** The Main Power Core's two squares. */
export const CORE_SQUARES: readonly number[] = [sq(4, 2), sq(5, 2)];

export function isRamp(square: number): boolean {
  return RAMP_SQUARES.includes(square);
}

export function isCore(square: number): boolean {
  return CORE_SQUARES.includes(square);
}
