/**
 * The Risiko board inside the frame's zoomable stage: the printed map (static) with the marks of the
 * decision in progress, and the pieces. Clicks on territories become intents for the shared controller.
 */
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { TerritoryId } from '../../../../engines/risiko';
import { plannedUnits } from '../ui/commands';
import { marksOf } from '../ui/roles';
import { uiStore, useUi, type UiState } from '../ui/store';
import { useRisiko, type RisikoProps } from '../ui/useRisiko';
import { measureName, scaleStep } from './labels';
import { MapLayer } from './MapLayer';
import { ownerFills } from './ownership';
import { arrangementFor, boardModel } from './model';
import { PiecesCache, portPairs, TokensCache } from './pieces';
import { PiecesLayer } from './PiecesLayer';
import { PlacementCache } from './placement';
import { RegionLabelsLayer } from './RegionLabels';
import { placeRegionLabels } from './regionLabels';
import { usePointer } from './usePointer';
import { useRestingScale } from '../../../frame/useRestingScale';

const selectHover = (s: UiState) => s.hover;
const selectMapView = (s: UiState) => s.mapView;


export function RisikoBoard(props: RisikoProps) {
  const { view, seats, width, height } = props;
  const { t } = useTranslation('risiko');
  // The same arrangement of the halves as the frame's fit (plugin.boardSize) for this stage size.
  const model = boardModel(view.battlefield, arrangementFor(view.battlefield, { width, height }));
  const r = useRisiko(props);
  const hover = useUi(selectHover);
  const mapView = useUi(selectMapView);
  // A new map only when an owner changed (units alone keep it), so the fills' sprites stay.
  const ownerKey = Object.entries(view.territories)
    .map(([id, t]) => `${id}:${t.owner ?? ''}`)
    .join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by who holds what, not by the view
  const fills = useMemo(() => (mapView === 'owners' ? ownerFills(view, seats) : null), [mapView, ownerKey, seats]);
  const layer = useRef<Konva.Layer>(null);
  const scale = useRestingScale<number | null>(layer, scaleStep, null);
  const marks = useMemo(() => marksOf(r.ctx, r.selection), [r.ctx, r.selection]);
  const cache = useMemo(() => new PiecesCache(), []);
  const plan = useMemo(() => plannedUnits(r.ctx, r.selection), [r.ctx, r.selection]);
  const pieces = useMemo(() => cache.next(view, seats, plan), [cache, view, seats, plan]);
  const pairs = useMemo(() => portPairs(view), [view]);
  const tokenCache = useMemo(() => new TokensCache(), []);
  const tokens = useMemo(() => tokenCache.next(pieces), [tokenCache, pieces]);
  const placements = useMemo(() => new PlacementCache(), []);
  const placement = useMemo(() => (scale === null ? null : placements.get(model, scale, measureName, tokens)), [placements, model, scale, tokens]);
  const regionLabels = useMemo(() => (placement === null || scale === null ? [] : placeRegionLabels(model, scale, measureName, placement, tokens)), [model, scale, placement, tokens]);
  const clickable = useRef(marks);
  useEffect(() => {
    clickable.current = marks;
  }, [marks]);
  const onHover = useCallback((id: TerritoryId | null) => {
    uiStore.update({ hover: id });
    const container = layer.current?.getStage()?.container();
    const role = id === null ? 'none' : (clickable.current.roles.get(id) ?? 'none');
    const cursor = role === 'none' || role === 'dim' ? '' : 'pointer';
    // Writing the style, even unchanged, would make the next pointer event recalculate styles.
    if (container && container.style.cursor !== cursor) container.style.cursor = cursor;
  }, []);
  usePointer(layer, model, useMemo(() => ({ onTerritory: r.onTerritory, onHover }), [r.onTerritory, onHover]));
  return (
    <>
      <MapLayer layerRef={layer} model={model} title={t(`battlefields.${view.battlefield}`)} marks={marks} hover={hover} fills={fills} />
      <RegionLabelsLayer labels={regionLabels} />
      {/* The hovered territory matters to the pieces only when its name is otherwise hidden. */}
      {placement !== null && <PiecesLayer model={model} pieces={pieces} placement={placement} hover={hover !== null && placement.labels.get(hover)?.shown === false ? hover : null} pairs={pairs} />}
    </>
  );
}
