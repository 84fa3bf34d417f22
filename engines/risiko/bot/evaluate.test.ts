import { describe, expect, it } from 'vitest';
import type { RisikoState } from '../types';
import { graphOf } from './determinise';
import { evaluate } from './evaluate';
import { newGame } from './testing/match';

const s0 = newGame(3, { mode: 'objective', battlefield: 'the-ring' }, 'eval');
const g = graphOf({ battlefield: 'the-ring' });

/** Seat 0 takes every territory of seat 1 that borders nothing of seat 2 (a bigger empire). */
function grown(s: RisikoState): RisikoState {
  return { ...s, owner: s.owner.map((o, t) => (o === 1 && t % 2 === 0 ? 0 : o)) };
}

describe('evaluate', () => {
  it.each([
    { name: 'a win is worth 1', state: { ...s0, outcome: { winners: [0], reason: 'objectives' } }, seat: 0, value: 1 },
    { name: 'a loss is worth 0', state: { ...s0, outcome: { winners: [1], reason: 'objectives' } }, seat: 0, value: 0 },
    { name: 'an eliminated seat is worth 0', state: { ...s0, seats: s0.seats.map((st, i) => (i === 0 ? { ...st, eliminated: true } : st)) }, seat: 0, value: 0 },
  ])('$name', ({ state, seat, value }) => {
    expect(evaluate(g, state, seat)).toBe(value);
  });

  it.each([
    { name: 'more territories', better: grown(s0) },
    { name: 'a completed objective', better: { ...s0, seats: s0.seats.map((st, i) => (i === 0 ? { ...st, completed: ['cc-e-01'] } : st)) } },
    { name: 'more units', better: { ...s0, units: s0.units.map((u, t) => (s0.owner[t] === 0 ? u + 2 : u)) } },
  ])('stays in [0, 1] and rises with $name', ({ better }) => {
    const before = evaluate(g, s0, 0);
    const after = evaluate(g, better, 0);
    expect(before).toBeGreaterThan(0);
    expect(after).toBeLessThan(1);
    expect(after).toBeGreaterThan(before);
  });
});
