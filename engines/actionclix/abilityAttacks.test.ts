/**
 * A special ability used as an attack on its own (rulebook "Actions" and "Attacking"), one named case per
 * sentence of the seed: the attack action, move and attack (−3 after more than 4 squares), attack and
 * cover, one declared attack option per action, enemy units in line of fire only, no attacks on the first
 * turn; and Overcharge, the roster's ability of that kind.
 */
import { describe, expect, it } from 'vitest';
import { arena, engine, play, refusal, sq, withDice, type Placed } from './testing/arena';
import type { ActionClixAction, ActionClixState } from './types';

const GRUNT = '0-grunt-pistol';
const MARINE = '1-marine-ar';
const special = (target: string, unit = GRUNT): ActionClixAction => ({ type: 'special', unit, target });
const units = (extra: readonly Placed[] = []): Placed[] => [{ seat: 0, roster: 'grunt-pistol', at: [0, 0] }, { seat: 1, roster: 'marine-ar', at: [9, 0] }, ...extra];
const damageTo = (events: readonly { type: string; [k: string]: unknown }[], unit: string): number[] => events.filter((e) => e.type === 'damaged' && e.unit === unit).map((e) => e.amount as number);
const deployTurn = (s: ActionClixState): ActionClixState => (s.turn === null ? s : { ...s, turn: { ...s.turn, deploy: true } });

describe('a special ability used as an attack on its own', () => {
  it('ATTACK: the unit uses its special ability against an enemy unit: Overcharge rolls as a shot (7 + 8 against defense 15) and deals damage 1 + 1', () => {
    const r = play(withDice(arena({ units: units() }), [4, 4]), special(MARINE));
    expect(r.events.filter((e) => e.type === 'diceRolled').map((e) => e.purpose)).toEqual(['overcharge']);
    expect(r.events.find((e) => e.type === 'specialHit')).toMatchObject({ unit: GRUNT, target: MARINE, ability: 'overcharge', attack: 7, total: 15, needed: 15 });
    expect(r.events.some((e) => e.type === 'shotHit')).toBe(false);
    expect(damageTo(r.events, MARINE)).toEqual([2]);
    expect(r.state.turn?.acted[GRUNT]).toBe(1);
  });

  it('a missed special attack deals nothing and still uses the action', () => {
    const r = play(withDice(arena({ units: units() }), [3, 4]), special(MARINE));
    expect(r.events.find((e) => e.type === 'specialMissed')).toMatchObject({ total: 14, needed: 15 });
    expect(damageTo(r.events, MARINE)).toEqual([]);
    expect(r.state.turn?.used).toBe(1);
  });

  it('two 6s always hit, as for a shot', () => {
    const r = play(withDice(arena({ units: [{ seat: 0, roster: 'grunt-pistol', at: [0, 0] }, { seat: 1, roster: 'master-chief', at: [9, 0] }] }), [6, 6]), special('1-master-chief'));
    expect(r.events.find((e) => e.type === 'specialHit')).toMatchObject({ doubleSix: true, total: 19, needed: 18 });
  });

  it('Overcharge: Vehicle Armor does not reduce it (a shot with the same roll deals the Warthog 0)', () => {
    const placed: Placed[] = [{ seat: 0, roster: 'grunt-pistol', at: [0, 0] }, { seat: 1, roster: 'warthog', at: [6, 0] }];
    const over = play(withDice(arena({ units: placed }), [5, 5]), special('1-warthog'));
    expect(damageTo(over.events, '1-warthog')).toEqual([2]);
    const shot = play(withDice(arena({ units: placed }), [5, 5]), { type: 'attack', unit: GRUNT, target: '1-warthog' });
    expect(damageTo(shot.events, '1-warthog')).toEqual([]);
  });

  it.each([
    { name: 'MOVE AND ATTACK: up to 4 squares, no penalty (attack 7)', to: [4, 0] as const, attack: 7 },
    { name: 'MOVE AND ATTACK: more than 4 squares, 3 is subtracted from the attack value (attack 4)', to: [5, 0] as const, attack: 4 },
  ])('$name', ({ to, attack }) => {
    const r = play(withDice(arena({ units: units() }), [4, 4]), { type: 'moveAttack', unit: GRUNT, to: sq(to[0], to[1]) }, special(MARINE));
    expect(r.events.find((e) => e.type === 'specialHit' || e.type === 'specialMissed')).toMatchObject({ attack });
    expect(r.state.turn?.pending).toEqual([]);
  });

  it('ATTACK AND COVER: after the special attack the unit may move 1 square', () => {
    const r = play(withDice(arena({ units: units() }), [4, 4]), { type: 'specialCover', unit: GRUNT, target: MARINE });
    expect(r.state.turn?.pending).toEqual([{ kind: 'cover', unit: GRUNT }]);
    const moved = play(r.state, { type: 'cover', unit: GRUNT, to: sq(0, 1) });
    expect(moved.events.some((e) => e.type === 'coverMoved')).toBe(true);
  });

  it('one attack option per action: after the special attack of a move and attack nothing more is asked, and the unit has had its action', () => {
    const r = play(withDice(arena({ units: units() }), [4, 4]), { type: 'moveAttack', unit: GRUNT, to: sq(2, 0) }, special(MARINE));
    expect(r.state.turn?.pending).toEqual([]);
    expect(refusal(r.state, { type: 'attack', unit: GRUNT, target: MARINE })).toBe('actionclix/unit-acted');
    expect(refusal(r.state, special(MARINE))).toBe('actionclix/unit-acted');
  });

  it.each([
    { name: 'an enemy unit only, never an own unit', placed: units([{ seat: 0, roster: 'marine-shotgun', at: [3, 3] }]), target: '0-marine-shotgun', code: 'actionclix/not-enemy' },
    { name: 'only with a clear line of fire (an enemy unit between blocks it)', placed: units([{ seat: 1, roster: 'jackal-beam', at: [4, 0] }]), target: MARINE, code: 'actionclix/no-line-of-fire' },
    { name: 'only while the colour shows (the Grunt’s click 3 has none)', placed: [{ seat: 0, roster: 'grunt-pistol', at: [0, 0], click: 3 }, { seat: 1, roster: 'marine-ar', at: [9, 0] }] as Placed[], target: MARINE, code: 'actionclix/no-special' },
  ])('a special attack targets $name', ({ placed, target, code }) => {
    expect(refusal(arena({ units: placed }), special(target))).toBe(code);
  });

  it('a unit without such an ability has no special attack', () => {
    const s = arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0] }, { seat: 1, roster: 'grunt-pistol', at: [9, 0] }] });
    expect(refusal(s, special('1-grunt-pistol', '0-marine-ar'))).toBe('actionclix/no-special');
    expect(engine.legalActions(s, 0).some((a) => a.type === 'special' || a.type === 'specialCover')).toBe(false);
  });

  it('units can’t attack on their players’ first turns, with a special ability neither', () => {
    expect(refusal(deployTurn(arena({ units: units() })), special(MARINE))).not.toBe('accepted');
  });

  it('a special heavy weapon is emplaced: its special attack is an attack, never with cover', () => {
    const placed: Placed[] = [{ seat: 0, roster: 'plasma-cannon', at: [0, 0] }, { seat: 1, roster: 'marine-ar', at: [9, 0] }];
    expect(refusal(arena({ units: placed }), { type: 'specialCover', unit: '0-plasma-cannon', target: MARINE })).toBe('actionclix/heavy-emplaced');
    const r = play(withDice(arena({ units: placed }), [4, 4]), special(MARINE, '0-plasma-cannon'));
    expect(damageTo(r.events, MARINE)).toEqual([4]);
    expect(r.events.some((e) => e.type === 'knockedBack')).toBe(false);
  });

  it('eliminating with a special attack scores the Kill token and the attacker’s Upgrade token', () => {
    const placed: Placed[] = [{ seat: 0, roster: 'grunt-pistol', at: [0, 0] }, { seat: 1, roster: 'infection-form', at: [9, 0], click: 3 }];
    const r = play(withDice(arena({ units: placed }), [5, 5]), special('1-infection-form'));
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['eliminated', 'killScored', 'upgradeTokenGained']));
  });

  it('listed for every target of a shot, alone and with cover, and after a move and attack', () => {
    const s = arena({ units: units([{ seat: 1, roster: 'odst-sniper', at: [0, 9] }]) });
    const legal = engine.legalActions(s, 0);
    const targets = (type: string): string[] => legal.flatMap((a) => (a.type === type && 'target' in a ? [a.target] : [])).sort();
    expect(targets('special')).toEqual(targets('attack'));
    expect(targets('specialCover')).toEqual(targets('attack'));
    const moved = play(s, { type: 'moveAttack', unit: GRUNT, to: sq(1, 1) }).state;
    const after = engine.legalActions(moved, 0);
    const of = (type: string): string[] => after.flatMap((a) => (a.type === type && 'target' in a ? [a.target] : []));
    expect(of('special').length).toBeGreaterThan(0);
    expect(of('special')).toEqual(of('attack'));
    expect(of('specialCover')).toEqual([]);
  });
});
