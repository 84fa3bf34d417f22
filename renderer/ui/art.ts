/**
 * Our own art from assets/art/ (drawn by scripts/makeArt.mjs). The one-colour emblems and glyphs are
 * small and inlined by Vite; the launcher's illustrations stay separate files (`?no-inline`), so they
 * add nothing to the launcher's JavaScript.
 */
import covenant from '../../assets/art/emblem-covenant.svg';
import flood from '../../assets/art/emblem-flood.svg';
import unsc from '../../assets/art/emblem-unsc.svg';
import hero from '../../assets/art/glyph-hero.svg';
import unit from '../../assets/art/glyph-unit.svg';
import actionclixArt from '../../assets/art/game-actionclix.svg?no-inline';
import halotcgArt from '../../assets/art/game-halotcg.svg?no-inline';
import risikoArt from '../../assets/art/game-risiko.svg?no-inline';

export const FACTION_IDS = ['unsc', 'covenant', 'flood'] as const;
export type FactionId = (typeof FACTION_IDS)[number];

export const EMBLEMS: Readonly<Record<FactionId, string>> = { unsc, covenant, flood };

/** Each faction's own tint, for its emblem where no player colour applies. */
export const FACTION_TINTS: Readonly<Record<FactionId, string>> = { unsc: '#9ccf63', covenant: '#b98cff', flood: '#e8b35f' };

export const GLYPHS = { unit, hero } as const;
export type GlyphId = keyof typeof GLYPHS;

/** The launcher illustration of each game, by game id (ActionClix and Halo TCG are drawn ahead of their games). */
const GAME_ART: Readonly<Record<string, string>> = { risiko: risikoArt, actionclix: actionclixArt, halotcg: halotcgArt };

export function gameArt(gameId: string): string | undefined {
  return GAME_ART[gameId];
}

export function isFaction(id: string): id is FactionId {
  return (FACTION_IDS as readonly string[]).includes(id);
}
