import { describe, expect, it } from 'vitest';
import { Random, seedRng } from './rng';

describe('sfc32', () => {
  it.each([
    {
      name: 'reference C implementation, state (0x9E3779B9, 0x243F6A88, 0xB7E15162, 1)',
      state: [0x9e3779b9, 0x243f6a88, 0xb7e15162, 1] as const,
      expected: [3262571586, 2602127793, 3691875691, 1400833174, 2246018411, 1634095475, 113486641, 3926581280],
    },
    { name: 'reference C implementation, zero state', state: [0, 0, 0, 1] as const, expected: [1, 2, 12, 18874399] },
  ])('matches $name', ({ state, expected }) => {
    const random = new Random(state);
    expect(expected.map(() => random.nextUint32())).toEqual(expected);
  });

  it('keeps its whole state as JSON and resumes exactly', () => {
    const a = new Random(seedRng('resume'));
    a.dice(10);
    const copy = new Random(JSON.parse(JSON.stringify(a.state)));
    expect(copy.dice(20)).toEqual(a.dice(20));
  });

  it('gives the same stream for the same seed and different streams for near seeds', () => {
    expect(new Random(seedRng('game-1')).dice(12)).toEqual(new Random(seedRng('game-1')).dice(12));
    expect(new Random(seedRng('game-1')).dice(12)).not.toEqual(new Random(seedRng('game-2')).dice(12));
  });

  it('rolls fair dice (chi-square over 60,000 rolls)', () => {
    const random = new Random(seedRng('fair'));
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[random.die() - 1]! += 1;
    const expected = n / 6;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it('shuffles into a permutation and rejects bad bounds', () => {
    const random = new Random(seedRng('shuffle'));
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(random.shuffle(items).sort((x, y) => x - y)).toEqual(items);
    expect(() => random.below(0)).toThrow(RangeError);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});
