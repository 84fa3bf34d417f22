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

/** Keeps the autosave in step with the game; a finished game leaves no autosave behind. */
export const autosave = (): AppThunk<Promise<void>> => async (dispatch, getState, { host, now }) => {
  const running = dispatch(runningGame());
  if (!running) return;
  if (running.plugin.engine.outcome(running.game.session.state) !== undefined) {
    await host.clearAutosave();
    return;
  }
  const written = await host.writeAutosave(buildSaveFile(running.game, 'Autosave', now()));
  if (!written.ok && getState().game.current === running.game) dispatch(errorShown(written.error));
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
