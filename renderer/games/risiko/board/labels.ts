/**
 * Piece sizes against zoom, and the text of territory names: font sizes, line breaks and widths. Badges
 * keep a readable size on screen (sizes in world units grow as the board is zoomed out, within limits);
 * names stay between 9 and 10.5 pixels on screen when zoomed out and grow with the map when zoomed in.
 * Where the names go is decided in placement.ts.
 */
import { TEXT_FONT } from '../../../ui/fonts';

export const FONT = TEXT_FONT;

/** Screen pixels of a name at 100 % zoom and below, and the least it may shrink to. */
export const NAME_PX = 10.5;
export const NAME_MIN_PX = 9;

export interface PieceSizes {
  /** World units per screen pixel, clamped so pieces never swamp the hexes. */
  readonly k: number;
  readonly badge: number;
  readonly token: number;
  readonly countFont: number;
}

/**
 * Steps the scale down to a multiple of 1/40, so wheel zooming re-lays the pieces a few times, not on every
 * tick, and sizes computed for the step are never smaller on screen than intended.
 */
export function scaleStep(scale: number): number {
  return Math.max(0.05, Math.floor(scale * 40 + 1e-9) / 40);
}

/** The least radius of a unit badge on screen (pixels): 16.5 px across even when a big battlefield is fitted small. */
export const BADGE_MIN_PX = 8.25;

export function pieceSizes(scale: number): PieceSizes {
  const s = Math.max(0.05, scale);
  // Pieces keep their screen size when zoomed out, up to 2.3 times their world size, and never fall below
  // the least readable badge.
  const k = Math.max(1, Math.min(2.3, 1 / s), BADGE_MIN_PX / (12.5 * s));
  return { k, badge: 12.5 * k, token: 9.5 * k, countFont: 12.5 * k };
}

/** Below this zoom every name is set at the smallest size: the board is small, a mix of sizes looks untidy. */
export const SMALL_NAMES_BELOW = 0.4;

/** Font sizes (world units) to try for names, largest first: 10.5 px on screen down to 9 px. */
export function nameFonts(scale: number): number[] {
  const s = Math.max(0.05, scale);
  const nominal = NAME_PX / Math.min(1, s);
  const least = NAME_MIN_PX / s;
  if (s < SMALL_NAMES_BELOW) return [least];
  return [nominal, (nominal + least) / 2, least].filter((f, i, all) => i === 0 || f < (all[i - 1] ?? Infinity) - 1e-6);
}

export interface WrappedLabel {
  readonly lines: readonly string[];
  readonly width: number;
}

/** Every way to break `words` into exactly `n` non-empty lines (names have at most a handful of words). */
function breaks(words: readonly string[], n: number): string[][] {
  if (n === 1) return [[words.join(' ')]];
  const out: string[][] = [];
  for (let i = 1; i <= words.length - n + 1; i++) {
    for (const rest of breaks(words.slice(i), n - 1)) out.push([words.slice(0, i).join(' '), ...rest]);
  }
  return out;
}

/** The narrowest way to set `text` on exactly `lines` lines (null when it has fewer words). */
export function balancedLabel(text: string, lines: number, measure: (s: string) => number): WrappedLabel | null {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  if (lines < 1 || lines > words.length) return null;
  let best: WrappedLabel | null = null;
  for (const option of breaks(words, lines)) {
    const width = Math.max(...option.map(measure));
    if (best === null || width < best.width - 1e-9) best = { lines: option, width };
  }
  return best;
}

/**
 * Advance widths of DejaVu Sans Bold in em: the widest font of the stack (Linux falls back to it), so
 * boxes computed without a canvas (tests, Node) are never narrower than the drawn text.
 */
const WIDE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const WIDE_EM = [0.774, 0.762, 0.734, 0.83, 0.683, 0.683, 0.821, 0.837, 0.372, 0.372, 0.775, 0.637, 0.995, 0.837, 0.85, 0.733, 0.85, 0.77, 0.72, 0.682, 0.812, 0.774, 1.103, 0.771, 0.724, 0.725];
const NARROW = 'abcdefghijklmnopqrstuvwxyz';
const NARROW_EM = [0.675, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343, 0.343, 0.665, 0.343, 1.042, 0.712, 0.687, 0.716, 0.716, 0.493, 0.595, 0.478, 0.712, 0.652, 0.924, 0.645, 0.652, 0.582];
const OTHER_EM: Readonly<Record<string, number>> = { ' ': 0.348, "'": 0.306, '-': 0.415, '.': 0.38, '&': 0.872 };
const DIGIT_EM = 0.696;

function charEm(ch: string): number {
  const upper = WIDE.indexOf(ch);
  if (upper >= 0) return WIDE_EM[upper] ?? 0.8;
  const lower = NARROW.indexOf(ch);
  if (lower >= 0) return NARROW_EM[lower] ?? 0.7;
  if (ch >= '0' && ch <= '9') return DIGIT_EM;
  return OTHER_EM[ch] ?? 0.8;
}

/** Width of a bold name from the fixed table (deterministic: tests and the layout without a DOM). */
export function tableWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em * size;
}

let context: CanvasRenderingContext2D | null = null;
const widths = new Map<string, number>();

/** Text width in world units for a bold name at `size` (canvas measureText, cached; the fixed table without a DOM). */
export function measureName(text: string, size: number): number {
  const key = `${size.toFixed(3)}|${text}`;
  const hit = widths.get(key);
  if (hit !== undefined) return hit;
  if (context === null && typeof document !== 'undefined') context = document.createElement('canvas').getContext('2d');
  let width = tableWidth(text, size);
  if (context !== null) {
    context.font = `600 ${size}px ${FONT}`;
    width = context.measureText(text).width;
  }
  widths.set(key, width);
  return width;
}
