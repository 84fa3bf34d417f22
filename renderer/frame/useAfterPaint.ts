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

interface Late<T> {
  readonly value: T;
  readonly key: unknown;
}

/** What the hook returns: the late value, unless it belongs to another key than now, or lagging is off. */
export function lateOrNow<T>(late: Late<T>, now: Late<T>, enabled: boolean): T {
  return enabled && Object.is(late.key, now.key) ? late.value : now.value;
}

export interface AfterPaintOptions {
  /** Off: the value itself, at once, and nothing is scheduled. */
  readonly enabled?: boolean;
  /** A value with another key than the one shown is returned at once (another seat at the screen). */
  readonly key?: unknown;
}

/** `value` as of the last painted frame: a new value is returned from the render after the next paint. */
export function useAfterPaint<T>(value: T, { enabled = true, key }: AfterPaintOptions = {}): T {
  const [late, setLate] = useState<Late<T>>({ value, key });
  const latest = useRef<Late<T>>(late);
  useEffect(() => {
    latest.current = { value, key };
    if (!enabled || (Object.is(value, late.value) && Object.is(key, late.key))) return;
    return afterNextPaint(() => setLate(latest.current));
  }, [value, key, late, enabled]);
  return lateOrNow(late, { value, key }, enabled);
}
