/**
 * The Scarab scenario's parts of the board, for the ActionClix board to put between its own layers:
 * under the units, the Scarab itself and the interior map beside the battlefield; over them, the choices
 * on top of the Scarab. `useScarabPlaces` tells the units layer where units on top and inside are drawn.
 */
import { useCallback, useMemo } from 'react';
import { SCARAB_BASES, type ActionClixView, type UnitView } from '../../../../engines/actionclix';
import type { Choice } from '../model';
import type { Acx } from '../ui/useActionClix';
import { InteriorLayer } from './InteriorLayer';
import { CHASSIS_INDEX, deckSpot, interiorOrigin, interiorShape, placementOf, scarabCentre, scarabOf, scarabRing, unitPlace, unitsOnTop } from './read';
import { ScarabLayer } from './ScarabLayer';
import { TopLayer } from './TopLayer';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export function useScarabPlaces(view: ActionClixView): ((u: UnitView) => { x: number; y: number } | null) | undefined {
  const sc = scarabOf(view);
  const placement = useMemo(() => (sc === null ? null : placementOf(sc, view.width)), [sc, view.width]);
  const top = useMemo(() => unitsOnTop(view), [view]);
  const place = useCallback((u: UnitView) => unitPlace(view, u, placement, top), [view, placement, top]);
  return sc === null ? undefined : place;
}

export function ScarabUnder({ view, acx, animMs, t }: { view: ActionClixView; acx: Acx; animMs: number; t: Translate }) {
  const sc = scarabOf(view);
  const placement = useMemo(() => (sc === null ? null : placementOf(sc, view.width)), [sc, view.width]);
  const labels = useMemo(() => SCARAB_BASES.map((b) => t(`scarab.dials.${b}`)), [t]);
  const shape = useMemo(() => (sc === null ? null : interiorShape(sc)), [sc]);
  const inside = useMemo(() => acx.choices.filter((c) => c.board === 'inside'), [acx.choices]);
  const onInside = useCallback((sq: number) => acx.onPlace('inside', sq), [acx]);
  if (sc === null || placement === null || shape === null) return null;
  return (
    <>
      <ScarabLayer placement={placement} labels={labels} chassis={CHASSIS_INDEX} speedMs={animMs} />
      <InteriorLayer origin={interiorOrigin(view)} shape={shape} title={t('ui.scarab.interior')} choices={inside} onSquare={onInside} />
    </>
  );
}

export function ScarabOver({ view, acx }: { view: ActionClixView; acx: Acx }) {
  const sc = scarabOf(view);
  const placement = useMemo(() => (sc === null ? null : placementOf(sc, view.width)), [sc, view.width]);
  const top: Choice[] = useMemo(() => acx.choices.filter((c) => c.board === 'top'), [acx.choices]);
  const onTop = useCallback((sq: number) => acx.onPlace('top', sq), [acx]);
  if (sc === null || placement === null || top.length === 0) return null;
  const riders = unitsOnTop(view);
  const spots = riders.map((_, i) => deckSpot(placement, i, riders.length));
  return (
    <TopLayer
      centre={scarabCentre(placement)}
      ring={scarabRing(sc)}
      spots={spots}
      choices={top}
      onTop={onTop}
    />
  );
}
