import { describe, expect, it } from 'vitest';
import type { Irreversible } from './engine';
import { Random, seedRng, type RngState } from './rng';
import { WorkingCopy, type Mutable } from './workingCopy';

interface Pile {
  readonly rng: RngState;
  readonly cards: readonly number[];
}

const base: Pile = Object.freeze({ rng: seedRng('working-copy'), cards: Object.freeze([1, 2, 3]) });
const copy = (quiet = false) => new WorkingCopy<Mutable<Pile>>({ ...base }, quiet);

describe('WorkingCopy: the log', () => {
  it('collects the events in order and hands them back with the state', () => {
    const d = copy();
    d.log?.push({ type: 'first' });
    d.log?.push({ type: 'second', n: 2 });
    expect(d.finish().events).toEqual([{ type: 'first' }, { type: 'second', n: 2 }]);
  });

  it('is undefined in a quiet copy, whose events are never built and whose finish has none', () => {
    const d = copy(true);
    let built = 0;
    d.log?.push({ type: 'costly', n: ++built });
    expect(d.log).toBeUndefined();
    expect(built).toBe(0);
    const done = d.finish();
    expect(done.events).toEqual([]);
    expect(Object.isFrozen(done.events)).toBe(true);
  });
});

describe('WorkingCopy: the irreversible mark', () => {
  it.each<{ marks: Irreversible[]; expected: Irreversible | undefined }>([
    { marks: [], expected: undefined },
    { marks: ['hidden'], expected: 'hidden' },
    { marks: ['dice'], expected: 'dice' },
    { marks: ['hidden', 'dice'], expected: 'dice' },
    { marks: ['dice', 'hidden'], expected: 'dice' },
  ])('marks $marks give $expected', ({ marks, expected }) => {
    const d = copy();
    for (const m of marks) d.mark(m);
    const done = d.finish();
    expect(done.irreversible).toBe(expected);
    expect('irreversible' in done).toBe(expected !== undefined);
  });
});

describe('WorkingCopy: the generator', () => {
  it('leaves the state\'s rng as it was (the same array) when nothing was drawn', () => {
    expect(copy().finish().state.rng).toBe(base.rng);
  });

  it('starts from the state\'s rng at the first draw, keeps one cursor, and writes it back in finish', () => {
    const d = copy();
    const drawn = [d.rng().die(), d.rng().die(), d.rng().below(100)];
    const reference = new Random(base.rng);
    expect(drawn).toEqual([reference.die(), reference.die(), reference.below(100)]);
    expect(d.finish().state.rng).toEqual(reference.state);
  });

  it('draws the same in a quiet copy', () => {
    const loud = copy();
    const quiet = copy(true);
    expect(quiet.rng().dice(5)).toEqual(loud.rng().dice(5));
    expect(quiet.finish().state).toEqual(loud.finish().state);
  });

  it('never changes the state it was copied from', () => {
    const d = copy();
    d.rng().die();
    d.s.cards = [...d.s.cards, 4];
    d.finish();
    expect(base).toEqual({ rng: seedRng('working-copy'), cards: [1, 2, 3] });
  });
});
