/**
 * A card's face in the DOM, the same design as the Konva card: cost disc, title, subtitle, culture emblem,
 * type line, game text and stat badges. The table's zoom and the deck builder's cards both draw it; `cls`
 * names their classes (`ht-zoom-head`, `db-card-head`, ...) so each sizes it for its place.
 */
import type { ReactNode } from 'react';
import { ART_BOX, cardArt } from './ui/cardArt';
import type { CardFace } from './ui/cards';
import { CardText, CultureIcon } from './ui/CultureIcon';
import './styles/cardFace.css';

/** The card's own illustration (assets/tcg/cards), the same paths the table draws. */
function ArtSvg({ id }: { readonly id: string }) {
  return (
    <svg className="ht-art" viewBox={`0 0 ${ART_BOX.w} ${ART_BOX.h}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      {cardArt(id).map((s, i) => (
        <path key={i} d={s.d} fill={s.fill} {...(s.stroke === undefined ? {} : { stroke: s.stroke, strokeWidth: s.sw })} {...(s.opacity === undefined ? {} : { opacity: s.opacity })} />
      ))}
    </svg>
  );
}

/** `children` go between the game text and the stats (the table's zoom puts the cost preview there). */
export function CardFaceDom({ face, cls, emblem = 24, children }: { readonly face: CardFace; readonly cls: string; readonly emblem?: number; readonly children?: ReactNode }) {
  return (
    <>
      <span className={`${cls}-head`}>
        <span className={`${cls}-cost ${face.side}`}>{face.cost}</span>
        <span className={`${cls}-title`}>{face.title}</span>
      </span>
      {face.subtitle && <span className={`${cls}-sub`}>{face.subtitle}</span>}
      <span className={`${cls}-art`}>
        <ArtSvg id={face.id} />
        <span className={`${cls}-emblem`}>
          <CultureIcon culture={face.culture} size={emblem} colour="rgba(255,255,255,0.9)" />
        </span>
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
