/**
 * The search behind the whole-game spec's seed (run it with `node scripts/halotcg/findPlan.mjs`):
 * plays the plan of every seed in a range with the real engine and keeps the complete ones (every
 * moment of the issue, and the two undo checks), shortest first, since the spec's runtime grows with
 * the number of decisions clicked.
 */
import { completePlan, MOMENTS, planGame, type Moment, type Plan } from './plan';

export interface SearchResult {
  readonly seed: string;
  readonly decisions: number;
  readonly missing: readonly Moment[];
}

export interface Search {
  readonly tried: number;
  /** Complete plans, fewest decisions first (ties by seed order). */
  readonly complete: readonly SearchResult[];
  /** How many plans showed each moment. */
  readonly seen: Readonly<Record<Moment, number>>;
}

export const seedRange = (prefix: string, from: number, count: number): string[] => Array.from({ length: count }, (_, i) => `${prefix}-${from + i}`);

function result(plan: Plan): SearchResult {
  return { seed: plan.seed, decisions: plan.steps.length, missing: MOMENTS.filter((m) => !plan.moments.has(m)) };
}

export function searchPlans(seeds: readonly string[], decks: readonly string[], limit = 400): Search {
  const seen = Object.fromEntries(MOMENTS.map((m) => [m, 0])) as Record<Moment, number>;
  const complete: SearchResult[] = [];
  for (const seed of seeds) {
    const plan = planGame(seed, decks.length, decks, limit);
    for (const m of plan.moments) seen[m]++;
    if (completePlan(plan)) complete.push(result(plan));
  }
  complete.sort((a, b) => a.decisions - b.decisions);
  return { tried: seeds.length, complete, seen };
}
