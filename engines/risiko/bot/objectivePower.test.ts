import { describe, expect, it } from 'vitest';
import type { Goal } from '../campaignCards';
import type { RisikoState } from '../types';
import { adjacency } from './analysis';
import { graphOf } from './determinise';
import { evaluate } from './evaluate';
import { BASE_PER_OBJECTIVE, goalProgress, objectivePower } from './objectivePower';
import { newGame } from './testing/match';

const s0 = newGame(3, { mode: 'objective', battlefield: 'the-ring' }, 'eval');
const g = graphOf({ battlefield: 'the-ring' });
const adj = adjacency(g, s0);
const mine = s0.owner.filter((o) => o === 0).length;
const biggest = Math.max(...s0.units.filter((_, t) => s0.owner[t] === 0));
const rivalBase = s0.seats[1]?.base as number;
const withSeat = (s: RisikoState, seat: number, patch: Partial<RisikoState['seats'][number]>): RisikoState => ({
  ...s,
  seats: s.seats.map((st, i) => (i === seat ? { ...st, ...patch } : st)),
});
const owning = (s: RisikoState, t: number, seat: number): RisikoState => ({ ...s, owner: s.owner.map((o, i) => (i === t ? seat : o)) });

describe('goalProgress', () => {
  it.each<{ name: string; goal: Goal; state: RisikoState; progress: number }>([
    { name: 'territories held over those asked', goal: { kind: 'hold-territories', count: 40 }, state: s0, progress: mine / 40 },
    { name: 'at most 1 when more are held', goal: { kind: 'hold-territories', count: 1 }, state: s0, progress: 1 },
    { name: 'the largest stack over the units asked', goal: { kind: 'units-in-one', count: 25 }, state: s0, progress: biggest / 25 },
    { name: 'no enemy base held', goal: { kind: 'enemy-bases', count: 1 }, state: s0, progress: 0 },
    { name: 'an enemy base taken', goal: { kind: 'enemy-bases', count: 1 }, state: owning(s0, rivalBase, 0), progress: 1 },
    { name: 'a deed of the turn counts 0 after it', goal: { kind: 'conquests', count: 3 }, state: s0, progress: 0 },
  ])('$name', ({ goal, state, progress }) => {
    expect(goalProgress(g, state, 0, goal, adj)).toBeCloseTo(progress, 9);
  });
});

describe('objectivePower', () => {
  it('weighs the own base more with every objective done', () => {
    const done = withSeat(s0, 0, { completed: ['cc-e-01', 'cc-h-01'], objectives: [] });
    const lost = owning(done, s0.seats[0]?.base as number, 1);
    expect(objectivePower(g, done, 0, adj) - objectivePower(g, lost, 0, adj)).toBe(2 * BASE_PER_OBJECTIVE);
  });

  it('rises as a held objective comes nearer', () => {
    const holding = withSeat(s0, 0, { objectives: ['cc-l-03'] });
    const grown = { ...holding, owner: holding.owner.map((o) => (o === 1 ? 0 : o)) };
    expect(objectivePower(g, grown, 0, adj)).toBeGreaterThan(objectivePower(g, holding, 0, adj));
  });
});

describe('evaluate with objectives', () => {
  const oneOnOne = newGame(2, { mode: 'one-on-one', battlefield: 'hammer' }, 'eval');
  const g2 = graphOf({ battlefield: 'hammer' });
  it('leaves ONE-ON-ONE as it was', () => {
    expect(evaluate(g2, oneOnOne, 0, true)).toBe(evaluate(g2, oneOnOne, 0));
  });

  it('values taking the base of a rival two objectives from winning', () => {
    const near = withSeat(s0, 1, { completed: ['cc-e-01', 'cc-h-01'] });
    const gain = (objectives: boolean) => evaluate(g, owning(near, rivalBase, 0), 0, objectives) - evaluate(g, near, 0, objectives);
    expect(gain(true)).toBeGreaterThan(gain(false));
  });
});
