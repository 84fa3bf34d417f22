/**
 * The layout of a unit's token on the battlefield (world pixels, a square is 40): the name across the
 * top, the portrait in the middle, the dial's four values in two columns beside it and the health bar along the bottom. Sizes are
 * chosen so the values stay legible at the frame's fitted zoom on a 1440 x 900 window (about 0.72).
 */
import { CELL } from '../model';

export const TOKEN = {
  half: CELL * 0.48,
  nameSize: 11,
  nameWidth: CELL * 0.96 - 1,
  statSize: 11.5,
  portrait: 18,
} as const;

/** Average advance of a bold Inter glyph, in ems (digits are tabular at 0.62; letters average less). */
const EM_DIGIT = 0.62;
const EM_LETTER = 0.58;

/** The smallest share of the name's size a long name is shrunk to. */
export const NAME_MIN = 0.72;

let ctx: CanvasRenderingContext2D | null | undefined;

/** The width of `text` in bold `size`-pixel text (measured on a canvas where there is one, estimated otherwise). */
export function textWidth(text: string, size: number, font: string): number {
  if (ctx === undefined) ctx = typeof document === 'undefined' ? null : (document.createElement('canvas').getContext?.('2d') ?? null);
  if (ctx !== null && typeof ctx.measureText === 'function') {
    ctx.font = `bold ${size}px ${font}`;
    const w = ctx.measureText(text).width;
    if (w > 0) return w;
  }
  return [...text].reduce((sum, ch) => sum + (ch >= '0' && ch <= '9' ? EM_DIGIT : EM_LETTER) * size, 0);
}

/** The font size at which `text` fits `width` (never above `size`, never below 72 % of it). */
export function fitSize(text: string, size: number, width: number, font: string): number {
  const w = textWidth(text, size, font);
  return w <= width ? size : Math.max(size * NAME_MIN, (size * width) / w);
}

/** The width of a column of values (speed over attack at the left, defense over damage at the right). */
export const statSlot = CELL * 0.36;
