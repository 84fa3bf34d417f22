import type Konva from 'konva';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Stage } from 'react-konva';
import type { BoardProps, GamePlugin, OverlayProps } from '../games/types';
import { useHotkeys } from '../ui/hotkeys';
import './konvaSettings';
import { useDevicePixelRatio } from './useDevicePixelRatio';
import { useElementSize } from './useElementSize';
import { clampPan, fitFocus, zoomAt, ZOOM_STEP, type Size, type Viewport } from './viewport';

export type StageBoardProps = Omit<BoardProps, 'width' | 'height'>;
export type OverlayHold = Pick<OverlayProps, 'pendingEvents' | 'settled'>;

interface BoardStageProps {
  readonly plugin: GamePlugin;
  readonly boardProps: StageBoardProps;
  /** Keyboard zoom is off while a dialog or the outcome screen has the keyboard. */
  readonly keysEnabled: boolean;
  /** What the Overlay animates now, and how it says it is done (see presentation.ts). */
  readonly hold: OverlayHold;
}

const WHEEL_STEP = 1.1;

function ZoomControls({ scale, onZoom, onFit }: { readonly scale: number; readonly onZoom: (factor: number) => void; readonly onFit: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="zoom-controls hud-panel" role="group" aria-label={t('frame.zoomLevel', { percent: Math.round(scale * 100) })}>
      <button type="button" className="icon-btn" data-testid="zoom-out" aria-label={t('frame.zoomOut')} title={`${t('frame.zoomOut')} (−)`} onClick={() => onZoom(1 / ZOOM_STEP)}>
        −
      </button>
      <span className="zoom-level" data-testid="zoom-level">
        {Math.round(scale * 100)}%
      </span>
      <button type="button" className="icon-btn" data-testid="zoom-in" aria-label={t('frame.zoomIn')} title={`${t('frame.zoomIn')} (+)`} onClick={() => onZoom(ZOOM_STEP)}>
        +
      </button>
      <button type="button" className="icon-btn" data-testid="zoom-fit" aria-label={t('frame.fit')} title={`${t('frame.fit')} (0)`} onClick={onFit}>
        ⤢
      </button>
    </div>
  );
}

/**
 * The zoomable, pannable Konva stage with the game's Board inside and its Overlay above. Memoised, and
 * the Board is memoised when its plugin loads (GameCatalog), so zooming, panning or any unrelated UI
 * change never re-renders it.
 */
export const BoardStage = memo(function BoardStage({ plugin, boardProps, keysEnabled, hold }: BoardStageProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const size = useElementSize(area);
  const ratio = useDevicePixelRatio();
  const fitted = plugin.boardSize(boardProps.view, size);
  // The same world object while its size stays, so a resize that keeps the board's arrangement re-renders nothing else.
  const world = useMemo((): Size => ({ width: fitted.width, height: fitted.height }), [fitted.width, fitted.height]);
  // null follows the window ("fit": the whole board, or the part the plugin focuses on); a zoom or pan fixes
  // the view until fitted again.
  const [manual, setManual] = useState<Viewport | null>(null);
  const focus = plugin.boardFocus?.(boardProps.view, world, size) ?? null;
  const view = manual ?? fitFocus(world, size, focus);
  const Board = plugin.Board;
  const Overlay = plugin.Overlay;
  const zoom = (factor: number, focus = { x: size.width / 2, y: size.height / 2 }) => setManual(clampPan(zoomAt(view, factor, focus), world, size));
  useHotkeys(
    keysEnabled
      ? { '+': () => zoom(ZOOM_STEP), '=': () => zoom(ZOOM_STEP), '-': () => zoom(1 / ZOOM_STEP), '0': () => setManual(null) }
      : {},
  );
  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const pointer = e.target.getStage()?.getPointerPosition();
    if (pointer) zoom(e.evt.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, pointer);
  };
  const onDragEnd = (e: Konva.KonvaEventObject<DragEvent>) => {
    area.current?.removeAttribute('data-dragging');
    const stage = e.target.getStage();
    if (stage && e.target === stage) setManual(clampPan({ scale: view.scale, x: stage.x(), y: stage.y() }, world, size));
  };
  return (
    <div className="board-area" ref={area} role="region" aria-label={t('frame.board')} data-testid="board-area">
      {size.width > 0 && size.height > 0 && (
        <Stage
          key={ratio}
          width={size.width}
          height={size.height}
          scaleX={view.scale}
          scaleY={view.scale}
          x={view.x}
          y={view.y}
          draggable
          dragBoundFunc={(pos) => clampPan({ scale: view.scale, ...pos }, world, size)}
          onWheel={onWheel}
          onDragStart={() => area.current?.setAttribute('data-dragging', '')}
          onDragEnd={onDragEnd}
        >
          <Board {...boardProps} width={size.width} height={size.height} />
        </Stage>
      )}
      {Overlay && (
        <div className="board-overlay">
          <Overlay {...boardProps} {...hold} width={size.width} height={size.height} />
        </div>
      )}
      <ZoomControls scale={view.scale} onZoom={(f) => zoom(f)} onFit={() => setManual(null)} />
    </div>
  );
});
