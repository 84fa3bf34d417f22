/**
 * Skirmishes and engagements at their boundaries, as a player sees them: who may attack (the fierce round
 * included), how many minions a defender may take, which ships may defend and against what, the sniping
 * totals of both sides, the order of the fights, the overwhelm threshold, and every event a fight emits.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core';
import { halotcgEngine as engine } from './engine';
import { allAttackers, attackers, defendingShips } from './attackers';
import { companySnipingTotal, minionSnipingTotal } from './snipingPhase';
import { cardScene, run } from './testing/cardScene';
import { Draft } from './draft';
import { runStep } from './effects';
import { advance } from './turn';
import { act, EARTH, iid, passAll, refused, scene } from './testing/scene';
import type { Fight, HaloState, Iid, Modifier } from './types';

/** `card#n`: the card's id and which copy of it (in its owner's list) it is, so options read as names. */
function nameOf(s: HaloState, x: Iid): string {
  const [seat, idx] = x.split('.').map(Number) as [number, number];
  const list = s.lists[seat] ?? [];
  const card = list[idx] ?? '?';
  return `${card}#${list.slice(0, idx).filter((c) => c === card).length}`;
}
const named = (s: HaloState, options: readonly string[] = []): string[] => options.map((o) => (o.includes('>') ? o.split('>').map((x) => nameOf(s, x)).join('>') : o));
/** The engine's option for a named pair, `defender#n>attacker#n`. */
function option(s: HaloState, pair: string): string {
  const [d, a] = pair.split('>').map((x) => x.split('#')) as [[string, string], [string, string]];
  return `${iid(s, 0, d[0], Number(d[1]))}>${iid(s, 1, a[0], Number(a[1]))}`;
}

const ASSIGNMENT = { timing: 'assignment', then: 'assignDefenders' } as const;
/** A staffed Pillar of Autumn (the ODST crews it) and an unstaffed Longsword. */
function withShips(s: HaloState, staffed = true): HaloState {
  if (staffed) s.inPlay[iid(s, 0, 'odst-helljumper')]!.staff = iid(s, 0, 'pillar-of-autumn');
  return s;
}

describe('who attacks', () => {
  const three = (): HaloState => scene({ seats: [{ minions: ['grunt'] }, { minions: ['grunt', 'zuka-zamamee'] }, { minions: ['elite-veteran'] }], fp: 0 });
  it.each([
    { name: 'the Free Peoples seat has no attackers, even with a minion listed', seat: 0, fierce: false, want: [] },
    { name: 'a Shadow seat attacks with all its minions', seat: 1, fierce: false, want: ['grunt#0', 'zuka-zamamee#0'] },
    { name: 'in the fierce round only its fierce minions attack', seat: 1, fierce: true, want: ['zuka-zamamee#0'] },
    { name: 'a Shadow seat without a fierce minion has none in the fierce round', seat: 2, fierce: true, want: [] },
    { name: 'a seat that is not in the game has none', seat: 3, fierce: false, want: [] },
  ])('$name', ({ seat, fierce, want }) => {
    const s = three();
    s.turn.fierce = fierce;
    expect(attackers(s, seat).map((x) => nameOf(s, x))).toEqual(want);
  });

  it('all attackers are listed from the seat to the right of the Free Peoples player', () => {
    const s = three();
    expect(allAttackers(s).map((x) => nameOf(s, x))).toEqual(['elite-veteran#0', 'grunt#0', 'zuka-zamamee#0']);
  });

  it.each([
    { name: 'first round: the Chief may take either minion', fierce: false, want: ['master-chief#0>zuka-zamamee#0', 'master-chief#0>grunt#0', 'done'] },
    { name: 'fierce round: only the fierce Zuka may be assigned', fierce: true, want: ['master-chief#0>zuka-zamamee#0', 'done'] },
  ])('$name', ({ fierce, want }) => {
    const s0 = scene({ seats: [{}, { minions: ['zuka-zamamee', 'grunt'] }], stage: 'assignment', window: ASSIGNMENT });
    s0.turn.fierce = fierce;
    const s = passAll(s0);
    expect(named(s, s.pending[0]?.options)).toEqual(want);
    // Left unassigned, the Shadow player must assign the same attackers.
    const shadow = act(s, 0, { type: 'choose', option: 'done' }).state;
    expect([shadow.pending[0]?.kind, named(s, shadow.pending[0]?.options)]).toEqual(['assignShadow', want.filter((o) => o !== 'done')]);
  });
});

describe('defender +N: how many minions one defender may take', () => {
  it.each([
    { name: 'without defender a companion takes one minion, not two', company: [], minions: ['elite-veteran', 'elite-veteran'], mods: [], picks: ['master-chief#0>elite-veteran#0'], want: ['done'] },
    {
      name: 'Mobuto (defender +1) takes a second minion',
      company: ['mobuto'],
      minions: ['elite-veteran', 'elite-veteran', 'elite-veteran'],
      mods: [],
      picks: ['mobuto#0>elite-veteran#0'],
      want: ['master-chief#0>elite-veteran#1', 'master-chief#0>elite-veteran#2', 'mobuto#0>elite-veteran#1', 'mobuto#0>elite-veteran#2', 'done'],
    },
    {
      name: 'Mobuto (defender +1) does not take a third',
      company: ['mobuto'],
      minions: ['elite-veteran', 'elite-veteran', 'elite-veteran'],
      mods: [],
      picks: ['mobuto#0>elite-veteran#0', 'mobuto#0>elite-veteran#1'],
      want: ['master-chief#0>elite-veteran#2', 'done'],
    },
    {
      name: 'the Chief with one and Mobuto with two leave the fourth to the Shadow player',
      company: ['mobuto'],
      minions: ['elite-veteran', 'elite-veteran', 'elite-veteran', 'elite-veteran'],
      mods: [],
      picks: ['master-chief#0>elite-veteran#0', 'mobuto#0>elite-veteran#1', 'mobuto#0>elite-veteran#2'],
      want: ['done'],
    },
    {
      name: 'a defender +1 modifier (Hold the Line) lets a Marine take two, not three',
      company: ['unsc-marine'],
      minions: ['grunt', 'grunt', 'grunt'],
      mods: [{ card: 'unsc-marine', stat: 'defender', n: 1 }],
      picks: ['unsc-marine#0>grunt#0', 'unsc-marine#0>grunt#1'],
      want: ['master-chief#0>grunt#2', 'done'],
    },
  ])('$name', ({ company, minions, mods, picks, want }) => {
    const s0 = scene({ seats: [{ company }, { minions }], stage: 'assignment', window: ASSIGNMENT });
    s0.mods = mods.map((m): Modifier => ({ target: iid(s0, 0, m.card), stat: m.stat as 'defender', n: m.n, until: 'turn' }));
    let s = passAll(s0);
    for (const p of picks) s = act(s, 0, { type: 'choose', option: option(s, p) }).state;
    expect(named(s, s.pending[0]?.options)).toEqual(want);
  });
});

describe('ships: which may defend, and only against ships', () => {
  const fleet = (staffed = true): HaloState =>
    withShips(scene({ seats: [{ support: ['pillar-of-autumn', 'longsword', 'odst-helljumper'] }, { minions: ['seraph', 'seraph', 'grunt'] }], stage: 'assignment', window: ASSIGNMENT }), staffed);

  it.each([
    { name: 'the staffed Pillar defends against Shadow ships; the unstaffed Longsword does not', staffed: true, ships: ['pillar-of-autumn#0'], want: ['master-chief#0>grunt#0', 'pillar-of-autumn#0>seraph#0', 'pillar-of-autumn#0>seraph#1', 'done'] },
    { name: 'with nobody staffing, no ship defends', staffed: false, ships: [], want: ['master-chief#0>grunt#0', 'done'] },
  ])('$name', ({ staffed, ships, want }) => {
    const s = passAll(fleet(staffed));
    expect(defendingShips(s).map((x) => nameOf(s, x))).toEqual(ships);
    expect(named(s, s.pending[0]?.options)).toEqual(want);
  });

  it.each([
    { name: 'an unstaffed ship may not engage', pair: 'longsword#0>seraph#0' },
    { name: 'a companion may not fight a Shadow ship', pair: 'master-chief#0>seraph#0' },
    { name: 'a ship may not fight a minion', pair: 'pillar-of-autumn#0>grunt#0' },
  ])('refused with halotcg/bad-option: $name', ({ pair }) => {
    const s = passAll(fleet());
    expect(refused(s, 0, { type: 'choose', option: option(s, pair) })).toBe('halotcg/bad-option');
  });

  it('a ship takes one Shadow ship; the Shadow player pairs the leftovers ship with ship, minion with character', () => {
    let s = passAll(fleet());
    s = act(s, 0, { type: 'choose', option: option(s, 'pillar-of-autumn#0>seraph#0') }).state;
    expect(named(s, s.pending[0]?.options)).toEqual(['master-chief#0>grunt#0', 'done']);
    s = act(s, 0, { type: 'choose', option: 'done' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'assignShadow', seat: 1 });
    expect(named(s, s.pending[0]?.options)).toEqual(['pillar-of-autumn#0>seraph#1', 'master-chief#0>grunt#0']);
  });
});

describe('sniping totals of each side', () => {
  it.each([
    { name: 'no snipers, no site bonus', pos: 1, sites: undefined, fp: {}, minions: ['grunt'], want: [0, 0] },
    { name: 'each Shadow sniper counts one', pos: 1, sites: undefined, fp: {}, minions: ['jackal-sniper', 'jackal-sniper', 'grunt'], want: [2, 0] },
    { name: 'Stacker and a BR55 on the Chief make two company snipers', pos: 1, sites: undefined, fp: { company: ['stacker'], attached: [['br55', '0']] as [string, string][] }, minions: ['grunt'], want: [0, 2] },
    { name: 'The Maw adds one to the minions only', pos: 9, sites: undefined, fp: { company: ['stacker'] }, minions: ['jackal-sniper'], want: [2, 1] },
    { name: 'Sacred Icon adds one to the company only', pos: 4, sites: EARTH, fp: { company: ['stacker'] }, minions: ['jackal-sniper'], want: [1, 2] },
  ])('$name: minions $want.0, company $want.1', ({ pos, sites, fp, minions, want }) => {
    const s = scene({ seats: [{ ...fp, pos }, { minions }], ...(sites === undefined ? {} : { sites }) });
    expect([minionSnipingTotal(s), companySnipingTotal(s)]).toEqual(want);
  });
});

/** Starts the next fight from the skirmish stage, as the turn machine does after assignment. */
function startFights(s: HaloState, fights: Fight[]): { s: HaloState; events: readonly GameEvent[] } {
  const r = act({ ...s, turn: { ...s.turn, fights, window: { timing: 'maneuver', then: 'skirmishes', next: 0, passes: 1 } } }, 0, { type: 'pass' });
  return { s: r.state, events: r.events };
}

describe('the order of the fights', () => {
  const table = (): HaloState => withShips(scene({ seats: [{ company: ['unsc-marine'], support: ['pillar-of-autumn', 'odst-helljumper'] }, { minions: ['stealth-elite', 'grunt', 'grunt', 'seraph'] }], stage: 'skirmishes' }));
  const atk = (s: HaloState, ...xs: string[]): Iid[] => xs.map((x) => iid(s, 1, x.split('#')[0] ?? '', Number(x.split('#')[1] ?? 0)));
  it.each([
    { name: 'an engagement comes before a skirmish, without a choice', fights: [['master-chief', ['grunt#0']], ['pillar-of-autumn', ['seraph#0']]], current: 'pillar-of-autumn#0', choice: undefined },
    { name: 'a skirmish with a lurker among its minions comes after one without', fights: [['master-chief', ['stealth-elite#0', 'grunt#0']], ['unsc-marine', ['grunt#1']]], current: 'unsc-marine#0', choice: undefined },
    { name: 'a lurker’s skirmish is still fought when it is the only one', fights: [['master-chief', ['stealth-elite#0']]], current: 'master-chief#0', choice: undefined },
    { name: 'two plain skirmishes: the Free Peoples player picks', fights: [['master-chief', ['grunt#0']], ['unsc-marine', ['grunt#1']]], current: null, choice: ['master-chief#0', 'unsc-marine#0'] },
  ] as const)('$name', ({ fights, current, choice }) => {
    const s0 = table();
    const list: Fight[] = fights.map(([d, a]) => ({ def: iid(s0, 0, d), atk: atk(s0, ...a), ships: d === 'pillar-of-autumn' }));
    const { s } = startFights(s0, list);
    const fight = s.turn.current === null ? undefined : s.turn.fights[s.turn.current];
    expect(fight === undefined ? null : nameOf(s, fight.def)).toBe(current);
    expect(s.pending[0]?.kind === 'chooseFight' ? s.pending[0].options.map((x) => nameOf(s, x)) : undefined).toEqual(choice);
  });
});

/** Everybody passes the open window until the fight is resolved; returns the events of the resolution. */
function resolveNow(s: HaloState): { s: HaloState; events: GameEvent[] } {
  let st = s;
  const events: GameEvent[] = [];
  for (let i = 0; i < 8 && st.turn.current !== null && st.turn.window !== null && st.pending.length === 0; i++) {
    const r = act(st, st.turn.window.next, { type: 'pass' });
    events.push(...r.events);
    st = r.state;
  }
  return { s: st, events };
}
const FIGHT_EVENTS = new Set(['fightResolved', 'overwhelmed', 'wounded', 'killed', 'fightCancelled']);
const fightEvents = (events: readonly GameEvent[]): GameEvent[] => events.filter((e) => FIGHT_EVENTS.has(e.type));

describe('overwhelming: at least double, not one less', () => {
  it.each([
    { name: 'the Chief at 18 against an Elite Veteran at 9 (exactly double) kills it outright', def: 'master-chief', minion: 'elite-veteran', fpBonus: 10, shBonus: 0, fp: 18, shadow: 9, winner: 'fp', overwhelm: true, wounds: 0 },
    { name: 'the Chief at 17 against 9 only wounds it: one wound plus his damage +1', def: 'master-chief', minion: 'elite-veteran', fpBonus: 9, shBonus: 0, fp: 17, shadow: 9, winner: 'fp', overwhelm: false, wounds: 2 },
    { name: 'a Grunt at 8 against a Marine at 4 (exactly double) kills the Marine', def: 'unsc-marine', minion: 'grunt', fpBonus: 0, shBonus: 4, fp: 4, shadow: 8, winner: 'shadow', overwhelm: true, wounds: 0 },
    { name: 'a Grunt at 7 against a Marine at 4 wounds it once', def: 'unsc-marine', minion: 'grunt', fpBonus: 0, shBonus: 3, fp: 4, shadow: 7, winner: 'shadow', overwhelm: false, wounds: 1 },
  ] as const)('$name', ({ def, minion, fpBonus, shBonus, fp, shadow, winner, overwhelm, wounds }) => {
    const s0 = cardScene({ fp: def === 'master-chief' ? {} : { company: [def] }, shadow: { minions: [minion] }, timing: 'skirmish', fight: def });
    const [d, m] = [iid(s0, 0, def), iid(s0, 1, minion)];
    s0.mods = [
      { target: d, stat: 'strength', n: fpBonus, until: 'phase' },
      { target: m, stat: 'strength', n: shBonus, until: 'phase' },
    ];
    const { events } = resolveNow(s0);
    const loser = winner === 'fp' ? m : d;
    const [card, seat] = winner === 'fp' ? [minion, 1] : [def, 0];
    expect(fightEvents(events)).toEqual([
      { type: 'fightResolved', def: d, fp, shadow, winner, ships: false, defender: def, attackers: [minion] },
      ...(overwhelm ? [{ type: 'overwhelmed', def: d, winner }, { type: 'killed', card, iid: loser, seat }] : [{ type: 'wounded', card, iid: loser, count: wounds }]),
    ]);
  });

  it('an engagement counts weapons (the view too) and destroys a Seraph at exactly double (12 against 6)', () => {
    const s0 = withShips(scene({ seats: [{ support: ['pillar-of-autumn', 'odst-helljumper'] }, { minions: ['seraph'] }], stage: 'skirmishes' }));
    const [pillar, seraph] = [iid(s0, 0, 'pillar-of-autumn'), iid(s0, 1, 'seraph')];
    s0.mods = [{ target: pillar, stat: 'weapons', n: -1, until: 'turn' }];
    const { s } = startFights(s0, [{ def: pillar, atk: [seraph], ships: true }]);
    const t = engine.view(s, 1).fights[0]?.totals;
    expect([t?.stat, t?.fp.total, t?.shadow.total]).toEqual(['weapons', 12, 6]);
    expect(fightEvents(resolveNow(s).events)).toEqual([
      { type: 'fightResolved', def: pillar, fp: 12, shadow: 6, winner: 'fp', ships: true, defender: 'pillar-of-autumn', attackers: ['seraph'] },
      { type: 'overwhelmed', def: pillar, winner: 'fp' },
      { type: 'killed', card: 'seraph', iid: seraph, seat: 1 },
    ]);
  });
});

describe('the events of assignment and of fights', () => {
  it('assigning names both cards and both instances', () => {
    const s = passAll(scene({ seats: [{}, { minions: ['grunt'] }], stage: 'assignment', window: ASSIGNMENT }));
    const grunt = iid(s, 1, 'grunt');
    const { events } = act(s, 0, { type: 'choose', option: `0.0>${grunt}` });
    expect(events.filter((e) => e.type === 'assigned')).toEqual([{ type: 'assigned', defender: 'master-chief', attacker: 'grunt', def: '0.0', atk: grunt }]);
  });

  it('a cancelled skirmish (Fall Back) says so and nobody wins, loses or is wounded', () => {
    const s0 = cardScene({ fp: { hand: ['fall-back'], company: ['unsc-marine'] }, shadow: { minions: ['hunter'] }, timing: 'skirmish', fight: 'unsc-marine' });
    // The skirmish ends with the cancel itself: no pass is needed.
    expect(fightEvents(act(s0, 0, { type: 'play', card: iid(s0, 0, 'fall-back') }).events)).toEqual([{ type: 'fightCancelled', def: iid(s0, 0, 'unsc-marine') }]);
  });

  it('a cancelled engagement ends the same way: no card cancels one today, but the cancel effect closes its window and nobody is damaged', () => {
    const s0 = withShips(scene({ seats: [{ support: ['pillar-of-autumn', 'odst-helljumper'] }, { minions: ['seraph'] }], stage: 'skirmishes' }));
    const [pillar, seraph] = [iid(s0, 0, 'pillar-of-autumn'), iid(s0, 1, 'seraph')];
    const { s } = startFights(s0, [{ def: pillar, atk: [seraph], ships: true }]);
    expect(s.turn.window?.timing).toBe('engagement');
    const g = new Draft(s, false);
    runStep(g, { kind: 'effect', effect: { e: 'cancelFight' }, src: pillar, by: 0, ctx: g.s.contexts.push([]) - 1 });
    advance(g);
    const after = g.finish();
    expect(fightEvents(after.events)).toEqual([{ type: 'fightCancelled', def: pillar }]);
    expect([after.state.turn.window?.timing, after.state.inPlay[pillar]?.w, after.state.inPlay[seraph]?.w]).toEqual(['regroup', 0, 0]);
  });

  it('a defender killed during its skirmish counts for nothing: the view shows 0, and the Grunt wins 4 to 0', () => {
    const s0 = cardScene({ fp: { company: ['unsc-marine'] }, shadow: { minions: ['grunt'], hand: ['grenade-spam'] }, timing: 'skirmish', fight: 'unsc-marine', next: 1, twilight: 1 });
    const marine = iid(s0, 0, 'unsc-marine');
    s0.inPlay[marine]!.w = 1;
    const s = run(s0, 1, { type: 'play', card: iid(s0, 1, 'grenade-spam') });
    expect([s.inPlay[marine], s.players[0]?.dead]).toEqual([undefined, [marine]]);
    expect(engine.view(s, 0).fights[0]?.totals.fp).toEqual({ total: 0, damage: 0, cards: [] });
    expect(fightEvents(resolveNow(s).events)).toEqual([
      { type: 'fightResolved', def: marine, fp: 0, shadow: 4, winner: 'shadow', ships: false, defender: 'unsc-marine', attackers: ['grunt'] },
      { type: 'overwhelmed', def: marine, winner: 'shadow' },
    ]);
  });
});
