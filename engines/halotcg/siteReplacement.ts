/**
 * Site replacement by a card effect (rulebook "Adventure deck": "If a site is replaced, take the old site
 * from the adventure path and put it back in its owner's adventure deck"). The effect replaces the site the
 * company is at with the controller's own site of the same number: the company stays where it is (it did
 * not move, so nothing "when the company moves here" happens and no twilight is added), and from then on
 * the new site's text is the one that works. A controller who owns that site already, or whose adventure
 * deck lacks that number, changes nothing.
 */
import type { Seat } from '../core';
import { placeSite } from './moving';
import { lift, put, type G } from './ops';
import { cardOf, fpPos, ownerOf } from './queries';

export function replaceSite(g: G, seat: Seat): void {
  const s = g.s;
  const n = fpPos(s);
  const old = s.path[n];
  if (old === null || old === undefined || ownerOf(old) === seat) return;
  const p = s.players[seat];
  if (p === undefined || !p.adventure.some((x) => (cardOf(s, x) as { number?: number }).number === n)) return;
  lift(g, old);
  put(g, old, 'adventure');
  s.path[n] = null;
  placeSite(g, seat, n);
  g.dirty = true;
  g.log?.push({ type: 'siteReplaced', number: n, seat: ownerOf(old), by: seat });
}

