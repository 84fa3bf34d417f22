/**
 * Clicks and hover on the board, resolved from the map's geometry instead of Konva's hit canvas: no layer
 * listens, so Konva never draws a hit graph and never reads a pixel back on a pointer event (each read
 * stalls software rendering), and the territory under the pointer is a point-in-polygon test on a few
 * bounding-box candidates. Dragging the stage still pans (Konva cancels the click after a drag).
 */
import type Konva from 'konva';
import { useEffect, useRef, type RefObject } from 'react';
import type { TerritoryId } from '../../../../engines/risiko';
import { territoryAt, type BoardModel } from './model';

export interface PointerHandlers {
  readonly onTerritory: (id: TerritoryId) => void;
  readonly onHover: (id: TerritoryId | null) => void;
}

/** The territory under the stage's pointer, or null (off the map, or no pointer). */
export function territoryUnderPointer(stage: Konva.Stage, model: BoardModel): TerritoryId | null {
  const p = stage.getPointerPosition();
  const scale = stage.scaleX();
  if (p === null || scale <= 0) return null;
  return territoryAt(model, (p.x - stage.x()) / scale, (p.y - stage.y()) / scale);
}

const EVENTS = '.risikoPointer';

export function usePointer(layer: RefObject<Konva.Layer | null>, model: BoardModel, handlers: PointerHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);
  useEffect(() => {
    const stage = layer.current?.getStage();
    if (!stage) return;
    const click = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
      // Only the main button chooses; a right click opens nothing on the board.
      if ('button' in e.evt && e.evt.button !== 0) return;
      const id = territoryUnderPointer(stage, model);
      if (id !== null) latest.current.onTerritory(id);
    };
    stage.on(`click${EVENTS} tap${EVENTS}`, click);
    stage.on(`mousemove${EVENTS} touchstart${EVENTS}`, () => latest.current.onHover(territoryUnderPointer(stage, model)));
    stage.on(`mouseleave${EVENTS}`, () => latest.current.onHover(null));
    return () => {
      stage.off(EVENTS);
    };
  }, [layer, model]);
}
