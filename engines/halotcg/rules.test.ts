/** The rules beyond the worked examples: turn flow, sniping, healing, limits, staffing, uniqueness, losing and winning. */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../core';
import { halotcgEngine as engine } from './engine';
import { isActive, stat } from './queries';
import { cardScene, run, w } from './testing/cardScene';
import { act, iid, passAll, refused, scene } from './testing/scene';
import type { HaloState } from './types';

const chief = '0.0';
const COMPANY = { timing: 'company', then: 'move' } as const;

describe('setup', () => {
  it('the bid: each Hero starts with its bid in wounds; the highest bidder chooses who goes first, who plays site 1', () => {
    let s = unwrap(engine.setup({ players: 3, options: {}, seed: 'bid' }));
    expect(engine.view(s, 1).players[0]?.hasBid).toBe(false);
    s = act(s, 0, { type: 'choose', option: '1' }).state;
    expect(engine.view(s, 1).players[0]).toMatchObject({ hasBid: true, bid: null });
    s = act(s, 1, { type: 'choose', option: '2' }).state;
    const last = engine.apply(s, 2, { type: 'choose', option: '0' });
    expect(last.ok && last.value.irreversible).toBe('hidden');
    s = unwrap(last).state;
    expect([s.inPlay['0.0']?.w, s.inPlay['1.0']?.w, s.inPlay['2.0']?.w]).toEqual([1, 2, 0]);
    expect(s.pending[0]).toEqual({ kind: 'chooseFirst', seat: 1, options: ['1', '2', '0'] });
    expect([engine.view(s, 1).phase, engine.view(s, 1).players.map((p) => p.bid)]).toEqual(['starting', [1, 2, 0]]);
    const own = act(s, 1, { type: 'choose', option: '1' }).state;
    expect([own.first, own.path[1]?.startsWith('1.'), own.pending[0]]).toMatchObject([1, true, { kind: 'startingCompanion', seat: 1 }]);
    const other = act(s, 1, { type: 'choose', option: '2' }).state;
    expect([other.first, other.path[1]?.startsWith('2.'), other.pending[0]]).toMatchObject([2, true, { kind: 'startingCompanion', seat: 2 }]);
  });

  it('mulligan: in turn order from the first player each may shuffle the hand back and draw six, once', () => {
    let s = unwrap(engine.setup({ players: 2, options: {}, seed: 'deal' }));
    for (const o of ['0', '0', 'first', 'done', 'done']) s = act(s, engine.activePlayers(s)[0] ?? 0, { type: 'choose', option: o === 'first' ? (s.pending[0]?.options[0] ?? '') : o }).state;
    const first = s.first;
    expect(s.pending[0]).toEqual({ kind: 'mulligan', seat: first, options: ['keep', 'mulligan'] });
    const r = engine.apply(s, first, { type: 'choose', option: 'mulligan' });
    const after = unwrap(r);
    expect([r.ok && r.value.irreversible, after.events.map((e) => e.type)]).toEqual(['hidden', ['mulligan', 'shuffled', 'drew']]);
    expect([after.state.players[first]?.hand.length, after.state.players[first]?.deck.length]).toEqual([6, (s.players[first]?.deck.length ?? 0) + 2]);
    expect(after.state.pending[0]).toMatchObject({ kind: 'mulligan', seat: 1 - first });
    const kept = act(after.state, 1 - first, { type: 'choose', option: 'keep' }).state;
    expect([kept.players[1 - first]?.hand.length, kept.turn.fp, kept.turn.window?.timing]).toEqual([8, first, 'company']);
  });

  it('after the starting companies every player has 8 cards and the first player starts with an empty pool', () => {
    let s = unwrap(engine.setup({ players: 2, options: {}, seed: 'deal' }));
    for (const o of ['0', '0', 'first', 'done', 'done', 'keep', 'keep']) s = act(s, engine.activePlayers(s)[0] ?? 0, { type: 'choose', option: o === 'first' ? (s.pending[0]?.options[0] ?? '') : o }).state;
    expect(s.players.map((p) => p.hand.length)).toEqual([8, 8]);
    expect([s.turn.stage, s.turn.window?.timing, s.twilight]).toEqual(['company', 'company', 0]);
  });
});

describe('moving', () => {
  it('adds the Shadow number of the new site plus one per companion; in 2 players the opponent places it', () => {
    const s = scene({ seats: [{ company: ['unsc-marine', 'cortana'] }, {}], window: COMPANY, twilight: 2 });
    s.path[2] = null;
    const p1Sites = ['outskirts'];
    void p1Sites;
    const moved = act({ ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, adventure: [iid(s, 1, 'halo-beachhead')] } : p)), path: s.path.map((x, n) => (n === 2 ? null : x)) }, 0, { type: 'pass' });
    expect(moved.state.path[2]).toBe(iid(s, 1, 'halo-beachhead'));
    expect(moved.state.twilight).toBe(2 + 1 + 3);
  });

  it.each([
    ['left', 1],
    ['right', 2],
  ] as const)('in 3 players the arrow of the site left (%s) names who places the next site', (arrow, placer) => {
    const s = scene({ seats: [{}, { deck: [] }, {}], window: COMPANY });
    const site1 = s.path[1] ?? '';
    const lists = s.lists.map((l) => [...l]);
    lists[2]![Number(site1.split('.')[1])] = arrow === 'left' ? 'autumn-bridge' : 'cairo-station';
    const extra = { ...s, lists, path: s.path.map((x, n) => (n >= 2 ? null : x)) };
    extra.players[1]!.adventure = [];
    extra.players[2]!.adventure = [];
    // Both Shadow players hold a site 2 (appended to their card lists).
    const withSites: HaloState = { ...extra, lists: extra.lists.map((l, i) => (i === 0 ? l : [...l, 'halo-beachhead'])) };
    withSites.players[1]!.adventure = [`1.${(withSites.lists[1]?.length ?? 1) - 1}`];
    withSites.players[2]!.adventure = [`2.${(withSites.lists[2]?.length ?? 1) - 1}`];
    const after = act(withSites, 0, { type: 'pass' }).state;
    expect(after.path[2]?.startsWith(`${placer}.`)).toBe(true);
  });

  it('the move limit: in 2 players the company may move again once, then must stop', () => {
    const s = scene({ seats: [{}, { hand: [] }], stage: 'regroup' });
    s.turn.moves = 1;
    s.turn.reconcile = [1];
    const choice = passAll({ ...s, turn: { ...s.turn, window: { timing: 'regroup', then: 'reconcileShadow', next: 0, passes: 0 } } });
    const shadowDone = act(choice, 1, { type: 'choose', option: 'skip' }).state;
    expect(shadowDone.pending[0]).toMatchObject({ kind: 'regroupChoice', options: ['move', 'stop'] });
    const twice = { ...s, turn: { ...s.turn, moves: 2, reconcile: [1], window: { timing: 'regroup' as const, then: 'reconcileShadow' as const, next: 0, passes: 0 } } };
    const stopped = act(passAll(twice), 1, { type: 'choose', option: 'skip' }).state;
    expect(stopped.pending[0]).toMatchObject({ kind: 'reconcileOne', seat: 0 });
  });
});

describe('limits and floors', () => {
  it('a Shadow player with 10 cards may discard one, then must discard down to 8', () => {
    const s = scene({ seats: [{}, { hand: Array.from({ length: 10 }, () => 'grunt') }], stage: 'regroup' });
    s.turn.reconcile = [1];
    const asked = passAll({ ...s, turn: { ...s.turn, window: { timing: 'regroup', then: 'reconcileShadow', next: 0, passes: 0 } } });
    const skipped = act(asked, 1, { type: 'choose', option: 'skip' }).state;
    expect(skipped.pending[0]).toMatchObject({ kind: 'reconcileDown', seat: 1, left: 2 });
  });

  it('drawing the last card does not lose: an empty deck just draws nothing', () => {
    const s = scene({ seats: [{}, { hand: ['grunt'], deck: ['grunt'] }], stage: 'regroup' });
    s.turn.reconcile = [1];
    const asked = passAll({ ...s, turn: { ...s.turn, window: { timing: 'regroup', then: 'reconcileShadow', next: 0, passes: 0 } } });
    const after = act(asked, 1, { type: 'choose', option: 'skip' }).state;
    expect([after.players[1]?.hand.length, after.players[1]?.deck.length, after.outcome]).toEqual([2, 0, null]);
  });

  it('modifiers floor at zero: four Crazed on a strength 3 farmer leave strength 0, not -1', () => {
    const s = scene({ seats: [{ company: ['harvest-farmer'] }, { attached: [['crazed', '0.1'], ['crazed', '0.1'], ['crazed', '0.1'], ['crazed', '0.1']] }] });
    expect(stat(s, iid(s, 0, 'harvest-farmer'), 'strength')).toBe(0);
  });
});

describe('sanctuary and healing', () => {
  it('at a sanctuary at the start of the turn up to 5 wounds are healed', () => {
    const s = scene({ seats: [{ pos: 3, company: ['unsc-marine'] }, {}], stage: 'turnStart' });
    s.inPlay[chief]!.w = 3;
    s.inPlay[iid(s, 0, 'unsc-marine')]!.w = 1;
    const started = act({ ...s, turn: { ...s.turn, stage: 'regroup', window: { timing: 'regroup', then: 'turnStart', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state;
    expect(started.pending[0]).toMatchObject({ kind: 'sanctuaryHeal', left: 5 });
    const healed = run(started, 0, { type: 'choose', option: chief }, [chief, chief, iid(s, 0, 'unsc-marine')]);
    expect([w(healed, chief), w(healed, iid(s, 0, 'unsc-marine'))]).toEqual([0, 0]);
  });

  it('a unique card from hand heals its namesake (another version of the same title)', () => {
    const s = scene({ seats: [{ company: ['johnson-sarge'], hand: ['johnson-veteran', 'unsc-marine'] }, {}], window: COMPANY });
    const j = iid(s, 0, 'johnson-sarge');
    expect(refused(s, 0, { type: 'healNamesake', card: iid(s, 0, 'johnson-veteran'), target: j })).toBe('halotcg/not-wounded');
    s.inPlay[j]!.w = 2;
    expect(refused(s, 0, { type: 'healNamesake', card: iid(s, 0, 'unsc-marine'), target: j })).toBe('halotcg/not-namesake');
    const after = act(s, 0, { type: 'healNamesake', card: iid(s, 0, 'johnson-veteran'), target: j }).state;
    expect([w(after, j), after.players[0]?.discard]).toEqual([1, [iid(s, 0, 'johnson-veteran')]]);
  });

  it('no exerting an exhausted character', () => {
    const s = cardScene({ fp: { company: ['cortana'] }, timing: 'maneuver' });
    s.inPlay[iid(s, 0, 'cortana')]!.w = 2;
    expect(refused(s, 0, { type: 'use', card: iid(s, 0, 'cortana'), ability: 0 })).toBe('halotcg/cost');
  });
});

describe('sniping fire', () => {
  it('the Free Peoples player places the minion sniping total on companions, then the company total falls on a chosen Shadow player', () => {
    const s = scene({ seats: [{ company: ['stacker'] }, { minions: ['jackal-sniper', 'jackal-sniper'] }], stage: 'sniping', window: { timing: 'sniping', then: 'snipeFire' } });
    let t = passAll(s);
    expect(t.pending[0]).toMatchObject({ kind: 'snipeWound', seat: 0, left: 2 });
    t = run(t, 0, { type: 'choose', option: iid(s, 0, 'stacker') }, [chief]);
    expect([w(t, iid(s, 0, 'stacker')), w(t, chief)]).toEqual([1, 1]);
    expect(t.players[1]?.discard).toEqual([iid(s, 1, 'jackal-sniper')]);
  });
});

describe('assignment and skirmishes', () => {
  it('a lurker skirmish comes after the others', () => {
    const s = scene({ seats: [{ company: ['unsc-marine'] }, { minions: ['stealth-elite', 'grunt'] }], stage: 'skirmishes' });
    s.turn.fights = [
      { def: chief, atk: [iid(s, 1, 'stealth-elite')], ships: false },
      { def: iid(s, 0, 'unsc-marine'), atk: [iid(s, 1, 'grunt')], ships: false },
    ];
    const started = act({ ...s, turn: { ...s.turn, window: { timing: 'maneuver', then: 'skirmishes', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state;
    expect(started.turn.fights[started.turn.current ?? -1]?.def).toBe(iid(s, 0, 'unsc-marine'));
  });

  it('an ally at home may defend; an ally away may not', () => {
    const home = scene({ seats: [{ pos: 6, support: ['jeromi'] }, { minions: ['grunt'] }], stage: 'assignment', window: { timing: 'assignment', then: 'assignDefenders' } });
    expect(passAll(home).pending[0]?.options).toContain(`${iid(home, 0, 'jeromi')}>${iid(home, 1, 'grunt')}`);
  });

  it('a ship defends only while a companion staffs it; staffing is a company action and the Hero may not staff', () => {
    let s = scene({ seats: [{ company: ['unsc-marine'], support: ['longsword'] }, { minions: ['seraph'] }], window: COMPANY });
    const [ship, marine] = [iid(s, 0, 'longsword'), iid(s, 0, 'unsc-marine')];
    expect(refused(s, 0, { type: 'staff', card: chief, ship })).toBe('halotcg/staff');
    s = act(s, 0, { type: 'staff', card: marine, ship }).state;
    expect([s.players[0]?.company, s.inPlay[marine]?.staff]).toEqual([[chief], ship]);
    const assign = scene({ seats: [{ support: ['longsword', 'unsc-marine'] }, { minions: ['seraph'] }], stage: 'assignment', window: { timing: 'assignment', then: 'assignDefenders' } });
    const unstaffed = passAll(assign);
    expect(unstaffed.pending[0]?.options).toEqual(['done']);
  });

  it('a destroyed ship takes its crew with it (upside down in the dead pile, outside the company limit)', () => {
    const s = scene({ seats: [{ support: ['longsword', 'unsc-marine'] }, { minions: ['ccs-battlecruiser'] }], stage: 'engagements' });
    const [ship, marine] = [iid(s, 0, 'longsword'), iid(s, 0, 'unsc-marine')];
    s.inPlay[marine]!.staff = ship;
    s.turn.fights = [{ def: ship, atk: [iid(s, 1, 'ccs-battlecruiser')], ships: true }];
    const after = passAll(act({ ...s, turn: { ...s.turn, window: { timing: 'maneuver', then: 'engagements', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state);
    expect([after.players[0]?.discard, after.players[0]?.dead, after.players[0]?.flipped]).toEqual([[ship], [marine], [marine]]);
  });
});

describe('items', () => {
  it('transfer in the company phase pays the twilight cost again', () => {
    const s = scene({ seats: [{ company: ['unsc-marine'], attached: [['ma5b', '0']] }, {}], window: COMPANY });
    const rifle = iid(s, 0, 'ma5b');
    const after = act(s, 0, { type: 'transfer', card: rifle, to: iid(s, 0, 'unsc-marine') }).state;
    expect([after.inPlay[rifle]?.on, after.twilight]).toEqual([iid(s, 0, 'unsc-marine'), 1]);
  });

  it('a Shadow player may not play a possession on another Shadow player’s minion', () => {
    const s = scene({ seats: [{}, { hand: ['plasma-pistol'] }, { minions: ['grunt'] }], twilight: 5, window: { timing: 'shadow', next: 1, then: 'maneuver' }, stage: 'shadow' });
    expect(refused(s, 1, { type: 'play', card: iid(s, 1, 'plasma-pistol'), on: iid(s, 2, 'grunt') })).toBe('halotcg/bad-bearer');
  });
});

describe('uniqueness and active cards', () => {
  it('of two unique Shadow copies only the one closest to the right of the Free Peoples player is active', () => {
    const s = scene({ seats: [{}, { minions: ['zuka-zamamee'] }, { minions: ['zuka-zamamee'] }] });
    expect([isActive(s, iid(s, 1, 'zuka-zamamee')), isActive(s, iid(s, 2, 'zuka-zamamee'))]).toEqual([false, true]);
  });

  it('another player’s companions are inactive on your turn', () => {
    const s = scene({ seats: [{}, { company: ['unsc-marine'] }] });
    expect(isActive(s, iid(s, 1, 'unsc-marine'))).toBe(false);
  });

  it('a unique Shadow card may not be played while an active copy is in play', () => {
    const s = scene({ seats: [{}, { hand: ['zuka-zamamee'] }, { minions: ['zuka-zamamee'] }], twilight: 20, window: { timing: 'shadow', next: 1, then: 'maneuver' }, stage: 'shadow' });
    expect(refused(s, 1, { type: 'play', card: iid(s, 1, 'zuka-zamamee') })).toBe('halotcg/unique-in-play');
  });
});

describe('winning and losing', () => {
  it('at site 9 with the Hero alive when the skirmishes are over, the Free Peoples player wins', () => {
    const s = scene({ seats: [{ pos: 9 }, { minions: ['grunt'] }], stage: 'maneuver', window: { timing: 'maneuver', then: 'regroup' } });
    expect(passAll(s).outcome).toEqual({ winners: [0], reason: 'site-nine' });
  });

  it('a killed Hero loses; in 2 players the other player wins', () => {
    const s = scene({ seats: [{}, { minions: ['tartarus'] }], stage: 'skirmishes' });
    s.inPlay[chief]!.w = 3;
    s.turn.fights = [{ def: chief, atk: [iid(s, 1, 'tartarus')], ships: false }];
    const after = passAll(act({ ...s, turn: { ...s.turn, window: { timing: 'maneuver', then: 'skirmishes', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state);
    expect(after.outcome).toEqual({ winners: [1], reason: 'last-player' });
  });

  it('with two or more left, the loser leaves, their sites are replaced from the right, and the next player’s turn begins', () => {
    const s = scene({ seats: [{}, { minions: ['tartarus'] }, {}], stage: 'skirmishes' });
    // Site 2 belongs to the loser (seat 0); seats 2 and 1 each hold a replacement.
    const lists = s.lists.map((l) => [...l]);
    lists[0]!.push('outskirts');
    lists[1]!.push('halo-beachhead');
    lists[2]!.push('outskirts');
    const st: HaloState = { ...s, lists };
    st.path[2] = `0.${lists[0]!.length - 1}`;
    st.inPlay[st.path[2]] = { w: 0 };
    st.players[1]!.adventure = [`1.${lists[1]!.length - 1}`];
    st.players[2]!.adventure = [`2.${lists[2]!.length - 1}`];
    st.inPlay[chief]!.w = 3;
    st.turn.fights = [{ def: chief, atk: [iid(s, 1, 'tartarus')], ships: false }];
    const after = passAll(act({ ...st, turn: { ...st.turn, window: { timing: 'maneuver', then: 'skirmishes', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state);
    expect(after.players[0]?.out).toBe(true);
    expect(after.outcome).toBeNull();
    expect(after.path[2]).toBe(`2.${lists[2]!.length - 1}`);
    expect(after.turn.fp).toBe(1);
    expect(after.players[1]?.minions).toEqual([]);
  });
});

describe('hidden information', () => {
  it('a view shows only counts of other hands and decks, never their cards or pending options', () => {
    let s = unwrap(engine.setup({ players: 2, options: {}, seed: 'view' }));
    for (const o of ['0', '0', 'first', 'done', 'done', 'keep', 'keep']) s = act(s, engine.activePlayers(s)[0] ?? 0, { type: 'choose', option: o === 'first' ? (s.pending[0]?.options[0] ?? '') : o }).state;
    const v = engine.view(s, 1);
    expect([v.players[0]?.hand, v.players[0]?.handCount, v.players[0]?.adventure, v.players[1]?.hand?.length]).toEqual([null, 8, null, 8]);
    expect(JSON.stringify(v)).not.toContain('"rng"');
  });

  it('every seat sees every discard pile, a memory aid of cards already shown face up (our ruling)', () => {
    const s = scene({ seats: [{ discard: ['unsc-marine', 'frag-out'] }, { discard: ['grunt'] }] });
    const piles = (viewer: number | null) => engine.view(s, viewer).players.map((p) => p.discard.map((c) => c.card));
    for (const viewer of [0, 1, null]) expect(piles(viewer)).toEqual([['unsc-marine', 'frag-out'], ['grunt']]);
  });

  it('an action with a field it does not have is refused before anything is recorded', () => {
    const s = scene({ seats: [{ hand: ['unsc-marine'] }, {}], window: { timing: 'company', then: 'move' } });
    const marine = iid(s, 0, 'unsc-marine');
    for (const raw of [{ type: 'pass', card: marine }, { type: 'play', card: marine, ship: '0.0' }, { type: 'choose', option: 'done', extra: 1 }]) {
      expect(engine.parseAction(raw)).toMatchObject({ ok: false, error: { code: 'halotcg/bad-action' } });
      expect(engine.apply(s, 0, raw as never)).toMatchObject({ ok: false, error: { code: 'halotcg/bad-action' } });
    }
  });
});

describe('passing', () => {
  it.each([
    { name: 'with a card it could play, a pass is chosen', hand: ['unsc-marine'], action: { type: 'pass' } as const, want: { type: 'passed', seat: 0, reason: 'chose' } },
    { name: 'with nothing to play, a pass says so', hand: [], action: { type: 'pass' } as const, want: { type: 'passed', seat: 0, reason: 'nothing-to-play' } },
    { name: "the table's automatic pass keeps its mark", hand: [], action: { type: 'pass', auto: 'nothing-to-play' } as const, want: { type: 'passed', seat: 0, reason: 'nothing-to-play', auto: 'nothing-to-play' } },
  ])('passed events give the reason: $name', ({ hand, action, want }) => {
    const s = cardScene({ fp: { hand }, timing: 'maneuver' });
    const mine = cardScene({ fp: { hand }, timing: 'company' });
    const used = hand.length > 0 ? mine : s;
    expect(act(used, 0, action).events.find((e) => e.type === 'passed')).toEqual(want);
  });

  it('a pass in a response window gives its reason too', () => {
    const s = cardScene({ fp: { hand: ['countermeasures'], company: ['unsc-marine'] }, shadow: { minions: ['elite-veteran'], hand: ['plasma-volley'] }, timing: 'maneuver', next: 1, twilight: 2 });
    const played = act(s, 1, { type: 'play', card: iid(s, 1, 'plasma-volley') }).state;
    expect(act(played, 0, { type: 'pass' }).events.find((e) => e.type === 'passed')).toEqual({ type: 'passed', seat: 0, reason: 'chose' });
  });

  it.each([[['unsc-marine'], 'chose'], [[], 'nothing-to-play']] as const)('with hand %j the reason is %s whether or not the legal actions were asked first', (hand, reason) => {
    const s = cardScene({ fp: { hand: [...hand] }, timing: 'company' });
    const fresh = act(s, 0, { type: 'pass' }).events.find((e) => e.type === 'passed');
    const listed = engine.legalActions(s, 0);
    (listed as unknown[]).splice(0);
    expect(engine.legalActions(s, 0).length).toBe(hand.length + 1);
    expect([fresh?.reason, act(s, 0, { type: 'pass' }).events.find((e) => e.type === 'passed')?.reason]).toEqual([reason, reason]);
  });
});

