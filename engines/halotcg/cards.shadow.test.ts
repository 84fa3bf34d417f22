/** Each Shadow card's and site's ability, played or used through the engine. */
import { describe, expect, it } from 'vitest';
import { companySnipingTotal, minionSnipingTotal } from './snipingPhase';
import { stat } from './queries';
import { cardScene, run, w } from './testing/cardScene';
import { act, EARTH, iid, refused, scene } from './testing/scene';
import type { HaloState } from './types';

const chief = '0.0';
const wound = (s: HaloState, x: string, n = 1): HaloState => ({ ...s, inPlay: { ...s.inPlay, [x]: { ...(s.inPlay[x] ?? { w: 0 }), w: n } } });
/** A skirmish of the Chief against the Shadow minions, with the Shadow player to act. */
const shadowFight = (minions: string[], hand: string[] = [], twilight = 10): HaloState =>
  cardScene({ shadow: { minions, hand }, timing: 'skirmish', fight: 'master-chief', next: 1, twilight });

describe('Covenant', () => {
  it.each([
    ['grunt-conscript', ['blue-elite'], 7],
    ['grunt-conscript', [], 5],
  ] as const)('Grunt Conscript: strength +2 while you can spot an Elite (%s with %j)', (card, others, value) => {
    const s = cardScene({ shadow: { minions: [card, ...others] }, timing: 'maneuver' });
    expect(stat(s, iid(s, 1, card), 'strength')).toBe(value);
  });

  it('Brute Captain: each time it wins a skirmish, add (2)', () => {
    const s = shadowFight(['brute-captain'], [], 0);
    const after = run(run(s, 1, { type: 'pass' }), 0, { type: 'pass' });
    expect([w(after, chief), after.twilight]).toEqual([1, 2]);
  });

  it.each([
    ['prophet-of-regret', 'blue-elite', 10],
    ['covenant-supremacy', 'blue-elite', 9],
  ] as const)('%s: each Elite minion gets strength', (card, elite, value) => {
    const zone = card === 'covenant-supremacy' ? { support: [card], minions: [elite] } : { minions: [card, elite] };
    const s = cardScene({ shadow: zone, timing: 'maneuver' });
    expect(stat(s, iid(s, 1, elite), 'strength')).toBe(value);
  });

  it('Plasma Grenade: discard to make the bearer damage +1 in its skirmish', () => {
    const s = cardScene({ shadow: { minions: ['grunt'], attached: [['plasma-grenade', '1']] }, timing: 'skirmish', fight: 'master-chief', next: 1 });
    const after = run(s, 1, { type: 'use', card: iid(s, 1, 'plasma-grenade'), ability: 0 });
    expect(stat(after, iid(s, 1, 'grunt'), 'damage')).toBe(1);
  });

  it.each([
    ['overcharge', 'blue-elite', 2],
    ['infection', 'combat-form-elite', 3],
    ['purge', 'sentinel-enforcer', 2],
    ['heretical-doctrine', 'heretic-elite', 2],
    ['ambush', 'innie-gunman', 2],
  ] as const)('%s: strength bonus for a minion of its culture in the skirmish', (card, minion, n) => {
    const s = shadowFight([minion], [card]);
    const after = run(s, 1, { type: 'play', card: iid(s, 1, card) });
    expect(stat(after, iid(s, 1, minion), 'strength') - stat(s, iid(s, 1, minion), 'strength')).toBe(n);
  });

  it('Grenade Spam: spot a Grunt to wound a companion in the skirmish', () => {
    const s = shadowFight(['grunt'], ['grenade-spam']);
    expect(w(run(s, 1, { type: 'play', card: iid(s, 1, 'grenade-spam') }), chief)).toBe(1);
    const none = shadowFight(['blue-elite'], ['grenade-spam']);
    expect(refused(none, 1, { type: 'play', card: iid(none, 1, 'grenade-spam') })).toBe('halotcg/requirement');
  });

  it.each([
    ['covenant-reinforcements', 'blue-elite', 'discard'],
    ['flood-tide', 'combat-form-human', 'discard'],
    ['schism', 'heretic-grunt', 'deck'],
  ] as const)('%s: plays a minion from the %s', (card, minion, zone) => {
    const s = cardScene({ shadow: { hand: [card], [zone]: [minion] }, timing: 'shadow', next: 1, twilight: 10, fp: { pos: 5 } });
    const after = run(s, 1, { type: 'play', card: iid(s, 1, card) }, [iid(s, 1, minion)]);
    expect(after.players[1]?.minions).toEqual([iid(s, 1, minion)]);
  });

  it.each([
    ['plasma-volley', 'blue-elite'],
    ['quarantine-sweep', 'sentinel-enforcer'],
  ] as const)('%s: exert a minion to wound a companion', (card, minion) => {
    const s = cardScene({ shadow: { hand: [card], minions: [minion] }, timing: 'maneuver', next: 1, twilight: 5, fp: { company: ['unsc-marine'] } });
    const after = run(s, 1, { type: 'play', card: iid(s, 1, card) }, [iid(s, 0, 'unsc-marine')]);
    expect([w(after, iid(s, 1, minion)), w(after, iid(s, 0, 'unsc-marine'))]).toEqual([1, 1]);
  });

  it('Ambush Tactics: responds to the start of a skirmish with strength +3 for a Covenant minion in it', () => {
    const s0 = cardScene({ shadow: { minions: ['grunt'], hand: ['ambush-tactics'] }, timing: 'maneuver', twilight: 3 });
    s0.turn.fights = [{ def: chief, atk: [iid(s0, 1, 'grunt')], ships: false }];
    const s = act({ ...s0, turn: { ...s0.turn, stage: 'skirmishes', window: { timing: 'maneuver', then: 'skirmishes', next: 0, passes: 1 } } }, 0, { type: 'pass' }).state;
    expect(s.turn.response).toMatchObject({ on: 'fightStart', subject: chief, next: 0 });
    const after = run(run(s, 0, { type: 'pass' }), 1, { type: 'play', card: iid(s0, 1, 'ambush-tactics') });
    expect(stat(after, iid(s0, 1, 'grunt'), 'strength')).toBe(7);
  });

  it('Glassing: a Shadow ship in the engagement gets weapons +4', () => {
    const s = cardScene({ fp: { support: ['longsword'] }, shadow: { minions: ['seraph'], hand: ['glassing'] }, timing: 'engagement', fight: 'longsword', next: 1, twilight: 5 });
    expect(stat(run(s, 1, { type: 'play', card: iid(s, 1, 'glassing') }), iid(s, 1, 'seraph'), 'weapons')).toBe(10);
  });

  it('The Great Journey: spot a Prophet to draw two cards', () => {
    const s = cardScene({ shadow: { hand: ['great-journey'], minions: ['prophet-of-regret'], deck: ['grunt', 'grunt'] }, timing: 'regroup', next: 1, twilight: 5 });
    expect(run(s, 1, { type: 'play', card: iid(s, 1, 'great-journey') }).players[1]?.hand.length).toBe(2);
  });

  it('Brute Berserker: toil 2, each exerted Covenant minion lowers its cost by 2', () => {
    const s = cardScene({ shadow: { hand: ['brute-berserker'], minions: ['elite-veteran'] }, timing: 'shadow', next: 1, twilight: 3, fp: { pos: 5 } });
    expect(refused(s, 1, { type: 'play', card: iid(s, 1, 'brute-berserker') })).toBe('halotcg/not-enough-twilight');
    const after = run(s, 1, { type: 'play', card: iid(s, 1, 'brute-berserker'), toil: 1 });
    expect([after.twilight, w(after, iid(s, 1, 'elite-veteran'))]).toEqual([0, 1]);
  });
});

describe('Flood', () => {
  it('Carrier Form: when killed, wounds a companion', () => {
    const s = shadowFight(['carrier-form']);
    const after = run(run(s, 1, { type: 'pass' }), 0, { type: 'pass' });
    expect([after.players[1]?.discard, w(after, chief)]).toEqual([[iid(s, 1, 'carrier-form')], 1]);
  });

  it.each([
    ['gravemind', 'infection-form', 2],
    ['infestation', 'infection-form', 2],
  ] as const)('%s: other Flood minions get strength +1', (card, minion, value) => {
    const zone = card === 'infestation' ? { support: [card], minions: [minion] } : { minions: [card, minion] };
    const s = cardScene({ shadow: zone, timing: 'maneuver' });
    expect(stat(s, iid(s, 1, minion), 'strength')).toBe(value);
  });

  it('Infestation needs a Flood minion to spot; without one it gives nothing', () => {
    const s = cardScene({ shadow: { support: ['infestation'], minions: ['grunt'] }, timing: 'maneuver' });
    expect(stat(s, iid(s, 1, 'grunt'), 'strength')).toBe(4);
  });

  it('Spore Burst: spot two Flood minions to wound a companion', () => {
    const s = cardScene({ shadow: { hand: ['spore-burst'], minions: ['infection-form', 'flood-swarm'] }, timing: 'maneuver', next: 1, twilight: 2 });
    expect(w(run(s, 1, { type: 'play', card: iid(s, 1, 'spore-burst') }), chief)).toBe(1);
  });

  it('Reanimation: when a companion is killed, play a Flood minion from the discard pile', () => {
    const s0 = cardScene({ fp: { company: ['harvest-farmer'] }, shadow: { minions: ['combat-form-human'], hand: ['reanimation'], discard: ['infection-form'] }, timing: 'skirmish', fight: 'harvest-farmer', next: 1, twilight: 5 });
    let s = run(run(s0, 1, { type: 'pass' }), 0, { type: 'pass' });
    expect(s.turn.response).toMatchObject({ on: 'killed', subject: iid(s0, 0, 'harvest-farmer'), next: 0 });
    s = run(s, 0, { type: 'pass' });
    s = run(s, 1, { type: 'play', card: iid(s0, 1, 'reanimation') }, [iid(s0, 1, 'infection-form')]);
    expect(s.players[1]?.minions).toContain(iid(s0, 1, 'infection-form'));
  });
});

describe('Sentinel, Heretic and Human (Shadow)', () => {
  it("Sesa 'Refumee: exert for strength +2", () => {
    const s = shadowFight(['sesa-refumee']);
    const sesa = iid(s, 1, 'sesa-refumee');
    const after = run(s, 1, { type: 'use', card: sesa, ability: 0 });
    expect([w(after, sesa), stat(after, sesa, 'strength')]).toEqual([1, 13]);
  });

  it('Colonel Watts: other Human minions are strength +1', () => {
    const s = cardScene({ shadow: { minions: ['colonel-watts', 'innie-gunman'] }, timing: 'maneuver' });
    expect(stat(s, iid(s, 1, 'innie-gunman'), 'strength')).toBe(6);
  });

  it('Car Bomb: spot a Human minion to wound a companion twice', () => {
    const s = cardScene({ shadow: { hand: ['car-bomb'], minions: ['innie-gunman'] }, timing: 'maneuver', next: 1, twilight: 2 });
    expect(w(run(s, 1, { type: 'play', card: iid(s, 1, 'car-bomb') }), chief)).toBe(2);
  });
});

describe('sites', () => {
  it.each([
    ['The Library (roaming penalty 1)', 7, 10 - 8 - 1],
    ['Truth and Reconciliation (site 8, not roaming)', 8, 10 - 8],
  ] as const)('the Gravemind (site 8) at %s', (_site, pos, left) => {
    const s = scene({ seats: [{ pos }, { hand: ['gravemind'] }], twilight: 10, window: { timing: 'shadow', next: 1, then: 'maneuver' }, stage: 'shadow' });
    const after = act(s, 1, { type: 'play', card: iid(s, 1, 'gravemind') }).state;
    expect(after.twilight).toBe(left);
  });

  it('Delta Halo: when the company moves here, each companion exerts', () => {
    const s = scene({ seats: [{ pos: 4, company: ['unsc-marine'] }, {}], sites: EARTH, window: { timing: 'company', then: 'move' } });
    const after = act(s, 0, { type: 'pass' }).state;
    expect([after.players[0]?.pos, after.inPlay['0.0']?.w, after.inPlay[iid(s, 0, 'unsc-marine')]?.w]).toEqual([5, 1, 1]);
  });

  it('Gravemind Chamber: no roaming penalty', () => {
    const s = scene({ seats: [{ pos: 8 }, { hand: ['flood-juggernaut'] }], sites: EARTH, twilight: 10, window: { timing: 'shadow', next: 1, then: 'maneuver' }, stage: 'shadow' });
    expect(act(s, 1, { type: 'play', card: iid(s, 1, 'flood-juggernaut') }).state.twilight).toBe(3);
  });

  it.each([
    [9, 'The Maw adds 1 to the minion sniping total', 1, 0],
    [4, 'Sacred Icon adds 1 to the company sniping total', 0, 1],
  ] as const)('at site %i: %s', (pos, _name, minion, company) => {
    const s = scene({ seats: [{ pos }, { minions: ['grunt'] }], ...(pos === 9 ? {} : { sites: EARTH }) });
    expect([minionSnipingTotal(s), companySnipingTotal(s)]).toEqual([minion, company]);
  });
});

void wound;
