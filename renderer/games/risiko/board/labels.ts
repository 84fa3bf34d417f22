/**
 * Piece sizes against zoom and territory-name wrapping. Names and badges keep a readable size on screen
 * (sizes in world units grow as the board is zoomed out, within limits); below a zoom threshold names are
 * hidden and shown for the territory under the pointer only.
 */
export const FONT = "'Segoe UI', Inter, system-ui, -apple-system, Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif";

/** Names are hidden (shown on hover) below this stage scale. */
export const NAME_MIN_SCALE = 0.4;

export interface PieceSizes {
  /** World units per screen pixel, clamped so pieces never swamp the hexes. */
  readonly k: number;
  readonly badge: number;
  readonly token: number;
  readonly nameFont: number;
  readonly countFont: number;
  readonly showNames: boolean;
}

/** Rounds the scale into steps so wheel zooming re-lays the pieces a few times, not on every tick. */
export function scaleStep(scale: number): number {
  return Math.round(Math.max(0.05, scale) * 20) / 20;
}

export function pieceSizes(scale: number): PieceSizes {
  const k = Math.min(2.3, Math.max(1, 1 / Math.max(0.05, scale)));
  return { k, badge: 12.5 * k, token: 9.5 * k, nameFont: 10.5 * k, countFont: 12.5 * k, showNames: scale >= NAME_MIN_SCALE };
}

export interface WrappedLabel {
  readonly lines: readonly string[];
  readonly width: number;
}

/** Greedy word wrap into at most `maxLines` lines of at most `maxWidth` (a single long word may exceed it). */
export function wrapLabel(text: string, maxWidth: number, measure: (s: string) => number, maxLines = 2): WrappedLabel {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (measure(`${last} ${word}`) <= maxWidth || lines.length >= maxLines)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return { lines, width: Math.max(0, ...lines.map(measure)) };
}

let context: CanvasRenderingContext2D | null = null;
const widths = new Map<string, number>();

/** Text width in pixels for a bold name at `size` (canvas measureText, cached; 0.6 em per char without a DOM). */
export function measureName(text: string, size: number): number {
  const key = `${size.toFixed(2)}|${text}`;
  const hit = widths.get(key);
  if (hit !== undefined) return hit;
  if (context === null && typeof document !== 'undefined') context = document.createElement('canvas').getContext('2d');
  let width = text.length * size * 0.6;
  if (context !== null) {
    context.font = `600 ${size}px ${FONT}`;
    width = context.measureText(text).width;
  }
  widths.set(key, width);
  return width;
}
