import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SaveSummary } from '../../main/contract';

/** What the launcher's "Continue" card shows about the autosave. */
export type AutosaveSummary = Omit<SaveSummary, 'id' | 'name'>;

export interface SavesState {
  readonly list: readonly SaveSummary[];
  readonly autosave: AutosaveSummary | null;
  readonly loaded: boolean;
}

const initialState: SavesState = { list: [], autosave: null, loaded: false };

export const savesSlice = createSlice({
  name: 'saves',
  initialState,
  reducers: {
    savesListed: (_state, action: PayloadAction<{ list: readonly SaveSummary[]; autosave: AutosaveSummary | null }>) => ({ ...action.payload, loaded: true }),
  },
});

export const { savesListed } = savesSlice.actions;
