/**
 * How good a position is for a seat, in [0, 1]: its (team's) power (income, territories, units, cards,
 * completed objectives, the own base held, minus open flanks) against the strongest other team's, as
 * mine / (mine + theirs); 1 for a win, 0 when out. Against the strongest rival rather than the whole
 * table, so that one move still shows in the value with five seats.
 */
import type { Seat } from '../../core';
import type { TerritoryGraph } from '../territoryGraph';
import type { RisikoState } from '../types';
import { powers } from './analysis';

export function evaluate(g: TerritoryGraph, s: RisikoState, seat: Seat): number {
  if (s.outcome !== null) return s.outcome.winners.includes(seat) ? 1 : 0;
  if (s.seats[seat]?.eliminated === true) return 0;
  const p = powers(g, s);
  const teams = new Map<number, number>();
  p.forEach((x, i) => {
    const team = s.seats[i]?.team ?? i;
    teams.set(team, (teams.get(team) ?? 0) + x.power);
  });
  const team = s.seats[seat]?.team ?? seat;
  const mine = Math.max(0, teams.get(team) ?? 0);
  let rival = 0;
  for (const [t, power] of teams) if (t !== team) rival = Math.max(rival, power);
  return mine + rival <= 0 ? 0.5 : mine / (mine + Math.max(0, rival));
}
