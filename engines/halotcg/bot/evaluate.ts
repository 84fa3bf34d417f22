/**
 * How good a position is for a seat, in [0, 1]: its standing (progress on the path, its Hero's life, its
 * company and hand; twilight and attackers against the Free Peoples player, for the Shadow) against the
 * other seats', as a softmax share: 1 for a win, 0 when out.
 */
import type { Seat } from '../../core';
import type { HaloState } from '../types';
import { standing } from './reading';

/** Points of standing that make one seat about e times likelier to come out ahead. */
const TEMPERATURE = 3;

export function evaluate(s: HaloState, seat: Seat): number {
  if (s.outcome !== null) return s.outcome.winners.includes(seat) ? 1 : 0;
  if (s.players[seat]?.out === true) return 0;
  const mine = standing(s, seat);
  let total = 0;
  s.players.forEach((p, i) => {
    if (!p.out) total += Math.exp((standing(s, i) - mine) / TEMPERATURE);
  });
  return total <= 0 ? 0.5 : 1 / total;
}
