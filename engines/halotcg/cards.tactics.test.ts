/** The cards of cards/tactics.ts, one test of each card's text, played through the engine API. */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core';
import { halotcgEngine as engine } from './engine';
import { stat } from './queries';
import { cardScene, run, w } from './testing/cardScene';
import { act, iid, passAll, refused, scene } from './testing/scene';
import type { HaloState } from './types';

const chief = '0.0';
const COMPANY = { timing: 'company', then: 'move' } as const;
const REGROUP = { timing: 'regroup', then: 'reconcileShadow' } as const;

/** A regroup phase whose window closes into the Shadow players' reconcile. */
function regroup(s: HaloState, moves = 1): HaloState {
  return { ...s, turn: { ...s.turn, moves, reconcile: [1] } };
}

/** Passes the response window for every seat but `seat`, which plays `card` when its turn comes. */
function respondWith(s: HaloState, seat: number, card: string): HaloState {
  let st = s;
  for (let i = 0; i < 6 && st.turn.response !== null; i++) {
    const next = st.turn.response.next;
    if (next === seat) return run(st, seat, { type: 'play', card });
    st = act(st, next, { type: 'pass' }).state;
  }
  throw new Error('no response window reached the seat');
}

describe('sniping phase cards', () => {
  it('Overwatch: in the sniping phase a [UNSC] Man exerts to wound a minion', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], hand: ['overwatch'] }, shadow: { minions: ['grunt'] }, timing: 'sniping' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'overwatch') });
    expect([w(after, iid(s, 0, 'unsc-marine')), after.players[1]?.discard, after.twilight]).toEqual([1, [iid(s, 1, 'grunt')], 1]);
  });

  it('Marked Target: with a Jackal to spot a Shadow player wounds a companion in the sniping phase; without one it is refused', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'] }, shadow: { minions: ['jackal-sniper'], hand: ['marked-target'] }, timing: 'sniping', next: 1, twilight: 1 });
    const marine = iid(s, 0, 'unsc-marine');
    expect(w(run(s, 1, { type: 'play', card: iid(s, 1, 'marked-target') }, [marine]), marine)).toBe(1);
    const none = cardScene({ shadow: { minions: ['grunt'], hand: ['marked-target'] }, timing: 'sniping', next: 1, twilight: 1 });
    expect(refused(none, 1, { type: 'play', card: iid(none, 1, 'marked-target') })).toBe('halotcg/requirement');
  });
});

describe('exhausting', () => {
  it('Spartan Laser: a Spartan exerts to exhaust a minion, which is left one wound from death', () => {
    const s = cardScene({ fp: { hand: ['spartan-laser'] }, shadow: { minions: ['elite-veteran'] }, timing: 'maneuver' });
    const vet = iid(s, 1, 'elite-veteran');
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'spartan-laser') });
    expect([w(after, chief), w(after, vet), after.players[1]?.minions]).toEqual([1, 2, [vet]]);
  });

  it('Spore Cloud: with two Flood minions to spot, exhausts a companion (the Chief, vitality 4, takes 3)', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'] }, shadow: { minions: ['infection-form', 'infection-form'], hand: ['spore-cloud'] }, timing: 'maneuver', next: 1, twilight: 2 });
    expect(w(run(s, 1, { type: 'play', card: iid(s, 1, 'spore-cloud') }, [chief]), chief)).toBe(3);
  });
});

describe('optional ("you may") triggers', () => {
  const corpsman = (wounded: boolean): HaloState => {
    const s = scene({ seats: [{ company: ['unsc-marine'], hand: ['navy-corpsman'] }, {}], window: COMPANY });
    if (wounded) s.inPlay[iid(s, 0, 'unsc-marine')]!.w = 1;
    return act(s, 0, { type: 'play', card: iid(s, 0, 'navy-corpsman') }).state;
  };
  it.each([
    { name: 'yes: it exerts and heals the wounded Marine', answer: 'yes', want: [0, 1] },
    { name: 'no: nothing happens', answer: 'no', want: [1, 0] },
  ])('Navy Corpsman, when played, asks its player: $name', ({ answer, want }) => {
    const s = corpsman(true);
    expect(s.pending[0]).toMatchObject({ kind: 'chooseOption', seat: 0, options: ['yes', 'no'] });
    const after = act(s, 0, { type: 'choose', option: answer }).state;
    expect([w(after, iid(s, 0, 'unsc-marine')), w(after, iid(s, 0, 'navy-corpsman'))]).toEqual(want);
  });

  it('Navy Corpsman: with nobody to heal the question is not asked', () => {
    expect(corpsman(false).pending).toEqual([]);
  });

  it('Infected Marine: when killed, its owner may play an Infection Form from the discard pile', () => {
    const s = cardScene({ fp: { company: ['jacob-keyes'], hand: ['keyes-loop'] }, shadow: { minions: ['infected-marine'], discard: ['infection-form'] }, timing: 'maneuver' });
    let st = act(s, 0, { type: 'play', card: iid(s, 0, 'keyes-loop') }).state;
    expect(st.pending[0]).toMatchObject({ kind: 'chooseOption', seat: 1, options: ['yes', 'no'] });
    st = run(st, 1, { type: 'choose', option: 'yes' });
    expect(st.players[1]?.minions).toEqual([iid(s, 1, 'infection-form')]);
  });
});

describe('hand and move limits', () => {
  it.each([
    { name: 'Forward Operating Base: the company may move a third time', card: 'forward-base', seat: 0, moves: 2, want: 'regroupChoice', limit: 3 },
    { name: 'without it, two moves are the limit', card: undefined, seat: 0, moves: 2, want: 'reconcileOne', limit: 2 },
    { name: 'Quarantine Zone (Shadow): the company may not move a second time', card: 'quarantine-zone', seat: 1, moves: 1, want: 'reconcileOne', limit: 1 },
  ])('$name', ({ card, seat, moves, want, limit }) => {
    const support = card === undefined ? [] : [card];
    const s = regroup(scene({ seats: [seat === 0 ? { support } : {}, seat === 1 ? { support, hand: [] } : { hand: [] }], stage: 'regroup', window: REGROUP }), moves);
    expect(engine.view(s, 0).moveLimit).toBe(limit);
    const asked = act(passAll(s), 1, { type: 'choose', option: 'skip' }).state;
    expect(asked.pending[0]?.kind).toBe(want);
  });

  it("Prophet's Decree: its Shadow player reconciles to nine cards", () => {
    const s = regroup(scene({ seats: [{}, { support: ['prophets-decree'], deck: Array.from({ length: 12 }, () => 'grunt') }], stage: 'regroup', window: REGROUP }));
    expect(act(passAll(s), 1, { type: 'choose', option: 'skip' }).state.players[1]?.hand).toHaveLength(9);
  });

  it('Field Rations: the Free Peoples player reconciles to nine cards, the Shadow player still to eight', () => {
    const s = regroup(scene({ seats: [{ support: ['field-rations'], deck: Array.from({ length: 12 }, () => 'unsc-marine') }, { deck: Array.from({ length: 12 }, () => 'grunt') }], stage: 'regroup', window: REGROUP }));
    const st = run(act(s, 0, { type: 'pass' }).state, 1, { type: 'pass' }, ['skip', 'stop', 'skip']);
    expect([st.players[0]?.hand.length, st.players[1]?.hand.length]).toEqual([9, 8]);
  });
});

describe('signets', () => {
  it.each([
    { name: 'Legend of the Chief: with the Master Chief (Chief signet) a [UNSC] Man is strength +1', hero: 'master-chief', want: 5 },
    { name: 'without a Chief-signet companion it does nothing', hero: 'arbiter', want: 4 },
  ])('$name', ({ hero, want }) => {
    const s = scene({ seats: [{ hero, company: ['unsc-marine'], support: ['legend-of-the-chief'] }, {}] });
    expect(stat(s, iid(s, 0, 'unsc-marine'), 'strength')).toBe(want);
  });

  it('Keyes Loop: to play, spot a Keyes-signet companion; it wounds a minion twice', () => {
    const s = cardScene({ fp: { company: ['jacob-keyes'], hand: ['keyes-loop'] }, shadow: { minions: ['elite-veteran'] }, timing: 'maneuver' });
    expect(w(run(s, 0, { type: 'play', card: iid(s, 0, 'keyes-loop') }), iid(s, 1, 'elite-veteran'))).toBe(2);
    const none = cardScene({ fp: { company: ['unsc-marine'], hand: ['keyes-loop'] }, shadow: { minions: ['elite-veteran'] }, timing: 'maneuver' });
    expect(refused(none, 0, { type: 'play', card: iid(none, 0, 'keyes-loop') })).toBe('halotcg/requirement');
  });

  it("Sarge's Orders: to play, spot a Johnson-signet companion; a [UNSC] Man in the skirmish gets strength +2", () => {
    const s = cardScene({ fp: { company: ['johnson-sarge'], hand: ['sarges-orders'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'johnson-sarge' });
    const j = iid(s, 0, 'johnson-sarge');
    expect(stat(run(s, 0, { type: 'play', card: iid(s, 0, 'sarges-orders') }), j, 'strength')).toBe(8);
    const none = cardScene({ fp: { company: ['unsc-marine'], hand: ['sarges-orders'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'unsc-marine' });
    expect(refused(none, 0, { type: 'play', card: iid(none, 0, 'sarges-orders') })).toBe('halotcg/requirement');
  });
});

describe('leaving a site', () => {
  it('Rear Guard: when the company leaves, a wounded [Human] companion heals, before the move', () => {
    const s = scene({ seats: [{ company: ['colonial-militia'], support: ['rear-guard'] }, {}], window: COMPANY });
    const militia = iid(s, 0, 'colonial-militia');
    s.inPlay[militia]!.w = 1;
    const r = act(s, 0, { type: 'pass' });
    const order = r.events.filter((e: GameEvent) => e.type === 'healed' || e.type === 'moved').map((e) => e.type);
    expect([w(r.state, militia), order]).toEqual([0, ['healed', 'moved']]);
  });

  it('Lingering Spores (Shadow): each time the company leaves a site, add (1)', () => {
    const s = scene({ seats: [{}, { support: ['lingering-spores'] }], window: COMPANY });
    const plain = scene({ seats: [{}, {}], window: COMPANY });
    expect(act(s, 0, { type: 'pass' }).state.twilight - act(plain, 0, { type: 'pass' }).state.twilight).toBe(1);
  });
});

describe('responses to a card played, a move and the start of a turn', () => {
  it('Sentinel Interception: when a minion is played, a Sentinel exerts to wound it', () => {
    const s = cardScene({ fp: { pos: 2, company: ['aggressor-sentinel'], hand: ['sentinel-interception'] }, shadow: { hand: ['grunt'] }, timing: 'shadow', next: 1, twilight: 1 });
    const grunt = iid(s, 1, 'grunt');
    const played = act(s, 1, { type: 'play', card: grunt }).state;
    expect(played.turn.response).toMatchObject({ on: 'played', subject: grunt, next: 0 });
    const after = run(played, 0, { type: 'play', card: iid(s, 0, 'sentinel-interception') });
    expect([after.players[1]?.discard, w(after, iid(s, 0, 'aggressor-sentinel'))]).toEqual([[grunt], 1]);
  });

  it('Insurrectionist Ambush: when the company moves to a site, the Shadow player adds (3)', () => {
    const s = scene({ seats: [{}, { hand: ['insurrectionist-ambush'] }], window: COMPANY });
    const moved = act(s, 0, { type: 'pass' }).state;
    expect(moved.turn.response).toMatchObject({ on: 'moveTo', subject: moved.path[2] });
    const after = respondWith(moved, 1, iid(s, 1, 'insurrectionist-ambush'));
    expect(after.twilight).toBe(moved.twilight - 1 + 3);
  });

  it("Covenant Intelligence: at the start of another player's turn, its Shadow player draws a card", () => {
    const s = scene({ seats: [{}, { hand: ['covenant-intel'], deck: ['grunt'] }], stage: 'regroup', window: { timing: 'regroup', then: 'turnStart' } });
    s.turn.window!.passes = 1;
    const started = act(s, 0, { type: 'pass' }).state;
    expect(started.turn.response).toMatchObject({ on: 'turnStart', subject: chief });
    const after = respondWith(started, 1, iid(s, 1, 'covenant-intel'));
    expect([after.players[1]?.hand, after.players[1]?.discard]).toEqual([[iid(s, 1, 'grunt')], [iid(s, 1, 'covenant-intel')]]);
  });
});

describe('cancelling a special ability', () => {
  it("EMP Burst cancels Sesa 'Refumee's skirmish ability: the exertion stays paid, the strength bonus never comes", () => {
    const s = cardScene({ fp: { hand: ['emp-burst'] }, shadow: { minions: ['sesa-refumee'] }, timing: 'skirmish', next: 1, fight: 'master-chief' });
    const sesa = iid(s, 1, 'sesa-refumee');
    const used = act(s, 1, { type: 'use', card: sesa, ability: 0 }).state;
    expect(used.turn.response).toMatchObject({ on: 'abilityUsed', subject: sesa, next: 0 });
    let after = run(used, 0, { type: 'play', card: iid(s, 0, 'emp-burst') });
    for (let i = 0; i < 4 && after.turn.response !== null; i++) after = act(after, after.turn.response.next, { type: 'pass' }).state;
    expect([w(after, sesa), stat(after, sesa, 'strength'), after.turn.window?.timing]).toEqual([1, 11, 'skirmish']);
  });

  it('Jamming Field cancels Sgt. Johnson’s skirmish ability; when everybody passes it takes effect', () => {
    const s = cardScene({ fp: { company: ['johnson-sarge'] }, shadow: { minions: ['grunt'], hand: ['jamming-field'] }, timing: 'skirmish', fight: 'johnson-sarge', twilight: 2 });
    const j = iid(s, 0, 'johnson-sarge');
    const used = act(s, 0, { type: 'use', card: j, ability: 0 }).state;
    const cancelled = respondWith(used, 1, iid(s, 1, 'jamming-field'));
    expect([w(cancelled, j), stat(cancelled, j, 'strength')]).toEqual([1, 6]);
    let passed = used;
    for (let i = 0; i < 4 && passed.turn.response !== null; i++) passed = act(passed, passed.turn.response.next, { type: 'pass' }).state;
    expect(stat(passed, j, 'strength')).toBe(8);
  });
});
