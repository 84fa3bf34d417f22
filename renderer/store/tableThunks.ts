import type { AppThunk } from './index';
import { animSpeedChosen, coverAutoPassesChosen, paceChosen, TABLE_PREFS, tableSettingsFrom, tableSettingsLoaded, type AnimMs, type BotPace } from './tableSlice';

/** Reads the table's settings from the host (once a game opens; a host that fails leaves the defaults). */
export const loadTableSettings = (): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  try {
    dispatch(tableSettingsLoaded(tableSettingsFrom((await host.getSettings()).prefs)));
  } catch {
    // The defaults stay; the launcher already reports a host that cannot read its settings.
  }
};

/** How fast computers' moves are shown, remembered for every game. */
export const choosePace = (pace: BotPace): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  dispatch(paceChosen(pace));
  await host.setSettings({ prefs: { [TABLE_PREFS.pace]: pace } });
};

/** How long cards and pieces take to move on a board (0: none), remembered for every game. */
export const chooseAnimSpeed = (ms: AnimMs): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  dispatch(animSpeedChosen(ms));
  await host.setSettings({ prefs: { [TABLE_PREFS.animMs]: ms } });
};

/** A hand-over screen for every seat that may act, even one that passes by itself (see TableSettings). */
export const chooseCoverAutoPasses = (on: boolean): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  dispatch(coverAutoPassesChosen(on));
  await host.setSettings({ prefs: { [TABLE_PREFS.coverAutoPasses]: on } });
};
