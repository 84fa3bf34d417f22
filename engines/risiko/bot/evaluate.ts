/**
 * How good a position is for a seat, in [0, 1]: its (team's) share of the power of all living seats
 * (income, territories, units, cards, completed objectives, the own base held), 1 for a win, 0 when out.
 */
import type { Seat } from '../../core';
import type { Geo } from '../geo';
import type { RisikoState } from '../types';
import { powers } from './analysis';

export function evaluate(g: Geo, s: RisikoState, seat: Seat): number {
  if (s.outcome !== null) return s.outcome.winners.includes(seat) ? 1 : 0;
  if (s.seats[seat]?.eliminated === true) return 0;
  const p = powers(g, s);
  const team = s.seats[seat]?.team;
  let mine = 0;
  let all = 0;
  p.forEach((x, i) => {
    all += x.power;
    if (s.seats[i]?.team === team) mine += x.power;
  });
  return all <= 0 ? 0 : mine / all;
}
