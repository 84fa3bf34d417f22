/**
 * Who holds what, readable at a glance: every held territory is filled in its owner's colour with a
 * pattern of its own per seat (plain, stripes, dots, cross-hatch, bars; the neutral Flood in grey rings),
 * so owners tell apart without telling colours apart. Borders are stroked over the fill. The region view
 * (a key away) shows the printed region colours instead.
 */
import type { SeatInfo } from '../../../../engines/core';
import type { RisikoView, TerritoryId } from '../../../../engines/risiko';
import { NEUTRAL_COLOUR, shade, withAlpha } from './colour';
import type { Box } from './placement';

export type Pattern = 'solid' | 'stripes' | 'dots' | 'cross' | 'bars' | 'rings';

/** One pattern per seat, in seat order; the neutral Flood has rings. */
export const SEAT_PATTERNS: readonly Pattern[] = ['solid', 'stripes', 'dots', 'cross', 'bars'];

export interface OwnerFill {
  readonly colour: string;
  readonly pattern: Pattern;
}

export const patternOf = (seat: number): Pattern => SEAT_PATTERNS[seat % SEAT_PATTERNS.length] ?? 'solid';

/** The fill of every held territory (unclaimed ones keep the printed map). */
export function ownerFills(view: RisikoView, seats: readonly SeatInfo[]): ReadonlyMap<TerritoryId, OwnerFill> {
  const out = new Map<TerritoryId, OwnerFill>();
  for (const [id, t] of Object.entries(view.territories)) {
    if (t.owner === null) continue;
    if (t.owner === 'neutral') out.set(id, { colour: NEUTRAL_COLOUR, pattern: 'rings' });
    else out.set(id, { colour: seats[t.owner]?.color ?? '#888888', pattern: patternOf(t.owner) });
  }
  return out;
}

export const fillKey = (f: OwnerFill): string => `${f.colour}|${f.pattern}`;

/** Lines of the pattern across the box, `step` apart, at angle `a` (radians). */
function hatch(c: CanvasRenderingContext2D, box: Box, step: number, a: number): void {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const reach = Math.hypot(box.width, box.height) / 2 + step;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  for (let o = -reach; o <= reach; o += step) {
    c.moveTo(cx - dy * o - dx * reach, cy + dx * o - dy * reach);
    c.lineTo(cx - dy * o + dx * reach, cy + dx * o + dy * reach);
  }
}

function marks(c: CanvasRenderingContext2D, box: Box, step: number, mark: (x: number, y: number) => void): void {
  for (let y = box.y + step / 2, row = 0; y < box.y + box.height; y += step, row++) {
    for (let x = box.x + (row % 2 === 0 ? step / 2 : step); x < box.x + box.width; x += step) mark(x, y);
  }
}

/** The pattern over the fill, in a darker shade of it; `px` world units per screen pixel. */
function paintPattern(c: CanvasRenderingContext2D, box: Box, f: OwnerFill, px: number): void {
  const step = 10 * px;
  c.strokeStyle = withAlpha(shade(f.colour, -0.6), 0.55);
  c.fillStyle = c.strokeStyle;
  c.lineWidth = 1.6 * px;
  c.beginPath();
  if (f.pattern === 'stripes') hatch(c, box, step, Math.PI / 4);
  if (f.pattern === 'cross') {
    hatch(c, box, step * 1.3, Math.PI / 4);
    hatch(c, box, step * 1.3, -Math.PI / 4);
  }
  if (f.pattern === 'bars') hatch(c, box, step * 0.9, Math.PI / 2);
  if (f.pattern === 'dots') marks(c, box, step, (x, y) => (c.moveTo(x + 1.8 * px, y), c.arc(x, y, 1.8 * px, 0, Math.PI * 2)));
  if (f.pattern === 'rings') marks(c, box, step * 1.3, (x, y) => (c.moveTo(x + 2.6 * px, y), c.arc(x, y, 2.6 * px, 0, Math.PI * 2)));
  if (f.pattern === 'dots') c.fill();
  else c.stroke();
}

/** Fills a territory in its owner's colour and pattern, with its border on top. */
export function paintOwner(c: CanvasRenderingContext2D, path: Path2D, box: Box, f: OwnerFill, px: number): void {
  c.save();
  c.clip(path);
  c.fillStyle = withAlpha(f.colour, 0.78);
  c.fill(path);
  if (f.pattern !== 'solid') paintPattern(c, box, f, px);
  c.restore();
  c.strokeStyle = 'rgba(4, 8, 12, 0.95)';
  c.lineJoin = 'round';
  c.lineWidth = 1.6 * px;
  c.stroke(path);
}
