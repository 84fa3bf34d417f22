/**
 * The scenario's turn hooks: the Scarab side's turn starts at the d6 roll, per-turn limits reset every
 * turn, the attacker gets half its starting force (rounded up) in actions, the reinforcements theirs, and
 * victory is the Main Power Core's all-black click (attacker) or the kill points (Scarab side).
 */
import type { Seat } from '../../core';
import type { Draft } from '../draft';
import type { ActionClixState } from '../types';
import { CORE_BLACK_CLICK } from './dials';
import { attackerActions, attackerSeat } from './rules';
import { patchScarab, scarabOf } from './state';
import type { ScarabState } from './types';

export function scarabTurnStarted(d: Draft, seat: Seat): void {
  const sc = scarabOf(d);
  patchScarab(d, { aerialAttackers: [], flyersOn: [], die: null, read: null, step: seat === sc.seat ? { kind: 'roll' } : null });
}

/** Actions the seat may give this turn: the attacker's share, or the reinforcements' (0 before their step). */
export function scarabActionsPerTurn(s: ActionClixState, sc: ScarabState, seat: Seat): number {
  if (seat === attackerSeat(sc)) return attackerActions(s, sc);
  return sc.step?.kind === 'reinforcements' ? sc.step.actions : 0;
}

/** Whether the Scarab side's turn still has steps before `endTurn`. */
export function scarabStepsLeft(sc: ScarabState, seat: Seat): boolean {
  return seat === sc.seat && sc.step !== null && sc.step.kind !== 'reinforcements';
}

/** The scenario's victory: checked after every action. */
export function settleScarab(d: Draft, sc: ScarabState): void {
  if (d.s.phase.kind !== 'play' || d.s.turn === null) return;
  if (sc.clicks.core >= CORE_BLACK_CLICK) {
    const winner = attackerSeat(sc);
    d.s.outcome = { winners: [winner], reason: 'core' };
    d.s.phase = { kind: 'over' };
    d.log?.push({ type: 'coreDestroyed', seat: winner });
    d.log?.push({ type: 'gameWon', seat: winner, winners: [winner], kills: d.seatState(winner).kills });
    return;
  }
  const kills = d.seatState(sc.seat).kills;
  if (kills < d.s.options.killsToWin) return;
  d.s.outcome = { winners: [sc.seat], reason: 'kills' };
  d.s.phase = { kind: 'over' };
  d.log?.push({ type: 'gameWon', seat: sc.seat, winners: [sc.seat], kills });
}
