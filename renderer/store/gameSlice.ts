import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GameEvent, ScreenHolder, Seat, SeatInfo, Session } from '../../engines/core';

/** The named save a running game came from or was last saved to; saving under the same name overwrites it. */
export interface SaveLink {
  readonly id: string;
  readonly name: string;
}

export interface RunningGame {
  readonly gameId: string;
  readonly seats: readonly SeatInfo[];
  /** Plain JSON from the engine; replaced whole on every action, never mutated. */
  readonly session: Session;
  /** Events of the last applied action (a new array per action; empty after undo or load). */
  readonly lastEvents: readonly GameEvent[];
  /** The seat that last confirmed the hand-over screen (hidden-information games). */
  readonly confirmedSeat: Seat | null;
  /** Who holds the screen and since which action: undo takes back only their moves since then. */
  readonly screen: ScreenHolder | null;
  readonly saveLink: SaveLink | null;
}

export interface GameState {
  readonly current: RunningGame | null;
}

const initialState: GameState = { current: null };
const NO_EVENTS: readonly GameEvent[] = [];

/** Reducers return new objects instead of drafting: the session is large and already immutable. */
export const gameSlice = createSlice({
  name: 'game',
  initialState,
  reducers: {
    gameOpened: (_state, action: PayloadAction<Omit<RunningGame, 'lastEvents' | 'confirmedSeat' | 'screen'>>) => ({
      current: { ...action.payload, lastEvents: NO_EVENTS, confirmedSeat: null, screen: null },
    }),
    sessionChanged: {
      reducer: (state, action: PayloadAction<{ session: Session; lastEvents: readonly GameEvent[] }>) =>
        state.current ? { current: { ...state.current, session: action.payload.session, lastEvents: action.payload.lastEvents } } : state,
      // Frozen on arrival: the store's freezing (Immer) then stops at the session instead of walking the
      // whole new game state after every action. The engines never change a state they have returned.
      prepare: (payload: { session: Session; lastEvents: readonly GameEvent[] }) => ({ payload: { session: Object.freeze(payload.session), lastEvents: Object.freeze(payload.lastEvents) } }),
    },
    handOverConfirmed: (state, action: PayloadAction<Seat>) =>
      state.current ? { current: { ...state.current, confirmedSeat: action.payload } } : state,
    /** The hand-over screen came up: nobody counts as seated until someone confirms it (issue 20). */
    coverRaised: (state) => (state.current ? { current: { ...state.current, confirmedSeat: null } } : state),
    screenTaken: (state, action: PayloadAction<ScreenHolder>) => (state.current ? { current: { ...state.current, screen: action.payload } } : state),
    saveLinked: (state, action: PayloadAction<SaveLink>) => (state.current ? { current: { ...state.current, saveLink: action.payload } } : state),
    gameClosed: () => initialState,
  },
});

export const { gameOpened, sessionChanged, handOverConfirmed, coverRaised, screenTaken, saveLinked, gameClosed } = gameSlice.actions;
