/**
 * Legal actions in the scenario: the Scarab turn's steps, the reinforcements' actions, and the attacker's
 * basic actions plus shots at the Scarab, climbing, and everything on top and inside.
 */
import type { Seat } from '../../core';
import type { Board } from '../board';
import { pendingActions, turnActions } from '../legalActions';
import type { ActionClixAction } from '../types';
import type { ScarabState } from './types';

export function scarabLegalActions(b: Board, sc: ScarabState, seat: Seat): ActionClixAction[] {
  const t = b.s.turn;
  if (t === null) return [];
  const p = t.pending[0];
  if (p !== undefined) return pendingActions(b, p);
  if (seat === sc.seat && sc.step !== null && sc.step.kind !== 'reinforcements') return [];
  return turnActions(b, seat);
}
