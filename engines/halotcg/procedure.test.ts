/**
 * Rules of the turn not covered by a worked example: skirmish ties and zero totals, the action procedure
 * and the Shadow phases with three players, the move limit by player count, costs paid per use, the end of
 * the turn, and repairing a ship with its namesake.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../core';
import { halotcgEngine as engine } from './engine';
import { stat } from './queries';
import { cardScene, run, w } from './testing/cardScene';
import { act, iid, refused, scene } from './testing/scene';
import type { HaloState, Modifier } from './types';

const chief = '0.0';

/** Everybody passes the skirmish window, which resolves it. */
function resolveNow(s: HaloState): HaloState {
  let st = s;
  for (let i = 0; i < 6 && st.turn.current !== null && st.turn.window !== null; i++) st = act(st, st.turn.window.next, { type: 'pass' }).state;
  return st;
}

describe('resolving a skirmish', () => {
  const fight = (minion: string, mods: Modifier[] = []): HaloState => ({ ...cardScene({ shadow: { minions: [minion] }, timing: 'skirmish', fight: 'master-chief' }), mods });

  it('a tie goes to the Shadow: the Chief (8) loses to a Blue Elite (8) and takes one wound', () => {
    const s = fight('blue-elite');
    const after = resolveNow(s);
    expect([w(after, chief), w(after, iid(s, 1, 'blue-elite'))]).toEqual([1, 0]);
  });

  it('both sides at zero: the Shadow wins without overwhelming', () => {
    const s0 = fight('elite-veteran');
    const vet = iid(s0, 1, 'elite-veteran');
    const after = resolveNow({ ...s0, mods: [{ target: chief, stat: 'strength', n: -8, until: 'phase' }, { target: vet, stat: 'strength', n: -9, until: 'phase' }] });
    expect([w(after, chief), after.inPlay[vet]?.w]).toEqual([1, 0]);
  });

  it('a side above zero overwhelms a side at zero: the Elite Veteran (vitality 3) is killed outright', () => {
    const s0 = fight('elite-veteran');
    const vet = iid(s0, 1, 'elite-veteran');
    const after = resolveNow({ ...s0, mods: [{ target: vet, stat: 'strength', n: -9, until: 'phase' }] });
    expect([after.inPlay[vet], after.players[1]?.discard, w(after, chief)]).toEqual([undefined, [vet], 0]);
  });

  it('without overwhelming the loser takes one wound plus the winner’s damage +1', () => {
    const s0 = fight('elite-veteran');
    const vet = iid(s0, 1, 'elite-veteran');
    const after = resolveNow({ ...s0, mods: [{ target: vet, stat: 'strength', n: -4, until: 'phase' }] });
    expect(after.inPlay[vet]?.w).toBe(2);
  });
});

describe('three players', () => {
  const three = (): HaloState =>
    scene({ seats: [{}, { minions: ['elite-veteran'], hand: ['plasma-volley'] }, {}], twilight: 2, stage: 'maneuver', window: { timing: 'maneuver', then: 'sniping' } });

  it('the action procedure: Free Peoples first, then to the right (seat 2, then 1); an action starts the count of passes again', () => {
    let s = three();
    s = act(s, 0, { type: 'pass' }).state;
    expect([s.turn.window?.next, s.turn.window?.passes]).toEqual([2, 1]);
    s = act(s, 2, { type: 'pass' }).state;
    expect([s.turn.window?.next, s.turn.window?.passes]).toEqual([1, 2]);
    expect(refused(s, 0, { type: 'pass' })).toBe('halotcg/not-active');
    s = act(s, 1, { type: 'play', card: iid(s, 1, 'plasma-volley') }).state;
    expect([s.turn.window?.next, s.turn.window?.passes, w(s, chief)]).toEqual([0, 0, 1]);
    for (const seat of [0, 2]) s = act(s, seat, { type: 'pass' }).state;
    expect(s.turn.window?.timing).toBe('maneuver');
    s = act(s, 1, { type: 'pass' }).state;
    expect(s.turn.window?.timing).not.toBe('maneuver');
  });

  it('Shadow phases start on the right and share the pool', () => {
    const s0 = scene({ seats: [{}, { hand: ['grunt'] }, { hand: ['grunt'] }], window: { timing: 'company', then: 'move' } });
    const moved = act(s0, 0, { type: 'pass' }).state;
    expect([moved.turn.phase, moved.turn.shadowSeat, moved.twilight]).toEqual(['shadow', 2, 2]);
    const right = act(moved, 2, { type: 'play', card: iid(s0, 2, 'grunt') }).state;
    const left = act(right, 2, { type: 'pass' }).state;
    expect([left.turn.shadowSeat, left.twilight]).toEqual([1, 1]);
    expect(act(left, 1, { type: 'play', card: iid(s0, 1, 'grunt') }).state.twilight).toBe(0);
  });

  it.each([
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 4],
  ])('the move limit with %i players is %i', (players, limit) => {
    expect(unwrap(engine.setup({ players, options: {}, seed: 'limit' })).moveLimit).toBe(limit);
  });
});

describe('costs and the end of the turn', () => {
  it('each use pays its own cost: Sgt. Johnson exerts twice for +4, then is exhausted', () => {
    const s = cardScene({ fp: { company: ['johnson-sarge'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'johnson-sarge' });
    const j = iid(s, 0, 'johnson-sarge');
    const once = run(s, 0, { type: 'use', card: j, ability: 0 });
    const twice = run({ ...once, turn: { ...once.turn, window: { ...once.turn.window!, next: 0, passes: 0 } } }, 0, { type: 'use', card: j, ability: 0 });
    expect([w(twice, j), stat(twice, j, 'strength')]).toEqual([2, 10]);
    expect(refused({ ...twice, turn: { ...twice.turn, window: { ...twice.turn.window!, next: 0 } } }, 0, { type: 'use', card: j, ability: 0 })).toBe('halotcg/cost');
  });

  it('when the Free Peoples player stops, the Shadow players discard their minions and the turn passes left', () => {
    const s0 = scene({ seats: [{}, { minions: ['grunt'] }], stage: 'regroup', window: { timing: 'regroup', then: 'reconcileShadow' } });
    const s = { ...s0, turn: { ...s0.turn, reconcile: [1] } };
    const grunt = iid(s, 1, 'grunt');
    let st = act(s, 0, { type: 'pass' }).state;
    st = run(st, 1, { type: 'pass' }, ['skip', 'stop', 'skip']);
    expect([st.players[1]?.minions, st.players[1]?.discard, st.turn.fp, st.turn.phase]).toEqual([[], [grunt], 1, 'company']);
  });

  it('a unique ship is repaired by discarding its namesake from hand', () => {
    const s0 = scene({ seats: [{ support: ['pillar-of-autumn'], hand: ['pillar-of-autumn'] }, {}], window: { timing: 'company', then: 'move' } });
    const ship = iid(s0, 0, 'pillar-of-autumn', 0);
    const s = { ...s0, inPlay: { ...s0.inPlay, [ship]: { w: 2 } } };
    const after = act(s, 0, { type: 'healNamesake', card: iid(s, 0, 'pillar-of-autumn', 1), target: ship }).state;
    expect([after.inPlay[ship]?.w, after.players[0]?.discard]).toEqual([1, [iid(s, 0, 'pillar-of-autumn', 1)]]);
  });
});
