import { describe, expect, it } from 'vitest';
import type { BotTurn } from '../bot';
import { counterEngine, type CounterState } from '../testing/counterEngine';
import { seedRng } from '../rng';
import { expandAmounts } from './amounts';
import { search, type SearchGame, type SearchLimits } from './search';
import { nimEngine, type NimAction, type NimState } from './testing/nim';

const nim: SearchGame<NimState, NimAction, NimState> = {
  engine: nimEngine,
  determinise: (view) => view,
  evaluate: () => 0.5,
  candidates: (_s, _seat, legal) => expandAmounts(legal, 'count'),
};

function nimTurn(pile: number, seed = 'nim'): BotTurn<NimState, NimAction> {
  const state: NimState = { pile, turn: 0, winner: null };
  return {
    seat: 0, players: 2, options: { pile }, view: state, legal: nimEngine.legalActions(state, 0),
    level: 'hard', seed, budgetMs: 1e9, clock: () => 0,
  };
}

const plenty: SearchLimits = { iterations: 4000, budgetMs: 1e9, clock: () => 0, rolloutDepth: 40 };

describe('search', () => {
  it.each([
    { name: 'takes the last counters', pile: 3, take: 3 },
    { name: 'leaves a multiple of four (take 1)', pile: 5, take: 1 },
    { name: 'leaves a multiple of four with an amount between the listed ends (take 2)', pile: 6, take: 2 },
    { name: 'leaves a multiple of four (take 3)', pile: 7, take: 3 },
    { name: 'finds the forced win two moves deep', pile: 10, take: 2 },
  ])('$name', ({ pile, take }) => {
    expect(search(nim, nimTurn(pile), plenty).best).toEqual({ type: 'take', count: take });
  });

  it('stops at its time budget on a fake clock and still answers a legal move', () => {
    let now = 0;
    const clock = () => (now += 1);
    const result = search(nim, nimTurn(10), { iterations: 1e9, budgetMs: 25, clock, rolloutDepth: 40 });
    expect(result.iterations).toBeGreaterThan(0);
    expect(result.iterations).toBeLessThanOrEqual(25);
    expect(now).toBeLessThanOrEqual(27);
    expect(result.best.count).toBeGreaterThanOrEqual(1);
  });

  it('stops early once more iterations could not change the answer', () => {
    const result = search(nim, nimTurn(3), plenty);
    expect(result.best).toEqual({ type: 'take', count: 3 });
    expect(result.iterations).toBeLessThan(plenty.iterations);
  });

  it('answers the first candidate without thinking when the budget is zero', () => {
    const result = search(nim, nimTurn(10), { iterations: 100, budgetMs: 0, clock: () => 0, rolloutDepth: 40 });
    expect(result.iterations).toBe(0);
    expect(result.best).toEqual({ type: 'take', count: 1 });
  });

  it('is deterministic for a seed', () => {
    const counter: SearchGame<CounterState, { type: 'add' } | { type: 'roll' } | { type: 'peek' }, unknown> = {
      engine: counterEngine,
      determinise: (_v, _seat, _o, players, rng) => ({ rng: rng.state, scores: Array(players).fill(3), secrets: ['a', 'b'], peeked: [false, false], turn: 0, target: 10 }),
      evaluate: (s, seat) => (s.scores[seat] ?? 0) / 10,
    };
    const state = counterEngine.setup({ players: 2, options: { target: 10 }, seed: 'x' });
    if (!state.ok) throw new Error('setup');
    const turn = { seat: 0, players: 2, options: { target: 10 }, view: null, legal: counterEngine.legalActions(state.value, 0), level: 'normal' as const, seed: 'same', budgetMs: 1e9, clock: () => 0 };
    const limits = { iterations: 300, budgetMs: 1e9, clock: () => 0, rolloutDepth: 6 };
    const a = search(counter, turn, limits);
    const b = search(counter, turn, limits);
    expect(b.stats).toEqual(a.stats);
    expect(a.stats.reduce((n, s) => n + s.visits, 0)).toBe(a.iterations);
    expect(seedRng('same')).toEqual(seedRng('same'));
  });
});

describe('search with sequential halving at the root (common samples)', () => {
  const halving: SearchLimits = { ...plenty, iterations: 1200, root: 'halving' };
  it.each([
    { name: 'takes the last counters', pile: 3, take: 3 },
    { name: 'leaves a multiple of four with an amount between the listed ends (take 2)', pile: 6, take: 2 },
    { name: 'leaves a multiple of four (take 3)', pile: 7, take: 3 },
  ])('$name', ({ pile, take }) => {
    expect(search(nim, nimTurn(pile), halving).best).toEqual({ type: 'take', count: take });
  });

  it('stays within its iterations and its time budget', () => {
    expect(search(nim, nimTurn(10), halving).iterations).toBeLessThanOrEqual(1200);
    let now = 0;
    const result = search(nim, nimTurn(10), { ...halving, iterations: 1e9, budgetMs: 25, clock: () => (now += 1) });
    expect(result.iterations).toBeGreaterThan(0);
    expect(now).toBeLessThanOrEqual(40);
  });
});
