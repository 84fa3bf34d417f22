/**
 * What the log says about a game set up by chance (quick setup) before its first action: the same lines a
 * manual setup ends with (starting faction cards of the 4th and 5th players, "the battlefield is set", the
 * first player's reinforcements), read from the state the quick setup left. A manual setup says nothing
 * here: its placements are actions with their own lines.
 */
import type { GameEvent } from '../core';
import type { TerritoryGraph } from './territoryGraph';
import { reinforcements } from './reinforcements';
import type { RisikoState } from './types';

export function openingEvents(g: TerritoryGraph, s: RisikoState): readonly GameEvent[] {
  if (s.options.setup !== 'quick' || s.phase.kind !== 'reinforce' || s.turnNumber !== 1) return [];
  const first = s.turn?.seat ?? s.order[0] ?? 0;
  const cards: GameEvent[] = s.order.flatMap((seat) => {
    const count = s.seats[seat]?.hand.length ?? 0;
    return count > 0 ? [{ type: 'cardDrawn', seat, count }] : [];
  });
  return [...cards, { type: 'setupFinished' }, { type: 'turnStarted', seat: first, turn: 1, ...reinforcements(g, s, first) }];
}
