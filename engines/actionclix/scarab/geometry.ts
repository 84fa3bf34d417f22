/**
 * Where the Scarab stands. Facing north its area beneath is 6 squares wide and 8 long, with a 2 x 2 base
 * in each corner: Shell front left, Event front right, Chassis rear left, Main Power Core rear right.
 * Turning 90 degrees keeps the area's centre point, so the area becomes 8 x 6 around the same centre.
 */
import { FACINGS, type Facing, type Rotation, type ScarabBase, type ShiftDir } from './types';

export const SCARAB_WIDTH = 6;
export const SCARAB_LENGTH = 8;

/** Top-left of each base in the north-facing layout. */
const BASE_AT: Readonly<Record<ScarabBase, readonly [number, number]>> = {
  shell: [0, 0],
  event: [SCARAB_WIDTH - 2, 0],
  chassis: [0, SCARAB_LENGTH - 2],
  core: [SCARAB_WIDTH - 2, SCARAB_LENGTH - 2],
};

export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly facing: Facing;
}

/** Width and height of the area beneath for a facing. */
export function areaSize(facing: Facing): { readonly w: number; readonly h: number } {
  return facing === 'n' || facing === 's' ? { w: SCARAB_WIDTH, h: SCARAB_LENGTH } : { w: SCARAB_LENGTH, h: SCARAB_WIDTH };
}

/** Top-left (column, row) of a base for a facing, relative to the area's top-left. */
export function baseOffset(base: ScarabBase, facing: Facing): readonly [number, number] {
  let [bx, by] = BASE_AT[base];
  let w = SCARAB_WIDTH;
  let h = SCARAB_LENGTH;
  for (let k = 0; k < FACINGS.indexOf(facing); k++) {
    // A quarter turn clockwise: (x, y) in a w x h box goes to (h - 1 - y, x); a 2 x 2 base's corner to (h - 2 - y, x).
    [bx, by] = [h - 2 - by, bx];
    [w, h] = [h, w];
  }
  return [bx, by];
}

/** The four squares of a base on a battlefield `width` squares wide. */
export function baseSquares(p: Placement, base: ScarabBase, width: number): number[] {
  const [bx, by] = baseOffset(base, p.facing);
  const x = p.x + bx;
  const y = p.y + by;
  return [y * width + x, y * width + x + 1, (y + 1) * width + x, (y + 1) * width + x + 1];
}

/** All squares of the area beneath (bases included), row by row. */
export function areaSquares(p: Placement, width: number): number[] {
  const { w, h } = areaSize(p.facing);
  const out: number[] = [];
  for (let y = p.y; y < p.y + h; y++) for (let x = p.x; x < p.x + w; x++) out.push(y * width + x);
  return out;
}

/** Whether a square lies in the area beneath (bases included). */
export function inArea(p: Placement, width: number, square: number): boolean {
  const { w, h } = areaSize(p.facing);
  const x = square % width;
  const y = (square - x) / width;
  return x >= p.x && x < p.x + w && y >= p.y && y < p.y + h;
}

/** Chebyshev distance from a square to the area beneath (0 beneath it): range to the Scarab. */
export function distanceToArea(p: Placement, width: number, square: number): number {
  const { w, h } = areaSize(p.facing);
  const x = square % width;
  const y = (square - x) / width;
  const dx = x < p.x ? p.x - x : x >= p.x + w ? x - (p.x + w - 1) : 0;
  const dy = y < p.y ? p.y - y : y >= p.y + h ? y - (p.y + h - 1) : 0;
  return Math.max(dx, dy);
}

const SHIFT: Readonly<Record<ShiftDir, readonly [number, number]>> = { n: [0, -1], e: [1, 0], s: [0, 1], w: [-1, 0] };

export function shifted(p: Placement, dir: ShiftDir): Placement {
  const [dx, dy] = SHIFT[dir];
  return { x: p.x + dx, y: p.y + dy, facing: p.facing };
}

/** A quarter turn about the area's centre point (the area changes between 6 x 8 and 8 x 6). */
export function rotated(p: Placement, turn: Rotation): Placement {
  const k = FACINGS.indexOf(p.facing);
  const facing = FACINGS[(k + (turn === 'cw' ? 1 : 3)) % 4] ?? 'n';
  const before = areaSize(p.facing);
  const after = areaSize(facing);
  return { x: p.x + (before.w - after.w) / 2, y: p.y + (before.h - after.h) / 2, facing };
}

/** Whether the whole area lies on a battlefield of `width` x `height`. */
export function onMap(p: Placement, width: number, height: number): boolean {
  const { w, h } = areaSize(p.facing);
  return p.x >= 0 && p.y >= 0 && p.x + w <= width && p.y + h <= height;
}

/** The start: facing north, centred on the battlefield. */
export function startPlacement(width: number, height: number): Placement {
  return { x: Math.floor((width - SCARAB_WIDTH) / 2), y: Math.floor((height - SCARAB_LENGTH) / 2), facing: 'n' };
}
