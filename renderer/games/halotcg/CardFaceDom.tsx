/**
 * A card's face in the DOM, the same design as the Konva card: cost disc, title, subtitle, culture emblem,
 * type line, game text and stat badges. The table's zoom and the deck builder's cards both draw it; `cls`
 * names their classes (`ht-zoom-head`, `db-card-head`, ...) so each sizes it for its place.
 */
import type { ReactNode } from 'react';
import type { CardFace } from './ui/cards';
import { ZoomEmblem } from './ZoomEmblem';
import './styles/cardFace.css';

/** `children` go between the game text and the stats (the table's zoom puts the cost preview there). */
export function CardFaceDom({ face, cls, children }: { readonly face: CardFace; readonly cls: string; readonly children?: ReactNode }) {
  return (
    <>
      <span className={`${cls}-head`}>
        <span className={`${cls}-cost ${face.side}`}>{face.cost}</span>
        <span className={`${cls}-title`}>{face.title}</span>
      </span>
      {face.subtitle && <span className={`${cls}-sub`}>{face.subtitle}</span>}
      <span className={`${cls}-art`}>
        <ZoomEmblem culture={face.culture} />
      </span>
      <span className={`${cls}-type`}>{face.typeLine}</span>
      <span className={`${cls}-text`}>{face.text}</span>
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
