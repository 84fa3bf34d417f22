/** Each Free Peoples card's ability, played or used through the engine. */
import { describe, expect, it } from 'vitest';
import { halotcgEngine as engine } from './engine';
import { stat } from './queries';
import { cardScene, run, w } from './testing/cardScene';
import { iid, refused } from './testing/scene';
import type { HaloState } from './types';

const wound = (s: HaloState, x: string, n = 1): HaloState => ({ ...s, inPlay: { ...s.inPlay, [x]: { ...(s.inPlay[x] ?? { w: 0 }), w: n } } });
const chief = '0.0';

describe('UNSC abilities', () => {
  it('Jacob Keyes: exert to make a UNSC companion strength +1 until the regroup phase', () => {
    const s = cardScene({ fp: { company: ['jacob-keyes'] }, timing: 'maneuver' });
    const after = run(s, 0, { type: 'use', card: iid(s, 0, 'jacob-keyes'), ability: 0 }, [chief]);
    expect([w(after, iid(s, 0, 'jacob-keyes')), stat(after, chief, 'strength')]).toEqual([1, 9]);
    expect(after.mods).toEqual([{ target: chief, stat: 'strength', n: 1, until: 'regroup' }]);
  });

  it.each([['miranda-keyes'], ['pelican']])('%s: draws a card when played', (card) => {
    const s = cardScene({ fp: { hand: [card], deck: ['unsc-marine'] }, timing: 'company' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, card) });
    expect(after.players[0]?.hand).toEqual([iid(s, 0, 'unsc-marine')]);
  });

  it('Sgt. Johnson, Sarge: exert for strength +2 in a skirmish', () => {
    const s = cardScene({ fp: { company: ['johnson-sarge'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'johnson-sarge' });
    const j = iid(s, 0, 'johnson-sarge');
    const after = run(s, 0, { type: 'use', card: j, ability: 0 });
    expect([w(after, j), stat(after, j, 'strength')]).toEqual([1, 8]);
  });

  it.each([
    ['marine-corpsman', 'regroup', 'company'],
    ['lord-hood', 'regroup', 'support'],
  ] as const)('%s: exert to heal a UNSC companion', (card, timing, zone) => {
    const s0 = cardScene({ fp: { [zone]: [card], company: zone === 'company' ? [card, 'unsc-marine'] : ['unsc-marine'] }, timing });
    const marine = iid(s0, 0, 'unsc-marine');
    const s = wound(s0, marine);
    const after = run(s, 0, { type: 'use', card: iid(s, 0, card), ability: 0 }, [marine]);
    expect([w(after, marine), w(after, iid(s, 0, card))]).toEqual([0, 1]);
  });

  it('Cortana: exert to draw a card', () => {
    const s = cardScene({ fp: { company: ['cortana'], deck: ['medic'] }, timing: 'maneuver' });
    const after = run(s, 0, { type: 'use', card: iid(s, 0, 'cortana'), ability: 0 });
    expect(after.players[0]?.hand).toEqual([iid(s, 0, 'medic')]);
  });

  it('Pelican Pilot: exert to make a UNSC companion vitality +1 for the turn', () => {
    const s = cardScene({ fp: { support: ['pelican-pilot'] }, timing: 'maneuver' });
    const after = run(s, 0, { type: 'use', card: iid(s, 0, 'pelican-pilot'), ability: 0 });
    expect(stat(after, chief, 'vitality')).toBe(5);
  });

  it('M9 Fragmentation Grenade: discard to wound a minion in the skirmish (only while bearer skirmishes)', () => {
    const s = cardScene({ fp: { attached: [['m9-grenade', '0']] }, shadow: { minions: ['elite-veteran'] }, timing: 'skirmish', fight: 'master-chief' });
    const nade = iid(s, 0, 'm9-grenade');
    const after = run(s, 0, { type: 'use', card: nade, ability: 0 });
    expect([w(after, iid(s, 1, 'elite-veteran')), after.players[0]?.discard]).toEqual([1, [nade]]);
    const idle = cardScene({ fp: { attached: [['m9-grenade', '0']] }, timing: 'maneuver' });
    expect(refused(idle, 0, { type: 'use', card: nade, ability: 0 })).toBe('halotcg/wrong-timing');
  });

  it.each([
    ['semper-fi', 'unsc-marine', 'strength', 5],
    ['hold-out', 'colonial-militia', 'vitality', 3],
    ['forerunner-installation', 'aggressor-sentinel', 'vitality', 3],
  ] as const)('%s: support-area bonus', (card, who, st, value) => {
    const s = cardScene({ fp: { company: [who], support: [card] }, timing: 'company' });
    expect(stat(s, iid(s, 0, who), st)).toBe(value);
  });

  it('Morning Briefing: at the start of your turn, add (1) and draw a card', () => {
    const s = cardScene({ fp: { support: ['morning-briefing'], deck: ['medic'] }, timing: 'regroup' });
    const t = { ...s, turn: { ...s.turn, stage: 'regroup' as const, window: { timing: 'regroup' as const, then: 'turnStart' as const, next: 0, passes: 1 } } };
    const after = run(t, 0, { type: 'pass' });
    expect([after.twilight, after.players[0]?.hand]).toEqual([1, [iid(s, 0, 'medic')]]);
  });

  it('Spartan Training: bearer is damage +1', () => {
    const s = cardScene({ fp: { attached: [['spartan-training', '0']] }, timing: 'company' });
    expect(stat(s, chief, 'damage')).toBe(2);
  });

  it.each([
    ['covering-fire', 2],
    ['spartans-never-die', 3],
    ['spartan-resolve', 2],
  ] as const)('%s: strength bonus for a companion in the skirmish', (card, n) => {
    const s = cardScene({ fp: { hand: [card] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, card) });
    expect(stat(after, chief, 'strength')).toBe(8 + n);
  });

  it('Spartan Resolve: toil 1 lowers its cost by one for each character exerted, each character once', () => {
    const s = cardScene({ fp: { hand: ['spartan-resolve'], company: ['jacob-keyes'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief', twilight: 0 });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'spartan-resolve'), toil: 2 });
    expect([after.twilight, w(after, chief), w(after, iid(s, 0, 'jacob-keyes'))]).toEqual([0, 1, 1]);
    const alone = cardScene({ fp: { hand: ['spartan-resolve'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief', twilight: 0 });
    expect(refused(alone, 0, { type: 'play', card: iid(alone, 0, 'spartan-resolve'), toil: 2 })).toBe('halotcg/cost');
  });

  it('Spartan Resolve: toil beyond what its cost allows is refused (cost 2, toil 1: at most 2 exertions)', () => {
    const s = cardScene({ fp: { hand: ['spartan-resolve'], company: ['jacob-keyes', 'miranda-keyes'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief', twilight: 0 });
    expect(refused(s, 0, { type: 'play', card: iid(s, 0, 'spartan-resolve'), toil: 3 })).toBe('halotcg/cost');
    expect(engine.legalActions(s, 0).filter((a) => a.type === 'play').map((a) => ('toil' in a ? a.toil : 0))).toEqual([0, 1, 2]);
  });

  it.each([
    ['frag-out', 'elite-veteran', 1],
    ['containment-beam', 'flood-juggernaut', 2],
  ] as const)('%s: wounds a minion in the skirmish', (card, minion, n) => {
    const s = cardScene({ fp: { hand: [card] }, shadow: { minions: [minion] }, timing: 'skirmish', fight: 'master-chief' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, card) });
    expect(w(after, iid(s, 1, minion))).toBe(n);
  });

  it.each([
    ['medic', 'regroup', 'mobuto', 2, 0],
    ['evacuation', 'regroup', 'reach-survivor', 2, 0],
    ['blood-oath', 'regroup', 'honor-guard', 1, 0],
    ['sentinel-repair', 'regroup', 'guardian-sentinel', 2, 1],
  ] as const)('%s: heals', (card, timing, who, before, left) => {
    const s0 = cardScene({ fp: { hand: [card], company: [who] }, timing });
    const x = iid(s0, 0, who);
    const after = run(wound(s0, x, before), 0, { type: 'play', card: iid(s0, 0, card) }, [x]);
    expect(w(after, x)).toBe(left);
  });

  it('Rally: heals each UNSC companion', () => {
    const s0 = cardScene({ fp: { hand: ['rally'], company: ['unsc-marine'] }, timing: 'regroup' });
    const m = iid(s0, 0, 'unsc-marine');
    const after = run(wound(wound(s0, m), chief), 0, { type: 'play', card: iid(s0, 0, 'rally') });
    expect([w(after, m), w(after, chief)]).toEqual([0, 0]);
  });

  it.each([['lock-and-load', 'maneuver'], ['monitor-guidance', 'company']] as const)('%s: draws two cards', (card, timing) => {
    const s = cardScene({ fp: { hand: [card], company: ['cortana'], deck: ['medic', 'rally', 'm6d'] }, timing });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, card) });
    expect(after.players[0]?.hand.length).toBe(2);
  });

  it("Monitor's Guidance needs an AI to spot", () => {
    const s = cardScene({ fp: { hand: ['monitor-guidance'] }, timing: 'company' });
    expect(refused(s, 0, { type: 'play', card: iid(s, 0, 'monitor-guidance') })).toBe('halotcg/requirement');
  });

  it('Hold the Line: a UNSC Man gets defender +1 for the turn', () => {
    const s = cardScene({ fp: { hand: ['hold-the-line'], company: ['unsc-marine'] }, timing: 'assignment' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'hold-the-line') });
    expect(stat(after, iid(s, 0, 'unsc-marine'), 'defender')).toBe(1);
  });

  it('Drop In: plays an ODST Helljumper from the draw deck and reshuffles', () => {
    const s = cardScene({ fp: { hand: ['drop-in'], deck: ['unsc-marine', 'odst-helljumper'] }, timing: 'company' });
    const odst = iid(s, 0, 'odst-helljumper');
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'drop-in') }, [odst]);
    expect([after.players[0]?.company.includes(odst), after.twilight]).toEqual([true, 2]);
  });

  it('Suppressing Fire: exert a UNSC Man to wound a minion', () => {
    const s = cardScene({ fp: { hand: ['suppressing-fire'], company: ['unsc-marine'] }, shadow: { minions: ['elite-veteran'] }, timing: 'maneuver' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'suppressing-fire') });
    expect([w(after, iid(s, 0, 'unsc-marine')), w(after, iid(s, 1, 'elite-veteran'))]).toEqual([1, 1]);
  });

  it('Fire for Effect: a defending ship gets weapons +3', () => {
    const s = cardScene({ fp: { support: ['longsword'], hand: ['fire-for-effect'] }, shadow: { minions: ['seraph'] }, timing: 'engagement', fight: 'longsword' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'fire-for-effect') });
    expect(stat(after, iid(s, 0, 'longsword'), 'weapons')).toBe(8);
  });

  it('Brace for Impact: repairs a ship', () => {
    const s0 = cardScene({ fp: { support: ['longsword'], hand: ['brace-for-impact'] }, timing: 'engagement' });
    const ship = iid(s0, 0, 'longsword');
    const after = run(wound(s0, ship), 0, { type: 'play', card: iid(s0, 0, 'brace-for-impact') });
    expect(w(after, ship)).toBe(0);
  });

  it('Finish the Fight: the exerted Spartan gets strength +2 and damage +1', () => {
    const s = cardScene({ fp: { hand: ['finish-the-fight'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'finish-the-fight') });
    expect([w(after, chief), stat(after, chief, 'strength'), stat(after, chief, 'damage')]).toEqual([1, 10, 2]);
  });

  it.each([['ammo-drop', 'ma5b'], ['scavenge', 'flak-vest']] as const)('%s: a possession from the discard pile to hand', (card, item) => {
    const s = cardScene({ fp: { hand: [card], discard: [item] }, timing: 'company' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, card) });
    expect(after.players[0]?.hand).toEqual([iid(s, 0, item)]);
  });

  it('Fall Back: cancels the skirmish, which ends at once: nobody is wounded and no skirmish action follows', () => {
    const s = cardScene({ fp: { hand: ['fall-back'], company: ['unsc-marine'] }, shadow: { minions: ['grunt'], hand: ['grenade-spam'] }, timing: 'skirmish', fight: 'unsc-marine', twilight: 2 });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'fall-back') });
    expect([w(after, iid(s, 0, 'unsc-marine')), after.turn.fights, after.turn.window?.timing === 'skirmish']).toEqual([0, [], false]);
    expect(refused(after, 1, { type: 'play', card: iid(s, 1, 'grenade-spam') })).toMatch(/^halotcg\/(not-active|wrong-timing)$/);
  });

  it.each([['battlefield-medic', 'play'], ['field-surgeon', 'use']] as const)('%s: responds to a UNSC companion winning by healing it', (card, how) => {
    const fp = how === 'play' ? { hand: [card], company: ['unsc-marine'] } : { support: [card], company: ['unsc-marine'] };
    const s0 = cardScene({ fp, shadow: { minions: ['infection-form'] }, timing: 'skirmish', fight: 'unsc-marine' });
    const m = iid(s0, 0, 'unsc-marine');
    let s = run(wound(s0, m), 0, { type: 'pass' });
    s = run(s, 1, { type: 'pass' });
    expect(s.turn.response).toMatchObject({ on: 'winsFight', subject: m, next: 0 });
    const action = how === 'play' ? { type: 'play' as const, card: iid(s0, 0, card) } : { type: 'use' as const, card: iid(s0, 0, card), ability: 0 };
    s = run(s, 0, action);
    expect(w(s, m)).toBe(0);
  });
});

describe('Human, Sentinel and Arbiter abilities', () => {
  it('Corporal Reynolds: exert for strength +1 and damage +1', () => {
    const s = cardScene({ fp: { company: ['reynolds'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'reynolds' });
    const r = iid(s, 0, 'reynolds');
    const after = run(s, 0, { type: 'use', card: r, ability: 0 });
    expect([stat(after, r, 'strength'), stat(after, r, 'damage')]).toEqual([6, 1]);
  });

  it('Dr. Halsey: exert to heal a Spartan', () => {
    const s = cardScene({ fp: { support: ['halsey'] }, timing: 'company' });
    const after = run(wound(s, chief), 0, { type: 'use', card: iid(s, 0, 'halsey'), ability: 0 });
    expect(w(after, chief)).toBe(0);
  });

  it('Colony Mayor: exert to draw a card', () => {
    const s = cardScene({ fp: { support: ['colony-mayor'], deck: ['medic'] }, timing: 'regroup' });
    expect(run(s, 0, { type: 'use', card: iid(s, 0, 'colony-mayor'), ability: 0 }).players[0]?.hand.length).toBe(1);
  });

  it('Last Stand: a Human companion in the skirmish gets strength +3', () => {
    const s = cardScene({ fp: { hand: ['last-stand'], company: ['colonial-militia'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'colonial-militia' });
    expect(stat(run(s, 0, { type: 'play', card: iid(s, 0, 'last-stand') }), iid(s, 0, 'colonial-militia'), 'strength')).toBe(7);
  });

  it.each([['barricade', 'colonial-militia', 5], ['demon-hunt', 'honor-guard', 7]] as const)('%s: each companion of its kind gets strength +1 until regroup', (card, who, value) => {
    const s = cardScene({ fp: { hand: [card], company: [who, who] }, timing: 'maneuver' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, card) });
    expect([stat(after, iid(s, 0, who), 'strength'), stat(after, iid(s, 0, who, 1), 'strength')]).toEqual([value, value]);
  });

  it('Demon Hunt needs two Elites to spot', () => {
    const s = cardScene({ fp: { hand: ['demon-hunt'], company: ['honor-guard'] }, timing: 'maneuver' });
    expect(refused(s, 0, { type: 'play', card: iid(s, 0, 'demon-hunt') })).toBe('halotcg/requirement');
  });

  it('Supply Cache: stack a possession here, later take the stack into hand for (1)', () => {
    const s = cardScene({ fp: { support: ['supply-cache'], hand: ['flak-vest'] }, timing: 'company' });
    const cache = iid(s, 0, 'supply-cache');
    const stacked = run(s, 0, { type: 'use', card: cache, ability: 0 });
    expect([stacked.players[0]?.stacked, stacked.players[0]?.hand]).toEqual([[[iid(s, 0, 'flak-vest'), cache]], []]);
    // Stacked face up: every seat and a spectator see the card on the cache.
    const seen = [0, 1, null].map((viewer) => engine.view(stacked, viewer).players[0]?.stacked);
    expect(seen).toEqual([0, 1, 2].map(() => [{ iid: iid(s, 0, 'flak-vest'), card: 'flak-vest', on: cache }]));
    const back = run(stacked, 0, { type: 'use', card: cache, ability: 1 });
    expect([back.players[0]?.hand, back.twilight]).toEqual([[iid(s, 0, 'flak-vest')], 1]);
  });

  it('Activation Index (artifact): bearer vitality +1; exert the bearer to draw a card', () => {
    const s = cardScene({ fp: { attached: [['activation-index', '0']], deck: ['medic'] }, timing: 'maneuver' });
    const after = run(s, 0, { type: 'use', card: iid(s, 0, 'activation-index'), ability: 0 });
    expect([stat(s, chief, 'vitality'), w(after, chief), after.players[0]?.hand]).toEqual([5, 1, [iid(s, 0, 'medic')]]);
  });

  it('343 Guilty Spark: exert to play a Sentinel card from hand for free', () => {
    const s = cardScene({ fp: { support: ['guilty-spark'], hand: ['guardian-sentinel'] }, timing: 'company' });
    const after = run(s, 0, { type: 'use', card: iid(s, 0, 'guilty-spark'), ability: 0 }, [iid(s, 0, 'guardian-sentinel')]);
    expect([after.players[0]?.company.includes(iid(s, 0, 'guardian-sentinel')), after.twilight]).toEqual([true, 0]);
  });

  it('Purification Protocol: exert a Sentinel to remove a wounded Flood minion from the game', () => {
    const s0 = cardScene({ fp: { hand: ['purification'], company: ['guardian-sentinel'] }, shadow: { minions: ['combat-form-elite'] }, timing: 'maneuver' });
    const flood = iid(s0, 1, 'combat-form-elite');
    const after = run(wound(s0, flood), 0, { type: 'play', card: iid(s0, 0, 'purification') });
    expect(after.players[1]?.removed).toEqual([flood]);
  });

  it("Rtas 'Vadumee: exert to wound a minion he skirmishes", () => {
    const s = cardScene({ fp: { company: ['rtas'] }, shadow: { minions: ['elite-veteran'] }, timing: 'skirmish', fight: 'rtas' });
    expect(w(run(s, 0, { type: 'use', card: iid(s, 0, 'rtas'), ability: 0 }), iid(s, 1, 'elite-veteran'))).toBe(1);
  });

  it('SpecOps Commander: each other SpecOps companion is strength +1', () => {
    const s = cardScene({ fp: { company: ['specops-commander', 'specops-elite'] }, timing: 'company' });
    expect([stat(s, iid(s, 0, 'specops-elite'), 'strength'), stat(s, iid(s, 0, 'specops-commander'), 'strength')]).toEqual([6, 7]);
  });

  it('Were It So: an Elite in the skirmish gets strength +3', () => {
    const s = cardScene({ fp: { hand: ['were-it-so'], company: ['honor-guard'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'honor-guard' });
    expect(stat(run(s, 0, { type: 'play', card: iid(s, 0, 'were-it-so') }), iid(s, 0, 'honor-guard'), 'strength')).toBe(9);
  });

  it('Sword Slash: exert an Elite in the skirmish to wound a minion', () => {
    const s = cardScene({ fp: { hand: ['sword-slash'], company: ['honor-guard'] }, shadow: { minions: ['elite-veteran'] }, timing: 'skirmish', fight: 'honor-guard' });
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'sword-slash') });
    expect([w(after, iid(s, 0, 'honor-guard')), w(after, iid(s, 1, 'elite-veteran'))]).toEqual([1, 1]);
  });
});
