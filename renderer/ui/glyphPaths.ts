/**
 * The one-colour art of assets/art as SVG path data, for canvases (a Konva `Path` with `data`, fill rule
 * even-odd, scaled from the 64-unit square). Kept apart from art.ts so the launcher does not carry it.
 */
import covenant from '../../assets/art/emblem-covenant.svg?raw';
import flood from '../../assets/art/emblem-flood.svg?raw';
import unsc from '../../assets/art/emblem-unsc.svg?raw';
import hero from '../../assets/art/glyph-hero.svg?raw';
import unit from '../../assets/art/glyph-unit.svg?raw';

/** Side of the square every emblem and glyph is drawn in. */
export const ART_UNITS = 64;

/** Every `d` of an SVG's paths, joined into one path (even-odd keeps the cut-outs open). */
export function pathData(svg: string): string {
  return [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]).join(' ');
}

export const ART_PATHS = {
  unsc: pathData(unsc),
  covenant: pathData(covenant),
  flood: pathData(flood),
  unit: pathData(unit),
  hero: pathData(hero),
} as const;
export type ArtPathId = keyof typeof ART_PATHS;
