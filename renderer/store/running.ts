import type { RecordedAction } from '../../engines/core';
import type { HostApi } from '../../main/contract';
import type { GamePlugin } from '../games/types';
import { coverRaised, handOverConfirmed, screenTaken, type RunningGame } from './gameSlice';
import type { AppThunk } from './index';
import { buildSaveFile } from './saveFile';
import { screenHolderAfter, tableOf } from './table';
import { keepUnfinished } from './keepUnfinished';
import { errorShown, noticeShown } from './uiSlice';

/** The running game with its loaded plugin, or undefined when none is open. */
export const runningGame = (): AppThunk<{ game: RunningGame; plugin: GamePlugin } | undefined> => (_dispatch, getState, { games }) => {
  const game = getState().game.current;
  const plugin = game ? games.loaded(game.gameId) : undefined;
  return game && plugin ? { game, plugin } : undefined;
};

/** What the autosave holds, as this page last wrote it: enough to send only what changed since. */
interface Written {
  readonly game: RunningGame;
  /** The record's actions as written. Records are immutable, so an action compares by reference. */
  readonly actions: readonly RecordedAction[];
}

/** Per host: what was written last, and the chain that runs one autosave at a time, in order. */
const journals = new WeakMap<HostApi, { written: Written | undefined; queue: Promise<void> }>();

function journalOf(host: HostApi): { written: Written | undefined; queue: Promise<void> } {
  let journal = journals.get(host);
  if (journal === undefined) journals.set(host, (journal = { written: undefined, queue: Promise.resolve() }));
  return journal;
}

/** A rewind that keeps fewer actions than this, or an entry this long, is written whole instead. */
export const MAX_JOURNAL_STEP = 1_000;

/** What to send: nothing new, an entry (new actions, after an undo a rewind first), or the whole game. */
export type AutosaveStep =
  | { readonly kind: 'none' }
  | { readonly kind: 'entry'; readonly base: number; readonly rewind: boolean; readonly actions: readonly RecordedAction[] }
  | { readonly kind: 'whole' };

/**
 * Compares the running game with what was written: the same table and record, then the longest common
 * prefix of the actions, found from its end (an undo keeps the earlier action objects, so the first
 * position that still holds the same object ends the shared part).
 */
/** Whether this page last wrote this very game (same table and record start) to the autosave. */
function writtenBefore(written: Written | undefined, game: RunningGame): written is Written {
  if (written === undefined) return false;
  const before = written.game;
  const { record } = game.session;
  return before.gameId === game.gameId && before.seats === game.seats && record.seed === before.session.record.seed && record.options === before.session.record.options;
}

export function autosaveStep(written: Written | undefined, game: RunningGame): AutosaveStep {
  if (!writtenBefore(written, game)) return { kind: 'whole' };
  const old = written.actions;
  const now = game.session.record.actions;
  let kept = Math.min(old.length, now.length);
  while (kept > 0 && now[kept - 1] !== old[kept - 1] && old.length - kept < MAX_JOURNAL_STEP) kept -= 1;
  if (kept > 0 && now[kept - 1] !== old[kept - 1]) return { kind: 'whole' };
  const added = now.slice(kept);
  if (kept === old.length && added.length === 0) return { kind: 'none' };
  if (added.length > MAX_JOURNAL_STEP || old.length - kept > MAX_JOURNAL_STEP) return { kind: 'whole' };
  return { kind: 'entry', base: kept, rewind: kept < old.length, actions: added };
}

/**
 * Keeps the autosave in step with the game; a finished game leaves no autosave behind. After the first
 * write it sends only what changed (`appendAutosave`: the new actions, after an undo a rewind first); a
 * game written for the first time, a loaded one or a host that has lost step gets it whole
 * (`writeAutosave`).
 */
export const autosave = (): AppThunk<Promise<void>> => (dispatch, getState, { host, now }) => {
  const journal = journalOf(host);
  const run = async (): Promise<void> => {
    const running = dispatch(runningGame());
    if (!running) return;
    const { game } = running;
    const remember = (): void => void (journal.written = { game, actions: game.session.record.actions });
    if (running.plugin.engine.outcome(game.session.state) !== undefined) {
      journal.written = undefined;
      await host.clearAutosave();
      return;
    }
    const step = autosaveStep(journal.written, game);
    if (step.kind === 'none') return;
    if (!writtenBefore(journal.written, game)) {
      const kept = await keepUnfinished(host, game.session.record);
      if (!kept.ok) return void dispatch(errorShown(kept.error));
      if (kept.value !== null) dispatch(noticeShown({ key: 'saves.keptUnfinished', params: { game: kept.value } }));
    }
    if (step.kind === 'entry') {
      const base = { base: step.base, savedAt: now().toISOString(), actions: [...step.actions] };
      const appended = await host.appendAutosave(step.rewind ? { ...base, rewind: true } : base);
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

/**
 * Once the hand-over screen is up, whoever may be at the screen now: the seat that confirmed last no
 * longer counts as seated, so an undo from under the cover covers that seat's view again (issue 20).
 */
const forgetSeatedUnderCover = (): AppThunk => (dispatch) => {
  const running = dispatch(runningGame());
  if (running && running.game.confirmedSeat !== null && tableOf(running.plugin, running.game).handOverTo !== null) dispatch(coverRaised());
};

/** After the game opened or changed: who sits at the screen, and who holds it for undo. */
export const settleTable = (): AppThunk => (dispatch) => {
  dispatch(forgetSeatedUnderCover());
  dispatch(seatWithoutAsking());
  dispatch(noteScreenHolder());
};
