/**
 * Sends the board's actions through the shell's `performActions` with the defender's standing orders: a
 * defender who gave orders for the whole invasion (invasionPlan.ts), or who holds no defensive card to play
 * (and did not ask to be asked every time), is not called to the screen; the defence goes out at once with
 * the most dice. The neutral Flood's dice are never handed over either: they are always the most. A blitz
 * (keep attacking) sends the same invasion again after each round until the territory falls, the source is
 * down to the units to leave, or a person must decide.
 */
import type { Seat, Session } from '../../../../engines/core';
import { risikoEngine, type AutoDefence, type RisikoAction, type RisikoEngine, type RisikoState, type TerritoryId } from '../../../../engines/risiko';
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
  const most = (auto: AutoDefence): RisikoAction => ({ type: 'defend', dice: Math.max(...defences.filter((a) => a.card === undefined).map((a) => a.dice)), auto });
  // The neutral Flood plays no cards and always throws the most dice: nobody is called for it.
  if (view.pending.defender !== seat && defences.length > 0) return { seat, action: most('neutral') };
  const plan = planFor(seat, invasionKey(view));
  const planned = plan === null ? null : plannedDefence(plan, view.pending, defences);
  if (planned !== null) return { seat, action: { ...planned, auto: 'orders' } };
  if (plan !== null && plan.mode !== 'ask') return null;
  if (!autoDefends(prefs, names[seat] ?? '')) return null;
  if (defences.length === 0 || defences.some((a) => a.card !== undefined)) return null;
  return { seat, action: most('no-card') };
}

/** Keep attacking from `from` into `to` with the most dice while `from` has more than `leave` units. */
export interface Blitz {
  readonly seat: Seat;
  readonly from: TerritoryId;
  readonly to: TerritoryId;
  readonly leave: number;
}

/** The next round of a blitz, or null when it is over (conquered, down to `leave`, or someone must decide). */
export function blitzAttack(engine: RisikoEngine, session: Session<RisikoState>, blitz: Blitz): { seat: Seat; action: RisikoAction } | null {
  if (engine.activePlayers(session.state)[0] !== blitz.seat) return null;
  const view = engine.view(session.state, blitz.seat);
  if (view.phase.kind !== 'attack' || view.pending != null) return null;
  if (view.territories[blitz.to]?.owner === blitz.seat || (view.territories[blitz.from]?.units ?? 0) <= blitz.leave) return null;
  const legal = engine.legalActions(session.state, blitz.seat);
  const dice = legal.flatMap((a) => (a.type === 'attack' && a.from === blitz.from && a.to === blitz.to && a.card === undefined ? [a.dice] : []));
  return dice.length === 0 ? null : { seat: blitz.seat, action: { type: 'attack', from: blitz.from, to: blitz.to, dice: Math.max(...dice) } };
}

/** The standing orders of the people at this table, as the shell's follow-up after each action. */
export function standingOrders(engine: RisikoEngine, names: readonly string[], prefs: Prefs, blitz: Blitz | null = null): FollowUp {
  // The shell hands a follow-up the sessions of the game it was given for, this Risiko game's.
  return (session) => {
    const risiko = session as Session<RisikoState>;
    return standingDefence(engine, risiko, names, prefs) ?? (blitz === null ? null : blitzAttack(engine, risiko, blitz));
  };
}

export const sendActions =
  (actions: readonly RisikoAction[], blitz: Blitz | null = null): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { host }) => {
    const prefs = await loadPrefs(host);
    const running = dispatch(runningGame());
    if (!running) return false;
    const names = running.game.seats.map((s) => s.name);
    return dispatch(performActions(actions, standingOrders(risikoEngine, names, prefs, blitz)));
  };
