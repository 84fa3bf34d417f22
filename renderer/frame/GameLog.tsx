import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { GameEvent, SeatInfo } from '../../engines/core';
import type { GamePlugin, LogBoard } from '../games/types';

/** The DOM keeps the newest lines only; a long Risiko game has thousands of events. */
export const MAX_LOG_LINES = 300;
/** The oldest shown lines go in steps of this many, so most actions only add lines below the others. */
export const LOG_TRIM_STEP = 100;

/**
 * The first line shown of `total`: at least MAX_LOG_LINES are shown, fewer than MAX_LOG_LINES +
 * LOG_TRIM_STEP, and the first one moves in whole steps. Dropping lines at the top moves every line below,
 * which repaints the whole log; in steps, a new action mostly just adds its lines at the bottom.
 */
export function firstShown(total: number): number {
  return total <= MAX_LOG_LINES ? 0 : Math.floor((total - MAX_LOG_LINES) / LOG_TRIM_STEP) * LOG_TRIM_STEP;
}

/** How far above the bottom a player may leave the log and still have it follow new lines. */
const FOLLOW_SLACK = 32;

export interface ScrollMetrics {
  readonly scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

/**
 * Whether the log follows its newest line after a scroll event. Near the bottom it does; above, it does
 * only if the log scrolled there itself (`pinnedTop`, where it last put its top) and the player did not
 * scroll up since: the event of the log's own scroll may arrive after the box shrank under a panel that
 * grew, which leaves the bottom out of view without anyone scrolling away from it.
 */
export function followsAfterScroll(m: ScrollMetrics, pinnedTop: number | null): boolean {
  if (m.scrollHeight - m.scrollTop - m.clientHeight < FOLLOW_SLACK) return true;
  return pinnedTop !== null && m.scrollTop >= pinnedTop - 1;
}

interface LogLine {
  readonly id: string;
  readonly move: number;
  readonly text: string;
  readonly color: string | null;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The lines of one move's events (move 0: the opening). */
function moveLines(group: readonly GameEvent[], move: number, plugin: GamePlugin, seats: readonly SeatInfo[], t: Translate, board: LogBoard | undefined): LogLine[] {
  const name = (seat: number) => seats[seat]?.name ?? `#${seat + 1}`;
  return group.flatMap((event, i) => {
    const text = plugin.formatEvent(event, t, name, board);
    if (text === null) return [];
    const actor = plugin.actorOf ? plugin.actorOf(event) : typeof event.seat === 'number' ? event.seat : null;
    const color = actor === null ? null : (seats[actor]?.color ?? null);
    return [{ id: `${move}.${i}`, move, text, color }];
  });
}

/** Lines already written, per move's event list (a list keeps its identity while later moves are added). */
export type LineCache = WeakMap<readonly GameEvent[], { readonly move: number; readonly lines: readonly LogLine[] }>;

/** How the lines are written: the opening, the cache of written moves and the board places are named on. */
export interface LogWriting {
  readonly opening?: readonly GameEvent[];
  readonly cache?: LineCache;
  readonly board?: LogBoard | undefined;
}

/**
 * The log's lines: first the engine's opening lines (move 0: how a game set up by chance begins), then
 * every action's events, numbered by move. With a `cache` (for one plugin, seating, language and board)
 * only the moves not written before are formatted.
 */
export function logLines(events: readonly (readonly GameEvent[])[], plugin: GamePlugin, seats: readonly SeatInfo[], t: Translate, { opening = [], cache, board }: LogWriting = {}): LogLine[] {
  return [opening, ...events].flatMap((group, move) => {
    const known = cache?.get(group);
    if (known !== undefined && known.move === move) return known.lines;
    const lines = moveLines(group, move, plugin, seats, t, board);
    cache?.set(group, { move, lines });
    return lines;
  });
}

interface GameLogProps {
  readonly gameId: string;
  readonly plugin: GamePlugin;
  readonly events: readonly (readonly GameEvent[])[];
  /** The engine's lines about the game's setup, before the first action. */
  readonly opening: readonly GameEvent[];
  readonly seats: readonly SeatInfo[];
  /** The board the lines name places on (`plugin.logBoard` of the shown view; see useLogBoard). */
  readonly board?: LogBoard | undefined;
}

/**
 * The board a game's log names places on, read from the view; the same object while its width stays, so
 * the lines written before are kept.
 */
export function useLogBoard(plugin: GamePlugin, view: unknown): LogBoard | undefined {
  const width = plugin.logBoard?.(view).width;
  return useMemo(() => (width === undefined ? undefined : { width }), [width]);
}

/** One line; the lines written before are the same objects, so an action renders only its new lines. */
const Line = memo(function Line({ line, newMove }: { readonly line: LogLine; readonly newMove: boolean }) {
  return (
    <li className={newMove ? 'log-line new-move' : 'log-line'} data-testid="log-line">
      <span className="log-mark" style={line.color ? { background: line.color } : undefined} aria-hidden="true" />
      <span className="log-move" aria-hidden="true">
        {line.move > 0 ? line.move : ''}
      </span>
      <span className="log-text">{line.text}</span>
    </li>
  );
});

/** The newest lines; memoised, so a render that leaves the log as it was skips them. */
const Lines = memo(function Lines({ shown }: { readonly shown: readonly LogLine[] }) {
  return (
    <ol className="log-lines">
      {shown.map((line, i) => (
        <Line key={line.id} line={line} newMove={i > 0 && shown[i - 1]?.move !== line.move} />
      ))}
    </ol>
  );
});

/**
 * The game's log, newest at the bottom, written again in the new language when it switches. Only the moves
 * not written before are formatted.
 */
export const GameLog = memo(function GameLog({ gameId, plugin, events, opening, seats, board }: GameLogProps) {
  const { t } = useTranslation(gameId);
  const { t: tc } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const pinnedTop = useRef<number | null>(null);
  const follow = useCallback((el: HTMLDivElement) => {
    if (!atBottom.current) return;
    el.scrollTop = el.scrollHeight;
    pinnedTop.current = el.scrollTop;
  }, []);
  // What a line says depends on these; the cache of written lines is new whenever one changes.
  const writer = useMemo(() => ({ plugin, seats, writing: { opening, board, cache: new WeakMap() as LineCache }, t: ((key, params) => t(key, params ?? {}) as string) satisfies Translate }), [plugin, seats, opening, board, t]);
  const lines = useMemo(() => logLines(events, writer.plugin, writer.seats, writer.t, writer.writing), [events, writer]);
  const shown = useMemo(() => lines.slice(firstShown(lines.length)), [lines]);
  useLayoutEffect(() => {
    if (scroller.current) follow(scroller.current);
  }, [shown, follow]);
  // The panel above may grow a frame after the lines came (a unit card, a prompt): the log box shrinks
  // then, and a log that followed the newest line keeps following it.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(() => follow(el));
    resized.observe(el);
    return () => resized.disconnect();
  }, [follow]);
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = followsAfterScroll(el, pinnedTop.current);
    if (!atBottom.current) pinnedTop.current = null;
  };
  return (
    <section className="game-log hud-panel" aria-labelledby="log-title">
      <h2 id="log-title" className="panel-title">
        {tc('frame.log')}
      </h2>
      <div className="log-scroll" ref={scroller} onScroll={onScroll} role="log" data-testid="game-log">
        {lines.length === 0 && <p className="log-empty">{tc('frame.logEmpty')}</p>}
        {lines.length > shown.length && <p className="log-earlier">{tc('frame.logEarlier', { count: lines.length - shown.length })}</p>}
        <Lines shown={shown} />
      </div>
    </section>
  );
});
