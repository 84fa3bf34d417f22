/** How a heuristic bot picks among scored moves: the shared piece of every game's Easy level. */
import type { Random } from '../rng';

/** A move with its heuristic score (higher is better). */
export interface Scored<A> {
  readonly action: A;
  readonly score: number;
}

/** Easy's odds for the best, second and third good move, in percent. */
export const EASY_ODDS: readonly number[] = [60, 25, 15];

/** How `pickAmongGood` weighs the good moves (each game's Easy and, in the Halo TCG, Normal). */
export interface GoodOdds {
  /** Percent for the best good move, the second and so on (default `EASY_ODDS`); their count caps the good moves. */
  readonly odds?: readonly number[];
  /** Who gets the odds left over when fewer moves are good than odds are given: the last good one (default) or the best. */
  readonly rest?: 'last' | 'best';
  /** Moves scored at or below this are never good (default: none excluded). */
  readonly above?: number;
}

/**
 * Easy's choice from moves sorted best first: one of the best few (60/25/15 % unless `how.odds` says
 * otherwise) among those within `floor` of the best, so its mistakes are plausible ones and never a move
 * far below the best. One draw of `rng` whatever the moves.
 */
export function pickAmongGood<A>(scored: readonly Scored<A>[], rng: Random, floor: number, how: GoodOdds = {}): A {
  const top = scored[0] as Scored<A>;
  const odds = how.odds ?? EASY_ODDS;
  const above = how.above ?? -Infinity;
  const good = scored.filter((x) => x.score >= top.score - floor && x.score > above).slice(0, odds.length);
  let roll = rng.below(100);
  for (const [i, x] of good.entries()) {
    roll -= odds[i] ?? 0;
    if (roll < 0) return x.action;
  }
  return (how.rest === 'best' ? top : (good[good.length - 1] ?? top)).action;
}
