import { describe, expect, it } from 'vitest';
import { Random, seedRng, withRandom } from './rng';

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

/** Returns the given raw values in order, to test what the methods do with each draw. */
class Scripted extends Random {
  constructor(private readonly values: number[]) {
    super([0, 0, 0, 0]);
  }
  override nextUint32(): number {
    const next = this.values.shift();
    if (next === undefined) throw new Error('script exhausted');
    this.draws++;
    return next;
  }
}

describe('shuffle: reference vectors (Fisher–Yates from the last item down, j uniform in 0..i)', () => {
  // Worked by hand (and by an independent Python implementation of sfc32, seedRng and Fisher–Yates)
  // from the reference C outputs above, e.g. zero state: i=3 draws 1 → j=1; i=2 draws 2 → j=2; i=1 draws 12 → j=0.
  it.each([
    { name: 'zero state, 4 items', state: [0, 0, 0, 1] as const, items: [0, 1, 2, 3], expected: [3, 0, 2, 1] },
    { name: 'zero state, 5 items', state: [0, 0, 0, 1] as const, items: [0, 1, 2, 3, 4], expected: [3, 4, 0, 2, 1] },
    { name: 'reference state, 8 items', state: [0x9e3779b9, 0x243f6a88, 0xb7e15162, 1] as const, items: [0, 1, 2, 3, 4, 5, 6, 7], expected: [0, 5, 7, 3, 4, 1, 6, 2] },
    { name: 'reference state, 9 letters', state: [0x9e3779b9, 0x243f6a88, 0xb7e15162, 1] as const, items: [...'abcdefghi'], expected: [...'cgfdheiba'] },
    { name: 'seed "shuffle", 10 items', state: seedRng('shuffle'), items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], expected: [0, 7, 8, 2, 9, 6, 3, 5, 4, 1] },
  ])('$name', ({ state, items, expected }) => {
    const random = new Random(state);
    const before = items.slice();
    expect(random.shuffle<number | string>(items)).toEqual(expected);
    expect(items).toEqual(before);
    expect(random.draws).toBe(items.length - 1);
  });

  it('with every draw choosing j = 0, rotates the list (the first two items are swapped last)', () => {
    // i=3: swap d and a → d b c a; i=2: swap c and d → c b d a; i=1: swap b and c → b c d a.
    expect(new Scripted([0, 0, 0]).shuffle(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd', 'a']);
  });

  it.each([
    { name: 'an empty list', items: [] as number[] },
    { name: 'a single item', items: [7] },
  ])('shuffles $name without drawing', ({ items }) => {
    const random = new Random(seedRng('tiny'));
    expect(random.shuffle(items)).toEqual(items);
    expect(random.draws).toBe(0);
  });

  it('reaches every item in every position, evenly (chi-square over 24,000 shuffles of 4)', () => {
    const random = new Random(seedRng('positions'));
    const n = 24_000;
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    const permutations = new Map<string, number>();
    for (let k = 0; k < n; k++) {
      const order = random.shuffle([0, 1, 2, 3]);
      order.forEach((item, position) => (counts[item]![position]! += 1));
      permutations.set(order.join(''), (permutations.get(order.join('')) ?? 0) + 1);
    }
    for (const row of counts) for (const c of row) expect(c).toBeGreaterThan(0);
    const expected = n / 4;
    const chi = counts.flat().reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.88); // p = 0.001 for (4-1)·(4-1) = 9 degrees of freedom
    expect(permutations.size).toBe(24);
    const perPermutation = n / 24;
    const chiPermutations = [...permutations.values()].reduce((sum, c) => sum + (c - perPermutation) ** 2 / perPermutation, 0);
    expect(chiPermutations).toBeLessThan(49.73); // p = 0.001 for 23 degrees of freedom
  });
});

describe('below, between, die, dice, pick', () => {
  it.each([
    { name: 'takes the remainder of an accepted draw', bound: 6, draws: [13], expected: 1, used: 1 },
    { name: 'accepts the largest draw below the limit', bound: 3, draws: [0xfffffffe], expected: 0xfffffffe % 3, used: 1 },
    { name: 'rejects a draw at the limit (no modulo bias) and draws again', bound: 3, draws: [0xffffffff, 5], expected: 2, used: 2 },
    { name: 'rejects every draw in the biased tail', bound: 6, draws: [0xffffffff, 0xfffffffc, 0xfffffffb, 4], expected: 0xfffffffb % 6, used: 3 },
    { name: 'with a bound of 1 always gives 0', bound: 1, draws: [0xffffffff], expected: 0, used: 1 },
    { name: 'with a bound of 2^32 gives the draw itself', bound: 0x1_0000_0000, draws: [0xffffffff], expected: 0xffffffff, used: 1 },
  ])('below $name', ({ bound, draws, expected, used }) => {
    const random = new Scripted(draws.slice());
    expect(random.below(bound)).toBe(expected);
    expect(random.draws).toBe(used);
  });

  it.each([0, -1, 1.5, 0x1_0000_0001, Number.NaN, Number.POSITIVE_INFINITY])('below refuses the bound %s', (bound) => {
    expect(() => new Random(seedRng('b')).below(bound)).toThrow(new RangeError(`bound must be an integer in 1..2^32, got ${bound}`));
  });

  it('between, die and dice map draws onto their ranges', () => {
    expect(new Scripted([0]).between(3, 9)).toBe(3);
    expect(new Scripted([6]).between(3, 9)).toBe(9);
    expect(new Scripted([7]).between(3, 9)).toBe(3);
    expect(new Scripted([5]).die()).toBe(6);
    expect(new Scripted([6]).die()).toBe(1);
    expect(new Scripted([19]).die(20)).toBe(20);
    expect(new Scripted([0, 1, 2, 3]).dice(4, 3)).toEqual([1, 2, 3, 1]);
    expect(new Scripted([]).dice(0)).toEqual([]);
  });

  it('pick chooses by one draw and refuses an empty list', () => {
    expect(new Scripted([2]).pick(['a', 'b', 'c', 'd'])).toBe('c');
    expect(new Scripted([7]).pick(['a', 'b', 'c'])).toBe('b');
    expect(() => new Random(seedRng('p')).pick([])).toThrow(new RangeError('pick from an empty list'));
  });

  it('pins the seeded stream: seed state, pick, between and dice with their draw count', () => {
    expect(seedRng('shuffle')).toEqual([2619504094, 1008531704, 1587505886, 13]);
    expect(seedRng('')).toEqual([2478058944, 186091387, 277170709, 13]);
    const random = new Random(seedRng('pick'));
    expect([random.pick(['a', 'b', 'c', 'd', 'e']), random.between(3, 9), random.dice(5, 20)]).toEqual(['b', 7, [16, 7, 16, 1, 1]]);
    expect(random.draws).toBe(7);
  });

  it('withRandom returns the value, the advanced state and how many numbers were drawn', () => {
    const start = seedRng('with');
    const result = withRandom(start, (random) => random.dice(3));
    const manual = new Random(start);
    expect(result).toEqual({ value: manual.dice(3), rng: manual.state, draws: 3 });
    expect(withRandom(start, () => 'none')).toEqual({ value: 'none', rng: start, draws: 0 });
  });
});
