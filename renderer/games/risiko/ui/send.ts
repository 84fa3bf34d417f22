/**
 * Sends the board's actions through the engine, like the frame's `performAction`, but several at once
 * (a reinforcement plan) and with the defender's standing order: a person who always defends with the
 * most dice and holds no defensive card to play is not called to the screen; the defence goes out at once.
 */
import { act, type AnyEngine, type GameError, type GameEvent, type Seat, type Session } from '../../../../engines/core';
import type { RisikoAction, RisikoView } from '../../../../engines/risiko';
import type { AppThunk } from '../../../store';
import { sessionChanged } from '../../../store/gameSlice';
import { autosave, runningGame } from '../../../store/running';
import { tableOf } from '../../../store/table';
import { errorDismissed, errorShown } from '../../../store/uiSlice';
import { autoDefends, loadPrefs } from './prefs';

/** The defence to send without asking, or null when the defender must be asked. */
export function standingDefence(engine: AnyEngine, session: Session, names: readonly string[], prefs: Readonly<Record<string, unknown>> | null): { seat: Seat; action: RisikoAction } | null {
  const seat = engine.activePlayers(session.state)[0] as Seat | undefined;
  if (seat === undefined) return null;
  const view = engine.view(session.state, seat) as RisikoView;
  if (view.pending?.kind !== 'defend' || view.pending.chooser !== seat) return null;
  if (!autoDefends(prefs as Readonly<Record<string, boolean>> | null, names[seat] ?? '')) return null;
  const legal = engine.legalActions(session.state, seat) as readonly RisikoAction[];
  const defences = legal.filter((a): a is Extract<RisikoAction, { type: 'defend' }> => a.type === 'defend');
  if (defences.length === 0 || defences.some((a) => a.card !== undefined)) return null;
  const dice = Math.max(...defences.map((a) => a.dice));
  return { seat, action: { type: 'defend', dice } };
}

interface Sent {
  readonly session: Session;
  readonly events: readonly GameEvent[];
  readonly refused: GameError | null;
}

/** Applies the actions for `viewer` in order (and standing defences after attacks) until one is refused or the decision passes on. */
export function applyAll(engine: AnyEngine, start: Session, viewer: Seat, actions: readonly RisikoAction[], standing: (s: Session) => { seat: Seat; action: RisikoAction } | null): Sent {
  let session = start;
  const events: GameEvent[] = [];
  const step = (seat: Seat, action: RisikoAction): GameError | null => {
    const applied = act(engine, session, seat, action);
    if (!applied.ok) return applied.error;
    session = applied.value;
    events.push(...(session.events.at(-1) ?? []));
    return null;
  };
  for (const action of actions) {
    if (engine.activePlayers(session.state)[0] !== viewer) break;
    const refused = step(viewer, action);
    if (refused !== null) return { session, events, refused };
    const defence = action.type === 'attack' ? standing(session) : null;
    if (defence !== null) step(defence.seat, defence.action);
  }
  return { session, events, refused: null };
}

export const sendActions =
  (actions: readonly RisikoAction[]): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { host }) => {
    const prefs = await loadPrefs(host);
    const running = dispatch(runningGame());
    if (!running) return false;
    const { engine } = running.plugin;
    const table = tableOf(engine, running.game);
    if (table.viewer === null || table.handOverTo !== null) return false;
    const names = running.game.seats.map((s) => s.name);
    const sent = applyAll(engine, running.game.session, table.viewer, actions, (s) => standingDefence(engine, s, names, prefs));
    const changed = sent.session !== running.game.session;
    if (changed) {
      dispatch(sessionChanged({ session: sent.session, lastEvents: sent.events }));
      dispatch(errorDismissed());
    }
    if (sent.refused !== null) dispatch(errorShown(sent.refused));
    if (changed) await dispatch(autosave());
    return sent.refused === null;
  };
