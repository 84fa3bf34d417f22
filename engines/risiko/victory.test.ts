import { describe, expect, it } from 'vitest';
import { ATTACK, arrange, engine, eventsOf, FORTIFY, inPhase, patchSeat, play, refused, rig, start } from './testing/positions';

describe('victory per mode', () => {
  it('OBJECTIVE: the third objective wins only while holding the own base', () => {
    const s0 = arrange(start(3, { battlefield: 'the-ring' }), { 'beach-a': [0, 3] }, [1, 1], {}, { 0: 'beach-a', 1: 'grid-1', 2: 'relay-1' });
    const s = inPhase(patchSeat(s0, 0, { completed: ['cc-e-01', 'cc-h-01'], objectives: ['cc-l-01'] }), 0, FORTIFY, { conquests: 7 });
    const won = play(s, 0, { type: 'claimObjective', card: 'cc-l-01' });
    expect(engine.outcome(won.state)).toEqual({ winners: [0], reason: 'objectives' });
    expect(eventsOf(won, 'gameWon')).toEqual([{ type: 'gameWon', winners: [0], reason: 'objectives' }]);
    expect(engine.activePlayers(won.state)).toEqual([]);
    expect(won.state.phase).toEqual({ kind: 'over' });
    expect(refused(won.state, 0, { type: 'endTurn' })).toBe('risiko/game-over');
    const noBase = arrange(s, { 'beach-a': [1, 3], 'beach-b': [0, 2] }, [1, 1]);
    const claimed = play(noBase, 0, { type: 'claimObjective', card: 'cc-l-01' });
    expect(engine.outcome(claimed.state)).toBeUndefined();
  });

  it('OBJECTIVE: three objectives and a base retaken later wins the moment the base is back', () => {
    const s0 = arrange(start(3, { battlefield: 'the-ring' }), { 'beach-b': [0, 6], 'beach-a': [1, 1], 'beach-c': [1, 1] }, [2, 1], {}, { 0: 'beach-a', 1: 'grid-1', 2: 'relay-1' });
    const s = inPhase(patchSeat(s0, 0, { completed: ['cc-e-01', 'cc-h-01', 'cc-l-01'], objectives: [], hand: [] }), 0, ATTACK);
    const conquered = play(rig(patchSeat(s, 1, { hand: [] }), [6, 1]), 0, { type: 'attack', from: 'beach-b', to: 'beach-a', dice: 1 });
    expect(engine.outcome(conquered.state)).toBeUndefined();
    const moved = play(conquered.state, 0, { type: 'moveIn', count: 1 });
    expect(engine.outcome(moved.state)).toEqual({ winners: [0], reason: 'objectives' });
  });

  it('ONE-ON-ONE: eliminating the opponent wins although neutral Flood remains', () => {
    const s0 = arrange(start(2), { 'h-n1': [0, 5], 'h-n2': [1, 1] }, ['n', 1], {}, { 0: 'h-n1', 1: 'h-n2' });
    const won = play(rig(inPhase(s0, 0, ATTACK), [6, 1]), 0, { type: 'attack', from: 'h-n1', to: 'h-n2', dice: 1 });
    expect(engine.outcome(won.state)).toBeUndefined();
    const moved = play(won.state, 0, { type: 'moveIn', count: 1 });
    expect(engine.outcome(moved.state)).toEqual({ winners: [0], reason: 'last-standing' });
  });

  it('SLAYER: controlling every territory wins', () => {
    const s0 = arrange(start(3, { mode: 'slayer', battlefield: 'forge' }), { 'h-n1': [0, 5], 'h-n2': [1, 1] }, [0, 1]);
    const marked = { ...s0, seats: s0.seats.map((x, i) => (i === 2 ? { ...x, eliminated: true } : x)) };
    const won = play(rig(inPhase(marked, 0, ATTACK), [6, 1]), 0, { type: 'attack', from: 'h-n1', to: 'h-n2', dice: 1 });
    const moved = play(won.state, 0, { type: 'moveIn', count: 1 });
    expect(engine.outcome(moved.state)).toEqual({ winners: [0], reason: 'all-territories' });
  });
});
