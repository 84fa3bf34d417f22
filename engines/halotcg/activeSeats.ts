/** Who may act now: the seat a pending question asks, else the next seat of the open response or action window. */
import type { Seat } from '../core';
import type { HaloState } from './types';

export function activeSeats(s: HaloState): Seat[] {
  if (s.outcome !== null) return [];
  const p = s.pending[s.pending.length - 1];
  if (p !== undefined) return [p.seat];
  if (s.turn.response !== null) return [s.turn.response.next];
  return s.turn.window === null ? [] : [s.turn.window.next];
}
