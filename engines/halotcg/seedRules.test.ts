/**
 * Rules of the expanded rulebook (seed 002) that the engine followed without a test, one case each, read
 * section by section against the rulebook and played through the public engine API.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../core';
import { halotcgEngine as engine } from './engine';
import { cardById } from './cards';
import { canPay } from './conditions';
import { isActive } from './queries';
import { cardScene, run, w } from './testing/cardScene';
import { act, iid, passAll, refused, scene } from './testing/scene';
import type { HaloState } from './types';

const COMPANY = { timing: 'company', then: 'move' } as const;
const chief = '0.0';

/** Answers the pending questions with the given picks in order (the first option when a pick is not offered). */
function answer(s: HaloState, picks: readonly string[]): HaloState {
  let st = s;
  const queue = [...picks];
  for (let i = 0; i < 20 && st.pending.length > 0; i++) {
    const p = st.pending[st.pending.length - 1]!;
    const want = queue.shift();
    st = act(st, p.seat, { type: 'choose', option: want !== undefined && p.options.includes(want) ? want : (p.options[0] ?? '') }).state;
  }
  return st;
}

function shadowNumber(s: HaloState, n: number): number {
  const c = cardById(s.lists[Number((s.path[n] ?? '').split('.')[0])]?.[Number((s.path[n] ?? '').split('.')[1])] ?? '');
  return c?.kind === 'site' ? c.shadow : -1;
}

describe('seed: twilight pool and costs', () => {
  it('a Free Peoples card adds its twilight cost to the pool', () => {
    const s = scene({ seats: [{ hand: ['jacob-keyes'] }, {}], window: COMPANY, twilight: 1 });
    expect(act(s, 0, { type: 'play', card: iid(s, 0, 'jacob-keyes') }).state.twilight).toBe(3);
  });

  it('a Shadow card removes its cost, and may not be played when the pool cannot pay it', () => {
    const s = cardScene({ fp: { pos: 2 }, shadow: { hand: ['grunt', 'grunt'] }, timing: 'shadow', next: 1, twilight: 1 });
    const after = act(s, 1, { type: 'play', card: iid(s, 1, 'grunt', 0) }).state;
    expect(after.twilight).toBe(0);
    expect(refused(after, 1, { type: 'play', card: iid(s, 1, 'grunt', 1) })).toBe('halotcg/not-enough-twilight');
  });

  it('the pool is emptied at the start of the next company phase', () => {
    const s0 = scene({ seats: [{}, {}], stage: 'regroup', window: { timing: 'regroup', then: 'reconcileShadow' }, twilight: 4 });
    const s = { ...s0, turn: { ...s0.turn, reconcile: [1] } };
    const st = run(act(s, 0, { type: 'pass' }).state, 1, { type: 'pass' }, ['skip', 'stop', 'skip']);
    expect([st.turn.fp, st.turn.phase, st.twilight]).toEqual([1, 'company', 0]);
  });

  it('an event whose cost cannot be paid may not be played: with every UNSC Man exhausted, Suppressing Fire is refused', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], hand: ['suppressing-fire'] }, shadow: { minions: ['grunt'] }, timing: 'maneuver' });
    s.inPlay[iid(s, 0, 'unsc-marine')]!.w = 1;
    expect(refused(s, 0, { type: 'play', card: iid(s, 0, 'suppressing-fire') })).toBe('halotcg/cost');
  });

  it('a card whose costs and requirements are met may be played with no effect: Rally with nobody wounded', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], hand: ['rally'] }, timing: 'regroup' });
    const after = act(s, 0, { type: 'play', card: iid(s, 0, 'rally') }).state;
    expect([after.twilight, after.players[0]?.discard, w(after, iid(s, 0, 'unsc-marine'))]).toEqual([2, [iid(s, 0, 'rally')], 0]);
  });

  it("a Shadow player may exert another Shadow player's minion to pay a cost (3 players)", () => {
    const s = scene({ seats: [{ company: ['unsc-marine'] }, { minions: ['blue-elite'] }, { hand: ['plasma-volley'] }], stage: 'maneuver', window: { timing: 'maneuver', next: 2, then: 'regroup' }, twilight: 2 });
    const elite = iid(s, 1, 'blue-elite');
    const marine = iid(s, 0, 'unsc-marine');
    const after = run(s, 2, { type: 'play', card: iid(s, 2, 'plasma-volley') }, [marine]);
    expect([w(after, elite), w(after, marine), after.twilight]).toEqual([1, 1, 0]);
  });
});

describe('seed: wounds, killing and the piles', () => {
  it('a killed companion goes to the dead pile, its possession and the event to the discard pile', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], attached: [['ma5b', '1']] }, shadow: { minions: ['innie-gunman'], hand: ['car-bomb'] }, timing: 'maneuver', next: 1, twilight: 2 });
    const marine = iid(s, 0, 'unsc-marine');
    const after = run(s, 1, { type: 'play', card: iid(s, 1, 'car-bomb') }, [marine]);
    expect([after.players[0]?.dead, after.players[0]?.company, after.players[0]?.discard, after.players[1]?.discard]).toEqual([[marine], [chief], [iid(s, 0, 'ma5b')], [iid(s, 1, 'car-bomb')]]);
  });

  it("a killed minion goes to its owner's discard pile", () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], hand: ['suppressing-fire'] }, shadow: { minions: ['grunt'] }, timing: 'maneuver' });
    const grunt = iid(s, 1, 'grunt');
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'suppressing-fire') }, [iid(s, 0, 'unsc-marine'), grunt]);
    expect([after.players[1]?.minions, after.players[1]?.discard]).toEqual([[], [grunt]]);
  });

  it('a non-unique companion in the dead pile does not stop another copy from being played', () => {
    const s = scene({ seats: [{ dead: ['unsc-marine'], hand: ['unsc-marine'] }, {}], window: COMPANY });
    expect(refused(s, 0, { type: 'play', card: s.players[0]?.hand[0] ?? '' })).toBe('accepted');
  });

  it('a character with no wound is not offered for healing: the sanctuary offers only the wounded', () => {
    const s = scene({ seats: [{ pos: 3, company: ['unsc-marine'] }, {}], stage: 'regroup', window: { timing: 'regroup', then: 'turnStart', next: 0 } });
    s.inPlay[chief]!.w = 1;
    s.turn.window!.passes = 1;
    const started = act(s, 0, { type: 'pass' }).state;
    expect(started.pending[0]?.options).not.toContain(iid(s, 0, 'unsc-marine'));
    expect(started.pending[0]?.options).toContain(chief);
  });
});

describe('seed: allies', () => {
  it('an ally may be played in any company phase, away from its home', () => {
    const s = scene({ seats: [{ hand: ['jeromi'] }, {}], window: COMPANY });
    const after = act(s, 0, { type: 'play', card: iid(s, 0, 'jeromi') }).state;
    expect(after.players[0]?.support).toEqual([iid(s, 0, 'jeromi')]);
  });

  it("an ally's special ability may be used at any site: Lord Hood (home 3) heals at site 1", () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], support: ['lord-hood'] }, timing: 'regroup' });
    const marine = iid(s, 0, 'unsc-marine');
    s.inPlay[marine]!.w = 1;
    const after = run(s, 0, { type: 'use', card: iid(s, 0, 'lord-hood'), ability: 0 }, [marine]);
    expect([w(after, marine), w(after, iid(s, 0, 'lord-hood'))]).toEqual([0, 1]);
  });

  const sniping = (pos: number): HaloState =>
    scene({ seats: [{ pos, support: ['jeromi'] }, { minions: ['jackal-sniper'] }], stage: 'sniping', window: { timing: 'sniping', then: 'snipeFire' } });
  it.each([
    { name: 'at its home (site 6) an ally may take a sniping wound', pos: 6, offered: true },
    { name: 'away from home it may not', pos: 5, offered: false },
  ])('$name', ({ pos, offered }) => {
    const s = passAll(sniping(pos));
    expect(s.pending[0]?.options.includes(iid(s, 0, 'jeromi'))).toBe(offered);
  });

  it('moving adds one twilight per companion in the company: allies and staffing companions add none', () => {
    const s0 = scene({ seats: [{ company: ['unsc-marine'], support: ['jeromi', 'longsword', 'unsc-marine'] }, {}], window: COMPANY });
    const crew = iid(s0, 0, 'unsc-marine', 1);
    const s = { ...s0, inPlay: { ...s0.inPlay, [crew]: { w: 0, staff: iid(s0, 0, 'longsword') } } };
    expect(act(s, 0, { type: 'pass' }).state.twilight).toBe(shadowNumber(s, 2) + 2);
  });
});

describe('seed: action procedure and timing words', () => {
  it('a Shadow player may not play Free Peoples cards on another player’s turn', () => {
    const s = cardScene({ shadow: { hand: ['lock-and-load'] }, timing: 'maneuver', next: 1 });
    expect(refused(s, 1, { type: 'play', card: iid(s, 1, 'lock-and-load') })).toBe('halotcg/wrong-side');
  });

  it('an event is played only in the phase its timing word names: Covering Fire (skirmish) is refused in the maneuver phase', () => {
    const s = cardScene({ fp: { hand: ['covering-fire'] }, shadow: { minions: ['grunt'] }, timing: 'maneuver' });
    expect(refused(s, 0, { type: 'play', card: iid(s, 0, 'covering-fire') })).toBe('halotcg/play-at');
  });

  it('passing does not keep a player from acting later in the same phase', () => {
    const s = cardScene({ fp: { hand: ['lock-and-load'], deck: ['unsc-marine', 'unsc-marine'] }, shadow: { minions: ['blue-elite'], hand: ['plasma-volley'] }, timing: 'maneuver', twilight: 2 });
    let st = act(s, 0, { type: 'pass' }).state;
    st = run(st, 1, { type: 'play', card: iid(s, 1, 'plasma-volley') }, [iid(s, 1, 'blue-elite'), chief]);
    expect(st.turn.window).toMatchObject({ timing: 'maneuver', next: 0 });
    st = act(st, 0, { type: 'play', card: iid(s, 0, 'lock-and-load') }).state;
    expect(st.players[0]?.hand).toHaveLength(2);
  });

  it('a player may respond more than once to the same trigger: two Battlefield Medics answer one win', () => {
    const s0 = cardScene({ fp: { company: ['unsc-marine'], hand: ['battlefield-medic', 'battlefield-medic'] }, shadow: { minions: ['infection-form'] }, timing: 'skirmish', fight: 'unsc-marine' });
    const m = iid(s0, 0, 'unsc-marine');
    s0.inPlay[m]!.w = 1;
    let s = run(run(s0, 0, { type: 'pass' }), 1, { type: 'pass' });
    expect(s.turn.response).toMatchObject({ on: 'winsFight', subject: m, next: 0 });
    s = run(s, 0, { type: 'play', card: iid(s0, 0, 'battlefield-medic', 0) });
    expect([w(s, m), s.turn.response]).toMatchObject([0, { on: 'winsFight', subject: m, next: 1 }]);
    s = run({ ...s, inPlay: { ...s.inPlay, [m]: { ...s.inPlay[m]!, w: 1 } } }, 1, { type: 'pass' });
    s = run(s, 0, { type: 'play', card: iid(s0, 0, 'battlefield-medic', 1) });
    expect([w(s, m), s.players[0]?.discard]).toEqual([0, [iid(s0, 0, 'battlefield-medic', 0), iid(s0, 0, 'battlefield-medic', 1)]]);
  });
});

describe('seed: sniping fire', () => {
  it('there is one minion sniping total, counting the snipers of every Shadow player (3 players)', () => {
    const s = scene({ seats: [{ company: ['unsc-marine'] }, { minions: ['jackal-sniper'] }, { minions: ['innie-sniper'] }], stage: 'sniping', window: { timing: 'sniping', then: 'snipeFire' } });
    expect(passAll(s).pending[0]).toMatchObject({ kind: 'snipeWound', seat: 0, left: 2 });
  });

  it('wounds are placed one at a time: what the minions cannot take is ignored', () => {
    const s = scene({ seats: [{ company: ['stacker'], attached: [['br55', '0']] }, { minions: ['grunt'] }], stage: 'sniping', window: { timing: 'sniping', then: 'snipeFire' } });
    const grunt = iid(s, 1, 'grunt');
    const asked = act(passAll(s), 0, { type: 'choose', option: '1' }).state;
    expect(asked.pending[0]).toMatchObject({ kind: 'snipeWound', seat: 1, left: 2 });
    const after = answer(asked, [grunt]);
    expect([after.players[1]?.discard, after.pending.filter((p) => p.kind === 'snipeWound')]).toEqual([[grunt], []]);
  });
});

describe('seed: skirmishes', () => {
  it('every character on the losing side takes the wound: Fred with an MA5B (9) beats two Grunts (8), both die', () => {
    const s = cardScene({ fp: { hero: 'fred', attached: [['ma5b', '0']] }, shadow: { minions: ['grunt', 'grunt'] }, timing: 'skirmish', fight: 'master-chief' });
    const after = passAll(s);
    expect([after.players[1]?.minions, after.players[1]?.discard.length, w(after, chief)]).toEqual([[], 2, 0]);
  });
});

describe('seed: reconciling', () => {
  it('a Shadow player with fewer than eight cards draws up to eight', () => {
    const s0 = scene({ seats: [{}, { hand: ['grunt', 'grunt', 'grunt'], deck: Array.from({ length: 10 }, () => 'grunt') }], stage: 'regroup', window: { timing: 'regroup', then: 'reconcileShadow' } });
    const s = { ...s0, turn: { ...s0.turn, reconcile: [1] } };
    const st = act(passAll(s), 1, { type: 'choose', option: 'skip' }).state;
    expect(st.players[1]?.hand).toHaveLength(8);
  });

  it('the Free Peoples player who stops reconciles the same way, then the minions leave with the cards they bear', () => {
    const s0 = scene({ seats: [{ hand: ['unsc-marine'], deck: Array.from({ length: 10 }, () => 'unsc-marine') }, { minions: ['blue-elite'], attached: [['plasma-pistol', '1']] }], stage: 'regroup', window: { timing: 'regroup', then: 'reconcileShadow' } });
    const s = { ...s0, turn: { ...s0.turn, reconcile: [1] } };
    const st = run(act(s, 0, { type: 'pass' }).state, 1, { type: 'pass' }, ['skip', 'stop', 'skip']);
    expect([st.players[0]?.hand.length, [...(st.players[1]?.discard ?? [])].sort()]).toEqual([8, [iid(s, 1, 'blue-elite'), iid(s, 1, 'plasma-pistol')]]);
  });
});

describe('seed: transfers', () => {
  it('a possession goes only to a character who may bear it: no MA5B (UNSC) for a Colonial Militia', () => {
    const s = scene({ seats: [{ company: ['colonial-militia'], attached: [['ma5b', '0']] }, {}], window: COMPANY });
    expect(refused(s, 0, { type: 'transfer', card: iid(s, 0, 'ma5b'), to: iid(s, 0, 'colonial-militia') })).toBe('halotcg/transfer');
  });

  it("both characters must be at the same site: an ally is at its home, so not to Lord Hood (home 3) while the company is at site 1", () => {
    const s = scene({ seats: [{ support: ['lord-hood'], attached: [['ma5b', '0']] }, {}], window: COMPANY });
    expect(refused(s, 0, { type: 'transfer', card: iid(s, 0, 'ma5b'), to: iid(s, 0, 'lord-hood') })).toBe('halotcg/transfer');
    const home = scene({ seats: [{ pos: 3, support: ['lord-hood'], attached: [['ma5b', '0']] }, {}], window: COMPANY });
    expect(refused(home, 0, { type: 'transfer', card: iid(home, 0, 'ma5b'), to: iid(home, 0, 'lord-hood') })).toBe('accepted');
  });
});

describe('seed: setup, phases and uniqueness', () => {
  it('a starting company takes companions only, never allies', () => {
    let s = unwrap(engine.setup({ players: 2, options: { decks: ['fred-vs-flood', 'chief-vs-covenant'] }, seed: 'allies' }));
    s = act(act(s, 0, { type: 'choose', option: '0' }).state, 1, { type: 'choose', option: '0' }).state;
    s = act(s, s.pending[0]?.seat ?? 0, { type: 'choose', option: s.pending[0]?.options[0] ?? '' }).state;
    const seat = s.pending[0]?.seat ?? 0;
    const kinds = (s.pending[0]?.options ?? []).filter((o) => o !== 'done').map((o) => cardById(s.lists[seat]?.[Number(o.split('.')[1])] ?? '')?.kind);
    const deckKinds = (s.players[seat]?.deck ?? []).map((x) => cardById(s.lists[seat]?.[Number(x.split('.')[1])] ?? '')?.kind);
    expect([deckKinds.includes('ally'), kinds.length > 0, [...new Set(kinds)]]).toEqual([true, true, ['companion']]);
  });

  it('Shadow cards are played only in the Shadow phase: a minion is refused in the maneuver phase', () => {
    const s = cardScene({ fp: { pos: 2 }, shadow: { hand: ['grunt'] }, timing: 'maneuver', next: 1, twilight: 5 });
    expect(refused(s, 1, { type: 'play', card: iid(s, 1, 'grunt') })).toBe('halotcg/play-at');
  });

  it('the minions all gone after the maneuver phase, no assignment follows: the turn goes on to regroup', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], hand: ['suppressing-fire'] }, shadow: { minions: ['grunt'] }, timing: 'maneuver' });
    const st = passAll(run(s, 0, { type: 'play', card: iid(s, 0, 'suppressing-fire') }, [iid(s, 0, 'unsc-marine'), iid(s, 1, 'grunt')]));
    const done = passAll(st);
    expect([done.turn.phase, done.turn.fights]).toEqual(['regroup', []]);
  });

  it('a unique Shadow card may be played while the only other copy in play is inactive (the Free Peoples player’s own)', () => {
    const s = cardScene({ fp: { minions: ['zuka-zamamee'], pos: 3 }, shadow: { hand: ['zuka-zamamee'] }, timing: 'shadow', next: 1, twilight: 5 });
    expect(refused(s, 1, { type: 'play', card: iid(s, 1, 'zuka-zamamee') })).toBe('accepted');
  });

  it.each([
    { name: 'a surviving ally at its home may defend again in the fierce round', pos: 6, offered: true },
    { name: 'away from its home it may not', pos: 5, offered: false },
  ])('$name', ({ pos, offered }) => {
    const s0 = scene({ seats: [{ pos, support: ['jeromi'] }, { minions: ['zuka-zamamee'] }], stage: 'assignment', window: { timing: 'assignment', then: 'assignDefenders' } });
    s0.turn.fierce = true;
    const s = passAll(s0);
    expect(s.pending[0]?.options.includes(`${iid(s, 0, 'jeromi')}>${iid(s, 1, 'zuka-zamamee')}`)).toBe(offered);
  });

  it('the Free Peoples player need not assign anybody: the Shadow player then assigns every minion', () => {
    const s0 = scene({ seats: [{ company: ['unsc-marine'] }, { minions: ['grunt', 'grunt'] }], stage: 'assignment', window: { timing: 'assignment', then: 'assignDefenders' } });
    const s = act(passAll(s0), 0, { type: 'choose', option: 'done' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'assignShadow', seat: 1 });
  });

  it("a card borne by an inactive card is inactive: Crazed on another player's companion (3 players)", () => {
    const s = scene({ seats: [{ company: ['unsc-marine'] }, { attached: [['crazed', '0.1'], ['crazed', '2.1']] }, { company: ['unsc-marine'] }] });
    const active = [iid(s, 0, 'unsc-marine'), iid(s, 1, 'crazed', 0), iid(s, 2, 'unsc-marine'), iid(s, 1, 'crazed', 1)].map((x) => isActive(s, x));
    expect(active).toEqual([true, true, false, false]);
  });
});

describe('the rules the recount of version 4 found followed without a test of their own', () => {
  const damageShip = { c: 'damage', target: { t: 'choose', f: { kinds: ['ship'], mine: true } } } as const;

  it.each([
    { name: 'an undamaged ship may pay a damage cost', w: 0, can: true },
    { name: 'an exhausted ship (one damage from destroyed) may not: a player may not damage their own exhausted ship', w: 3, can: false },
  ])('Important concepts, "Exhaust": $name', ({ w: wounds, can }) => {
    const s = scene({ seats: [{ support: ['pillar-of-autumn'] }, {}] });
    s.inPlay[iid(s, 0, 'pillar-of-autumn')] = { w: wounds };
    expect(canPay(s, damageShip, 0, chief)).toBe(can);
  });

  it.each([
    { name: 'a second Cortana while one is in play', inPlay: 'cortana', hand: 'cortana' },
    { name: 'the other Sgt. Johnson (same title, another version)', inPlay: 'johnson-sarge', hand: 'johnson-veteran' },
  ])('Uniqueness: a card may not be played from hand to replace another in play: $name', ({ inPlay, hand }) => {
    const s = scene({ seats: [{ company: [inPlay], hand: [hand] }, {}], window: COMPANY });
    const card = iid(s, 0, hand, hand === inPlay ? 1 : 0);
    expect(refused(s, 0, { type: 'play', card })).toBe('halotcg/unique-in-play');
    expect(engine.parseAction({ type: 'replace', card, with: iid(s, 0, inPlay) }).ok).toBe(false);
  });

  it('Possessions: a possession may not be discarded from a character without a card effect (no action names it but a transfer)', () => {
    const s = scene({ seats: [{ company: ['unsc-marine'], attached: [['ma5b', '0.1']] }, {}], window: COMPANY });
    const rifle = iid(s, 0, 'ma5b');
    const naming = engine.legalActions(s, 0).filter((a) => 'card' in a && a.card === rifle);
    expect(naming.every((a) => a.type === 'transfer')).toBe(true);
    expect(engine.parseAction({ type: 'discard', card: rifle }).ok).toBe(false);
  });

  it('Races: the race Man includes women: Miranda Keyes and Dr. Halsey are Men, and Overwatch ("exert a [UNSC] Man") may exert Miranda Keyes', () => {
    expect([cardById('miranda-keyes'), cardById('halsey')].map((c) => (c !== undefined && 'race' in c ? c.race : undefined))).toEqual(['Man', 'Man']);
    const s = cardScene({ fp: { company: ['miranda-keyes'], hand: ['overwatch'] }, shadow: { minions: ['grunt'] }, timing: 'sniping' });
    expect(w(run(s, 0, { type: 'play', card: iid(s, 0, 'overwatch') }), iid(s, 0, 'miranda-keyes'))).toBe(1);
  });
});
