/**
 * The hex grid under every board half: pointy-top hexes in the "odd-r" layout, i.e. odd rows sit half a
 * hex further right than even rows. A grid is a list of equal-length rows, one character per cell; `.` is
 * empty (sea, chasm, void), any other character names the territory owning the cell.
 *
 * In the data files the grid is written as hex art (`hexArt`): cells separated by one space and odd rows
 * indented by one space, so the source text shows the real shape of the map and neighbours are the
 * characters diagonally above and below.
 */

export const EMPTY_CELL = '.';

export interface Cell {
  readonly row: number;
  readonly col: number;
}

/**
 * Neighbour offsets [dRow, dCol] per direction, in the order NE, E, SE, SW, W, NW (clockwise from the
 * top-right edge), for even and odd rows. Geometry relies on this order: edge k of a hex faces direction k.
 */
const EVEN_ROW_STEPS: readonly (readonly [number, number])[] = [[-1, 0], [0, 1], [1, 0], [1, -1], [0, -1], [-1, -1]];
const ODD_ROW_STEPS: readonly (readonly [number, number])[] = [[-1, 1], [0, 1], [1, 1], [1, 0], [0, -1], [-1, 0]];

export const DIRECTIONS = 6;

/** The cell across edge `direction` (0 = NE ... 5 = NW); may lie outside the grid. */
export function neighbourCell(row: number, col: number, direction: number): Cell {
  const step = ((row & 1) === 1 ? ODD_ROW_STEPS : EVEN_ROW_STEPS)[direction];
  if (step === undefined) throw new Error(`hex direction ${direction} out of range`);
  return { row: row + step[0], col: col + step[1] };
}

/** The character at a cell, or EMPTY_CELL outside the grid. */
export function cellAt(grid: readonly string[], row: number, col: number): string {
  return grid[row]?.[col] ?? EMPTY_CELL;
}

/** Steps between two cells (cube distance after converting odd-r offsets to axial coordinates). */
export function hexDistance(a: Cell, b: Cell): number {
  const aq = a.col - (a.row - (a.row & 1)) / 2;
  const bq = b.col - (b.row - (b.row & 1)) / 2;
  const dq = aq - bq;
  const dr = a.row - b.row;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Every non-empty cell grouped by its character, in row-major order. */
export function cellsByCharacter(grid: readonly string[]): ReadonlyMap<string, readonly Cell[]> {
  const cells = new Map<string, Cell[]>();
  grid.forEach((line, row) => {
    for (let col = 0; col < line.length; col++) {
      const ch = line[col] ?? EMPTY_CELL;
      if (ch === EMPTY_CELL) continue;
      let list = cells.get(ch);
      if (list === undefined) cells.set(ch, (list = []));
      list.push({ row, col });
    }
  });
  return cells;
}

/**
 * Every pair of different, non-empty characters that share a hex edge, each pair once as `a<b`.
 * Looking only east, south-east and south-west visits every edge exactly once.
 */
export function touchingCharacters(grid: readonly string[]): readonly (readonly [string, string])[] {
  const seen = new Set<string>();
  const pairs: (readonly [string, string])[] = [];
  grid.forEach((line, row) => {
    for (let col = 0; col < line.length; col++) {
      const a = line[col] ?? EMPTY_CELL;
      if (a === EMPTY_CELL) continue;
      for (const direction of [1, 2, 3]) {
        const n = neighbourCell(row, col, direction);
        const b = cellAt(grid, n.row, n.col);
        if (b === EMPTY_CELL || b === a) continue;
        const pair: readonly [string, string] = a < b ? [a, b] : [b, a];
        const key = pair.join('');
        if (!seen.has(key)) {
          seen.add(key);
          pairs.push(pair);
        }
      }
    }
  });
  return pairs;
}

/**
 * Hex art to grid rows: drops the one-space indent of odd rows and the spaces between cells. Malformed
 * art is a mistake in data built into the app, so it throws (the validator test loads every half).
 */
export function hexArt(lines: readonly string[]): readonly string[] {
  return lines.map((line, row) => {
    const odd = (row & 1) === 1;
    if (odd !== line.startsWith(' ')) throw new Error(`hexArt row ${row}: odd rows, and only they, start with one space`);
    const body = odd ? line.slice(1) : line;
    let cells = '';
    for (let i = 0; i < body.length; i += 2) {
      const cell = body[i] ?? ' ';
      if (cell === ' ' || (i + 1 < body.length && body[i + 1] !== ' ')) {
        throw new Error(`hexArt row ${row}: cells must be single characters separated by single spaces`);
      }
      cells += cell;
    }
    return cells;
  });
}
