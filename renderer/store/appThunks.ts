import type { Language, MenuCommand } from '../../main/contract';
import { quitToLauncher, undoLast } from './gameThunks';
import { sounds } from '../ui/sound';
import type { AppThunk } from './index';
import { languageChosen, mutedChanged } from './settingsSlice';
import { HOST_TIMEOUT_MS, reportSettings, settleWithin } from './storageThunks';
import { dialogOpened, errorShown } from './uiSlice';

/** Switches the language everywhere at once and remembers the choice across reloads. */
export const chooseLanguage = (language: Language): AppThunk<Promise<void>> => async (dispatch, _getState, { host, applyLanguage }) => {
  dispatch(languageChosen(language));
  // Stored before the texts switch, so a reload right after the switch can never lose the choice. A host
  // that fails or hangs does not stop the switch; the launcher says the choice was not kept.
  const stored = await settleWithin(host.setSettings({ language }), HOST_TIMEOUT_MS, null);
  await applyLanguage(language);
  if (stored.error) dispatch(errorShown(stored.error));
  else await dispatch(reportSettings());
};

/** Turns sound effects off or on and remembers it. */
export const setMuted = (muted: boolean): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  dispatch(mutedChanged(muted));
  sounds.muted = muted;
  await host.setSettings({ muted });
};

const menuHandlers: { readonly [C in MenuCommand]: () => AppThunk<Promise<unknown> | void> } = {
  'new-game': () => quitToLauncher({ kind: 'home' }),
  'open-saves': () => quitToLauncher({ kind: 'saves' }),
  save: () => (dispatch, getState) => {
    if (getState().game.current && getState().ui.screen === 'game') dispatch(dialogOpened({ kind: 'save' }));
  },
  undo: () => undoLast(),
  'language-en': () => chooseLanguage('en'),
  'language-de': () => chooseLanguage('de'),
};

/** A command from the native menu (Electron); the browser host never sends any. */
export const menuCommand = (command: MenuCommand): AppThunk<Promise<unknown> | void> => (dispatch) => dispatch(menuHandlers[command]());
