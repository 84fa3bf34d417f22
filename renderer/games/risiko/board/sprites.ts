/**
 * Small bitmaps of drawings that come back frame after frame (a territory's pieces, its name, its
 * highlight in one look): drawn once at the current zoom, aligned to device pixels, then copied. In
 * software rendering a piece costs a fraction of a millisecond to draw from its vectors and a copy of its
 * pixels almost nothing, so a layer of sixty territories redraws in about a millisecond, and a change
 * redraws only the sprites whose key changed.
 *
 * While the zoom changes (or the view moves by a fraction of a pixel) sprites made now would serve one
 * frame only, so the last view's sprites are drawn scaled (soft for a moment, like the map) until the
 * view has rested; then the layer is drawn again and the sprites are made for the new view.
 */
import Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas';
import type { Box } from './placement';

/** Paints into a Konva canvas whose transform maps world units to its pixels. */
export type Paint = (canvas: SceneCanvas) => void;

/** A drawing to show through a sprite: `key` names it (a new drawing needs a new key), `bounds` hold it (world units). */
export interface SpriteItem {
  readonly key: string;
  readonly bounds: Box;
}

interface Sprite {
  readonly canvas: SceneCanvas | null;
  /** Device position of the sprite's pixel (0, 0), relative to the view's translation. */
  readonly dx: number;
  readonly dy: number;
}

const frac = (v: number): number => v - Math.floor(v);
/** How long the view must rest before sprites are made for it. */
const SETTLE_MS = 160;

/** Draws items of one frame through their sprites (see SpriteCache.begin). */
export interface SpriteFrame {
  draw<T extends SpriteItem>(item: T, paint: (item: T, canvas: SceneCanvas) => void): void;
}

export class SpriteCache {
  /** The view the sprites were made for (scale and sub-pixel offset), and its transform. */
  private made = '';
  private madeScale = 1;
  /** The view of the last draw, and when it last changed. */
  private seen = '';
  private changedAt = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly sprites = new Map<string, Sprite>();
  /** Changes whenever drawn pixels may differ for the same items (sprites made anew, or stretched). */
  generation = 0;

  constructor(private readonly limit = 400) {}

  /**
   * Starts a frame drawn through `ctx`, whose transform maps world units to device pixels without
   * rotation: exact copies of the sprites made for this view; while the view is changing, the last
   * view's sprites scaled; once it has rested, sprites made anew.
   */
  begin(ctx: Konva.Context, shape: Konva.Shape): SpriteFrame {
    const m = ctx._context.getTransform();
    const view = `${m.a}|${m.d}|${frac(m.e).toFixed(3)}|${frac(m.f).toFixed(3)}`;
    const now = performance.now();
    if (view !== this.seen) {
      this.seen = view;
      this.changedAt = now;
    }
    if (this.sprites.size > this.limit) this.evict();
    if (view !== this.made && now - this.changedAt < SETTLE_MS) {
      this.generation++;
      this.settle(shape);
      return { draw: (item, paint) => this.stretch(ctx, m, item, paint) };
    }
    if (view !== this.made) {
      this.clear();
      this.made = view;
      this.madeScale = m.a;
      this.generation++;
    }
    const ratio = ctx.getCanvas().getPixelRatio();
    return { draw: (item, paint) => this.copy(ctx._context, ratio, m, item, paint) };
  }

  /** A pixel-exact copy, making the sprite when it is missing. */
  private copy<T extends SpriteItem>(c: CanvasRenderingContext2D, ratio: number, m: DOMMatrix, item: T, paint: (item: T, canvas: SceneCanvas) => void): void {
    const sprite = this.sprites.get(item.key) ?? render(ratio, m, item.bounds, (canvas) => paint(item, canvas));
    // Most recently used last: the oldest go first when there are too many.
    this.sprites.delete(item.key);
    this.sprites.set(item.key, sprite);
    if (sprite.canvas === null) return;
    c.save();
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.drawImage(sprite.canvas._canvas, Math.round(m.e + sprite.dx), Math.round(m.f + sprite.dy));
    c.restore();
  }

  /** A sprite made for another view, scaled into this one; without a sprite, the item is painted directly. */
  private stretch<T extends SpriteItem>(ctx: Konva.Context, m: DOMMatrix, item: T, paint: (item: T, canvas: SceneCanvas) => void): void {
    const sprite = this.sprites.get(item.key);
    if (sprite === undefined) {
      paint(item, ctx.getCanvas() as SceneCanvas);
      return;
    }
    if (sprite.canvas === null) return;
    const c = ctx._context;
    const k = m.a / this.madeScale;
    c.save();
    c.setTransform(k, 0, 0, k, m.e + k * sprite.dx, m.f + k * sprite.dy);
    c.drawImage(sprite.canvas._canvas, 0, 0);
    c.restore();
  }

  /** Drops every sprite (and any pending redraw). */
  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.clear();
  }

  private evict(): void {
    for (const [key, s] of this.sprites) {
      if (this.sprites.size <= this.limit * 0.75) break;
      if (s.canvas !== null) Konva.Util.releaseCanvas(s.canvas._canvas);
      this.sprites.delete(key);
    }
  }

  private clear(): void {
    for (const s of this.sprites.values()) if (s.canvas !== null) Konva.Util.releaseCanvas(s.canvas._canvas);
    this.sprites.clear();
  }

  /** Draws the layer again once the view has rested, to make the sprites. */
  private settle(shape: Konva.Shape): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      shape.getLayer()?.batchDraw();
    }, SETTLE_MS + 10);
  }
}

/** A sprite of `bounds` plus a pixel all round for antialiased edges. */
function render(ratio: number, m: DOMMatrix, bounds: Box, paint: Paint): Sprite {
  const x0 = Math.floor(bounds.x * m.a + m.e) - 1;
  const y0 = Math.floor(bounds.y * m.d + m.f) - 1;
  const width = Math.ceil((bounds.x + bounds.width) * m.a + m.e) + 1 - x0;
  const height = Math.ceil((bounds.y + bounds.height) * m.d + m.f) + 1 - y0;
  if (!(width > 0 && height > 0)) return { canvas: null, dx: 0, dy: 0 };
  // Konva sizes the bitmap as floor(logical * ratio); half a pixel of slack keeps it exact.
  const canvas = new SceneCanvas({ pixelRatio: ratio, width: (width + 0.5) / ratio, height: (height + 0.5) / ratio });
  canvas.getContext()._context.setTransform(m.a, 0, 0, m.d, m.e - x0, m.f - y0);
  paint(canvas);
  return { canvas, dx: x0 - m.e, dy: y0 - m.f };
}
