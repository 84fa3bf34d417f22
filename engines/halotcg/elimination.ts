/**
 * Losing: a killed Hero loses. With two or more players left, the loser's cards leave play (opponents'
 * cards on them are discarded) and the loser's sites on the path are replaced by opponents' sites of the
 * same number, counter-clockwise starting with the player on the loser's right.
 */
import type { Seat } from '../core';
import { discardFromPlay, lift, player, put, type G } from './ops';
import { placeSite } from './moving';
import { ownerOf, playersLeft, toTheRight } from './queries';
import { setStage } from './procedure';

function clearTable(g: G, seat: Seat): void {
  const s = g.s;
  const p = player(g, seat);
  const mine = [...p.company, ...p.support, ...p.minions];
  for (const x of mine) if (s.inPlay[x] !== undefined) discardFromPlay(g, x);
  for (const q of s.players) for (const a of [...q.attached]) if (ownerOf(a) === seat && s.inPlay[a] !== undefined) discardFromPlay(g, a);
}

function replaceSites(g: G, seat: Seat): void {
  const s = g.s;
  const givers = toTheRight(s, seat);
  let k = 0;
  for (let n = 1; n <= 9; n++) {
    const iid = s.path[n];
    if (iid === null || iid === undefined || ownerOf(iid) !== seat) continue;
    lift(g, iid);
    put(g, iid, 'adventure');
    s.path[n] = null;
    for (let tries = 0; tries < givers.length && s.path[n] === null; tries++) {
      const giver = givers[k % givers.length] ?? 0;
      k++;
      placeSite(g, giver, n);
    }
    g.log?.push({ type: 'siteReplaced', number: n, seat });
  }
}

export function eliminate(g: G, seat: Seat): void {
  const s = g.s;
  const p = player(g, seat);
  p.out = true;
  g.log?.push({ type: 'eliminated', seat });
  const left = playersLeft(s);
  if (left.length <= 1) {
    s.outcome = { winners: left, reason: 'last-player' };
    g.log?.push({ type: 'won', seat: left[0] ?? null, reason: 'last-player' });
    return;
  }
  clearTable(g, seat);
  replaceSites(g, seat);
  if (s.turn.fp === seat) {
    // The loser's turn ends at once: Shadow players take back nothing, their minions are discarded.
    s.pending = [];
    s.queue = [];
    s.triggers = null;
    s.turn.window = null;
    s.turn.fights = [];
    setStage(s, 'endTurn');
  } else {
    s.turn.reconcile = s.turn.reconcile.filter((x) => x !== seat);
  }
}
