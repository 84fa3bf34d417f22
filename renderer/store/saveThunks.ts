import { NAME_LIMITS, normaliseName, resumeSession, type SaveFile } from '../../engines/core';
import { gameOpened, saveLinked, type SaveLink } from './gameSlice';
import { autosave, runningGame, settleTable } from './running';
import type { AppThunk } from './index';
import { buildSaveFile, exportFileName } from './saveFile';
import { refreshSaves } from './storageThunks';
import { withSalts } from '../bots/seed';

export { refreshSaves };
import { busyChanged, dialogClosed, dialogOpened, errorDismissed, errorShown, failWith, gameShown, noticeShown } from './uiSlice';

/**
 * Opens a save: loads the game's code, replays the record (a save that does not replay is refused whole),
 * and only then replaces what is on screen. Returns false and shows the coded error otherwise.
 */
export const openSave = (save: SaveFile, link: SaveLink | null): AppThunk<Promise<boolean>> => async (dispatch, _getState, { games, randomSeed }) => {
  dispatch(busyChanged(true));
  const plugin = await games.load(save.record.engine);
  dispatch(busyChanged(false));
  if (!plugin.ok) return dispatch(failWith(plugin.error));
  const session = resumeSession(plugin.value.engine, save.record);
  if (!session.ok) return dispatch(failWith(session.error));
  dispatch(gameOpened({ gameId: save.record.engine, seats: withSalts(save.seats, randomSeed), session: session.value, saveLink: link }));
  dispatch(settleTable());
  dispatch(errorDismissed());
  dispatch(gameShown());
  await dispatch(autosave());
  return true;
};

export const loadSaved = (id: string): AppThunk<Promise<boolean>> => async (dispatch, _getState, { host }) => {
  const save = await host.loadSave(id);
  if (!save.ok) return dispatch(failWith(save.error));
  return dispatch(openSave(save.value, { id, name: save.value.name }));
};

export const continueAutosave = (): AppThunk<Promise<boolean>> => async (dispatch, _getState, { host }) => {
  const save = await host.readAutosave();
  if (!save.ok) return dispatch(failWith(save.error));
  if (save.value === null) {
    await dispatch(refreshSaves());
    return false;
  }
  return dispatch(openSave(save.value, null));
};

/** Saves under `name`; the same name as the save the game came from overwrites it (the host keeps a backup). */
export const saveGame = (name: string): AppThunk<Promise<boolean>> => async (dispatch, _getState, { host, now }) => {
  const running = dispatch(runningGame());
  if (!running) return false;
  const checked = normaliseName(name, NAME_LIMITS.save);
  if (!checked.ok) return dispatch(failWith(checked.error));
  const save = buildSaveFile(running.game, checked.value, now());
  const link = running.game.saveLink;
  const written = await host.writeSave(save, link && link.name === save.name ? link.id : undefined);
  if (!written.ok) return dispatch(failWith(written.error));
  dispatch(saveLinked({ id: written.value.id, name: save.name }));
  dispatch(dialogClosed());
  dispatch(noticeShown({ key: 'frame.saved', params: { name: save.name } }));
  return true;
};

export const exportGame = (name: string): AppThunk<Promise<void>> => async (dispatch, _getState, { host, now }) => {
  const running = dispatch(runningGame());
  if (!running) return;
  const save = buildSaveFile(running.game, name, now());
  const done = await host.exportSave(save, exportFileName(save.name));
  if (!done.ok) dispatch(errorShown(done.error));
  else if (done.value) dispatch(noticeShown({ key: 'frame.exported', params: { name: save.name } }));
};

export const exportSaved = (id: string): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  const save = await host.loadSave(id);
  if (!save.ok) return void dispatch(errorShown(save.error));
  const done = await host.exportSave(save.value, exportFileName(save.value.name));
  if (!done.ok) dispatch(errorShown(done.error));
  else if (done.value) dispatch(noticeShown({ key: 'frame.exported', params: { name: save.value.name } }));
};

/** Imports a file: parsed by the host, replayed by `openSave`, and only then kept in the saved games. */
export const importSaveFile = (): AppThunk<Promise<boolean>> => async (dispatch, _getState, { host }) => {
  const file = await host.importSave();
  if (!file.ok) return dispatch(failWith(file.error));
  if (file.value === null) return false;
  if (!(await dispatch(openSave(file.value, null)))) return false;
  const written = await host.writeSave(file.value);
  if (written.ok) dispatch(saveLinked({ id: written.value.id, name: written.value.name }));
  dispatch(noticeShown({ key: 'launcher.imported', params: { name: file.value.name } }));
  return true;
};

export const askDelete = (id: string, name: string): AppThunk => (dispatch) => void dispatch(dialogOpened({ kind: 'confirm-delete', id, name }));

export const deleteSaved = (id: string, name: string): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  const done = await host.deleteSave(id);
  dispatch(dialogClosed());
  if (!done.ok) dispatch(errorShown(done.error));
  else dispatch(noticeShown({ key: 'saves.deleted', params: { name } }));
  await dispatch(refreshSaves());
};
