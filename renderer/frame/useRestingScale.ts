/**
 * The stage's zoom once it rests. The frame changes the Stage's scale, which Konva reports as an attribute
 * change; a board that draws differently at another zoom (sizes of labels, the detail of cached bitmaps)
 * follows it only when the zoom has stopped moving, so a wheel tick never re-lays or redraws the whole board.
 * `step` (a stable function) turns the raw scale into the value the board uses, in steps so tiny changes
 * re-render nothing; the value is `initial` until the stage is there.
 */
import type Konva from 'konva';
import { useLayoutEffect, useState, type RefObject } from 'react';

export const ZOOM_SETTLE_MS = 150;

export function useRestingScale<T>(layer: RefObject<Konva.Layer | null>, step: (scale: number) => T, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useLayoutEffect(() => {
    const stage = layer.current?.getStage();
    if (!stage) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const update = () => setValue(step(stage.scaleX()));
    const later = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(update, ZOOM_SETTLE_MS);
    };
    update();
    stage.on('scaleXChange.restingScale', later);
    return () => {
      if (timer !== null) clearTimeout(timer);
      stage.off('scaleXChange.restingScale', later);
    };
  }, [layer, step]);
  return value;
}
