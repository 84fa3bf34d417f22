import type { AppThunk } from './index';
import { coverAutoPassesChosen, paceChosen, TABLE_PREFS, tableSettingsFrom, tableSettingsLoaded, type BotPace } from './tableSlice';

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

/** A hand-over screen for every seat that may act, even one that passes by itself (see TableSettings). */
export const chooseCoverAutoPasses = (on: boolean): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  dispatch(coverAutoPassesChosen(on));
  await host.setSettings({ prefs: { [TABLE_PREFS.coverAutoPasses]: on } });
};
