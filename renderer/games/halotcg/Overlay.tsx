/** DOM over the table: the outcome of the fights just resolved, and the card under the pointer (or chosen with Z) shown large, with its cost when it is in hand. */
import { useTr } from './ui/useTr';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Seat } from '../../../engines/core';
import type { HaloAction, HaloView } from '../../../engines/halotcg';
import type { OverlayProps } from '../types';
import { Outcome } from './overlay/Outcome';
import { costLine } from './panel/CostPreview';
import { layoutOf } from './board/layout';
import { cachedFace } from './ui/cards';
import { uiStore, useUi } from './ui/store';
import { useHotkeys } from '../../ui/hotkeys';
import { useTestMark } from '../../frame/testMark';
import { Rules } from './overlay/Rules';
import { Piles } from './overlay/Piles';
import { CardFaceDom } from './CardFaceDom';
import { playedZoomed, zoomLeft } from './overlay/zoomPlace';
import './styles/halotcg.css';

/** Where each table card sits (world coordinates), for tests that click the canvas like a person. */
const Placement = memo(function Placement({ view }: { readonly view: HaloView }) {
  // The Board's own layout of this view (made once per view), written once per view.
  const placed = useMemo(() => JSON.stringify(layoutOf(view).placed.filter((p) => !p.tucked).map((p) => [p.iid, p.x, p.y, p.w, p.h])), [view]);
  useTestMark({ placed });
  return null;
});

export function HaloOverlay(props: OverlayProps<HaloView, HaloAction>) {
  const { view, seats, lastEvents } = props;
  const t = useTr();
  const name = useCallback((s: Seat) => seats[s]?.name ?? String(s + 1), [seats]);
  const { rulesOpen, piles } = useUi();
  // A card played from the hand takes its enlarged copy with it.
  useEffect(() => {
    if (playedZoomed(lastEvents, uiStore.get().zoom)) uiStore.update({ zoom: null });
  }, [lastEvents]);
  useHotkeys({
    Escape: () => {
      if (uiStore.get().piles !== null) return void uiStore.update({ piles: null, zoom: null });
      if (!uiStore.get().rulesOpen) return false;
      uiStore.update({ rulesOpen: false });
    },
    '?': () => uiStore.update({ rulesOpen: !uiStore.get().rulesOpen }),
  });
  return (
    <>
      {rulesOpen && <Rules onClose={() => uiStore.update({ rulesOpen: false })} />}
      {piles !== null && <Piles view={view} seat={piles} name={name(piles)} t={t} />}
      <Placement view={view} />
      <Pointed />
      <Outcome events={lastEvents} t={t} name={name} />
      <Zoom view={view} area={{ width: props.width, height: props.height }} />
    </>
  );
}

/** The cost line of a zoomed card that the person at the screen holds in hand. */
function handCost(view: HaloView, card: string, t: ReturnType<typeof useTr>): string | null {
  const own = view.viewer === null ? undefined : view.players[view.viewer];
  return own?.hand?.some((c) => c.card === card) === true ? costLine(view, card, t) : null;
}

/** The table card under the pointer, for tests that click the canvas: a click goes where this says. */
function Pointed() {
  const { pointed } = useUi();
  useTestMark({ pointed: pointed ?? '' });
  return null;
}

/**
 * The enlarged card's width in CSS pixels (its style sheet fixes it), measured once when it is first shown:
 * placing it later reads no layout, so a click that changes the enlarged card forces none.
 */
let zoomWidth: number | null = null;

function Zoom({ view, area }: { readonly view: HaloView; readonly area: { readonly width: number; readonly height: number } }) {
  const t = useTr();
  const { zoom } = useUi();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(zoomWidth);
  useLayoutEffect(() => {
    if (zoomWidth !== null || box.current === null) return;
    zoomWidth = box.current.offsetWidth;
    setWidth(zoomWidth);
  }, [zoom]);
  // Beside the twilight pool and player boxes, never over them (the board area's size is the stage's).
  const left = width === null ? null : zoomLeft(area, width);
  if (zoom === null) return null;
  const face = cachedFace(zoom, t);
  const cost = handCost(view, zoom, t);
  return (
    <div ref={box} className="ht-zoom" data-testid="halotcg-zoom" style={{ borderColor: face.colour.frame, background: face.colour.frame, color: face.colour.ink, ...(left === null ? {} : { left, right: 'auto' }) }}>
      <CardFaceDom face={face} cls="ht-zoom">
        {cost !== null && (
          <span className="ht-zoom-cost-line" data-testid="halotcg-zoom-cost">
            {cost}
          </span>
        )}
      </CardFaceDom>
    </div>
  );
}
