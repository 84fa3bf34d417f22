/**
 * Colours of the board: small pure helpers on #rrggbb strings, and the fixed colours of the factions and
 * the neutral Flood (seat colours come from the table the launcher set up).
 */
import type { Faction } from '../../../../engines/risiko';

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (!Number.isFinite(n) || hex.length !== 7) return [128, 128, 128];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: readonly number[]): string =>
  `#${c.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** Lightens (amount > 0) or darkens (amount < 0) toward white or black; amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const k = Math.abs(amount);
  return toHex(channels(hex).map((v) => v + (target - v) * k));
}

/** `a` mixed with `b`, `k` = share of b. */
export function mix(a: string, b: string, k: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * k));
}

export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = channels(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Relative luminance (WCAG), 0..1. */
export function luminance(hex: string): number {
  const lin = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (lin[0] ?? 0) + 0.7152 * (lin[1] ?? 0) + 0.0722 * (lin[2] ?? 0);
}

/** Dark ink on light colours, white on dark ones: whichever contrasts more. */
export function inkOn(hex: string): string {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#0a0f14' : '#ffffff';
}

/** Faction colours of the hero and base glyphs (the seat colour rings them). */
export const FACTION_COLOURS: Readonly<Record<Faction, string>> = {
  unsc: '#9ccf63',
  covenant: '#b98cff',
  flood: '#e8b35f',
};

/** The passive neutral Flood of ONE-ON-ONE. */
export const NEUTRAL_COLOUR = '#a9b48c';

export const INK = {
  space: '#03060a',
  spaceHigh: '#0b1824',
  border: '#081016',
  frame: '#3c6b78',
  frameBright: '#7ee8f5',
  target: '#6ff0ff',
  selected: '#ffd15c',
  plan: '#ffd15c',
  portal: '#62f3ff',
  mobile: '#f07bff',
  text: '#eef6f8',
  textDim: '#a9bdc6',
} as const;
