import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../main/contract';

export interface SettingsState {
  readonly language: Language;
  /** Whether the person chose the language (stored) or it follows the system. */
  readonly chosen: boolean;
}

const initialState: SettingsState = { language: 'en', chosen: false };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsLoaded: (_state, action: PayloadAction<SettingsState>) => action.payload,
    languageChosen: (_state, action: PayloadAction<Language>) => ({ language: action.payload, chosen: true }),
  },
});

export const { settingsLoaded, languageChosen } = settingsSlice.actions;
