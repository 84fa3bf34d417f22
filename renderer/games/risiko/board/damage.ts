/**
 * Redraws only what changed. A layer's drawing is a list of keyed operations with world bounds; on the
 * next draw, operations whose key appeared or disappeared mark their bounds as damaged, and only the
 * damaged rectangles are cleared and painted again (with every operation that touches them, in order).
 * Konva clears and repaints a whole layer on every change, which in software rendering costs a
 * millisecond or more per layer before anything is drawn; a selection touches a few territories.
 * The layer must not clear before drawing (`clearBeforeDraw={false}`); a new view (zoom, pan, resize) or
 * a new `epoch` (the caller's drawings changed wholesale) repaints everything.
 */
import type Konva from 'konva';
import type { Box } from './placement';

export interface Operation {
  /** Names the drawing: a new drawing needs a new key. */
  readonly key: string;
  /** World box holding everything the operation paints. */
  readonly bounds: Box;
  readonly paint: (ctx: Konva.Context) => void;
}

export interface Pixels {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** At most this many separate damaged rectangles; more are merged into their bounding rectangle. */
const MAX_RECTS = 16;

export class DamageRenderer {
  private view = '';
  private epoch: unknown = undefined;
  private drawn = new Map<string, Box>();

  draw(ctx: Konva.Context, operations: readonly Operation[], epoch: unknown): void {
    const c = ctx._context;
    const m = c.getTransform();
    const view = `${m.a}|${m.b}|${m.c}|${m.d}|${m.e}|${m.f}|${c.canvas.width}|${c.canvas.height}`;
    const next = new Map(operations.map((op) => [op.key, op.bounds]));
    const full = view !== this.view || epoch !== this.epoch;
    const damage = full ? null : damaged(this.drawn, next, m);
    this.view = view;
    this.epoch = epoch;
    this.drawn = next;
    if (damage === null) {
      c.save();
      c.setTransform(1, 0, 0, 1, 0, 0);
      c.clearRect(0, 0, c.canvas.width, c.canvas.height);
      c.restore();
      for (const op of operations) op.paint(ctx);
      return;
    }
    if (damage.length === 0) return;
    const pixels = operations.map((op) => toPixels(op.bounds, m));
    for (const rect of damage) repaint(ctx, m, rect, operations, pixels);
  }
}

/** Device rectangles (`m`: world → device) of the operations that appeared or went away between two draws. */
export function damaged(before: ReadonlyMap<string, Box>, after: ReadonlyMap<string, Box>, m: Pick<DOMMatrix, 'a' | 'd' | 'e' | 'f'>): Pixels[] {
  const boxes: Box[] = [];
  for (const [key, box] of before) if (!after.has(key)) boxes.push(box);
  for (const [key, box] of after) if (!before.has(key)) boxes.push(box);
  const rects = mergeOverlapping(boxes.map((b) => toPixels(b, m)));
  return rects.length <= MAX_RECTS ? rects : [rects.reduce(join)];
}

const join = (a: Pixels, r: Pixels): Pixels => ({ x0: Math.min(a.x0, r.x0), y0: Math.min(a.y0, r.y0), x1: Math.max(a.x1, r.x1), y1: Math.max(a.y1, r.y1) });
const meet = (a: Pixels, r: Pixels): boolean => a.x0 < r.x1 && r.x0 < a.x1 && a.y0 < r.y1 && r.y0 < a.y1;
const area = (r: Pixels): number => (r.x1 - r.x0) * (r.y1 - r.y0);

/**
 * Joins overlapping rectangles when that paints no more pixels than painting both (a territory's fill and
 * its glow); two neighbours in an L stay apart, their bounding box would repaint the corner for nothing.
 */
function mergeOverlapping(rects: Pixels[]): Pixels[] {
  const out: Pixels[] = [];
  for (let r of rects) {
    for (let i = out.length - 1; i >= 0; i--) {
      const other = out[i];
      if (other !== undefined && meet(other, r) && area(join(other, r)) <= area(other) + area(r)) {
        r = join(other, r);
        out.splice(i, 1);
        i = out.length;
      }
    }
    out.push(r);
  }
  return out;
}

function toPixels(b: Box, m: Pick<DOMMatrix, 'a' | 'd' | 'e' | 'f'>): Pixels {
  const xa = b.x * m.a + m.e;
  const xb = (b.x + b.width) * m.a + m.e;
  const ya = b.y * m.d + m.f;
  const yb = (b.y + b.height) * m.d + m.f;
  return { x0: Math.floor(Math.min(xa, xb)) - 1, y0: Math.floor(Math.min(ya, yb)) - 1, x1: Math.ceil(Math.max(xa, xb)) + 1, y1: Math.ceil(Math.max(ya, yb)) + 1 };
}

/** Clears one damaged rectangle and paints every operation that reaches into it (`pixels`: their device boxes), clipped to it. */
function repaint(ctx: Konva.Context, m: DOMMatrix, r: Pixels, operations: readonly Operation[], pixels: readonly Pixels[]): void {
  const c = ctx._context;
  c.save();
  c.setTransform(1, 0, 0, 1, 0, 0);
  c.beginPath();
  c.rect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
  c.clip();
  c.clearRect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
  c.setTransform(m);
  operations.forEach((op, i) => {
    const p = pixels[i];
    if (p !== undefined && p.x0 < r.x1 && r.x0 < p.x1 && p.y0 < r.y1 && r.y0 < p.y1) op.paint(ctx);
  });
  c.restore();
}
