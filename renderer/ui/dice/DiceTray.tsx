/**
 * The dice tray every game shows over its board (Risiko's battle round, ActionClix's 2d6): the dice tumble
 * for a moment, then land on the engine's roll; a click lands them, and a click after that closes the tray
 * until the next action. What the tray says (sides, totals, hit or miss) is the game's, drawn by `children`.
 *
 * The tumble is either the frame's (`held`: the frame holds the roll's result back from board, panel and log
 * until `settled()`, and lands the dice itself on any key or click outside) or the tray's own (a key lands
 * the dice too). With reduced motion or no time to roll, the dice appear landed at once.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { GameEvent } from '../../../engines/core';
import { reducedMotion } from '../motion';
import './dice.css';

/** Which of the nine pip places (row by row) each face fills. */
const PIPS: Readonly<Record<number, readonly number[]>> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
/** Steps coprime to 6, so every tumbling die runs through all six faces, each die at its own pace. */
const STEPS = [5, 7, 11, 13, 17, 19] as const;
const TICK_MS = 70;

/** The face die `index` shows at this tick of a tumble (cosmetic: the result comes from the engine's event). */
export function tumbleFace(tick: number, index: number): number {
  const step = STEPS[index % STEPS.length] ?? 5;
  return 1 + ((tick * step + 3 * index) % 6);
}

export interface DieProps {
  readonly face: number;
  readonly rolling: boolean;
  /** The game's classes (colour, side, won or lost). */
  readonly className: string;
  /** `data-value`: what the die counts for (a bonus may add to the face); the face without it. */
  readonly value?: number;
  /** An accessible name: the die is then an image with it. */
  readonly label?: string;
  readonly children?: ReactNode;
}

/** One die: a face of pips, and what the game adds beside it (a bonus). */
export function Die({ face, rolling, className, value, label, children }: DieProps) {
  const pips = new Set(PIPS[face] ?? []);
  return (
    <span className={`die ${className}${rolling ? ' is-rolling' : ''}`} data-value={value ?? face} {...(label === undefined ? {} : { role: 'img', 'aria-label': label })}>
      <span className="die-face">
        {Array.from({ length: 9 }, (_, i) => (
          <span key={i} className={pips.has(i) ? 'pip on' : 'pip'} />
        ))}
      </span>
      {children}
    </span>
  );
}

/** What the tray's content draws from while the dice tumble. */
export interface Tumble {
  readonly rolling: boolean;
  /** The face die `index` shows now: a tumbling one while rolling, else `landed`. */
  face(index: number, landed: number): number;
}

export interface DiceTrayProps<R> {
  /** The action's events; each new array rolls afresh, even with equal dice. */
  readonly events: readonly GameEvent[];
  /** The roll among these events, or null: no tray. Keep it stable. */
  readonly rollOf: (events: readonly GameEvent[]) => R | null;
  /** How long the dice tumble, in ms (0: they land at once). */
  readonly rollMs: number;
  /** The frame's tumble: the dice roll while `rolling`, and land by `settled()`. Without it the tray tumbles on its own. */
  readonly held?: { readonly rolling: boolean; readonly settled: () => void };
  readonly className: (roll: R, rolling: boolean) => string;
  /** `data-spot`: where over the board the game put the tray. */
  readonly spotOf?: (roll: R) => string;
  readonly testId: string;
  /** The hint below the dice, in the game's words and look. */
  readonly hint: { readonly skip: string; readonly close: string; readonly className: string };
  readonly children: (roll: R, tumble: Tumble) => ReactNode;
}

const serials = new WeakMap<readonly GameEvent[], number>();
let serial = 0;

/** A number per events array, so every action rolls afresh and tests can wait for the board to show it. */
export function serialOf(events: readonly GameEvent[]): number {
  let n = serials.get(events);
  if (n === undefined) serials.set(events, (n = ++serial));
  return n;
}

/** Shows the roll of the last action until the next action, or a click after the dice landed. */
export function DiceTray<R>(props: DiceTrayProps<R>) {
  const { events, rollOf } = props;
  const [closed, setClosed] = useState<readonly GameEvent[] | null>(null);
  const roll = useMemo(() => rollOf(events), [events, rollOf]);
  if (roll === null || closed === events) return null;
  return <Tray key={serialOf(events)} {...props} roll={roll} onClose={() => setClosed(events)} />;
}

/** The tumble's clock: ticks while rolling, and lands the dice once `ms` have passed. */
function useTumble(rolling: boolean, ms: number, land: () => void): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!rolling) return;
    const started = performance.now();
    const timer = window.setInterval(() => {
      if (performance.now() - started < ms) return setTick((n) => n + 1);
      window.clearInterval(timer);
      land();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [rolling, ms, land]);
  return tick;
}

/** Whether the dice still roll, and how to land them: the frame's tumble, or the tray's own (which a key also lands). */
function useRolling(held: DiceTrayProps<unknown>['held'], rollMs: number): readonly [boolean, () => void] {
  const [own, setOwn] = useState(() => held === undefined && rollMs > 0 && !reducedMotion());
  const landOwn = useCallback(() => setOwn(false), []);
  useEffect(() => {
    if (!own) return;
    window.addEventListener('keydown', landOwn, { once: true });
    return () => window.removeEventListener('keydown', landOwn);
  }, [own, landOwn]);
  return held === undefined ? [own, landOwn] : [held.rolling, held.settled];
}

function Tray<R>({ roll, rollMs, held, className, spotOf, testId, hint, children, onClose }: DiceTrayProps<R> & { readonly roll: R; readonly onClose: () => void }) {
  const [rolling, land] = useRolling(held, rollMs);
  const tick = useTumble(rolling, rollMs, land);
  const tumble: Tumble = { rolling, face: (index, landed) => (rolling ? tumbleFace(tick, index) : landed) };
  return (
    <div className={className(roll, rolling)} data-spot={spotOf?.(roll)} data-testid={testId} data-rolling={String(rolling)} role="status" aria-live="polite" onClick={() => (rolling ? land() : onClose())}>
      {children(roll, tumble)}
      <span className={hint.className}>{rolling ? hint.skip : hint.close}</span>
    </div>
  );
}
