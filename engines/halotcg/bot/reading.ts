/** What the bot reads off a state: the fight at hand, how much life a card has left, how a seat stands. */
import type { Seat } from '../../core';
import { allAttackers } from '../attackers';
import { cardOf, life, stat } from '../queries';
import { fightTotals } from '../totals';
import type { HaloState, Iid } from '../types';

/** Wounds (or damage) a card can still take before it dies. */
export const leftOf = (s: HaloState, iid: Iid): number => life(s, iid) - (s.inPlay[iid]?.w ?? 0);

/** By how much `seat`'s side wins the fight being resolved (> 0 wins; ties go to the Shadow); 1 without one. */
export function fightMargin(s: HaloState, seat: Seat): number {
  const f = s.turn.current === null ? undefined : s.turn.fights[s.turn.current];
  if (f === undefined) return 1;
  const t = fightTotals(s, f);
  return seat === s.turn.fp ? t.fp.total - t.shadow.total : t.shadow.total - t.fp.total + 1;
}

export function strengthOf(s: HaloState, iid: Iid): number {
  return stat(s, iid, cardOf(s, iid).kind === 'ship' ? 'weapons' : 'strength');
}

/** How well a seat stands, in points (progress, its Hero's life, its company, its hand, its minions). */
export function standing(s: HaloState, seat: Seat): number {
  const p = s.players[seat];
  if (p === undefined || p.out) return -50;
  if (s.inPlay[p.hero] === undefined) return -50;
  let score = 1.2 * p.pos + 1.1 * Math.min(4, leftOf(s, p.hero)) + 0.12 * Math.min(p.hand.length, 8);
  for (const x of p.company) if (x !== p.hero) score += 0.5 + 0.12 * (stat(s, x, 'strength') + Math.max(0, leftOf(s, x)));
  for (const x of p.support) if (cardOf(s, x).kind !== 'condition') score += 0.25;
  if (s.turn.fp === seat) {
    score -= 0.12 * s.twilight;
    const threat = allAttackers(s).reduce((n, x) => n + strengthOf(s, x), 0);
    score -= 0.08 * threat;
  } else {
    score += 0.1 * s.twilight;
    for (const x of p.minions) score += 0.08 * strengthOf(s, x);
  }
  return score;
}
