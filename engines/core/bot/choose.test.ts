import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../rng';
import { pickAmongGood, type GoodOdds } from './choose';

/** The pick for each of 300 draws beside the roll it was made with (a twin generator reads the roll). */
function picks(scores: readonly number[], how?: GoodOdds): { roll: number; pick: string }[] {
  const scored = scores.map((score, i) => ({ action: 'abcd'[i] ?? '?', score }));
  const rng = new Random(seedRng('odds'));
  const twin = new Random(seedRng('odds'));
  return Array.from({ length: 300 }, () => ({ roll: twin.below(100), pick: pickAmongGood(scored, rng, 1, how) }));
}

describe('pickAmongGood', () => {
  it.each([
    { name: 'Easy among three good moves: 60/25/15', scores: [10, 9.5, 9, 8], how: undefined, expected: (r: number) => (r < 60 ? 'a' : r < 85 ? 'b' : 'c') },
    { name: 'two good moves: the rest goes to the second', scores: [10, 9.5, 5], how: undefined, expected: (r: number) => (r < 60 ? 'a' : 'b') },
    { name: 'one good move: always the best (no blunders)', scores: [10, 5, 4], how: undefined, expected: () => 'a' },
    { name: 'odds 85/15', scores: [10, 9.5, 9], how: { odds: [85, 15] }, expected: (r: number) => (r < 85 ? 'a' : 'b') },
    { name: 'the rest to the best', scores: [10, 9.5], how: { rest: 'best' as const }, expected: (r: number) => (r < 60 ? 'a' : r < 85 ? 'b' : 'a') },
    { name: 'a move at or below `above` is never good', scores: [0, -0.5, -0.6], how: { above: -0.5, rest: 'best' as const }, expected: () => 'a' },
  ])('$name', ({ scores, how, expected }) => {
    const seen = picks(scores, how);
    expect(seen.filter((p) => p.pick !== expected(p.roll))).toEqual([]);
  });
});
