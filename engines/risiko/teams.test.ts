import { describe, expect, it } from 'vitest';
import { ATTACK, arrange, engine, eventsOf, FORTIFY, inPhase, owner, patchSeat, play, refused, rig, start, units } from './testing/positions';
import type { RisikoState } from './types';

// Team 4p on the test ring: seats 0 and 2 (UNSC) against 1 and 3 (Covenant).
const base = start(4, { mode: 'team-objective', battlefield: 'the-ring' }, 'teams');
const BASES = { 0: 'beach-a', 1: 'grid-1', 2: 'cliff-5', 3: 'relay-4' };

function teamPosition(layout: Record<string, readonly [number, number]>, heroes: Record<number, string> = {}): RisikoState {
  const s = arrange(base, layout, [1, 1], heroes, BASES);
  return inPhase({ ...s, teleporters: [], seats: s.seats.map((x) => ({ ...x, hand: [] })) }, 0, ATTACK);
}

describe('TEAM OBJECTIVE: allies', () => {
  it('seats alternate teams and allies cannot attack each other', () => {
    expect(base.seats.map((x) => x.team)).toEqual([0, 1, 0, 1]);
    const s = teamPosition({ 'beach-a': [0, 5], 'beach-b': [2, 1] });
    expect(refused(s, 0, { type: 'attack', from: 'beach-a', to: 'beach-b', dice: 1 })).toBe('risiko/attack-ally');
  });

  it('maneuvers may pass through allied territory but must end in your own', () => {
    const s = inPhase(teamPosition({ 'beach-a': [0, 5], 'beach-b': [2, 1], 'beach-c': [0, 1], 'canyon-1': [2, 1] }), 0, FORTIFY);
    expect(play(s, 0, { type: 'maneuver', from: 'beach-a', to: 'beach-c', count: 2 }).state.units).toBeDefined();
    expect(refused(s, 0, { type: 'maneuver', from: 'beach-a', to: 'canyon-1', count: 2 })).toBe('risiko/not-your-territory');
  });
});

describe('command transfer (rulebook, KOMMANDOÜBERTRAGUNG)', () => {
  const s = teamPosition({ 'beach-a': [0, 5], 'beach-b': [2, 1], 'cliff-5': [2, 3], 'canyon-4': [2, 1] });

  it('asks the ally, who decides; on consent one of my units replaces the ally’s single unit', () => {
    const asked = play(s, 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-a' });
    expect(engine.activePlayers(asked.state)).toEqual([2]);
    expect(engine.legalActions(asked.state, 2)).toEqual([{ type: 'answerTransfer', accept: true }, { type: 'answerTransfer', accept: false }]);
    expect(engine.view(asked.state, 1).pending).toEqual({ kind: 'transfer', seat: 0, ally: 2, territory: 'beach-b', from: 'beach-a' });
    const yes = play(asked.state, 2, { type: 'answerTransfer', accept: true });
    expect([owner(yes.state, 'beach-b'), units(yes.state, 'beach-b'), units(yes.state, 'beach-a')]).toEqual([0, 1, 4]);
    expect(eventsOf(yes, 'transferAccepted')).toEqual([{ type: 'transferAccepted', seat: 2, to: 0, territory: 'beach-b' }]);
    expect(engine.activePlayers(yes.state)).toEqual([0]);
    expect(refused(yes.state, 0, { type: 'requestTransfer', territory: 'canyon-4', from: 'beach-a' })).toBe('risiko/transfer-used');
  });

  it('a refusal changes nothing but uses the turn’s request', () => {
    const no = play(play(s, 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-a' }).state, 2, { type: 'answerTransfer', accept: false });
    expect(owner(no.state, 'beach-b')).toBe(2);
    expect(no.state.turn?.transferUsed).toBe(true);
  });

  it.each([
    { name: 'an enemy territory', territory: 'grid-2', from: 'beach-a', code: 'risiko/transfer-not-ally' },
    { name: 'a territory with more than one unit', territory: 'cliff-5', from: 'beach-a', code: 'risiko/transfer-one-unit' },
    { name: 'from a territory with a single unit', territory: 'beach-b', from: 'beach-c', code: 'risiko/transfer-source' },
  ])('refuses $name', ({ territory, from, code }) => {
    const t = teamPosition({ 'beach-a': [0, 5], 'beach-c': [0, 1], 'beach-b': [2, 1], 'cliff-5': [2, 3], 'canyon-4': [2, 1] });
    expect(refused(t, 0, { type: 'requestTransfer', territory, from })).toBe(code);
  });

  it('refuses the ally’s last territory, a territory with the ally’s hero, and requests after the first invasion', () => {
    const last = teamPosition({ 'beach-a': [0, 5], 'beach-b': [2, 1] });
    expect(refused(last, 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-a' })).toBe('risiko/transfer-last-territory');
    const hero = teamPosition({ 'beach-a': [0, 5], 'beach-b': [2, 1], 'cliff-5': [2, 2] }, { 2: 'beach-b' });
    expect(refused(hero, 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-a' })).toBe('risiko/transfer-hero');
    const attacked = inPhase(s, 0, ATTACK, { attacked: true });
    expect(refused(attacked, 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-a' })).toBe('risiko/transfer-too-late');
  });

  it('does not exist outside TEAM OBJECTIVE', () => {
    const solo = inPhase(arrange(start(3, { battlefield: 'the-ring' }), { 'beach-a': [0, 5], 'beach-b': [1, 1] }, [2, 2]), 0, ATTACK);
    expect(refused(solo, 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-a' })).toBe('risiko/not-team-mode');
    expect(refused(solo, 0, { type: 'answerTransfer', accept: true })).toBe('risiko/no-transfer');
  });
});

describe('team objectives and elimination', () => {
  it('an eliminated player’s campaign cards go to the ally', () => {
    let s = teamPosition({ 'grid-1': [0, 8], 'grid-2': [1, 1], 'beach-a': [0, 1], 'relay-4': [3, 2] });
    s = arrange(s, { 'grid-1': [0, 8], 'grid-2': [1, 1], 'beach-a': [0, 1], 'relay-4': [3, 2] }, [2, 1], {}, BASES);
    s = patchSeat(patchSeat(s, 1, { objectives: ['cc-e-01', 'cc-h-02'], revealed: [] }), 3, { objectives: ['cc-l-01'] });
    const won = play(rig(s, [6, 1]), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1 });
    expect(won.state.seats[1]?.eliminated).toBe(true);
    expect(won.state.seats[3]?.objectives).toEqual(['cc-l-01', 'cc-e-01', 'cc-h-02']);
    expect(eventsOf(won, 'objectivesPassed')).toEqual([{ type: 'objectivesPassed', seat: 1, to: 3, count: 2 }]);
  });

  it('the team wins with 4 objectives together while every living member holds its own base', () => {
    let s = teamPosition({ 'beach-a': [0, 2], 'cliff-5': [2, 2], 'beach-b': [0, 1] });
    s = patchSeat(patchSeat(s, 0, { completed: ['cc-e-01', 'cc-h-01'], objectives: ['cc-e-02'] }), 2, { completed: ['cc-l-01'] });
    const fort = inPhase(s, 0, FORTIFY, { conquests: 3 });
    const won = play(fort, 0, { type: 'claimObjective', card: 'cc-e-02' });
    expect(engine.outcome(won.state)).toEqual({ winners: [0, 2], reason: 'team-objectives' });
    const baseLost = arrange(fort, { 'beach-a': [0, 2], 'cliff-5': [1, 2], 'beach-b': [0, 1] }, [1, 1]);
    expect(engine.outcome(play(baseLost, 0, { type: 'claimObjective', card: 'cc-e-02' }).state)).toBeUndefined();
  });

  it('with three completed the team’s remaining objectives are revealed', () => {
    let s = teamPosition({ 'beach-a': [0, 2], 'cliff-5': [1, 2] });
    s = patchSeat(patchSeat(s, 0, { completed: ['cc-e-01'], objectives: ['cc-e-02', 'cc-l-02'] }), 2, { completed: ['cc-l-01'], objectives: ['cc-h-03'] });
    const claimed = play(inPhase(s, 0, FORTIFY, { conquests: 3 }), 0, { type: 'claimObjective', card: 'cc-e-02' });
    expect(claimed.state.seats[0]?.revealed).toEqual(['cc-l-02']);
    expect(claimed.state.seats[2]?.revealed).toEqual(['cc-h-03']);
  });

  it('5p: the lone Flood needs 3 objectives and draws 2 cards after a conquest', () => {
    const five = start(5, { mode: 'team-objective', battlefield: 'the-ring' }, 'flood');
    let s = arrange(five, { 'beach-a': [0, 3] }, [1, 1], {}, { 0: 'beach-a', 1: 'grid-1', 2: 'grid-2', 3: 'grid-3', 4: 'grid-4' });
    s = patchSeat(s, 0, { completed: ['cc-e-01', 'cc-h-01'], objectives: ['cc-e-02'], hand: [] });
    const fort = inPhase(s, 0, FORTIFY, { conquests: 3 });
    expect(engine.outcome(play(fort, 0, { type: 'claimObjective', card: 'cc-e-02' }).state)).toEqual({ winners: [0], reason: 'team-objectives' });
    const drew = play(play(fort, 0, { type: 'skipObjective' }).state, 0, { type: 'endTurn' });
    expect(drew.state.seats[0]?.hand).toHaveLength(2);
  });

  it('the last team standing wins', () => {
    const s = teamPosition({ 'grid-1': [0, 8], 'grid-2': [1, 1] });
    const last = arrange(s, { 'grid-1': [0, 8], 'grid-2': [1, 1] }, [2, 1], {}, BASES);
    const marked = { ...last, seats: last.seats.map((x, i) => (i === 3 ? { ...x, eliminated: true } : x)) };
    const won = play(rig(marked, [6, 1]), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1 });
    expect(engine.outcome(won.state)).toBeUndefined();
    const moved = play(won.state, 0, { type: 'moveIn', count: 1 });
    expect(engine.outcome(moved.state)).toEqual({ winners: [0, 2], reason: 'last-team-standing' });
  });
});
