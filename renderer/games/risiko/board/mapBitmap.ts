/**
 * The printed map as one bitmap. Drawing the map's vectors costs tens of milliseconds in software
 * rendering (blurred shadows, gradients, a thousand hex outlines), so it is drawn once into an offscreen
 * canvas at the stage's zoom and device pixel ratio, and every later frame copies that bitmap: pixel for
 * pixel while the view only moved by whole pixels, scaled (briefly soft) while a zoom is in progress,
 * and drawn again at the new zoom once the view has settled. Only the visible part of the world plus a
 * margin is rendered when zoomed in, within a pixel budget.
 */
import Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas';

/** World → device pixels: `device = world * scale + (x, y)`. */
export interface Affine {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** An axis-aligned rectangle in device pixels (whole numbers) or world units. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What a rendered bitmap shows: its pixel (0, 0) is device pixel (x, y) of the view it was rendered for. */
export interface BitmapFrame {
  readonly view: Affine;
  readonly pixels: Rect;
}

/** At most this many screens of pixels, and never more than this many pixels in all. */
const SCREENS = 2.5;
const MAX_PIXELS = 16_000_000;
/** Margin around the screen, in screens, before the budget shrinks it. */
const MARGIN = 0.5;
const EPS = 1e-6;

function clip(r: { x0: number; y0: number; x1: number; y1: number }, b: { x0: number; y0: number; x1: number; y1: number }): Rect {
  const x0 = Math.floor(Math.max(r.x0, b.x0));
  const y0 = Math.floor(Math.max(r.y0, b.y0));
  const x1 = Math.ceil(Math.min(r.x1, b.x1));
  const y1 = Math.ceil(Math.min(r.y1, b.y1));
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/**
 * The device pixels worth rendering for a view: the world's rectangle on screen, cut to the screen plus a
 * margin; the margin shrinks until the budget holds (at the fitted zoom the whole world is on screen).
 */
export function bitmapPixels(world: Size, view: Affine, screen: Size): Rect {
  const worldBox = { x0: view.x, y0: view.y, x1: view.x + world.width * view.scale, y1: view.y + world.height * view.scale };
  const budget = Math.min(MAX_PIXELS, Math.max(1, screen.width * screen.height) * SCREENS);
  let margin = MARGIN;
  for (;;) {
    const mx = screen.width * margin;
    const my = screen.height * margin;
    const r = clip(worldBox, { x0: -mx, y0: -my, x1: screen.width + mx, y1: screen.height + my });
    if (r.width * r.height <= budget || margin < 0.01) return r;
    margin /= 2;
  }
}

/** The world rectangle a frame's bitmap covers. */
export function frameWorld(frame: BitmapFrame): Rect {
  const { view, pixels } = frame;
  return { x: (pixels.x - view.x) / view.scale, y: (pixels.y - view.y) / view.scale, width: pixels.width / view.scale, height: pixels.height / view.scale };
}

export interface Blit {
  /** Device transform that draws the bitmap (pixel (0, 0) at (dx, dy), scaled by k). */
  readonly k: number;
  readonly dx: number;
  readonly dy: number;
  /** Pixels map one to one at whole-pixel offsets: a plain copy, crisp and cheap. */
  readonly exact: boolean;
}

/** How to draw a bitmap rendered for `frame` under the current view `now`. */
export function blitFor(frame: BitmapFrame, now: Affine): Blit {
  const k = now.scale / frame.view.scale;
  // bitmap pixel p shows world (p + pixels.x - view.x) / scale, which now sits at k * (p + pixels.x - view.x) + now.x
  const dx = now.x + k * (frame.pixels.x - frame.view.x);
  const dy = now.y + k * (frame.pixels.y - frame.view.y);
  const whole = (v: number) => Math.abs(v - Math.round(v)) < 1e-3;
  const exact = Math.abs(k - 1) < EPS && whole(dx) && whole(dy);
  return exact ? { k: 1, dx: Math.round(dx), dy: Math.round(dy), exact } : { k, dx, dy, exact };
}

/** Whether the frame shows everything of the world that is on screen under `now`. */
export function covers(frame: BitmapFrame, now: Affine, world: Size, screen: Size): boolean {
  const have = frameWorld(frame);
  const seen = clip(
    { x0: -now.x / now.scale, y0: -now.y / now.scale, x1: (screen.width - now.x) / now.scale, y1: (screen.height - now.y) / now.scale },
    { x0: 0, y0: 0, x1: world.width, y1: world.height },
  );
  if (seen.width <= 0 || seen.height <= 0) return true;
  const slack = 1 / frame.view.scale + 1;
  return seen.x >= have.x - slack && seen.y >= have.y - slack && seen.x + seen.width <= have.x + have.width + slack && seen.y + seen.height <= have.y + have.height + slack;
}

/** The device transform of a Konva drawing context (world units of a node without a transform of its own). */
export function viewOfContext(ctx: Konva.Context): Affine {
  const m = ctx._context.getTransform();
  return { scale: m.a, x: m.e, y: m.f };
}

/** Paints over a copy of the bitmap in world units (the context's transform maps world units to its pixels). */
export type Tint = (c: CanvasRenderingContext2D) => void;

/** Which copy of the bitmap to draw: as rendered, or with the tint over it. */
export type Variant = 'plain' | 'tinted';

/**
 * The offscreen bitmap of one node, drawn again on request, and optionally a tinted copy of it (the dimmed
 * map), so that dimming most of the board is one copy of ready pixels and lighting a few territories is a
 * copy of the plain bitmap clipped to them.
 */
export class NodeBitmap {
  private canvas: SceneCanvas | null = null;
  private tinted: HTMLCanvasElement | null = null;
  private frame: BitmapFrame | null = null;

  /** Renders `art` (drawn even while hidden) for the view of its stage, and its tinted copy. */
  render(art: Konva.Container, world: Size, tint?: Tint): void {
    const stage = art.getStage();
    const layer = art.getLayer();
    if (stage === null || layer === null) return;
    const ratio = layer.getCanvas().getPixelRatio();
    const view = { scale: stage.scaleX() * ratio, x: stage.x() * ratio, y: stage.y() * ratio };
    const pixels = bitmapPixels(world, view, { width: stage.width() * ratio, height: stage.height() * ratio });
    this.release();
    this.frame = { view, pixels };
    if (pixels.width <= 0 || pixels.height <= 0) return;
    // Konva sizes the bitmap as floor(logical * ratio); half a pixel of slack keeps it exact.
    const canvas = new SceneCanvas({ pixelRatio: ratio, width: (pixels.width + 0.5) / ratio, height: (pixels.height + 0.5) / ratio });
    canvas.getContext()._context.setTransform(view.scale, 0, 0, view.scale, view.x - pixels.x, view.y - pixels.y);
    art.drawScene(canvas, art);
    this.canvas = canvas;
    if (tint !== undefined) this.tinted = tinted(canvas._canvas, view, pixels, tint);
  }

  /** Draws the bitmap; false when it should be rendered again (zoom changed, off-pixel, or not covering). */
  draw(ctx: Konva.Context, world: Size, variant: Variant = 'plain'): boolean {
    const { frame } = this;
    if (frame === null) return false;
    const now = viewOfContext(ctx);
    const c = ctx._context;
    const screen = { width: c.canvas.width, height: c.canvas.height };
    const source = this.source(variant);
    // Nothing of the world was on screen: fine until some of it is.
    if (source === null) return covers(frame, now, world, screen);
    const blit = blitFor(frame, now);
    c.save();
    c.setTransform(blit.k, 0, 0, blit.k, blit.dx, blit.dy);
    c.imageSmoothingEnabled = !blit.exact;
    c.drawImage(source, 0, 0);
    c.restore();
    return blit.exact && covers(frame, now, world, screen);
  }

  /** Draws the part of the bitmap under `box` inside `clip` only (both in world units), over whatever is there. */
  drawClipped(ctx: Konva.Context, clip: Path2D, box: Rect, variant: Variant): void {
    const { frame } = this;
    const source = this.source(variant);
    if (frame === null || source === null) return;
    const c = ctx._context;
    const blit = blitFor(frame, viewOfContext(ctx));
    // Only the pixels under the box: the rest of the bitmap would be clipped away, at a cost.
    const { view, pixels } = frame;
    const sx = Math.max(0, Math.floor(box.x * view.scale + view.x - pixels.x) - 1);
    const sy = Math.max(0, Math.floor(box.y * view.scale + view.y - pixels.y) - 1);
    const sw = Math.min(source.width, Math.ceil((box.x + box.width) * view.scale + view.x - pixels.x) + 1) - sx;
    const sh = Math.min(source.height, Math.ceil((box.y + box.height) * view.scale + view.y - pixels.y) + 1) - sy;
    if (sw <= 0 || sh <= 0) return;
    c.save();
    c.clip(clip);
    c.setTransform(blit.k, 0, 0, blit.k, blit.dx, blit.dy);
    c.imageSmoothingEnabled = !blit.exact;
    c.drawImage(source, sx, sy, sw, sh, sx, sy, sw, sh);
    c.restore();
  }

  release(): void {
    if (this.canvas !== null) Konva.Util.releaseCanvas(this.canvas._canvas);
    if (this.tinted !== null) Konva.Util.releaseCanvas(this.tinted);
    this.canvas = null;
    this.tinted = null;
    this.frame = null;
  }

  private source(variant: Variant): HTMLCanvasElement | null {
    return variant === 'tinted' ? (this.tinted ?? this.canvas?._canvas ?? null) : (this.canvas?._canvas ?? null);
  }
}

function tinted(plain: HTMLCanvasElement, view: Affine, pixels: Rect, tint: Tint): HTMLCanvasElement | null {
  const copy = document.createElement('canvas');
  copy.width = plain.width;
  copy.height = plain.height;
  const c = copy.getContext('2d');
  if (c === null) return null;
  c.drawImage(plain, 0, 0);
  c.setTransform(view.scale, 0, 0, view.scale, view.x - pixels.x, view.y - pixels.y);
  tint(c);
  return copy;
}
