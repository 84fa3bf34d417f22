/**
 * A value shown one frame late: the part of the screen that reads it (a side panel) changes in the frame
 * after the one that paints the board. A click then costs the board's update only, and the panel follows
 * about 16 ms later, before anyone can click again. Nothing hidden is at stake: when the screen changes
 * hands the whole table is taken down at once, and a table set up again starts with the current value.
 */
import { useEffect, useRef, useState } from 'react';

export interface FrameClock {
  readonly frame: (run: () => void) => number;
  readonly cancelFrame: (id: number) => void;
  readonly later: (run: () => void) => ReturnType<typeof setTimeout>;
  readonly cancelLater: (id: ReturnType<typeof setTimeout>) => void;
}

const browserClock: FrameClock = {
  frame: (run) => requestAnimationFrame(run),
  cancelFrame: (id) => cancelAnimationFrame(id),
  later: (run) => setTimeout(run, 0),
  cancelLater: (id) => clearTimeout(id),
};

/**
 * Runs `run` once the next frame has been painted: in a task queued from that frame's animation callbacks,
 * which the browser runs after the frame's rendering. Returns the cancel.
 */
export function afterNextPaint(run: () => void, clock: FrameClock = browserClock): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const frame = clock.frame(() => {
    timer = clock.later(run);
  });
  return () => {
    clock.cancelFrame(frame);
    if (timer !== null) clock.cancelLater(timer);
  };
}

/**
 * `value` as of the last painted frame: a new value is returned from the render after the next paint.
 * With `enabled` false it is `value` itself, at once (and nothing is scheduled).
 */
export function useAfterPaint<T>(value: T, enabled = true): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
    if (!enabled || Object.is(value, shown)) return;
    return afterNextPaint(() => setShown(() => latest.current));
  }, [value, shown, enabled]);
  return enabled ? shown : value;
}
