/**
 * Sends the table's actions through the shell's `performActions` with the automatic pass: a player whose
 * only legal action is Pass is not called to the screen; the pass goes out at once (GEMP's auto-pass).
 */
import type { AnyEngine, Seat, Session } from '../../../../engines/core';
import type { HaloAction } from '../../../../engines/halotcg';
import { AUTO_PASS, type TableAction } from './tableEngine';
import type { AppThunk } from '../../../store';
import { performActions, type FollowUp } from '../../../store/gameThunks';
import { runningGame } from '../../../store/running';

/** The pass to send for the seat now to act, or null when that seat has something it could do. */
export function autoPass(engine: AnyEngine, session: Session): { seat: Seat; action: TableAction } | null {
  const seat = engine.activePlayers(session.state)[0] as Seat | undefined;
  if (seat === undefined) return null;
  const legal = engine.legalActions(session.state, seat) as readonly HaloAction[];
  if (legal.length !== 1 || legal[0]?.type !== 'pass') return null;
  return { seat, action: AUTO_PASS };
}

export function autoPasses(engine: AnyEngine): FollowUp {
  return (session) => autoPass(engine, session);
}

export const sendActions =
  (actions: readonly HaloAction[]): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    const running = dispatch(runningGame());
    if (!running) return false;
    return dispatch(performActions(actions, autoPasses(running.plugin.engine)));
  };
