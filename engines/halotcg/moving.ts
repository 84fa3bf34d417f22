/** Sites on the path: who places site `n` (the arrow of the site left) and placing it from an adventure deck. */
import type { Seat } from '../core';
import { player, type G } from './ops';
import { cardOf, playersLeft } from './queries';
import type { HaloState } from './types';

/** Who places site `n`: in two players always the opponent; otherwise the Shadow player the arrow points to. */
export function sitePlacer(s: HaloState, fp: Seat, from: number): Seat {
  const left = playersLeft(s);
  const others = left.filter((x) => x !== fp);
  if (others.length === 1) return others[0] ?? fp;
  const iid = s.path[from];
  const arrow = iid === null || iid === undefined ? 'left' : (cardOf(s, iid) as { arrow?: string }).arrow;
  const n = s.players.length;
  const dir = arrow === 'right' ? -1 : 1;
  let seat = fp;
  do seat = (seat + dir + n) % n;
  while (!left.includes(seat) || seat === fp);
  return seat;
}

export function placeSite(g: G, seat: Seat, number: number): void {
  const p = player(g, seat);
  const iid = p.adventure.find((x) => (cardOf(g.s, x) as { number?: number }).number === number);
  if (iid === undefined) return;
  p.adventure = p.adventure.filter((x) => x !== iid);
  g.s.path[number] = iid;
  g.setInPlay(iid, { w: 0 });
  g.log?.push({ type: 'sitePlaced', seat, card: cardOf(g.s, iid).id, number });
}
