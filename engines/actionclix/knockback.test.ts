/** Knockback at the edges of what a path may enter: the corner square, unit 0, a tie with the corner. */
import { describe, expect, it } from 'vitest';
import { arena, engine, play, sq, unitOf, withDice } from './testing/arena';

type Placed = { seat: number; roster: string; at: [number, number] };

const attack = (units: Placed[], attacker: string, target: string): ReturnType<typeof play> =>
  play(withDice(arena({ units }), [5, 5]), { type: 'attack', unit: attacker, target });

describe('knockback paths at their boundaries', () => {
  // Units are numbered seat by seat in roster order: the first seat's Marine (AR) is unit 0.
  it('unit 0 blocks the path like any other (the square before it is the last)', () => {
    const { state, events } = attack(
      [{ seat: 0, roster: 'marine-ar', at: [4, 1] }, { seat: 0, roster: 'brute-hammer', at: [1, 1] }, { seat: 1, roster: 'elite-rifle', at: [2, 1] }],
      '0-brute-hammer',
      '1-elite-rifle',
    );
    expect(events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [sq(3, 1)], blocked: true });
    expect(unitOf(state, '1-elite-rifle').sq).toBe(sq(3, 1));
  });

  it('the corner square (0, 0) can be entered; the map edge then stops the path, blocked', () => {
    const { state, events } = attack([{ seat: 0, roster: 'brute-hammer', at: [0, 2] }, { seat: 1, roster: 'elite-rifle', at: [0, 1] }], '0-brute-hammer', '1-elite-rifle');
    expect(events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [sq(0, 0)], blocked: true });
    expect(unitOf(state, '1-elite-rifle').sq).toBe(sq(0, 0));
    // The Gravity Hammer deals no damage for a blocked path (that is Blast Back's).
    expect(events.filter((e) => e.type === 'damaged').map((e) => [e.amount, e.source])).toEqual([[4, 'shot']]);
  });

  it('Blast Back with no square on the map: the path is blocked at once, 1 damage logged as knockback', () => {
    const { state, events } = attack([{ seat: 0, roster: 'spartan-laser', at: [2, 0] }, { seat: 1, roster: 'elite-rifle', at: [0, 0] }], '0-spartan-laser', '1-elite-rifle');
    expect(events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [], blocked: true });
    expect(events.filter((e) => e.type === 'damaged').map((e) => [e.amount, e.source])).toEqual([
      [3, 'shot'],
      [1, 'knockback'],
    ]);
    expect(state.turn?.pending).toEqual([]);
  });

  it('a tie between the corner square and its neighbour is the attacker’s choice', () => {
    const { state } = attack([{ seat: 0, roster: 'spartan-laser', at: [3, 2] }, { seat: 1, roster: 'elite-rifle', at: [1, 1] }], '0-spartan-laser', '1-elite-rifle');
    expect(state.turn?.pending[0]).toMatchObject({ kind: 'knockback', choices: [sq(0, 1), sq(0, 0)] });
    expect(engine.legalActions(state, 0)).toEqual([{ type: 'knockback', to: sq(0, 1) }, { type: 'knockback', to: sq(0, 0) }, { type: 'pass' }]);
  });
});
