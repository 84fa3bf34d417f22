/**
 * The drawing model of a battlefield: every territory, region, border and teleporter pad of the map module
 * moved into board (world) coordinates, plus where each territory's pieces sit. Pure and cached per
 * battlefield, so the Konva board only reads it (the map module is the single source of shapes).
 */
import { BATTLEFIELDS, HALVES, battlefield, type BattlefieldId, type Battlefield, type HalfId, type TerritoryId } from '../../../../engines/risiko/maps';
import { defaultArrangement, HEX_RADIUS, HEX_WIDTH, halfGeometry, layout, staggered, type Arrangement, type Point, type Ring } from '../../../../engines/risiko/maps/geometry';
import { staggers } from '../../../../engines/risiko/maps/stagger';
import { fitViewport, type Size } from '../../../frame/viewport';
import { shade } from './colour';

/** Space around the map inside the board plate (world units), for the frame and the titles. */
export const MARGIN = 56;

export interface TerritoryArt {
  readonly id: TerritoryId;
  /** English in every language (RULES.md). */
  readonly name: string;
  readonly region: string;
  readonly half: HalfId;
  /** Outline rings as flat [x0, y0, x1, y1, ...] arrays in world units (outer clockwise, holes counter-clockwise). */
  readonly rings: readonly (readonly number[])[];
  /** The region colour, lightened or darkened a little per territory so neighbours stay apart. */
  readonly fill: string;
  readonly regionColor: string;
  /** Centre of the unit badge; the name sits below it. */
  readonly anchor: Point;
  /** Where a mobile teleporter token of this territory sits (a deep hex away from the badge and pads). */
  readonly portSpot: Point;
  /** Further hexes for the token, best first (the name may take the first). */
  readonly portSpots: readonly Point[];
  /** Every hex centre of the territory, deepest first (candidate spots for the name). */
  readonly hexes: readonly Point[];
  /** Bounding box, for quick hit tests and tests. */
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

export interface RegionArt {
  readonly id: string;
  readonly name: string;
  readonly bonus: number;
  readonly color: string;
  readonly half: HalfId;
  readonly rings: readonly (readonly number[])[];
}

export interface HalfArt {
  readonly id: HalfId;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The land outline (coasts and chasm edges). */
  readonly coast: readonly (readonly number[])[];
  /** Every hex centre of the half's land, for the faint hex texture. */
  readonly hexes: readonly Point[];
  /** The half's grid rows (one character per hex) and which territory each character is. */
  readonly grid: readonly string[];
  readonly cells: ReadonlyMap<string, TerritoryId>;
}

export interface PadLink {
  readonly a: TerritoryId;
  readonly b: TerritoryId;
  readonly padA: Point;
  readonly padB: Point;
}

export interface BoardModel {
  readonly id: BattlefieldId;
  readonly arrangement: Arrangement;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly battlefield: Battlefield;
  readonly order: readonly TerritoryId[];
  readonly territories: Readonly<Record<TerritoryId, TerritoryArt>>;
  readonly regions: readonly RegionArt[];
  /** Shared borders between territories as flat polylines (drawn thin and crisp). */
  readonly borders: readonly { readonly points: readonly number[]; readonly closed: boolean }[];
  readonly halves: readonly HalfArt[];
  readonly stationary: readonly PadLink[];
}

const cache = new Map<string, BoardModel>();

export function boardModel(id: BattlefieldId, arrangement: Arrangement = defaultArrangement(id)): BoardModel {
  const key = `${id}|${arrangement}`;
  let model = cache.get(key);
  if (model === undefined) {
    model = buildModel(id, arrangement);
    cache.set(key, model);
  }
  return model;
}

/**
 * How a combined battlefield's halves lie in a board area of this size: whichever of side by side,
 * stacked and the staggered layouts (stagger.ts) shows the map largest. FORGE for five at 1440 x 900 with
 * the side panel open grows from 35 % side by side to about 40 % staggered. A battlefield of one half has
 * nothing to arrange.
 */
export function arrangementFor(id: BattlefieldId, area: Size): Arrangement {
  if (BATTLEFIELDS[id].halves.length < 2 || area.width <= 0 || area.height <= 0) return defaultArrangement(id);
  const scale = (a: Arrangement) => {
    const placed = layout(id, a);
    return fitViewport({ width: placed.width + 2 * MARGIN, height: placed.height + 2 * MARGIN }, area).scale;
  };
  const preferred = defaultArrangement(id);
  let best: Arrangement = preferred;
  let bestScale = scale(preferred) * 1.05;
  for (const a of [preferred === 'row' ? 'column' : 'row', ...staggers(id).map(staggered)] as Arrangement[]) {
    const k = scale(a);
    if (k > bestScale) {
      best = a;
      bestScale = k;
    }
  }
  // The printed arrangement unless another is clearly larger (no flipping at a hair's difference).
  return best;
}

/** The board model as it lies in a board area of this size. */
export const boardModelFor = (id: BattlefieldId, area: Size): BoardModel => boardModel(id, arrangementFor(id, area));

const shift = (p: Point, o: Point): Point => [p[0] + o[0], p[1] + o[1]];
const flat = (ring: Ring, o: Point): number[] => ring.flatMap((p) => [p[0] + o[0], p[1] + o[1]]);
const dist = (p: Point, q: Point): number => Math.hypot(p[0] - q[0], p[1] - q[1]);

function boxOf(rings: readonly (readonly number[])[]): TerritoryArt['box'] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 2) {
      x0 = Math.min(x0, ring[i] ?? 0);
      x1 = Math.max(x1, ring[i] ?? 0);
      y0 = Math.min(y0, ring[i + 1] ?? 0);
      y1 = Math.max(y1, ring[i + 1] ?? 0);
    }
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Hexes for the mobile teleporter token, best first: deep, away from the badge, clear of printed pads. */
function portSpots(hexes: readonly Point[], label: Point, pads: readonly Point[]): Point[] {
  const clear = hexes.filter((h) => dist(h, label) > 1.5 * HEX_WIDTH && pads.every((p) => dist(h, p) > 1.2 * HEX_WIDTH));
  const near = hexes.filter((h) => !clear.includes(h) && dist(h, label) > 0.9 * HEX_WIDTH && pads.every((p) => dist(h, p) > 0.9 * HEX_WIDTH));
  const spots = [...clear, ...near];
  return spots.length > 0 ? spots : [hexes[1] ?? label];
}

function buildHalf(half: HalfId, origin: Point, model: { territories: Record<string, TerritoryArt>; regions: RegionArt[]; borders: BoardModel['borders'][number][]; stationary: PadLink[] }): HalfArt {
  const def = HALVES[half];
  const geo = halfGeometry(half);
  const regionColor = new Map(def.regions.map((r) => [r.id, r.color]));
  const pads = geo.teleporters.flatMap((t) => [t.padA, t.padB]);
  def.territories.forEach((t, i) => {
    const shape = geo.territories[t.id];
    if (shape === undefined) return;
    const rings = shape.outline.map((r) => flat(r, origin));
    const color = regionColor.get(t.region) ?? '#556677';
    const spots = portSpots(shape.hexes, shape.label, pads).map((p) => shift(p, origin));
    model.territories[t.id] = {
      id: t.id,
      name: t.name,
      region: t.region,
      half,
      rings,
      fill: shade(color, ((i * 7) % 5) * 0.035 + 0.04),
      regionColor: color,
      anchor: shift(shape.label, origin),
      portSpot: spots[0] ?? shift(shape.label, origin),
      portSpots: spots,
      hexes: shape.hexes.map((h) => shift(h, origin)),
      box: boxOf(rings),
    };
  });
  for (const r of def.regions) {
    model.regions.push({ id: r.id, name: r.name, bonus: r.bonus, color: r.color, half, rings: (geo.regions[r.id]?.outline ?? []).map((ring) => flat(ring, origin)) });
  }
  for (const b of geo.borders) model.borders.push({ points: b.points.flatMap((p) => [p[0] + origin[0], p[1] + origin[1]]), closed: b.closed });
  for (const t of geo.teleporters) model.stationary.push({ a: t.a, b: t.b, padA: shift(t.padA, origin), padB: shift(t.padB, origin) });
  const hexes = Object.values(geo.territories).flatMap((s) => s.hexes.map((h) => shift(h, origin)));
  const cells = new Map(def.territories.map((t) => [t.cell, t.id]));
  return { id: half, name: def.name, x: origin[0], y: origin[1], width: geo.width, height: geo.height, coast: geo.coast.map((r) => flat(r, origin)), hexes, grid: def.grid, cells };
}

function buildModel(id: BattlefieldId, arrangement: Arrangement): BoardModel {
  const placed = layout(id, arrangement);
  const parts = { territories: {} as Record<string, TerritoryArt>, regions: [] as RegionArt[], borders: [] as BoardModel['borders'][number][], stationary: [] as PadLink[] };
  const halves = placed.halves.map((h) => buildHalf(h.half, [h.offset[0] + MARGIN, h.offset[1] + MARGIN], parts));
  const b = battlefield(id);
  return {
    id,
    arrangement,
    name: BATTLEFIELDS[id].name,
    width: placed.width + 2 * MARGIN,
    height: placed.height + 2 * MARGIN,
    battlefield: b,
    order: b.territories,
    territories: parts.territories,
    regions: parts.regions,
    borders: parts.borders,
    halves,
    stationary: parts.stationary,
  };
}

/** Whether a world point lies inside a territory (even-odd over its rings, after a bounding-box check). */
export function insideArt(art: TerritoryArt, x: number, y: number): boolean {
  const { box } = art;
  if (x < box.x || y < box.y || x > box.x + box.width || y > box.y + box.height) return false;
  let inside = false;
  for (const ring of art.rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i] ?? 0;
      const yi = ring[i + 1] ?? 0;
      const xj = ring[j] ?? 0;
      const yj = ring[j + 1] ?? 0;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/**
 * The grid cell (odd-r, pointy-top) whose hex contains a point given relative to the half's origin: the
 * point in axial hex coordinates, rounded in cube coordinates. Outlines run exactly along hex edges, so
 * this agrees with a point-in-polygon test everywhere but on the edges themselves.
 */
export function cellOf(x: number, y: number): { readonly row: number; readonly col: number } {
  const px = x - HEX_WIDTH / 2;
  const py = y - HEX_RADIUS;
  const qf = ((Math.sqrt(3) / 3) * px - py / 3) / HEX_RADIUS;
  const rf = ((2 / 3) * py) / HEX_RADIUS;
  const sf = -qf - rf;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { row: r, col: q + (r - (r & 1)) / 2 };
}

/** The territory at a world point: O(1) per half. The board's click and hover test, and the tests' and the bench's. */
export function territoryAt(model: BoardModel, x: number, y: number): TerritoryId | null {
  for (const half of model.halves) {
    if (x < half.x || y < half.y || x > half.x + half.width || y > half.y + half.height) continue;
    const { row, col } = cellOf(x - half.x, y - half.y);
    const id = half.cells.get(half.grid[row]?.[col] ?? '.');
    if (id !== undefined) return id;
  }
  return null;
}
