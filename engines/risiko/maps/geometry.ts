/**
 * Drawing data for the board halves, derived from the same grids the rules use, so the drawn map and the
 * adjacency can never disagree. Pure and deterministic; computed once per half (and per layout) and cached.
 * World units: pointy-top hexes of radius HEX_RADIUS, origin at the top-left corner of each half.
 */
import { BATTLEFIELDS, HALVES } from './battlefields';
import { EMPTY_CELL, cellAt, cellsByCharacter, hexDistance, neighbourCell, type Cell } from './hexGrid';
import {
  HEX_RADIUS,
  HEX_WIDTH,
  ROW_HEIGHT,
  boundaryEdges,
  cellCentre,
  chainEdges,
  cornerPoint,
  distanceToSegment,
  traceRings,
  type Point,
  type Ring,
} from './outline';
import type { Stagger } from './stagger';
import type { BattlefieldId, HalfDef, HalfId, RegionId, TerritoryId } from './types';

export { HEX_AREA, HEX_RADIUS, HEX_WIDTH, ROW_HEIGHT, cellCentre, insideRings, signedArea } from './outline';
export type { Point, Ring } from './outline';

export interface TerritoryShape {
  readonly id: TerritoryId;
  /** Outer boundaries (clockwise) and holes (counter-clockwise), traced along hex edges. */
  readonly outline: readonly Ring[];
  /** The hex centre farthest from the outline: where the name and unit count sit. */
  readonly label: Point;
  /** Every hex centre of the territory, deepest first (label first); spare spots for tokens. */
  readonly hexes: readonly Point[];
}

export interface RegionShape {
  readonly id: RegionId;
  readonly outline: readonly Ring[];
}

/** The shared border of two territories (`a` < `b`), as a polyline along hex edges. */
export interface BorderLine {
  readonly a: TerritoryId;
  readonly b: TerritoryId;
  readonly points: readonly Point[];
  /** True when the line goes all the way round (one territory enclosed by the other). */
  readonly closed: boolean;
}

/** A printed teleporter link; each end is a pad inside its territory, away from the label. */
export interface TeleporterPads {
  readonly a: TerritoryId;
  readonly b: TerritoryId;
  readonly padA: Point;
  readonly padB: Point;
}

export interface HalfGeometry {
  readonly half: HalfId;
  readonly width: number;
  readonly height: number;
  readonly territories: Readonly<Record<TerritoryId, TerritoryShape>>;
  readonly regions: Readonly<Record<RegionId, RegionShape>>;
  readonly borders: readonly BorderLine[];
  /** The outline of all land of the half (coastlines and chasm edges). */
  readonly coast: readonly Ring[];
  readonly teleporters: readonly TeleporterPads[];
}

const halfCache = new Map<HalfId, HalfGeometry>();

export function halfGeometry(id: HalfId): HalfGeometry {
  let g = halfCache.get(id);
  if (g === undefined) {
    g = buildHalfGeometry(HALVES[id]);
    halfCache.set(id, g);
  }
  return g;
}

/** World size of a grid: odd rows stick out half a hex to the right; hexes reach half a radius beyond rows. */
export function gridSize(grid: readonly string[]): { readonly width: number; readonly height: number } {
  const cols = grid[0]?.length ?? 0;
  return { width: HEX_WIDTH * (cols + 0.5), height: ROW_HEIGHT * grid.length + HEX_RADIUS / 2 };
}

export function buildHalfGeometry(half: HalfDef): HalfGeometry {
  const cells = cellsByCharacter(half.grid);
  const territories: Record<TerritoryId, TerritoryShape> = {};
  const ranked = new Map<TerritoryId, RankedHex[]>();
  const cellsOf = (ch: string): readonly Cell[] => cells.get(ch) ?? [];
  for (const t of half.territories) {
    const outline = traceRings(half.grid, cellsOf(t.cell), (other) => other === t.cell);
    const byDepth = rankByDepth(cellsOf(t.cell), outline);
    const hexes = byDepth.map((r) => r.point);
    territories[t.id] = { id: t.id, outline, label: hexes[0] ?? [0, 0], hexes };
    ranked.set(t.id, byDepth);
  }
  const regions: Record<RegionId, RegionShape> = {};
  for (const r of half.regions) {
    const members = new Set(half.territories.filter((t) => t.region === r.id).map((t) => t.cell));
    const regionCells = [...members].flatMap(cellsOf);
    regions[r.id] = { id: r.id, outline: traceRings(half.grid, regionCells, (ch) => members.has(ch)) };
  }
  const land = [...cells.values()].flat();
  return {
    half: half.id,
    ...gridSize(half.grid),
    territories,
    regions,
    borders: borderLines(half),
    coast: traceRings(half.grid, land, (ch) => ch !== EMPTY_CELL),
    teleporters: teleporterLinks(half, ranked),
  };
}

interface RankedHex {
  readonly cell: Cell;
  readonly point: Point;
  readonly depth: number;
}

/**
 * Hexes ordered by distance from the outline, deepest first; ties go to the hex nearest the territory's
 * centroid, then to reading order, so labels sit centrally and the result never depends on Map order.
 */
function rankByDepth(cells: readonly Cell[], outline: readonly Ring[]): RankedHex[] {
  const points = cells.map(cellCentre);
  const cx = points.reduce((s, p) => s + p[0], 0) / Math.max(1, points.length);
  const cy = points.reduce((s, p) => s + p[1], 0) / Math.max(1, points.length);
  const ranked = cells.map((cell, i) => {
    const point = points[i] ?? cellCentre(cell);
    return { cell, point, depth: depthInside(point, outline), centrality: Math.hypot(point[0] - cx, point[1] - cy), order: i };
  });
  const EPS = 1e-6;
  const differs = (x: number, y: number): boolean => Math.abs(x - y) > EPS;
  ranked.sort((p, q) =>
    differs(p.depth, q.depth) ? q.depth - p.depth : differs(p.centrality, q.centrality) ? p.centrality - q.centrality : p.order - q.order,
  );
  return ranked;
}

function depthInside(p: Point, outline: readonly Ring[]): number {
  let best = Infinity;
  for (const ring of outline) {
    ring.forEach((a, i) => {
      best = Math.min(best, distanceToSegment(p, a, ring[(i + 1) % ring.length] ?? a));
    });
  }
  return best;
}

/** Border polylines, traced along the edges of the territory whose id sorts first. */
function borderLines(half: HalfDef): BorderLine[] {
  const idOf = new Map(half.territories.map((t) => [t.cell, t.id]));
  const byPair = new Map<string, { a: TerritoryId; b: TerritoryId; cells: Cell[]; other: string }>();
  const cells = cellsByCharacter(half.grid);
  for (const t of half.territories) {
    for (const cell of cells.get(t.cell) ?? []) {
      for (let k = 0; k < 6; k++) {
        const n = neighbourCell(cell.row, cell.col, k);
        const other = idOf.get(cellAt(half.grid, n.row, n.col));
        if (other === undefined || other === t.id || t.id > other) continue;
        const key = `${t.id}|${other}`;
        const entry = byPair.get(key) ?? { a: t.id, b: other, cells: [], other: cellAt(half.grid, n.row, n.col) };
        if (!entry.cells.includes(cell)) entry.cells.push(cell);
        byPair.set(key, entry);
      }
    }
  }
  const lines: BorderLine[] = [];
  for (const { a, b, cells: aCells, other } of byPair.values()) {
    const edges = boundaryEdges(half.grid, aCells, (ch) => ch !== other);
    for (const path of chainEdges(edges)) lines.push({ a, b, points: path.corners.map(cornerPoint), closed: path.closed });
  }
  return lines;
}

/**
 * A pad for each end of a printed link: a deep hex at least two steps from the label (so icon and name do
 * not overlap), away from pads already placed, preferring the side that faces the partner territory.
 */
function teleporterLinks(half: HalfDef, ranked: ReadonlyMap<TerritoryId, readonly RankedHex[]>): TeleporterPads[] {
  const placed: Point[] = [];
  return half.stationaryTeleporters.map(([a, b]) => {
    const ra = ranked.get(a) ?? [];
    const rb = ranked.get(b) ?? [];
    const padA = pad(ra, rb[0]?.point, placed);
    placed.push(padA);
    const padB = pad(rb, ra[0]?.point, placed);
    placed.push(padB);
    return { a, b, padA, padB };
  });
}

function pad(ranked: readonly RankedHex[], partner: Point | undefined, placed: readonly Point[]): Point {
  const label = ranked[0];
  if (label === undefined) return [0, 0];
  const dist = (p: Point, q: Point): number => Math.hypot(p[0] - q[0], p[1] - q[1]);
  const away = ranked.filter((r) => hexDistance(r.cell, label.cell) >= 2);
  const pool = away.length > 0 ? away : ranked.slice(1);
  const deepest = pool[0]?.depth ?? label.depth;
  const deep = pool.filter((r) => r.depth >= deepest * 0.85);
  const clear = deep.filter((r) => placed.every((p) => dist(p, r.point) > 3 * HEX_WIDTH));
  const target = partner ?? label.point;
  const best = [...(clear.length > 0 ? clear : deep)].sort((p, q) => dist(p.point, target) - dist(q.point, target))[0];
  return best?.point ?? label.point;
}

export interface HalfPlacement {
  readonly half: HalfId;
  /** Where the half's origin sits in board coordinates. */
  readonly offset: Point;
}

export interface BoardLayout {
  readonly board: BattlefieldId;
  readonly width: number;
  readonly height: number;
  readonly halves: readonly HalfPlacement[];
}

/** Space between the halves of a combined battlefield (the mobile teleporters bridge it). */
export const HALF_GAP = 3 * HEX_WIDTH;

const layoutCache = new Map<string, BoardLayout>();

/**
 * How the halves of a combined battlefield lie: side by side (`row`), one above the other (`column`), or
 * staggered (`stagger:<rows>:<columns>`, the second half's grid moved against the first's; stagger.ts).
 */
export type Arrangement = 'row' | 'column' | `stagger:${number}:${number}`;

/** The arrangement of a stagger. */
export const staggered = (s: Stagger): Arrangement => `stagger:${s.dr}:${s.dq}`;

function staggerOf(arrangement: Arrangement): Stagger | null {
  const m = /^stagger:(-?\d+):(-?\d+)$/.exec(arrangement);
  return m === null ? null : { dr: Number(m[1]), dq: Number(m[2]) };
}

/** Two halves staggered: the first's grid at the origin side, the second's `dr` rows and `dq` columns from it. */
function staggerLayout(id: BattlefieldId, s: Stagger): BoardLayout {
  const [a, b] = BATTLEFIELDS[id].halves.map((h) => halfGeometry(h));
  if (a === undefined || b === undefined) return buildLayout(id, 'row');
  const dx = s.dq * HEX_WIDTH;
  const dy = s.dr * ROW_HEIGHT;
  const ax = Math.max(0, -dx);
  const ay = Math.max(0, -dy);
  const width = Math.max(ax + a.width, ax + dx + b.width);
  const height = Math.max(ay + a.height, ay + dy + b.height);
  return { board: id, width, height, halves: [{ half: a.half, offset: [ax, ay] }, { half: b.half, offset: [ax + dx, ay + dy] }] };
}

/** The printed arrangement: FORGE side by side, THE RING stacked like the two sides of its band. */
export const defaultArrangement = (id: BattlefieldId): Arrangement => (id === 'forge' ? 'row' : 'column');

/**
 * Where each half sits. The halves touch nowhere (only mobile teleporters join them), so players may lay
 * them out as the table allows: side by side, centred vertically, or stacked, centred horizontally.
 */
export function layout(id: BattlefieldId, arrangement: Arrangement = defaultArrangement(id)): BoardLayout {
  const key = `${id}|${arrangement}`;
  let cached = layoutCache.get(key);
  if (cached === undefined) {
    cached = buildLayout(id, arrangement);
    layoutCache.set(key, cached);
  }
  return cached;
}

function buildLayout(id: BattlefieldId, arrangement: Arrangement): BoardLayout {
  const stagger = staggerOf(arrangement);
  if (stagger !== null) return staggerLayout(id, stagger);
  const sizes = BATTLEFIELDS[id].halves.map((h) => halfGeometry(h));
  const sideBySide = arrangement === 'row';
  const width = sideBySide ? sizes.reduce((s, h) => s + h.width, 0) + HALF_GAP * (sizes.length - 1) : Math.max(...sizes.map((h) => h.width));
  const height = sideBySide ? Math.max(...sizes.map((h) => h.height)) : sizes.reduce((s, h) => s + h.height, 0) + HALF_GAP * (sizes.length - 1);
  let along = 0;
  const halves = sizes.map((h): HalfPlacement => {
    const offset: Point = sideBySide ? [along, (height - h.height) / 2] : [(width - h.width) / 2, along];
    along += (sideBySide ? h.width : h.height) + HALF_GAP;
    return { half: h.half, offset };
  });
  return { board: id, width, height, halves };
}
