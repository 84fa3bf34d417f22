import { act, startSession, undo, type AnyEngine, type GameError, type GameEvent, type Seat, type SeatInfo, type Session } from '../../engines/core';
import { gameClosed, gameOpened, handOverConfirmed, sessionChanged } from './gameSlice';
import type { AppThunk } from './index';
import { autosave, noteScreenHolder, runningGame, settleTable } from './running';
import { refreshSaves } from './saveThunks';
import { isComputer, peopleAt, tableOf, withSeatName } from './table';
import { busyChanged, errorDismissed, errorShown, failWith, gameShown, launcherShown, type LauncherView } from './uiSlice';
import { sounds } from '../ui/sound';
import { withSalts } from '../bots/seed';

export interface NewGame {
  readonly gameId: string;
  readonly seats: readonly SeatInfo[];
  readonly options: unknown;
  /** Empty for a random game. */
  readonly seed: string;
}

const NO_EVENTS: readonly GameEvent[] = [];

export const startGame = (setup: NewGame): AppThunk<Promise<boolean>> => async (dispatch, _getState, { games, randomSeed }) => {
  dispatch(busyChanged(true));
  const plugin = await games.load(setup.gameId);
  dispatch(busyChanged(false));
  if (!plugin.ok) return dispatch(failWith(plugin.error));
  const seed = setup.seed.trim() || randomSeed();
  const session = startSession(plugin.value.engine, setup.seats.length, setup.options, seed);
  if (!session.ok) return dispatch(failWith(session.error));
  dispatch(gameOpened({ gameId: setup.gameId, seats: withSalts(setup.seats, randomSeed), session: session.value, saveLink: null }));
  dispatch(settleTable());
  dispatch(errorDismissed());
  dispatch(gameShown());
  await dispatch(autosave());
  return true;
};

export function applySession(session: Session, lastEvents: readonly GameEvent[]): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(sessionChanged({ session, lastEvents }));
    dispatch(settleTable());
    dispatch(errorDismissed());
    await dispatch(autosave());
  };
}

/**
 * What a game sends on its own right after an action: a standing order such as "always defend with the
 * most dice" answers for the next seat so that person is not called to the screen. Null: nothing to send.
 */
export type FollowUp = (session: Session) => { readonly seat: Seat; readonly action: unknown } | null;

export interface Applied {
  readonly session: Session;
  readonly events: readonly GameEvent[];
  readonly refused: GameError | null;
}

export const noFollowUp: FollowUp = () => null;
const MAX_FOLLOW_UPS = 64;
const everySeat = (): boolean => true;

/**
 * Applies `actions` for `viewer` in order, each followed by the game's follow-up if any, until one is
 * refused or the decision passes to another seat. What was applied before a refusal is kept. `answers`
 * says for which seats a follow-up may act (the table's rule: never for a computer, which decides for
 * itself; with `coverAutoPasses`, only for the seat at the screen).
 */
export function applyActions(engine: AnyEngine, start: Session, viewer: Seat, actions: readonly unknown[], followUp: FollowUp = noFollowUp, answers: (seat: Seat) => boolean = everySeat): Applied {
  let session = start;
  const events: GameEvent[] = [];
  const step = (seat: Seat, action: unknown): GameError | null => {
    const applied = act(engine, session, seat, action);
    if (!applied.ok) return applied.error;
    session = applied.value;
    events.push(...(session.events.at(-1) ?? NO_EVENTS));
    return null;
  };
  const followUps = (): void => {
    // Follow-ups chain (an automatic pass may leave the next seat with only a pass too), bounded for safety.
    for (let i = 0; i < MAX_FOLLOW_UPS; i++) {
      const next = followUp(session);
      if (next === null || !answers(next.seat) || step(next.seat, next.action) !== null) break;
    }
  };
  if (actions.length === 0) followUps();
  for (const action of actions) {
    if (engine.activePlayers(session.state)[0] !== viewer) break;
    const refused = step(viewer, action);
    if (refused !== null) return { session, events, refused };
    followUps();
  }
  return { session, events, refused: null };
}

/**
 * The standing orders the game last sent with a person's actions (automatic passes, defences), kept for
 * the moves the table makes itself: a computer's move and a confirmed hand-over. Only for the game they
 * came with (its engine and seed).
 */
let standing: { readonly key: string; readonly followUp: FollowUp } | null = null;
const gameKeyOf = (session: Session): string => `${session.record.engine}:${session.record.seed}`;

export function standingOrdersFor(session: Session): FollowUp {
  return standing !== null && standing.key === gameKeyOf(session) ? standing.followUp : noFollowUp;
}

/** Which seats the game's follow-ups may answer for now (see applyActions). */
export const followUpSeats = (seated: Seat | null): AppThunk<(seat: Seat) => boolean> => (dispatch, getState) => {
  const running = dispatch(runningGame());
  if (!running) return () => false;
  const { seats, session } = running.game;
  const coverAll = getState().table.coverAutoPasses && running.plugin.engine.hiddenInformation && peopleAt(seats, session.record.players).length > 1;
  return (seat) => !isComputer(seats, seat) && (!coverAll || seat === seated);
};

/**
 * Sends actions for the seat at the screen (several at once for a plan such as a reinforcement list). A
 * refusal shows its coded message; the actions applied before it stay, the refused one changes nothing.
 */
export const performActions = (actions: readonly unknown[], followUp?: FollowUp): AppThunk<Promise<boolean>> => async (dispatch) => {
  const running = dispatch(runningGame());
  if (!running) return false;
  const { engine } = running.plugin;
  const table = tableOf(running.plugin, running.game);
  if (table.viewer === null || table.handOverTo !== null || table.computerTurn !== null) return false;
  if (followUp !== undefined) standing = { key: gameKeyOf(running.game.session), followUp };
  const sent = applyActions(engine, running.game.session, table.viewer, actions, followUp, dispatch(followUpSeats(table.viewer)));
  if (sent.session !== running.game.session) await dispatch(applySession(sent.session, sent.events));
  if (sent.refused !== null) return dispatch(failWith(sent.refused));
  return true;
};

/** Sends one action for the seat at the screen; a refusal shows its coded message and changes nothing. */
export const performAction = (raw: unknown): AppThunk<Promise<boolean>> => performActions([raw]);

/**
 * Takes back the last action of the person at the screen, or says why it cannot (another player's move, a
 * move from before the screen changed hands, dice rolled, something revealed, nothing to undo).
 */
export const undoLast = (): AppThunk<Promise<boolean>> => async (dispatch) => {
  const running = dispatch(runningGame());
  if (!running) return false;
  const { game, plugin } = running;
  const previous = undo(plugin.engine, game.session, game.screen);
  if (!previous.ok) return dispatch(failWith(withSeatName(previous.error, game.seats)));
  await dispatch(applySession(previous.value, []));
  return true;
};

/** The person at the screen confirmed they are the seat the hand-over screen asked for. */
export const confirmHandOver = (): AppThunk => (dispatch) => {
  const running = dispatch(runningGame());
  if (!running) return;
  const seat = tableOf(running.plugin, running.game).handOverTo;
  if (seat === null) return;
  sounds.play('click');
  dispatch(handOverConfirmed(seat));
  dispatch(noteScreenHolder());
  void dispatch(followUpConfirmed(seat));
};

/**
 * With `coverAutoPasses` a person whose pass goes out by itself still gets the hand-over screen; once they
 * confirm it, the game's standing orders answer for them as they would have without the cover.
 */
const followUpConfirmed = (seat: Seat): AppThunk<Promise<void>> => async (dispatch) => {
  const running = dispatch(runningGame());
  if (!running) return;
  const { session } = running.game;
  const sent = applyActions(running.plugin.engine, session, seat, [], standingOrdersFor(session), dispatch(followUpSeats(seat)));
  if (sent.session !== session) await dispatch(applySession(sent.session, sent.events));
};

/** A click the rules forbid, explained without sending anything. */
export const explain = (error: GameError): AppThunk => (dispatch) => void dispatch(errorShown(error));

/** Takes an explanation off the screen after a good click; nothing is dispatched when none is shown. */
export const clearExplanation = (): AppThunk => (dispatch, getState) => {
  if (getState().ui.error !== null) dispatch(errorDismissed());
};

/** Leaves the game (it stays as the autosave, unless it is over) and shows the launcher. */
export const quitToLauncher = (view: LauncherView = { kind: 'home' }): AppThunk<Promise<void>> => async (dispatch) => {
  dispatch(gameClosed());
  dispatch(launcherShown(view));
  await dispatch(refreshSaves());
};

/** "New game" on the outcome screen: the same game and table, set up again. */
export const rematch = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const game = getState().game.current;
  if (!game) return dispatch(quitToLauncher());
  await dispatch(quitToLauncher({ kind: 'setup', gameId: game.gameId, seats: game.seats }));
};
