import { useEffect, useMemo, useState } from 'react';
import type { GameError, GameEvent, SeatInfo } from '../../engines/core';
import type { GamePlugin } from '../games/types';
import { useTranslation } from '../i18n/useTranslation';
import { BoardStage, type OverlayHold, type StageBoardProps } from './BoardStage';
import { GameLog, useLogBoard } from './GameLog';
import type { GameHistory } from './history';

/** Time per step while the replay plays on its own. */
export const REPLAY_STEP_MS = 900;

const NO_ACTIONS: readonly unknown[] = [];
const NO_EVENTS: readonly GameEvent[] = [];
/** A replay animates nothing: its Overlay holds nothing back. */
const STILL: OverlayHold = { pendingEvents: NO_EVENTS, settled: () => undefined };
const noop = () => undefined;
const noExplain = (_e: GameError) => undefined;

interface ReplayProps {
  readonly plugin: GamePlugin;
  readonly history: GameHistory;
  readonly seats: readonly SeatInfo[];
  readonly gameId: string;
  /** The log's first lines, shown from move 0 on, before Play. */
  readonly opening: readonly GameEvent[];
  readonly start: number;
  readonly onClose: () => void;
}

function ReplayControls({ at, last, playing, onAt, onPlay, onClose }: { readonly at: number; readonly last: number; readonly playing: boolean; readonly onAt: (at: number) => void; readonly onPlay: (on: boolean) => void; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="replay-controls" data-testid="replay">
      <h2 className="panel-title">{t('replay.title')}</h2>
      <p className="replay-step" data-testid="replay-step" aria-live="polite">
        {t('replay.step', { at, last })}
      </p>
      <input className="replay-slider" type="range" min={0} max={last} value={at} aria-label={t('replay.position')} data-testid="replay-slider" onChange={(e) => onAt(Number(e.target.value))} />
      <div className="replay-buttons" role="group" aria-label={t('replay.title')}>
        <button type="button" className="btn" aria-label={t('replay.first')} title={t('replay.first')} data-testid="replay-first" disabled={at === 0} onClick={() => onAt(0)}>
          «
        </button>
        <button type="button" className="btn" aria-label={t('replay.back')} title={t('replay.back')} data-testid="replay-back" disabled={at === 0} onClick={() => onAt(at - 1)}>
          ‹
        </button>
        <button type="button" className="btn btn-primary" data-testid="replay-play" disabled={at === last && !playing} onClick={() => onPlay(!playing)}>
          {playing ? `❚❚ ${t('replay.pause')}` : `▶ ${t('replay.play')}`}
        </button>
        <button type="button" className="btn" aria-label={t('replay.forward')} title={t('replay.forward')} data-testid="replay-forward" disabled={at === last} onClick={() => onAt(at + 1)}>
          ›
        </button>
        <button type="button" className="btn" aria-label={t('replay.last')} title={t('replay.last')} data-testid="replay-last" disabled={at === last} onClick={() => onAt(last)}>
          »
        </button>
      </div>
      <button type="button" className="btn btn-ghost btn-block" data-testid="replay-close" onClick={onClose}>
        ← {t('replay.close')}
      </button>
    </div>
  );
}

/** "Watch the game again": the board as everyone saw it after each action, stepped or played. */
export function ReplayView({ plugin, history, seats, gameId, opening, start, onClose }: ReplayProps) {
  const last = history.states.length - 1;
  const [at, setAt] = useState(Math.min(start, last));
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => (at >= last ? setPlaying(false) : setAt(at + 1)), REPLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, at, last]);
  const state = history.states[at];
  const view: unknown = useMemo(() => plugin.engine.view(state, null), [plugin, state]);
  const lastEvents = (at > 0 ? history.events[at - 1] : undefined) ?? NO_EVENTS;
  const boardProps: StageBoardProps = useMemo(() => ({ view, viewer: null, seats, legal: NO_ACTIONS, act: noop, explain: noExplain, lastEvents }), [view, seats, lastEvents]);
  const shownEvents = useMemo(() => history.events.slice(0, at), [history, at]);
  const logBoard = useLogBoard(plugin, view);
  return (
    <>
      <BoardStage plugin={plugin} boardProps={boardProps} keysEnabled hold={STILL} />
      <aside className="frame-side">
        <div className="frame-panel hud-panel">
          <ReplayControls at={at} last={last} playing={playing} onAt={(n) => setAt(Math.max(0, Math.min(last, n)))} onPlay={setPlaying} onClose={onClose} />
        </div>
        <GameLog gameId={gameId} plugin={plugin} events={shownEvents} opening={opening} seats={seats} board={logBoard} />
      </aside>
    </>
  );
}
