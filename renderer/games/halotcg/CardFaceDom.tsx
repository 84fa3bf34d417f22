/**
 * A card's face in the DOM, the same design as the Konva card: cost disc, title, subtitle, culture emblem,
 * type line, game text and stat badges. The table's zoom and the deck builder's cards both draw it; `cls`
 * names their classes (`ht-zoom-head`, `db-card-head`, ...) so each sizes it for its place.
 */
import type { ReactNode } from 'react';
import type { CardFace } from './ui/cards';
import { CardText, CultureIcon } from './ui/CultureIcon';
import './styles/cardFace.css';

/** `children` go between the game text and the stats (the table's zoom puts the cost preview there). */
export function CardFaceDom({ face, cls, emblem = 72, children }: { readonly face: CardFace; readonly cls: string; readonly emblem?: number; readonly children?: ReactNode }) {
  return (
    <>
      <span className={`${cls}-head`}>
        <span className={`${cls}-cost ${face.side}`}>{face.cost}</span>
        <span className={`${cls}-title`}>{face.title}</span>
      </span>
      {face.subtitle && <span className={`${cls}-sub`}>{face.subtitle}</span>}
      <span className={`${cls}-art`}>
        <CultureIcon culture={face.culture} size={emblem} colour="rgba(255,255,255,0.85)" />
      </span>
      <span className={`${cls}-type`}>{face.typeLine}</span>
      <span className={`${cls}-text`}>
        <CardText text={face.text} />
      </span>
      {children}
      <span className={`${cls}-stats`}>
        {face.stats.map((s) => (
          <span key={s.label}>
            {s.label} {s.value}
          </span>
        ))}
      </span>
    </>
  );
}
