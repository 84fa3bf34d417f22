/**
 * Staggered layouts of a battlefield of two halves: the second half beside the first but moved up or down
 * (or below it and moved left or right) until its land comes no closer than HALF_GAP_HEXES hexes to the
 * first's. The halves touch nowhere and the rules let players lay them out as the table allows, so a
 * window of any shape can take the arrangement that shows the map largest. Offsets are whole rows (an even
 * number, so both halves keep the same hex grid) and whole columns. Pure; computed once per battlefield.
 */
import { BATTLEFIELDS, HALVES } from './battlefields';
import { EMPTY_CELL, hexDistance, type Cell } from './hexGrid';
import type { BattlefieldId } from './types';

/** The least distance in hexes between land of the two halves (two hexes of open space between them). */
export const HALF_GAP_HEXES = 3;

/** Where the second half's grid lies against the first's: `dr` rows down (even), `dq` columns right. */
export interface Stagger {
  readonly dr: number;
  readonly dq: number;
}

const landOf = (grid: readonly string[]): Cell[] => grid.flatMap((line, row) => [...line].flatMap((ch, col) => (ch === EMPTY_CELL || ch === ' ' ? [] : [{ row, col }])));

/** Every cell closer than the gap to the first half's land (the cells the second half's land may not take). */
function keepOut(land: readonly Cell[]): Set<string> {
  const out = new Set<string>();
  const r = HALF_GAP_HEXES - 1;
  for (const cell of land) {
    for (let row = cell.row - r; row <= cell.row + r; row++) {
      for (let col = cell.col - r - 1; col <= cell.col + r + 1; col++) {
        if (hexDistance(cell, { row, col }) <= r) out.add(`${row},${col}`);
      }
    }
  }
  return out;
}

const clear = (out: ReadonlySet<string>, land: readonly Cell[], s: Stagger): boolean => land.every((c) => !out.has(`${c.row + s.dr},${c.col + s.dq}`));

const cache = new Map<BattlefieldId, readonly Stagger[]>();

/**
 * The tightest staggers of a two-half battlefield: for every even row offset, the second half as far left
 * as it goes while right of the first; for every column offset, as far up as it goes while below it.
 */
export function staggers(id: BattlefieldId): readonly Stagger[] {
  const hit = cache.get(id);
  if (hit !== undefined) return hit;
  const [a, b] = BATTLEFIELDS[id].halves;
  if (a === undefined || b === undefined) return [];
  const gridA = HALVES[a].grid;
  const gridB = HALVES[b].grid;
  const out = keepOut(landOf(gridA));
  const land = landOf(gridB);
  const rowsA = gridA.length;
  const colsA = Math.max(...gridA.map((l) => l.length));
  const rowsB = gridB.length;
  const colsB = Math.max(...gridB.map((l) => l.length));
  const found: Stagger[] = [];
  const even = (n: number) => n + (((n % 2) + 2) % 2);
  for (let dr = even(-rowsB); dr <= rowsA; dr += 2) {
    let dq = colsA + HALF_GAP_HEXES;
    while (dq > -colsB && clear(out, land, { dr, dq: dq - 1 })) dq--;
    found.push({ dr, dq });
  }
  for (let dq = -colsB; dq <= colsA; dq++) {
    let dr = even(rowsA + HALF_GAP_HEXES);
    while (dr > -rowsB && clear(out, land, { dr: dr - 2, dq })) dr -= 2;
    found.push({ dr, dq });
  }
  cache.set(id, found);
  return found;
}
