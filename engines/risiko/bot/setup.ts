/**
 * Manual setup placements, scored (the setup is not searched): bases where few borders meet, claims that
 * build a region and stay near the own territories, the neutral Flood in the opponent's way, starting
 * units and heroes on the front.
 */
import type { RisikoAction } from '../types';
import { frontScore, type Ctx } from './scoring';

function neighbours(c: Ctx, t: number, owner: (o: number) => boolean): number {
  let n = 0;
  for (const x of c.adj[t] ?? []) if (owner(c.s.owner[x] ?? -1)) n++;
  return n;
}

/** How much of t's region the seat has claimed against the others. */
function regionAffinity(c: Ctx, t: number): number {
  let score = 0;
  for (const r of c.g.regions) {
    if (!r.members.includes(t)) continue;
    const mine = r.members.filter((m) => c.s.owner[m] === c.seat).length;
    const theirs = r.members.filter((m) => (c.s.owner[m] ?? -1) >= 0 && c.s.owner[m] !== c.seat).length;
    score += (3 * mine - 2 * theirs) / r.members.length + (theirs === 0 ? 1 / r.members.length : 0);
  }
  return score;
}

const isOpponent = (c: Ctx) => (o: number) => o >= 0 && o !== c.seat && c.s.seats[o]?.team !== c.s.seats[c.seat]?.team;

export function scoreSetup(c: Ctx, a: RisikoAction): number {
  const t = 'territory' in a && a.territory !== undefined ? c.index(a.territory) : -1;
  const left = c.s.phase.kind === 'setupReinforce' ? c.s.phase.left : 0;
  switch (a.type) {
    case 'placeTeleporter':
      return (c.adj[t]?.length ?? 0) * 0.1;
    case 'placeBase':
      return -(c.adj[t]?.length ?? 0) + regionAffinity(c, t);
    case 'claim':
      return 2 * regionAffinity(c, t) + neighbours(c, t, (o) => o === c.seat) - 0.5 * neighbours(c, t, isOpponent(c));
    case 'placeNeutral':
      return neighbours(c, t, isOpponent(c)) - neighbours(c, t, (o) => o === c.seat) + (a.count === left || left === 0 ? 0.5 : 0);
    case 'placeSetupUnits':
      return frontScore(c, t) + (a.count === left ? 0.5 : 0);
    case 'placeHero':
      return frontScore(c, t) + 0.1 * (c.s.units[t] ?? 0);
    default:
      return 0;
  }
}
