/**
 * The Risiko board inside the frame's zoomable stage: the printed map (static), the marks of the decision
 * in progress, and the pieces. Clicks on territories become intents for the shared controller.
 */
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerritoryId } from '../../../../engines/risiko';
import { plannedUnits } from '../ui/commands';
import { marksOf } from '../ui/roles';
import { uiStore, useUi, type UiState } from '../ui/store';
import { useRisiko, type RisikoProps } from '../ui/useRisiko';
import { pieceSizes, scaleStep } from './labels';
import { MapLayer } from './MapLayer';
import { MarksLayer } from './MarksLayer';
import { boardModel } from './model';
import { PiecesCache, portPairs } from './pieces';
import { PiecesLayer } from './PiecesLayer';

const selectHover = (s: UiState) => s.hover;

/** The stage's zoom, in steps; the frame changes the Stage's scale, which Konva reports as an attribute change. */
function useStageScale(layer: RefObject<Konva.Layer | null>): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const stage = layer.current?.getStage();
    if (!stage) return;
    const update = () => setScale(scaleStep(stage.scaleX()));
    update();
    stage.on('scaleXChange.risiko', update);
    return () => {
      stage.off('scaleXChange.risiko');
    };
  }, [layer]);
  return scale;
}

export function RisikoBoard(props: RisikoProps) {
  const { view, seats } = props;
  const { t } = useTranslation('risiko');
  const model = boardModel(view.battlefield);
  const r = useRisiko(props);
  const hover = useUi(selectHover);
  const layer = useRef<Konva.Layer>(null);
  const scale = useStageScale(layer);
  const sizes = useMemo(() => pieceSizes(scale), [scale]);
  const marks = useMemo(() => marksOf(r.ctx, r.draft), [r.ctx, r.draft]);
  const cache = useMemo(() => new PiecesCache(), []);
  const plan = useMemo(() => plannedUnits(r.ctx, r.draft), [r.ctx, r.draft]);
  const pieces = useMemo(() => cache.next(view, seats, plan), [cache, view, seats, plan]);
  const pairs = useMemo(() => portPairs(view), [view]);
  const clickable = useRef(marks);
  useEffect(() => {
    clickable.current = marks;
  }, [marks]);
  const onHover = useCallback(
    (id: TerritoryId | null) => {
      uiStore.setHover(id);
      const container = layer.current?.getStage()?.container();
      const role = id === null ? 'none' : (clickable.current.roles.get(id) ?? 'none');
      if (container) container.style.cursor = role === 'none' || role === 'dim' ? '' : 'pointer';
    },
    [],
  );
  return (
    <>
      <MapLayer layerRef={layer} model={model} title={t(`battlefields.${view.battlefield}`)} onTerritory={r.onTerritory} onHover={onHover} />
      <MarksLayer model={model} marks={marks} hover={hover} />
      {/* Names are all shown unless zoomed far out; only then does the hovered territory matter to the pieces. */}
      <PiecesLayer model={model} pieces={pieces} sizes={sizes} hover={sizes.showNames ? null : hover} pairs={pairs} />
    </>
  );
}
