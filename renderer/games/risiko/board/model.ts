/**
 * The drawing model of a battlefield: every territory, region, border and teleporter pad of the map module
 * moved into board (world) coordinates, plus where each territory's pieces sit. Pure and cached per
 * battlefield, so the Konva board only reads it (the map module is the single source of shapes).
 */
import { BATTLEFIELDS, HALVES, board, type BattlefieldId, type Board, type HalfId, type TerritoryId } from '../../../../engines/risiko/maps';
import { HEX_WIDTH, halfGeometry, layout, type Point, type Ring } from '../../../../engines/risiko/maps/geometry';
import { shade } from './colour';

/** Space around the map inside the board plate (world units), for the frame and the titles. */
export const MARGIN = 56;

export interface TerritoryArt {
  readonly id: TerritoryId;
  /** English in every language (RULINGS). */
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
  /** Width available for the name, in world units. */
  readonly labelWidth: number;
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
}

export interface PadLink {
  readonly a: TerritoryId;
  readonly b: TerritoryId;
  readonly padA: Point;
  readonly padB: Point;
}

export interface BoardModel {
  readonly id: BattlefieldId;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly board: Board;
  readonly order: readonly TerritoryId[];
  readonly territories: Readonly<Record<TerritoryId, TerritoryArt>>;
  readonly regions: readonly RegionArt[];
  /** Shared borders between territories as flat polylines (drawn thin and crisp). */
  readonly borders: readonly { readonly points: readonly number[]; readonly closed: boolean }[];
  readonly halves: readonly HalfArt[];
  readonly stationary: readonly PadLink[];
}

const cache = new Map<BattlefieldId, BoardModel>();

export function boardModel(id: BattlefieldId): BoardModel {
  let model = cache.get(id);
  if (model === undefined) {
    model = buildModel(id);
    cache.set(id, model);
  }
  return model;
}

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

/** The widest run of the territory's own hexes on the label's row, so the name stays inside. */
function labelWidth(hexes: readonly Point[], label: Point): number {
  const row = hexes.filter((h) => Math.abs(h[1] - label[1]) < 1).map((h) => h[0]);
  const left = row.filter((x) => x <= label[0]).length;
  const right = row.filter((x) => x >= label[0]).length;
  return Math.max(2.2, Math.min(left, right) * 2 - 1 + 0.6) * HEX_WIDTH;
}

/** A hex for the mobile teleporter token: deep, at least two hexes from the badge, clear of printed pads. */
function portSpot(hexes: readonly Point[], label: Point, pads: readonly Point[]): Point {
  const clear = hexes.filter((h) => dist(h, label) > 1.5 * HEX_WIDTH && pads.every((p) => dist(h, p) > 1.2 * HEX_WIDTH));
  const near = hexes.filter((h) => dist(h, label) > 0.9 * HEX_WIDTH && pads.every((p) => dist(h, p) > 0.9 * HEX_WIDTH));
  return clear[0] ?? near[0] ?? hexes[1] ?? label;
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
    model.territories[t.id] = {
      id: t.id,
      name: t.name,
      region: t.region,
      half,
      rings,
      fill: shade(color, ((i * 7) % 5) * 0.035 + 0.04),
      regionColor: color,
      anchor: shift(shape.label, origin),
      portSpot: shift(portSpot(shape.hexes, shape.label, pads), origin),
      labelWidth: labelWidth(shape.hexes, shape.label),
      box: boxOf(rings),
    };
  });
  for (const r of def.regions) {
    model.regions.push({ id: r.id, name: r.name, bonus: r.bonus, color: r.color, half, rings: (geo.regions[r.id]?.outline ?? []).map((ring) => flat(ring, origin)) });
  }
  for (const b of geo.borders) model.borders.push({ points: b.points.flatMap((p) => [p[0] + origin[0], p[1] + origin[1]]), closed: b.closed });
  for (const t of geo.teleporters) model.stationary.push({ a: t.a, b: t.b, padA: shift(t.padA, origin), padB: shift(t.padB, origin) });
  const hexes = Object.values(geo.territories).flatMap((s) => s.hexes.map((h) => shift(h, origin)));
  return { id: half, name: def.name, x: origin[0], y: origin[1], width: geo.width, height: geo.height, coast: geo.coast.map((r) => flat(r, origin)), hexes };
}

function buildModel(id: BattlefieldId): BoardModel {
  const placed = layout(id);
  const parts = { territories: {} as Record<string, TerritoryArt>, regions: [] as RegionArt[], borders: [] as BoardModel['borders'][number][], stationary: [] as PadLink[] };
  const halves = placed.halves.map((h) => buildHalf(h.half, [h.offset[0] + MARGIN, h.offset[1] + MARGIN], parts));
  const b = board(id);
  return {
    id,
    name: BATTLEFIELDS[id].name,
    width: placed.width + 2 * MARGIN,
    height: placed.height + 2 * MARGIN,
    board: b,
    order: b.territories,
    territories: parts.territories,
    regions: parts.regions,
    borders: parts.borders,
    halves,
    stationary: parts.stationary,
  };
}

/** Whether a world point lies inside a territory (even-odd over its rings); used by tests and the bench. */
export function territoryAt(model: BoardModel, x: number, y: number): TerritoryId | null {
  for (const id of model.order) {
    const art = model.territories[id];
    if (art === undefined) continue;
    const { box } = art;
    if (x < box.x || y < box.y || x > box.x + box.width || y > box.y + box.height) continue;
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
    if (inside) return id;
  }
  return null;
}
