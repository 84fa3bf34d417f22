/** Elimination in detail: what the eliminated player keeps, and what their ally and the conqueror get. */
import { describe, expect, it } from 'vitest';
import { ATTACK, arrange, engine, eventsOf, inPhase, patchSeat, play, rig, start } from './testing/positions';
import type { RisikoState } from './types';

// Team 4p on the test ring: seats 0 and 2 (UNSC) against 1 and 3 (Covenant).
const base = start(4, { mode: 'team-objective', battlefield: 'the-ring' }, 'teams');
const BASES = { 0: 'beach-a', 1: 'grid-1', 2: 'cliff-5', 3: 'relay-4' };

/** Seat `attacker` attacks grid-1 → grid-2 (held by seat `victim` with its last unit), rest of the board `rest`. */
function lastStand(attacker: number, victim: number, rest: readonly [number, number], patch: (s: RisikoState) => RisikoState = (s) => s): RisikoState {
  const s = arrange(base, { 'grid-1': [attacker, 8], 'grid-2': [victim, 1] }, rest, {}, BASES);
  const ready = inPhase({ ...s, teleporters: [], seats: s.seats.map((x) => ({ ...x, hand: [] })) }, attacker, ATTACK);
  return rig(patch(ready), [6, 1]);
}

describe('elimination', () => {
  it('leaves the eliminated player without hero, cards or objectives, and the hero not waiting to return', () => {
    const s = lastStand(0, 1, [2, 1], (x) => patchSeat(x, 1, { heroFallen: true, objectives: ['cc-e-01'], revealed: ['cc-e-01'] }));
    const won = play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1 });
    expect(won.state.seats[1]).toMatchObject({ eliminated: true, hero: -1, heroFallen: false, hand: [], captured: [], objectives: [], revealed: [] });
  });

  it('passes the objectives to the ally with those already shown still shown', () => {
    const s = lastStand(0, 1, [2, 1], (x) => patchSeat(patchSeat(x, 1, { objectives: ['cc-e-01', 'cc-h-02'], revealed: ['cc-h-02'] }), 3, { objectives: ['cc-l-01'], revealed: [] }));
    const won = play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1 });
    expect(won.state.seats[3]?.objectives).toEqual(['cc-l-01', 'cc-e-01', 'cc-h-02']);
    expect(won.state.seats[3]?.revealed).toEqual(['cc-h-02']);
  });

  it('passes nothing and says nothing of objectives when the eliminated player held none', () => {
    const s = lastStand(0, 1, [2, 1], (x) => patchSeat(patchSeat(x, 1, { objectives: [], revealed: [] }), 3, { objectives: ['cc-l-01'], revealed: [] }));
    const won = play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1 });
    expect(won.state.seats[1]?.eliminated).toBe(true);
    expect(eventsOf(won, 'objectivesPassed')).toEqual([]);
    expect(won.state.seats[3]).toMatchObject({ objectives: ['cc-l-01'], revealed: [] });
  });

  it('the last team standing wins with every member, also when seat 0 is on the losing team', () => {
    // Seat 3 conquers the last territory of seat 0; seat 2 is out already, so Covenant (1 and 3) is left.
    const s = lastStand(3, 0, [1, 1], (x) => ({ ...x, seats: x.seats.map((seat, i) => (i === 2 ? { ...seat, eliminated: true } : seat)) }));
    const won = play(s, 3, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1 });
    const moved = play(won.state, 3, { type: 'moveIn', count: 1 });
    expect(engine.outcome(moved.state)).toEqual({ winners: [1, 3], reason: 'last-team-standing' });
  });
});
