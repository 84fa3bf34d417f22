/**
 * Squares around the Scarab on the battlefield: next to a base (walls between squares break adjacency,
 * seed 003), next to the area beneath, beneath it, and the free ones among them.
 */
import type { Battlemap } from '../battlemap';
import { distance, neighbours, type Geo } from '../grid';
import { baseSquares, distanceToArea, inArea } from './geometry';
import { wallFree } from './interiorBattlemap';
import { SCARAB_BASES, type ScarabBase, type ScarabState } from './types';

/** The base standing on a battlefield square, if any. */
export function baseAt(sc: ScarabState, width: number, sq: number): ScarabBase | undefined {
  return SCARAB_BASES.find((b) => baseSquares(sc, b, width).includes(sq));
}

/** Whether `sq` (not itself a base square) is adjacent to the base, walls considered. */
export function nextToBase(geo: Geo, sc: ScarabState, base: ScarabBase, sq: number): boolean {
  const squares = baseSquares(sc, base, geo.width);
  if (squares.includes(sq)) return false;
  return squares.some((b) => distance(geo, b, sq) === 1 && wallFree(geo, sq, b));
}

export function nextToAnyBase(geo: Geo, sc: ScarabState, sq: number): boolean {
  return SCARAB_BASES.some((b) => nextToBase(geo, sc, b, sq));
}

/** The squares adjacent to a base (walls considered), in square order. */
export function squaresNextToBase(geo: Geo, sc: ScarabState, base: ScarabBase): number[] {
  const out = new Set<number>();
  for (const b of baseSquares(sc, base, geo.width)) for (const n of neighbours(geo, b)) if (nextToBase(geo, sc, base, n)) out.add(n);
  return [...out].sort((a, b) => a - b);
}

/** Squares just outside the area beneath (one square from its edge), in square order. */
export function squaresNextToArea(geo: Geo, sc: ScarabState): number[] {
  const out: number[] = [];
  for (let y = Math.max(0, sc.y - 1); y < Math.min(geo.height, sc.y + 10); y++) {
    for (let x = Math.max(0, sc.x - 1); x < Math.min(geo.width, sc.x + 10); x++) {
      const sq = y * geo.width + x;
      if (distanceToArea(sc, geo.width, sq) === 1) out.push(sq);
    }
  }
  return out;
}

export function free(b: Battlemap, sq: number): boolean {
  return (b.occ[sq] ?? -1) < 0 && b.geo.blocked[sq] !== 1;
}

/** A unit on the battlefield beneath the Scarab (within its area, not on a base). */
export function beneath(sc: ScarabState, width: number, sq: number): boolean {
  return sq >= 0 && inArea(sc, width, sq);
}
