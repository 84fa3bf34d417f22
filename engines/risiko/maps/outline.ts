/**
 * Outline tracing on the hex grid. Hex corners live on an integer lattice (x in half hex widths, y in half
 * radii), so a corner shared by three hexes is one exact key and the traced borders of neighbouring
 * territories coincide to the last bit: no gaps, no slivers.
 */
import { DIRECTIONS, cellAt, neighbourCell, type Cell } from './hexGrid';

export type Point = readonly [number, number];
/** A closed polygon; the last point connects back to the first (not repeated). */
export type Ring = readonly Point[];

export const HEX_RADIUS = 24;
export const HEX_WIDTH = Math.sqrt(3) * HEX_RADIUS;
export const ROW_HEIGHT = 1.5 * HEX_RADIUS;
export const HEX_AREA = ((3 * Math.sqrt(3)) / 2) * HEX_RADIUS * HEX_RADIUS;

/** Corner k of a pointy-top hex in lattice units from its centre, clockwise from the top (y points down). */
const CORNERS: readonly (readonly [number, number])[] = [[0, -2], [1, -1], [1, 1], [0, 2], [-1, 1], [-1, -1]];
const LATTICE_WIDTH = 4096;

/** A directed hex edge from corner k to k+1 of `cell`, facing neighbour direction k (see hexGrid). */
export interface HexEdge {
  readonly from: number;
  readonly to: number;
  readonly cell: Cell;
  readonly direction: number;
}

function latticeCentre(cell: Cell): readonly [number, number] {
  return [2 * cell.col + (cell.row & 1) + 1, 3 * cell.row + 2];
}

function cornerKey(cell: Cell, k: number): number {
  const [x, y] = latticeCentre(cell);
  const [dx, dy] = CORNERS[k % DIRECTIONS] ?? [0, 0];
  return (y + dy) * LATTICE_WIDTH + (x + dx);
}

export function cornerPoint(key: number): Point {
  return [((key % LATTICE_WIDTH) * HEX_WIDTH) / 2, (Math.floor(key / LATTICE_WIDTH) * HEX_RADIUS) / 2];
}

export function cellCentre(cell: Cell): Point {
  const [x, y] = latticeCentre(cell);
  return [(x * HEX_WIDTH) / 2, (y * HEX_RADIUS) / 2];
}

/**
 * The edges of `cells` whose other side is not accepted by `inside`, oriented clockwise around each hex,
 * so outer boundaries run clockwise and holes counter-clockwise (screen coordinates).
 */
export function boundaryEdges(grid: readonly string[], cells: readonly Cell[], inside: (ch: string) => boolean): HexEdge[] {
  const edges: HexEdge[] = [];
  for (const cell of cells) {
    for (let k = 0; k < DIRECTIONS; k++) {
      const n = neighbourCell(cell.row, cell.col, k);
      if (inside(cellAt(grid, n.row, n.col))) continue;
      edges.push({ from: cornerKey(cell, k), to: cornerKey(cell, k + 1), cell, direction: k });
    }
  }
  return edges;
}

/**
 * Chains directed edges into paths. On a hex grid three hexes meet at each corner, so a set's boundary has
 * at most one edge leaving each corner and the chaining is unambiguous. Paths that close are rings.
 */
export function chainEdges(edges: readonly HexEdge[]): { readonly closed: boolean; readonly corners: readonly number[] }[] {
  const byStart = new Map<number, HexEdge>();
  const ends = new Set<number>();
  for (const e of edges) {
    byStart.set(e.from, e);
    ends.add(e.to);
  }
  const used = new Set<HexEdge>();
  const paths: { closed: boolean; corners: number[] }[] = [];
  const follow = (first: HexEdge): void => {
    const corners = [first.from];
    let edge: HexEdge | undefined = first;
    while (edge !== undefined && !used.has(edge)) {
      used.add(edge);
      corners.push(edge.to);
      edge = byStart.get(edge.to);
    }
    const closed = corners[corners.length - 1] === corners[0];
    if (closed) corners.pop();
    paths.push({ closed, corners });
  };
  // Open paths first (they start where no edge ends), then whatever is left forms closed loops.
  for (const e of edges) if (!ends.has(e.from) && !used.has(e)) follow(e);
  for (const e of edges) if (!used.has(e)) follow(e);
  return paths;
}

/** Closed outline rings of a set of cells, as points. */
export function traceRings(grid: readonly string[], cells: readonly Cell[], inside: (ch: string) => boolean): Ring[] {
  return chainEdges(boundaryEdges(grid, cells, inside)).map((p) => p.corners.map(cornerPoint));
}

/** Signed area (positive for clockwise rings in screen coordinates, negative for holes). */
export function signedArea(ring: Ring): number {
  let sum = 0;
  ring.forEach(([x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length] ?? [x1, y1];
    sum += x1 * y2 - x2 * y1;
  });
  return sum / 2;
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Even-odd rule over all rings, so holes count as outside. */
export function insideRings(p: Point, rings: readonly Ring[]): boolean {
  let inside = false;
  for (const ring of rings) {
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length] ?? a;
      if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
    });
  }
  return inside;
}
