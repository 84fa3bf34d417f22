/** How a heuristic bot picks among scored moves: the shared piece of every game's Easy level. */
import type { Random } from '../rng';

/** A move with its heuristic score (higher is better). */
export interface Scored<A> {
  readonly action: A;
  readonly score: number;
}

/**
 * Easy's choice from moves sorted best first: one of the top three (60/25/15 %) among those within
 * `floor` of the best, so its mistakes are plausible ones and never a move far below the best.
 */
export function pickAmongGood<A>(scored: readonly Scored<A>[], rng: Random, floor: number): A {
  const top = scored[0] as Scored<A>;
  const good = scored.filter((x) => x.score >= top.score - floor).slice(0, 3);
  const roll = rng.below(100);
  const at = roll < 60 || good.length === 1 ? 0 : roll < 85 || good.length === 2 ? 1 : 2;
  return (good[at] ?? top).action;
}
