/**
 * Sends the table's actions through the shell's `performActions` with the automatic answers (a question
 * with a single answer) and passes: a player
 * who can only pass, who keeps no stop at this phase, or who asked to pass until a later phase is not
 * called to the screen; the pass goes out at once with its reason (stops.ts).
 */
import type { AnyEngine, Seat, Session } from '../../../../engines/core';
import { AUTO_PASS, KEEP_HAND, type HaloAction, type HaloState } from '../../../../engines/halotcg';
import type { AppThunk } from '../../../store';
import { performActions, type FollowUp } from '../../../store/gameThunks';
import { runningGame } from '../../../store/running';
import { DEFAULT_STOPS, keepsHand, passReason, untilReached, type Stops, type Until } from './stops';
import { cachedStopPrefs, loadStopPrefs, setUntil, stopsOf, untilOf } from './stopPrefs';

/** What the automatic pass needs to know of the people at the table. */
export interface Seating {
  readonly stops: (seat: Seat) => Stops;
  readonly until: (seat: Seat) => Until | null;
  /** Called when a wish is met or cancelled (the player is asked again). */
  readonly forget: (seat: Seat) => void;
}

const NO_WISHES: Seating = { stops: () => DEFAULT_STOPS, until: () => null, forget: () => undefined };
/** Only the pass of a player with nothing to play: every stop on, no wishes. */
export const ONLY_NOTHING: Seating = { stops: () => ({ own: new Set(DEFAULT_STOPS.own), others: new Set(DEFAULT_STOPS.own) }), until: () => null, forget: () => undefined };

/** The pass to send for the seat now to act, or null when that seat is asked. */
export function autoPass(engine: AnyEngine, session: Session, seating: Seating = ONLY_NOTHING): { seat: Seat; action: HaloAction } | null {
  const seat = engine.activePlayers(session.state)[0] as Seat | undefined;
  if (seat === undefined) return null;
  const state = session.state as HaloState;
  const legal = engine.legalActions(state, seat) as readonly HaloAction[];
  // A question with one answer is no question: answered for the seat, its effect shows in the log.
  const only = legal.length === 1 ? legal[0] : undefined;
  if (state.pending.length > 0 && only?.type === 'choose') return { seat, action: only };
  if (keepsHand(state, seat, legal, seating.stops(seat))) return { seat, action: KEEP_HAND };
  const until = seating.until(seat);
  const reason = passReason(state, seat, legal, seating.stops(seat), until);
  // A wish ends when its phase comes or when the player is asked anyway (something happened to them).
  if (until !== null && (untilReached(state, seat, until) || reason === null)) seating.forget(seat);
  if (reason === null) return null;
  return { seat, action: reason === 'nothing-to-play' ? AUTO_PASS : { type: 'pass', auto: reason } };
}

export function autoPasses(engine: AnyEngine, seating: Seating = NO_WISHES): FollowUp {
  return (session) => autoPass(engine, session, seating);
}

/** The key of the game at hand for its "pass until" wishes. */
export function gameKey(session: Session): string {
  return `${session.record.engine}:${session.record.seed}`;
}

export const sendActions =
  (actions: readonly HaloAction[]): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { host }) => {
    // Once the prefs are read the action goes out in the click's own task, so the click's clearing of the
    // selection and the new table are drawn in one render, not two.
    const prefs = cachedStopPrefs() ?? (await loadStopPrefs(host));
    const running = dispatch(runningGame());
    if (!running) return false;
    const names = running.game.seats.map((s) => s.name);
    const game = gameKey(running.game.session);
    const seating: Seating = { stops: (seat) => stopsOf(prefs, names[seat] ?? ''), until: (seat) => untilOf(seat, game), forget: (seat) => setUntil(seat, null, game) };
    return dispatch(performActions(actions, autoPasses(running.plugin.engine, seating)));
  };
