/**
 * How good a position is for a seat, in [0, 1]: 1 for a win, 0 when out, otherwise its share of a softmax
 * over the seats still in of a linear score of their features (`featuresOf`): for two seats the logistic
 * chance that it wins. The weights are fitted to the winners of 600 seeded 2-player games between Easy and
 * Normal (`pairing=predict` of the AI bench, session 30, after Normal learnt to move on): on held-out games
 * they call 68.1 % of positions right (log loss 0.585), where the weights fitted before that change called
 * 66.5 % (0.638) of the same positions.
 */
import type { Seat } from '../../core';
import type { HaloState } from '../types';
import { FEATURES, featuresOf, type Feature } from './features';

const FITTED: Readonly<Record<Feature, number>> = {
  site: 0.698, heroLife: 0.406, heroLast: 0.132, companions: 0.205, strength: -0.002, vitality: -0.029, hand: -0.018, support: 0.03, dead: -0.057,
  fpTwilight: -0.038, fpThreat: -0.015, shadowMinions: 0.025, lateSite: 0.228, fp: 0.213,
};

/** Log-odds of winning per unit of each feature, in the order of `FEATURES`. */
export const WEIGHTS: readonly number[] = FEATURES.map((f) => FITTED[f]);

/** A seat's score in log-odds (undefined once it is out). */
export function scoreOf(s: HaloState, seat: Seat): number | undefined {
  const x = featuresOf(s, seat);
  return x === undefined ? undefined : x.reduce((n, v, i) => n + v * (WEIGHTS[i] as number), 0);
}

export function evaluate(s: HaloState, seat: Seat): number {
  if (s.outcome !== null) return s.outcome.winners.includes(seat) ? 1 : 0;
  const mine = scoreOf(s, seat);
  if (mine === undefined) return 0;
  let total = 0;
  for (let i = 0; i < s.players.length; i++) {
    const theirs = scoreOf(s, i);
    if (theirs !== undefined) total += Math.exp(theirs - mine);
  }
  return total <= 0 ? 0.5 : 1 / total;
}

/**
 * How hard a Shadow seat should play against this turn's Free Peoples player at a table of three or more:
 * up to 1.5 when that player leads everybody else (the one about to win), down to 0.5 when another seat is
 * far ahead (cards and wounds are better kept for the leader's turn); 1 with two seats and for the Free
 * Peoples player itself.
 */
export function pressure(s: HaloState, seat: Seat): number {
  const fp = s.turn.fp;
  if (seat === fp || s.players.filter((p) => !p.out).length < 3) return 1;
  const theirs = scoreOf(s, fp);
  if (theirs === undefined) return 1;
  let best = -Infinity;
  for (let i = 0; i < s.players.length; i++) {
    const x = i === fp ? undefined : scoreOf(s, i);
    if (x !== undefined) best = Math.max(best, x);
  }
  return best === -Infinity ? 1 : 1 + 0.5 * Math.tanh(theirs - best);
}
