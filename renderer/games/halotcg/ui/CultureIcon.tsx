/** A culture's symbol (our own one-colour SVG from assets/tcg/, tinted through a CSS mask), and card text with its "[UNSC]" marks drawn as symbols. */
import type { CSSProperties } from 'react';
import type { Culture } from '../../../../engines/halotcg/cardTypes';
import arbiter from '../../../../assets/tcg/culture-arbiter.svg';
import covenant from '../../../../assets/tcg/culture-covenant.svg';
import flood from '../../../../assets/tcg/culture-flood.svg';
import heretic from '../../../../assets/tcg/culture-heretic.svg';
import human from '../../../../assets/tcg/culture-human.svg';
import sentinel from '../../../../assets/tcg/culture-sentinel.svg';
import site from '../../../../assets/tcg/culture-site.svg';
import unsc from '../../../../assets/tcg/culture-unsc.svg';
import { cultureParts } from './cultureText';
import { useTr } from './useTr';

export const CULTURE_ART: Readonly<Record<Culture | 'site', string>> = { unsc, human, sentinel, arbiter, covenant, flood, heretic, site };

function maskStyle(url: string, colour: string, size: number): CSSProperties {
  const image = `url(${JSON.stringify(url)})`;
  return { display: 'inline-block', verticalAlign: '-0.15em', width: size, height: size, background: colour, maskImage: image, WebkitMaskImage: image, maskSize: 'contain', WebkitMaskSize: 'contain' };
}

/** The symbol, named for screen readers (its culture in the current language). */
export function CultureIcon({ culture, size = 16, colour = 'currentColor' }: { readonly culture: Culture | 'site'; readonly size?: number; readonly colour?: string }) {
  const t = useTr();
  const name = culture === 'site' ? t('ui.kinds.site') : t(`ui.cultures.${culture}`);
  return <span className="ht-culture" role="img" aria-label={name} title={name} data-culture={culture} style={maskStyle(CULTURE_ART[culture], colour, size)} />;
}

/** A card's game text with each culture mark as its symbol. */
export function CardText({ text, size = 15 }: { readonly text: string; readonly size?: number }) {
  return (
    <>
      {cultureParts(text).map((p, i) => (typeof p === 'string' ? <span key={i}>{p}</span> : <CultureIcon key={i} culture={p.culture} size={size} />))}
    </>
  );
}
