import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { GameError, SeatInfo } from '../../engines/core';

export type LauncherView =
  | { readonly kind: 'home' }
  | { readonly kind: 'setup'; readonly gameId: string; readonly seats: readonly SeatInfo[] | null }
  | { readonly kind: 'saves' }
  | { readonly kind: 'tool'; readonly gameId: string; readonly tool: string };

export type Dialog = { readonly kind: 'save' } | { readonly kind: 'table' } | { readonly kind: 'confirm-delete'; readonly id: string; readonly name: string };

/** A message in `common`; `id` changes with every message so a repeated one is announced again. */
export interface Notice {
  readonly id: number;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface ShownError extends GameError {
  readonly id: number;
}

export interface UiState {
  readonly screen: 'launcher' | 'game';
  readonly launcher: LauncherView;
  readonly dialog: Dialog | null;
  readonly error: ShownError | null;
  readonly notice: Notice | null;
  /** A host call or a game load is running; buttons that would start another wait. */
  readonly busy: boolean;
  readonly serial: number;
}

const initialState: UiState = { screen: 'launcher', launcher: { kind: 'home' }, dialog: null, error: null, notice: null, busy: false, serial: 0 };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    // A message belongs to the screen it was shown on: another screen starts without it.
    launcherShown: (state, action: PayloadAction<LauncherView>): UiState => ({ ...state, screen: 'launcher', launcher: action.payload, dialog: null, error: null, notice: null }),
    gameShown(state) {
      state.screen = 'game';
      state.dialog = null;
      state.error = null;
      state.notice = null;
    },
    dialogOpened: (state, action: PayloadAction<Dialog>): UiState => ({ ...state, dialog: action.payload }),
    dialogClosed(state) {
      state.dialog = null;
    },
    errorShown(state, action: PayloadAction<GameError>) {
      state.serial += 1;
      state.error = { ...action.payload, id: state.serial };
      state.notice = null;
    },
    errorDismissed(state) {
      state.error = null;
    },
    noticeShown(state, action: PayloadAction<{ key: string; params?: Record<string, string | number> }>) {
      state.serial += 1;
      state.notice = { id: state.serial, key: action.payload.key, params: action.payload.params ?? {} };
      state.error = null;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    busyChanged(state, action: PayloadAction<boolean>) {
      state.busy = action.payload;
    },
  },
});

export const { launcherShown, gameShown, dialogOpened, dialogClosed, errorShown, errorDismissed, noticeShown, noticeDismissed, busyChanged } =
  uiSlice.actions;

/** Shows a coded error and reports failure, for thunks that end on a refusal. */
export const failWith =
  (error: GameError) =>
  (dispatch: (action: UnknownAction) => unknown): false => {
    dispatch(errorShown(error));
    return false;
  };
