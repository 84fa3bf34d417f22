import type { RecordedAction } from '../../engines/core';
import type { HostApi } from '../../main/contract';
import type { GamePlugin } from '../games/types';
import { handOverConfirmed, screenTaken, type RunningGame } from './gameSlice';
import type { AppThunk } from './index';
import { buildSaveFile } from './saveFile';
import { screenHolderAfter, tableOf } from './table';
import { errorShown } from './uiSlice';

/** The running game with its loaded plugin, or undefined when none is open. */
export const runningGame = (): AppThunk<{ game: RunningGame; plugin: GamePlugin } | undefined> => (_dispatch, getState, { games }) => {
  const game = getState().game.current;
  const plugin = game ? games.loaded(game.gameId) : undefined;
  return game && plugin ? { game, plugin } : undefined;
};

/** What the autosave holds, as this page last wrote it: enough to send only the actions since. */
interface Written {
  readonly game: RunningGame;
  readonly length: number;
  /** The last action written, compared by reference: records are immutable, so a rewritten one differs. */
  readonly last: RecordedAction | undefined;
}

/** Per host: what was written last, and the chain that runs one autosave at a time, in order. */
const journals = new WeakMap<HostApi, { written: Written | undefined; queue: Promise<void> }>();

function journalOf(host: HostApi): { written: Written | undefined; queue: Promise<void> } {
  let journal = journals.get(host);
  if (journal === undefined) journals.set(host, (journal = { written: undefined, queue: Promise.resolve() }));
  return journal;
}

/** The actions to append, or undefined when the record was rewritten (undo, load, another game). */
export function actionsSince(written: Written | undefined, game: RunningGame): readonly RecordedAction[] | undefined {
  if (written === undefined) return undefined;
  const before = written.game;
  const sameTable = before.gameId === game.gameId && before.seats === game.seats;
  const { record } = game.session;
  const sameRecord = record.seed === before.session.record.seed && record.options === before.session.record.options;
  const { actions } = record;
  if (!sameTable || !sameRecord || actions.length < written.length) return undefined;
  if (written.length > 0 && actions[written.length - 1] !== written.last) return undefined;
  return actions.slice(written.length);
}

/**
 * Keeps the autosave in step with the game; a finished game leaves no autosave behind. After the first
 * write it sends only the new actions (`appendAutosave`); a rewritten record, or a host that has lost
 * step, gets the whole game again (`writeAutosave`).
 */
export const autosave = (): AppThunk<Promise<void>> => (dispatch, getState, { host, now }) => {
  const journal = journalOf(host);
  const run = async (): Promise<void> => {
    const running = dispatch(runningGame());
    if (!running) return;
    const { game } = running;
    const actions = game.session.record.actions;
    const remember = (): void => void (journal.written = { game, length: actions.length, last: actions.at(-1) });
    if (running.plugin.engine.outcome(game.session.state) !== undefined) {
      journal.written = undefined;
      await host.clearAutosave();
      return;
    }
    const added = actionsSince(journal.written, game);
    if (added !== undefined && added.length === 0) return;
    if (added !== undefined) {
      const appended = await host.appendAutosave({ base: actions.length - added.length, savedAt: now().toISOString(), actions: [...added] });
      if (appended.ok) return remember();
    }
    journal.written = undefined;
    const written = await host.writeAutosave(buildSaveFile(game, 'Autosave', now()));
    if (written.ok) remember();
    else if (getState().game.current === game) dispatch(errorShown(written.error));
  };
  const next = journal.queue.then(run, run);
  journal.queue = next.catch(() => undefined);
  return next;
};

/** After the game changed: a seat whose view shows no secrets takes the screen without the hand-over screen. */
const seatWithoutAsking = (): AppThunk => (dispatch) => {
  const running = dispatch(runningGame());
  const seat = running ? tableOf(running.plugin, running.game).seatedWithoutAsking : null;
  if (seat !== null) dispatch(handOverConfirmed(seat));
};

/** Notes who holds the screen now, so undo knows whose moves it may take back. */
export const noteScreenHolder = (): AppThunk => (dispatch) => {
  const running = dispatch(runningGame());
  if (!running) return;
  const { game, plugin } = running;
  const next = screenHolderAfter(game.screen, tableOf(plugin, game), game.session.record.actions.length);
  if (next !== null && next !== game.screen) dispatch(screenTaken(next));
};

/** After the game opened or changed: who sits at the screen, and who holds it for undo. */
export const settleTable = (): AppThunk => (dispatch) => {
  dispatch(seatWithoutAsking());
  dispatch(noteScreenHolder());
};
