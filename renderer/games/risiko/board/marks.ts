/**
 * Highlights for the decision in progress, drawn with the map (MapLayer) because every pixel drawn on a
 * click is paid in software rendering: dimming most of the board is a copy of the ready dimmed map
 * bitmap, lighting the few marked territories a copy of the plain one clipped to them, each highlight's
 * fill, glow and outline is copied from a sprite (sprites.ts), and a click repaints only the territories
 * whose mark changed (damage.ts).
 */
import type Konva from 'konva';
import type { TerritoryId } from '../../../../engines/risiko';
import type { Marks, Role, Tone } from '../ui/roles';
import { INK, withAlpha } from './colour';
import type { BoardModel, TerritoryArt } from './model';
import { territoryPath } from './paths';
import type { SceneCanvas } from 'konva/lib/Canvas';
import type { Operation } from './damage';
import type { Variant } from './mapBitmap';
import type { Box } from './placement';
import { fillKey, paintOwner, type OwnerFill } from './ownership';
import type { SpriteFrame } from './sprites';
import type { SettlingBitmap } from './useBitmap';

const HOSTILE = '#ff6a4d';
const DIM = 'rgba(2, 5, 9, 0.5)';

export interface Look {
  readonly stroke: string;
  /** Outline width in screen pixels. */
  readonly width: number;
  readonly fill: string;
  /** Extra width of the soft glow around the outline, in screen pixels (0: none). */
  readonly glow: number;
}

/** How a territory with this role looks (null: not drawn; `dim` comes from the dimmed map). */
export function look(role: Role, tone: Tone, hover: boolean): Look | null {
  const chosen = tone === 'hostile' ? HOSTILE : INK.target;
  switch (role) {
    case 'dim':
      return null;
    case 'source':
      // Visible at the default zoom (the prompt calls them "highlighted"), yet quieter than a target.
      return { stroke: withAlpha(INK.target, hover ? 1 : 0.9), width: hover ? 2.8 : 2.2, fill: withAlpha(INK.target, hover ? 0.16 : 0.1), glow: hover ? 10 : 6 };
    case 'target':
      return { stroke: INK.target, width: hover ? 3.2 : 2.4, fill: withAlpha(INK.target, hover ? 0.24 : 0.13), glow: 12 };
    case 'selected':
      return { stroke: INK.selected, width: 3.6, fill: withAlpha(INK.selected, 0.16), glow: 16 };
    case 'chosen':
      return { stroke: chosen, width: 3.8, fill: withAlpha(chosen, 0.22), glow: 18 };
    default:
      return hover ? { stroke: 'rgba(255, 255, 255, 0.75)', width: 1.6, fill: 'rgba(255, 255, 255, 0.05)', glow: 0 } : null;
  }
}

/** World units per screen pixel of the context's current transform. */
function worldPerPixel(ctx: Konva.Context): number {
  const m = ctx._context.getTransform();
  return ctx.getCanvas().getPixelRatio() / (Math.hypot(m.a, m.b) || 1);
}

/** Fill, soft glow and crisp outline of one territory, `px` world units per screen pixel. */
function paintMark(c: CanvasRenderingContext2D, path: Path2D, l: Look, px: number): void {
  c.fillStyle = l.fill;
  c.fill(path);
  c.strokeStyle = l.stroke;
  c.lineJoin = 'round';
  // The glow is a wide, faint stroke under the crisp one: a blurred canvas shadow on long outlines
  // costs milliseconds per highlight on every selection change.
  if (l.glow > 0) {
    c.globalAlpha = 0.22;
    c.lineWidth = (l.width + l.glow * 0.75) * px;
    c.stroke(path);
    c.globalAlpha = 1;
  }
  c.lineWidth = l.width * px;
  c.stroke(path);
}

const lookKey = (l: Look): string => `${l.stroke}|${l.width}|${l.fill}|${l.glow}`;

export interface Highlights {
  readonly dim: readonly TerritoryArt[];
  readonly lit: readonly TerritoryArt[];
  readonly marked: readonly { readonly art: TerritoryArt; readonly look: Look }[];
}

/** Which territories are dimmed, which are not, and how the highlighted ones look. */
export function highlights(model: BoardModel, marks: Marks, hover: TerritoryId | null): Highlights {
  const dim: TerritoryArt[] = [];
  const lit: TerritoryArt[] = [];
  const marked: { art: TerritoryArt; look: Look }[] = [];
  for (const id of model.order) {
    const art = model.territories[id];
    if (art === undefined) continue;
    const role = marks.roles.get(id) ?? (marks.dimOthers ? 'dim' : 'none');
    (role === 'dim' ? dim : lit).push(art);
    const l = look(role, marks.tone, hover === id);
    if (l !== null) marked.push({ art, look: l });
  }
  return { dim, lit, marked };
}

const lands = new WeakMap<BoardModel, Path2D>();

/** Every territory of the board in one path (what the dimmed map darkens). */
function landPath(model: BoardModel): Path2D {
  let path = lands.get(model);
  if (path === undefined) {
    path = new Path2D();
    for (const id of model.order) {
      const art = model.territories[id];
      if (art !== undefined) path.addPath(territoryPath(art));
    }
    lands.set(model, path);
  }
  return path;
}

/** Darkens all the land: the tint of the dimmed map bitmap. */
export const dimLand =
  (model: BoardModel) =>
  (c: CanvasRenderingContext2D): void => {
    c.fillStyle = DIM;
    c.fill(landPath(model));
  };

/** Where the highlights' glow may reach beyond a territory's box (world units, `px` per screen pixel). */
function markBounds(art: TerritoryArt, l: Look, px: number): Box {
  const reach = ((l.width + l.glow * 0.75) / 2 + 2) * px;
  const { box } = art;
  return { x: box.x - reach, y: box.y - reach, width: box.width + 2 * reach, height: box.height + 2 * reach };
}

/**
 * The map with the dimmed territories darkened and the highlights on it, as operations for the damage
 * renderer: the dimmed copy with the lit territories cut back in from the plain one (or the plain map
 * with the few dimmed ones cut in from the dimmed copy), then each highlight through its sprite.
 */
/** The owner view's fills (null: the region view shows the printed map). */
export interface Owners {
  readonly model: BoardModel;
  readonly fills: ReadonlyMap<TerritoryId, OwnerFill>;
}

/** A region's outline: dark under light, so it reads over any owner's fill. */
function paintRegion(c: CanvasRenderingContext2D, rings: readonly (readonly number[])[], px: number): void {
  const path = new Path2D();
  for (const ring of rings) {
    path.moveTo(ring[0] ?? 0, ring[1] ?? 0);
    for (let i = 2; i < ring.length; i += 2) path.lineTo(ring[i] ?? 0, ring[i + 1] ?? 0);
    path.closePath();
  }
  c.lineJoin = 'round';
  c.strokeStyle = 'rgba(4, 8, 12, 0.9)';
  c.lineWidth = 4.2 * px;
  c.stroke(path);
  c.strokeStyle = 'rgba(236, 246, 248, 0.75)';
  c.lineWidth = 1.6 * px;
  c.stroke(path);
}

const regionBoxes = new WeakMap<readonly (readonly number[])[], Box>();

function regionBox(rings: readonly (readonly number[])[], reach: number): Box {
  let box = regionBoxes.get(rings);
  if (box === undefined) {
    const xs = rings.flatMap((r) => r.filter((_, i) => i % 2 === 0));
    const ys = rings.flatMap((r) => r.filter((_, i) => i % 2 === 1));
    box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    regionBoxes.set(rings, box);
  }
  return { x: box.x - reach, y: box.y - reach, width: box.width + 2 * reach, height: box.height + 2 * reach };
}

/**
 * Each held territory in its owner's colour and pattern, the dimmed ones darkened on top, then the region
 * outlines: fills and outlines are sprites that a selection never changes (only the darkening comes and
 * goes), so a click copies ready pixels.
 */
function ownerOps(owners: Owners, h: Highlights, sprites: SpriteFrame, px: number): Operation[] {
  const { model } = owners;
  const fills: Operation[] = [];
  for (const id of model.order) {
    const art = model.territories[id];
    const fill = owners.fills.get(id);
    if (art === undefined || fill === undefined) continue;
    const item = { key: `owner|${id}|${fillKey(fill)}`, bounds: markBounds(art, { stroke: '', width: 2, fill: '', glow: 0 }, px) };
    fills.push({ ...item, paint: () => sprites.draw(item, (_, canvas) => paintOwnerSprite(canvas, art, fill, px)) });
  }
  const dims: Operation[] = h.dim
    .filter((art) => owners.fills.has(art.id))
    .map((art) => ({
      key: `dim|${art.id}`,
      bounds: art.box,
      paint: (ctx: Konva.Context) => {
        const c = ctx._context;
        c.fillStyle = DIM;
        c.fill(territoryPath(art));
      },
    }));
  const regions: Operation[] = model.regions.map((r) => {
    const item = { key: `region|${r.id}`, bounds: regionBox(r.rings, 3 * px) };
    return { ...item, paint: () => sprites.draw(item, (_, canvas) => paintRegion(canvas.getContext()._context, r.rings, px)) };
  });
  return [...fills, ...dims, ...regions];
}

function paintOwnerSprite(canvas: SceneCanvas, art: TerritoryArt, fill: OwnerFill, px: number): void {
  const c = canvas.getContext()._context;
  c.save();
  paintOwner(c, territoryPath(art), art.box, fill, px);
  c.restore();
}

export function mapOperations(ctx: Konva.Context, map: SettlingBitmap, world: Box, h: Highlights, sprites: SpriteFrame, owners: Owners | null = null): Operation[] {
  const most = h.dim.length >= h.lit.length;
  const base: Variant = h.dim.length > 0 && most ? 'tinted' : 'plain';
  const cut = h.dim.length === 0 ? [] : most ? h.lit : h.dim;
  const other: Variant = base === 'tinted' ? 'plain' : 'tinted';
  const px = worldPerPixel(ctx);
  return [
    { key: `base|${base}`, bounds: world, paint: (c) => map.draw(c, base) },
    ...cut.map((art) => ({ key: `cut|${art.id}|${other}`, bounds: art.box, paint: (c: Konva.Context) => map.drawClipped(c, territoryPath(art), art.box, other) })),
    ...(owners === null ? [] : ownerOps(owners, h, sprites, px)),
    ...h.marked.map(({ art, look: l }) => {
      const item = { key: `mark|${art.id}|${lookKey(l)}`, bounds: markBounds(art, l, px) };
      return { ...item, paint: () => sprites.draw(item, (_, canvas) => paintSprite(canvas, art, l, px)) };
    }),
  ];
}

function paintSprite(canvas: SceneCanvas, art: TerritoryArt, l: Look, px: number): void {
  const c = canvas.getContext()._context;
  c.save();
  paintMark(c, territoryPath(art), l, px);
  c.restore();
}
