/**
 * Our own vector glyphs for heroes and bases (RULES.md: no publisher art), as SVG path data in a 24 × 24
 * box centred on the origin (-12..12). Each glyph is a body and an accent drawn in a second colour.
 */
import type { Faction } from '../../../../engines/risiko';

export interface Glyph {
  readonly body: string;
  readonly accent: string;
}

/** Spartan helmet, Arbiter (Sangheili head with split mandibles), Thrasher (Flood combat form). */
export const HERO_GLYPHS: Readonly<Record<Faction, Glyph>> = {
  unsc: {
    body: 'M0 -11 C7 -11 10.5 -6 10 1 L9 6 L6 9.5 L-6 9.5 L-9 6 L-10 1 C-10.5 -6 -7 -11 0 -11 Z',
    accent: 'M-7.5 -2.5 C-4 -5.5 4 -5.5 7.5 -2.5 L6.8 2.5 C3.5 4.6 -3.5 4.6 -6.8 2.5 Z',
  },
  covenant: {
    body: 'M0 -11.5 L5 -8.5 L8.5 -2 L8 3 L10 9.5 L5.5 5.5 L3 11 L0.8 6 L-0.8 6 L-3 11 L-5.5 5.5 L-10 9.5 L-8 3 L-8.5 -2 L-5 -8.5 Z',
    accent: 'M-6.5 -1.8 L-1.5 -0.6 L-1.8 1 L-6.2 -0.2 Z M6.5 -1.8 L1.5 -0.6 L1.8 1 L6.2 -0.2 Z',
  },
  flood: {
    body: 'M0 -10 C6.5 -10 9.5 -5 8.5 0 C11.5 2 11.5 7 8.5 8.5 C7.5 5.5 5.5 5 5.2 7.2 C6 10.5 2.8 11.5 1.2 9.2 C0.4 7.6 -0.4 7.6 -1.2 9.2 C-2.8 11.5 -6 10.5 -5.2 7.2 C-5.5 5 -7.5 5.5 -8.5 8.5 C-11.5 7 -11.5 2 -8.5 0 C-9.5 -5 -6.5 -10 0 -10 Z',
    accent: 'M-3.5 -4 A2 2 0 1 0 -3.49 -4 Z M3.8 -2.5 A1.6 1.6 0 1 0 3.81 -2.5 Z M-0.5 1.5 A1.3 1.3 0 1 0 -0.49 1.5 Z',
  },
};

/** Firebase (bunker with antenna), Citadel (Covenant spire), Proto-Gravemind (organic mound). */
export const BASE_GLYPHS: Readonly<Record<Faction, Glyph>> = {
  unsc: {
    body: 'M-10 9 L-10 0 L-4.5 -4.5 L4.5 -4.5 L10 0 L10 9 Z M5.5 -4.5 L5.5 -11 L6.8 -11 L6.8 -4.5 Z',
    accent: 'M-3 9 L-3 3 L3 3 L3 9 Z M6.8 -11 L11 -9.5 L6.8 -8 Z',
  },
  covenant: {
    body: 'M0 -12 C2.5 -6 8.5 -1 10 9 L-10 9 C-8.5 -1 -2.5 -6 0 -12 Z',
    accent: 'M0 -3.5 C1.6 -1 2.4 2 2 5 L-2 5 C-2.4 2 -1.6 -1 0 -3.5 Z',
  },
  flood: {
    body: 'M-10.5 9 C-11.5 2 -7.5 -3.5 -3.5 -3 C-2.5 -9.5 4.5 -10.5 5.5 -4.5 C9.5 -4.5 12 2 10.5 9 Z',
    accent: 'M-4 3 A1.8 1.8 0 1 0 -3.99 3 Z M2 -2 A1.5 1.5 0 1 0 2.01 -2 Z M5 4 A1.2 1.2 0 1 0 5.01 4 Z',
  },
};
