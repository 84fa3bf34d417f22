import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { EMBLEMS, FACTION_TINTS, GLYPHS, type FactionId, type GlyphId } from './art';

/** A one-colour SVG from assets/art tinted through a CSS mask (the colour is the element's background). */
function maskStyle(url: string, colour: string, size: number): CSSProperties {
  const image = `url(${JSON.stringify(url)})`;
  return { width: size, height: size, background: colour, maskImage: image, WebkitMaskImage: image };
}

interface EmblemProps {
  readonly faction: FactionId;
  /** The player's colour, else the faction's own tint. */
  readonly colour?: string;
  readonly size?: number;
  /** Decorative next to the faction's written name (the default); labelled when it stands alone. */
  readonly labelled?: boolean;
}

/** A faction's emblem: UNSC, Covenant or Flood. */
export function FactionEmblem({ faction, colour, size = 24, labelled = false }: EmblemProps) {
  const { t } = useTranslation();
  const style = maskStyle(EMBLEMS[faction], colour ?? FACTION_TINTS[faction], size);
  return labelled ? (
    <span className="emblem" role="img" aria-label={t(`factions.${faction}`)} title={t(`factions.${faction}`)} style={style} data-faction={faction} />
  ) : (
    <span className="emblem" aria-hidden="true" style={style} data-faction={faction} />
  );
}

/** A unit or hero glyph, decorative. */
export function Glyph({ glyph, colour = 'currentColor', size = 16 }: { readonly glyph: GlyphId; readonly colour?: string; readonly size?: number }) {
  return <span className="emblem" aria-hidden="true" style={maskStyle(GLYPHS[glyph], colour, size)} data-glyph={glyph} />;
}
