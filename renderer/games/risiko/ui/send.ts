/**
 * Sends the board's actions through the shell's `performActions` with the defender's standing orders: a
 * defender who gave orders for the whole invasion (invasionPlan.ts), or who always defends with the most
 * dice and holds no defensive card to play, is not called to the screen; the defence goes out at once.
 */
import type { Seat, Session } from '../../../../engines/core';
import { risikoEngine, type RisikoAction, type RisikoEngine, type RisikoState } from '../../../../engines/risiko';
import type { AppThunk } from '../../../store';
import { performActions, type FollowUp } from '../../../store/gameThunks';
import { runningGame } from '../../../store/running';
import { invasionKey, planFor, plannedDefence } from './invasionPlan';
import { autoDefends, loadPrefs } from './prefs';

type Prefs = Readonly<Record<string, unknown>> | null;

/** The defence to send without asking, or null when the defender must be asked. */
export function standingDefence(engine: RisikoEngine, session: Session<RisikoState>, names: readonly string[], prefs: Prefs): { seat: Seat; action: RisikoAction } | null {
  const seat = engine.activePlayers(session.state)[0];
  if (seat === undefined) return null;
  const view = engine.view(session.state, seat);
  if (view.pending?.kind !== 'defend' || view.pending.chooser !== seat) return null;
  const legal = engine.legalActions(session.state, seat);
  const defences = legal.filter((a): a is Extract<RisikoAction, { type: 'defend' }> => a.type === 'defend');
  const plan = planFor(seat, invasionKey(view));
  const planned = plan === null ? null : plannedDefence(plan, view.pending, defences);
  if (planned !== null) return { seat, action: planned };
  if (plan !== null && plan.mode !== 'ask') return null;
  if (!autoDefends(prefs, names[seat] ?? '')) return null;
  if (defences.length === 0 || defences.some((a) => a.card !== undefined)) return null;
  const dice = Math.max(...defences.map((a) => a.dice));
  return { seat, action: { type: 'defend', dice } };
}

/** The standing orders of the people at this table, as the shell's follow-up after each action. */
export function standingOrders(engine: RisikoEngine, names: readonly string[], prefs: Prefs): FollowUp {
  // The shell hands a follow-up the sessions of the game it was given for, this Risiko game's.
  return (session) => standingDefence(engine, session as Session<RisikoState>, names, prefs);
}

export const sendActions =
  (actions: readonly RisikoAction[]): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { host }) => {
    const prefs = await loadPrefs(host);
    const running = dispatch(runningGame());
    if (!running) return false;
    const names = running.game.seats.map((s) => s.name);
    return dispatch(performActions(actions, standingOrders(risikoEngine, names, prefs)));
  };
