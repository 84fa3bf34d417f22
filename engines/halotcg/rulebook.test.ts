/** Every worked example of the rulebook, replayed through the public engine API. */
import { describe, expect, it } from 'vitest';
import { unwrap, type GameEvent, type Seat } from '../core';
import { halotcgEngine as engine } from './engine';
import { fighters, stat } from './queries';
import { act, EARTH, iid, passAll, refused, scene } from './testing/scene';
import type { HaloAction, HaloState } from './types';

const COMPANY = { timing: 'company', then: 'move' } as const;
const SHADOW = { timing: 'shadow', next: 1, then: 'maneuver' } as const;

function startingOptions(deck: string): string[] {
  let s = unwrap(engine.setup({ players: 2, options: { decks: [deck, 'fred-vs-flood'] }, seed: 'start' }));
  s = act(s, 0, { type: 'choose', option: '3' }).state;
  s = act(s, 1, { type: 'choose', option: '0' }).state;
  s = act(s, 0, { type: 'choose', option: '0' }).state; // the bid's winner goes first
  return s.pending[0]?.options.map((o) => (o === 'done' ? o : (s.lists[0]?.[Number(o.split('.')[1])] ?? ''))) ?? [];
}

describe('rulebook: starting company', () => {
  it('Master Chief (4) leaves room for Jacob Keyes (2) and nothing costing 3', () => {
    const options = startingOptions('chief-vs-covenant');
    expect(options).toContain('jacob-keyes');
    expect(options).not.toContain('johnson-veteran');
  });

  it('Fred (3) + Jacob Keyes (2) leaves one twilight for one more companion', () => {
    let s = unwrap(engine.setup({ players: 2, options: { decks: ['fred-vs-flood', 'chief-vs-covenant'] }, seed: 'fred' }));
    s = act(s, 0, { type: 'choose', option: '2' }).state;
    s = act(s, 1, { type: 'choose', option: '0' }).state;
    s = act(s, 0, { type: 'choose', option: '0' }).state; // the bid's winner goes first
    const keyes = s.pending[0]?.options.find((o) => o !== 'done' && s.lists[0]?.[Number(o.split('.')[1])] === 'jacob-keyes') ?? '';
    s = act(s, 0, { type: 'choose', option: keyes }).state;
    const ids = (s.pending[0]?.options ?? []).map((o) => (o === 'done' ? o : s.lists[0]?.[Number(o.split('.')[1])]));
    expect(ids.sort()).toEqual(['done', 'logan', 'marine-corpsman', 'unsc-marine']);
    expect(s.twilight).toBe(0);
  });
});

describe('rulebook: company limit', () => {
  const dead = ['logan', 'odst-helljumper', 'odst-helljumper'];
  it.each([
    { company: 6, want: 'accepted' },
    { company: 7, want: 'halotcg/company-limit' },
  ])('Logan and two ODSTs dead: with $company companions another is $want', ({ company, want }) => {
    const s = scene({ seats: [{ company: Array.from({ length: company - 1 }, () => 'unsc-marine'), dead, hand: ['unsc-marine'] }, {}], window: COMPANY });
    const marine = s.players[0]?.hand[0] ?? '';
    expect(refused(s, 0, { type: 'play', card: marine })).toBe(want);
  });
});

describe('rulebook: roaming', () => {
  it('Blue Elite (site 4) pays 2 more at site 3, and follows to site 4 where another pays no penalty', () => {
    let s = scene({ seats: [{ pos: 3 }, { hand: ['blue-elite', 'blue-elite'] }], twilight: 10, window: SHADOW, stage: 'shadow' });
    s = act(s, 1, { type: 'play', card: iid(s, 1, 'blue-elite') }).state;
    expect(s.twilight).toBe(5);
    s.players[0]!.pos = 4;
    expect(s.players[1]?.minions).toEqual([iid(s, 1, 'blue-elite')]);
    s = act(s, 1, { type: 'play', card: iid(s, 1, 'blue-elite', 1) }).state;
    expect(s.twilight).toBe(2);
  });
});

function assigning(company: string[], minions: string[]): HaloState {
  const s = scene({ seats: [{ company }, { minions }], stage: 'assignment', window: { timing: 'assignment', then: 'assignDefenders' } });
  return passAll(s);
}

describe('rulebook: assignment and defender +1', () => {
  it('one Elite Veteran: Mobuto or the Chief, not both', () => {
    let s = assigning(['mobuto'], ['elite-veteran']);
    const [chief, mobuto, vet] = [iid(s, 0, 'master-chief'), iid(s, 0, 'mobuto'), iid(s, 1, 'elite-veteran')];
    expect(s.pending[0]?.options).toEqual([`${chief}>${vet}`, `${mobuto}>${vet}`, 'done']);
    s = act(s, 0, { type: 'choose', option: `${mobuto}>${vet}` }).state;
    expect(s.pending[0]?.options).toEqual(['done']);
  });

  it('two Elite Veterans: Mobuto may take both', () => {
    let s = assigning(['mobuto'], ['elite-veteran', 'elite-veteran']);
    const mobuto = iid(s, 0, 'mobuto');
    s = act(s, 0, { type: 'choose', option: `${mobuto}>${iid(s, 1, 'elite-veteran')}` }).state;
    s = act(s, 0, { type: 'choose', option: `${mobuto}>${iid(s, 1, 'elite-veteran', 1)}` }).state;
    expect(s.turn.fights).toEqual([{ def: mobuto, atk: [iid(s, 1, 'elite-veteran'), iid(s, 1, 'elite-veteran', 1)], ships: false }]);
  });

  it('four Elite Veterans: Mobuto two, the Chief one, the Shadow player assigns the last to the Chief', () => {
    let s = assigning(['mobuto'], ['elite-veteran', 'elite-veteran', 'elite-veteran', 'elite-veteran']);
    const [chief, mobuto] = [iid(s, 0, 'master-chief'), iid(s, 0, 'mobuto')];
    const v = (n: number): string => iid(s, 1, 'elite-veteran', n);
    for (const o of [`${mobuto}>${v(0)}`, `${mobuto}>${v(1)}`, `${chief}>${v(2)}`, 'done']) s = act(s, 0, { type: 'choose', option: o }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'assignShadow', seat: 1, options: [`${chief}>${v(3)}`, `${mobuto}>${v(3)}`] });
    s = act(s, 1, { type: 'choose', option: `${chief}>${v(3)}` }).state;
    expect(s.turn.fights.find((f) => f.def === chief)?.atk).toEqual([v(2), v(3)]);
  });
});

function engagement(shadowMods: { weapons?: number; damage?: number }, fpDamage: number, seraphs = 2): HaloState {
  const s = scene({ seats: [{ support: ['pillar-of-autumn', 'odst-helljumper'] }, { minions: Array.from({ length: seraphs }, () => 'seraph') }], stage: 'engagements' });
  const pillar = iid(s, 0, 'pillar-of-autumn');
  s.inPlay[iid(s, 0, 'odst-helljumper')]!.staff = pillar;
  const atk = Array.from({ length: seraphs }, (_, i) => iid(s, 1, 'seraph', i));
  s.turn.fights = [{ def: pillar, atk, ships: true }];
  if (fpDamage > 0) s.mods.push({ target: pillar, stat: 'damage', n: fpDamage, until: 'turn' });
  for (const a of atk) {
    if (shadowMods.weapons !== undefined) s.mods.push({ target: a, stat: 'weapons', n: shadowMods.weapons, until: 'turn' });
    if (shadowMods.damage !== undefined) s.mods.push({ target: a, stat: 'damage', n: shadowMods.damage, until: 'turn' });
  }
  // The fight starts when the turn machine runs: both players pass the engagement window.
  const started = act({ ...s, turn: { ...s.turn, window: { timing: 'maneuver', then: 'engagements', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state;
  return passAll(started);
}

describe('rulebook: engagements', () => {
  it('Pillar of Autumn (13) beats two Seraphs (12): each Seraph takes one damage', () => {
    const s = engagement({}, 0);
    expect([s.inPlay[iid(s, 1, 'seraph')]?.w, s.inPlay[iid(s, 1, 'seraph', 1)]?.w]).toEqual([1, 1]);
  });
  it('with damage +1 on the Autumn each Seraph takes two', () => {
    const s = engagement({}, 1);
    expect([s.inPlay[iid(s, 1, 'seraph')]?.w, s.inPlay[iid(s, 1, 'seraph', 1)]?.w]).toEqual([2, 2]);
  });
  it('two Seraphs of weapons 7 with damage +1 win (14 to 13): the Autumn takes three', () => {
    const s = engagement({ weapons: 1, damage: 1 }, 0);
    expect(s.inPlay[iid(s, 0, 'pillar-of-autumn')]?.w).toBe(3);
  });
  it('double the weapons overwhelms: one Seraph (6) against 13 is destroyed', () => {
    const s = engagement({}, 0, 1);
    expect(s.players[1]?.discard).toEqual([iid(s, 1, 'seraph')]);
  });
});

function skirmish(company: string[], minions: string[], mods: (s: HaloState) => void = () => undefined): HaloState {
  const s = scene({ seats: [{ company }, { minions }], stage: 'skirmishes' });
  s.turn.fights = [{ def: s.players[0]?.company[company.length > 0 ? 1 : 0] ?? '', atk: [...(s.players[1]?.minions ?? [])], ships: false }];
  mods(s);
  const started = act({ ...s, turn: { ...s.turn, window: { timing: 'maneuver', then: 'skirmishes', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state;
  return passAll(started);
}

describe('rulebook: fierce', () => {
  it("Zuka 'Zamamee loses to Johnson, takes a wound, and must be defended against again", () => {
    const s = skirmish(['johnson-sarge'], ['zuka-zamamee'], (x) => x.mods.push({ target: iid(x, 0, 'johnson-sarge'), stat: 'strength', n: 5, until: 'turn' }));
    const zuka = iid(s, 1, 'zuka-zamamee');
    expect(s.inPlay[zuka]?.w).toBe(1);
    expect(s.turn.fierce).toBe(true);
    const after = passAll(s);
    expect(after.pending[0]?.options).toEqual([`${iid(s, 0, 'master-chief')}>${zuka}`, `${iid(s, 0, 'johnson-sarge')}>${zuka}`, 'done']);
  });

  it('the second round is announced as fierce and the views say so, until the regroup phase', () => {
    const s0 = scene({ seats: [{ company: ['johnson-sarge'] }, { minions: ['zuka-zamamee'] }], stage: 'skirmishes' });
    const [johnson, zuka] = [iid(s0, 0, 'johnson-sarge'), iid(s0, 1, 'zuka-zamamee')];
    s0.turn.fights = [{ def: johnson, atk: [zuka], ships: false }];
    s0.mods.push({ target: johnson, stat: 'strength', n: 5, until: 'turn' });
    const events: GameEvent[] = [];
    const step = (s: HaloState, seat: Seat, a: HaloAction): HaloState => {
      const r = act(s, seat, a);
      events.push(...r.events);
      return r.state;
    };
    const run = (s: HaloState): HaloState => (s.turn.window === null ? s : run(step(s, s.turn.window.next, { type: 'pass' })));
    let s = run(step({ ...s0, turn: { ...s0.turn, window: { timing: 'maneuver', then: 'skirmishes', next: 0, passes: 1 } } }, 0, { type: 'pass' }));
    expect([engine.view(s, 0).fierce, engine.view(s, 1).fierce]).toEqual([true, true]);
    s = run(step(step(s, 0, { type: 'choose', option: `${johnson}>${zuka}` }), 0, { type: 'choose', option: 'done' }));
    const phases = events.filter((e) => e.type === 'phase').map((e) => `${String(e.phase)}${e.fierce === true ? ' (fierce)' : ''}`);
    expect(phases).toEqual(['skirmish', 'assignment (fierce)', 'skirmish (fierce)', 'regroup']);
    expect([s.turn.phase, engine.view(s, 0).fierce]).toEqual(['regroup', false]);
  });
});

describe('rulebook: cumulative conditions', () => {
  it('two Crazed make a companion strength -2', () => {
    const s = scene({ seats: [{ company: ['unsc-marine'] }, { attached: [['crazed', '0.1'], ['crazed', '0.1']] }], stage: 'company' });
    expect(stat(s, iid(s, 0, 'unsc-marine'), 'strength')).toBe(2);
  });
});

describe('rulebook: Flood Spore', () => {
  it.each([
    { name: 'no twilight: must wound the other minion', twilight: 0, others: ['grunt'], pending: undefined, grunt: 'dead', pool: 0 },
    { name: 'both possible: the owner chooses', twilight: 5, others: ['grunt'], pending: ['0', '1'], grunt: 'alive', pool: 5 },
    { name: 'no other minion: remove (2)', twilight: 5, others: [], pending: undefined, grunt: 'none', pool: 3 },
    { name: 'neither fully: the owner picks, then does as much as possible', twilight: 1, others: [], pending: ['0', '1'], grunt: 'none', pool: 0 },
  ])('$name', ({ twilight, others, pending, grunt, pool }) => {
    const s0 = scene({ seats: [{}, { minions: ['flood-spore', ...others] }], stage: 'skirmishes', twilight });
    s0.turn.fights = [{ def: iid(s0, 0, 'master-chief'), atk: [iid(s0, 1, 'flood-spore')], ships: false }];
    const s = passAll(act({ ...s0, turn: { ...s0.turn, window: { timing: 'maneuver', then: 'skirmishes', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state);
    expect(s.players[1]?.discard[0]).toBe(iid(s, 1, 'flood-spore'));
    expect(s.pending[0]?.kind === 'chooseOption' ? s.pending[0].options : undefined).toEqual(pending);
    if (grunt !== 'none') expect(s.inPlay[iid(s, 1, 'grunt')] === undefined ? 'dead' : 'alive').toBe(grunt);
    if (pending === undefined) expect(s.twilight).toBe(pool);
  });
});

describe('rulebook: timing conflicts', () => {
  it('two Flood Spores killed at once: the Free Peoples player orders their required actions', () => {
    const s0 = scene({ seats: [{}, { minions: ['flood-spore', 'flood-spore'] }], stage: 'skirmishes', twilight: 4 });
    s0.turn.fights = [{ def: iid(s0, 0, 'master-chief'), atk: [iid(s0, 1, 'flood-spore'), iid(s0, 1, 'flood-spore', 1)], ships: false }];
    const s = passAll(act({ ...s0, turn: { ...s0.turn, window: { timing: 'maneuver', then: 'skirmishes', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state);
    expect(s.pending[0]).toMatchObject({ kind: 'orderTriggers', seat: 0, options: ['0', '1'] });
    const ordered = act(s, 0, { type: 'choose', option: '1' }).state;
    expect(ordered.twilight).toBe(0);
  });
});

describe('rulebook: spotting', () => {
  it('Containment Protocols Violated: spot 0 to 2 other Shadow cultures (Flood excluded)', () => {
    const s = scene({ seats: [{}, { minions: ['grunt', 'heretic-grunt', 'infection-form'], hand: ['containment-violated'], discard: ['combat-form-human'] }], window: SHADOW, stage: 'shadow', twilight: 10 });
    const after = act(s, 1, { type: 'play', card: iid(s, 1, 'containment-violated') }).state;
    expect(after.pending[0]).toMatchObject({ kind: 'chooseNumber', options: ['0', '1', '2'] });
    const one = act(after, 1, { type: 'choose', option: '1' }).state;
    expect(one.pending[0]?.options).toEqual([iid(s, 1, 'combat-form-human'), 'none']);
    const played = act(one, 1, { type: 'choose', option: iid(s, 1, 'combat-form-human') }).state;
    expect(played.players[1]?.minions).toContain(iid(s, 1, 'combat-form-human'));
    expect(played.twilight).toBe(5); // cost 3 plus the roaming penalty of 2 at site 1
  });

  it.each([
    { name: 'a Flood minion: sniping is skipped', minion: 'infection-form', next: 'assignment' },
    { name: 'no Flood minion: sniping happens', minion: 'grunt', next: 'sniping' },
  ])('Coolant Pond with $name', ({ minion, next }) => {
    const s = scene({ seats: [{ pos: 5 }, { minions: [minion] }], stage: 'maneuver', window: { timing: 'maneuver', then: 'sniping' } });
    const after = act(act(s, 0, { type: 'pass' }).state, 1, { type: 'pass' }).state;
    expect(after.turn.window?.timing).toBe(next);
  });
});

describe('rulebook: classes, uniqueness, allies', () => {
  it('the Chief bears several M9 grenades (no class) but only one armor', () => {
    let s = scene({ seats: [{ hand: ['m9-grenade', 'm9-grenade', 'mjolnir', 'mjolnir'] }, {}], window: COMPANY });
    const chief = iid(s, 0, 'master-chief');
    s = act(s, 0, { type: 'play', card: iid(s, 0, 'mjolnir'), on: chief }).state;
    s = act(s, 0, { type: 'play', card: iid(s, 0, 'm9-grenade'), on: chief }).state;
    s = act(s, 0, { type: 'play', card: iid(s, 0, 'm9-grenade', 1), on: chief }).state;
    expect(refused(s, 0, { type: 'play', card: iid(s, 0, 'mjolnir', 1), on: chief })).toBe('halotcg/class-taken');
  });

  it('Cortana: one per player, but each player may have one', () => {
    const s = scene({ seats: [{ company: ['cortana'], hand: ['cortana'] }, { company: ['cortana'], hand: ['cortana'] }], window: COMPANY });
    expect(refused(s, 0, { type: 'play', card: iid(s, 0, 'cortana', 1) })).toBe('halotcg/unique-in-play');
    const t = scene({ seats: [{ company: ['cortana'] }, { hand: ['cortana'] }], fp: 1, window: { timing: 'company', next: 1, then: 'move' } });
    expect(refused(t, 1, { type: 'play', card: iid(t, 1, 'cortana') })).toBe('accepted');
  });

  it.each([
    { pos: 6, fights: true },
    { pos: 5, fights: false },
  ])('Admiral Jeromi (home 6) fights when the company is at site $pos: $fights', ({ pos, fights }) => {
    const s = scene({ seats: [{ pos, support: ['jeromi'] }, {}], sites: EARTH });
    expect(fighters(s).includes(iid(s, 0, 'jeromi'))).toBe(fights);
  });

  it('AIs never skirmish: Cortana is not among the fighters', () => {
    const s = scene({ seats: [{ company: ['cortana'] }, {}] });
    expect(fighters(s)).toEqual([iid(s, 0, 'master-chief')]);
  });

  it('unless a card says so: Neural Interface lets its AI bearer fight', () => {
    const s = scene({ seats: [{ company: ['cortana'], attached: [['neural-interface', '1']] }, {}] });
    expect(fighters(s)).toEqual([iid(s, 0, 'master-chief'), iid(s, 0, 'cortana')]);
  });
});
