/**
 * The test mark: one hidden element in the game frame (`data-testid="test-mark"`) that the end-to-end
 * drivers and the UI benchmarks read to know what the table shows, instead of each board writing marker
 * elements its own way. The frame writes `data-serial`, a number that changes with every set of events
 * the board is given (an action, an undo, a load), so a driver waits for the board to show its click. A
 * board adds its own fields with one call, `useTestMark({ unit, mode })` → `data-unit`, `data-mode`.
 *
 * Fields are set on the element after each commit and only when they change: feeding the mark renders
 * nothing. Outside the frame's table (the replay) there is no mark and `useTestMark` does nothing.
 */
import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { GameEvent } from '../../engines/core';

interface MarkWriter {
  /** The ref of the mark element: fields written before it was attached are set on it then. */
  readonly attach: (element: HTMLElement | null) => void;
  /** Sets `data-<key>` (null removes it); a value equal to the last one touches nothing. */
  readonly write: (key: string, value: string | null) => void;
}

export function markWriter(): MarkWriter {
  const values = new Map<string, string>();
  let element: HTMLElement | null = null;
  const put = (key: string, value: string | null) => {
    if (value === null) element?.removeAttribute(`data-${key}`);
    else element?.setAttribute(`data-${key}`, value);
  };
  return {
    attach(next) {
      element = next;
      for (const [key, value] of values) put(key, value);
    },
    write(key, value) {
      if ((values.get(key) ?? null) === value) return;
      if (value === null) values.delete(key);
      else values.set(key, value);
      put(key, value);
    },
  };
}

const MarkContext = createContext<MarkWriter | null>(null);

const serials = new WeakMap<readonly GameEvent[], number>();
let lastSerial = 0;

/** A number per events array (its identity): a new action, undo or load gives the board a new one. */
export function eventSerial(events: readonly GameEvent[]): number {
  let n = serials.get(events);
  if (n === undefined) serials.set(events, (n = ++lastSerial));
  return n;
}

/** The mark and the boards under it that feed it; `events` are the last events the board was given. */
export function TestMark({ events, children }: { readonly events: readonly GameEvent[]; readonly children: ReactNode }) {
  const [writer] = useState(markWriter);
  const attach = useCallback((element: HTMLSpanElement | null) => writer.attach(element), [writer]);
  return (
    <MarkContext.Provider value={writer}>
      <span hidden ref={attach} data-testid="test-mark" data-serial={eventSerial(events)} />
      {children}
    </MarkContext.Provider>
  );
}

/** Feeds the frame's test mark: each field becomes `data-<key>`; removed again when the caller unmounts. */
export function useTestMark(fields: Readonly<Record<string, string>>): void {
  const writer = useContext(MarkContext);
  const keys = useRef<readonly string[]>([]);
  useLayoutEffect(() => {
    keys.current = Object.keys(fields);
    for (const [key, value] of Object.entries(fields)) writer?.write(key, value);
  });
  useLayoutEffect(() => () => keys.current.forEach((key) => writer?.write(key, null)), [writer]);
}
