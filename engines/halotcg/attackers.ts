/** Who fights whom, read from the table: the Shadow players' attackers and the Free Peoples ships that may defend. */
import type { Seat } from '../core';
import { cardOf, hasKeyword, toTheRight } from './queries';
import type { HaloState, Iid } from './types';

/** Attackers of one Shadow player: minions (characters) and Shadow ships; in the fierce round only fierce ones. */
export function attackers(s: HaloState, seat: Seat): Iid[] {
  const p = s.players[seat];
  if (p === undefined || seat === s.turn.fp) return [];
  return p.minions.filter((x) => !s.turn.fierce || hasKeyword(s, x, 'fierce'));
}

export const allAttackers = (s: HaloState): Iid[] => toTheRight(s, s.turn.fp).flatMap((seat) => attackers(s, seat));

export const isShip = (s: HaloState, x: Iid): boolean => cardOf(s, x).kind === 'ship';

/** Free Peoples ships that may defend: staffed by at least one companion (ruling). */
export function defendingShips(s: HaloState): Iid[] {
  const p = s.players[s.turn.fp];
  if (p === undefined) return [];
  return p.support.filter((x) => isShip(s, x) && p.support.some((c) => s.inPlay[c]?.staff === x));
}
