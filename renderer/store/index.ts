import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { gameSlice } from './gameSlice';
import { savesSlice } from './savesSlice';
import type { AppServices } from './services';
import { settingsSlice } from './settingsSlice';
import { tableSlice } from './tableSlice';
import { uiSlice } from './uiSlice';

const rootReducer = combineReducers({
  settings: settingsSlice.reducer,
  game: gameSlice.reducer,
  ui: uiSlice.reducer,
  saves: savesSlice.reducer,
  table: tableSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(services: AppServices, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        // The session is large, plain JSON and replaced whole; walking it on every dispatch in development
        // would cost more than the checks are worth. Everything else stays checked.
        immutableCheck: { ignoredPaths: ['game.current.session'] },
        serializableCheck: { ignoredPaths: ['game.current.session'], ignoredActionPaths: ['payload.session'] },
      }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, AppServices, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
