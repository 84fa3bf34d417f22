/**
 * What a position holds for one seat, as numbers the evaluation weighs: progress on the path, the Hero's
 * life, the company, the hand, twilight and attackers for the Free Peoples player, minions for a Shadow
 * player. `scripts/bench/ai/halotcgEval.ts` fits the weights (`WEIGHTS` in `evaluate.ts`) to the winners
 * of seeded games and reports how well they predict them.
 */
import type { Seat } from '../../core';
import { allAttackers } from '../attackers';
import { cardOf, life, stat, statics } from '../queries';
import type { HaloState } from '../types';

export const FEATURES = [
  'site', 'heroLife', 'heroLast', 'companions', 'strength', 'vitality', 'hand', 'support', 'dead',
  'fpTwilight', 'fpThreat', 'shadowMinions', 'lateSite', 'fp',
] as const;
export type Feature = (typeof FEATURES)[number];

/** One value per name of `FEATURES`, in that order; undefined for a seat that is out. */
export function featuresOf(s: HaloState, seat: Seat): number[] | undefined {
  const p = s.players[seat];
  if (p === undefined || p.out || s.inPlay[p.hero] === undefined) return undefined;
  const list = statics(s);
  const left = (iid: string): number => life(s, iid, list) - (s.inPlay[iid]?.w ?? 0);
  const hero = left(p.hero);
  let strength = 0;
  let vitality = 0;
  let companions = 0;
  for (const x of p.company) {
    strength += stat(s, x, 'strength', list);
    if (x === p.hero) continue;
    companions++;
    vitality += Math.max(0, left(x));
  }
  const support = p.support.filter((x) => cardOf(s, x).kind !== 'condition').length;
  const fp = s.turn.fp === seat;
  const threat = fp ? allAttackers(s).reduce((n, x) => n + stat(s, x, cardOf(s, x).kind === 'ship' ? 'weapons' : 'strength', list), 0) : 0;
  const minions = fp ? 0 : p.minions.reduce((n, x) => n + stat(s, x, cardOf(s, x).kind === 'ship' ? 'weapons' : 'strength', list), 0);
  return [
    p.pos, Math.min(5, hero), hero <= 1 ? 1 : 0, companions, strength, vitality, Math.min(8, p.hand.length), support, p.dead.length,
    fp ? s.twilight : 0, threat, minions, Math.max(0, p.pos - 5) ** 2, fp ? 1 : 0,
  ];
}
