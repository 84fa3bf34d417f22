/** DOM over the table: the card under the pointer (or chosen with Z) shown large, readable in full. */
import { useTr } from './ui/useTr';
import { useMemo } from 'react';
import type { HaloView } from '../../../engines/halotcg';
import { allPlaced, tableLayout } from './board/layout';
import { cardFace } from './ui/cards';
import { useUi } from './ui/store';
import { CardFaceDom } from './CardFaceDom';
import './styles/halotcg.css';

/** Where each table card sits (world coordinates), for tests that click the canvas like a person. */
function Placement({ view }: { readonly view: HaloView }) {
  const placed = useMemo(() => allPlaced(tableLayout(view)).filter((p) => !p.tucked).map((p) => [p.iid, p.x, p.y, p.w, p.h]), [view]);
  return <span hidden data-testid="halotcg-placed" data-placed={JSON.stringify(placed)} />;
}

export function HaloOverlay({ view }: { readonly view: HaloView }) {
  return (
    <>
      <Placement view={view} />
      <Zoom />
    </>
  );
}

function Zoom() {
  const t = useTr();
  const { zoom } = useUi();
  if (zoom === null) return null;
  const face = cardFace(zoom, t);
  return (
    <div className="ht-zoom" data-testid="halotcg-zoom" style={{ borderColor: face.colour.frame, background: face.colour.frame, color: face.colour.ink }}>
      <CardFaceDom face={face} cls="ht-zoom" />
    </div>
  );
}
