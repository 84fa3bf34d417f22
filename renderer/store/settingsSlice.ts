import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../main/contract';

export interface SettingsState {
  readonly language: Language;
  /** Whether the person chose the language (stored) or it follows the system. */
  readonly chosen: boolean;
  /** Sound effects off (stored in the host settings). */
  readonly muted: boolean;
}

const initialState: SettingsState = { language: 'en', chosen: false, muted: false };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsLoaded: (_state, action: PayloadAction<SettingsState>) => action.payload,
    languageChosen: (state, action: PayloadAction<Language>) => ({ ...state, language: action.payload, chosen: true }),
    mutedChanged: (state, action: PayloadAction<boolean>) => ({ ...state, muted: action.payload }),
  },
});

export const { settingsLoaded, languageChosen, mutedChanged } = settingsSlice.actions;
