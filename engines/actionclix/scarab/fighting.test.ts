/**
 * Seed 003's attacks, units on top and inside, through the engine API. The Scarab stands at (9, 8)
 * facing north (area x 9-14, y 8-15; Chassis base (9-10, 14-15)); the Shell's defense is 18 at click 0.
 */
import { describe, expect, it } from 'vitest';
import { play, refusal, sq, unitOf, withDice } from '../testing/arena';
import { engine } from '../testing/arena';
import { isq, scarabArena, type ScarabPlaced } from './testing/arena';
import type { ActionClixState } from '../types';

const scarab = (s: ActionClixState) => {
  if (s.scarab === undefined) throw new Error('no Scarab');
  return s.scarab;
};
const at = (roster: string, x: number, y: number, extra: Partial<ScarabPlaced> = {}): ScarabPlaced => ({ seat: 0, roster, at: [x, y], ...extra });

describe('attacking the Scarab', () => {
  it.each([
    { dice: [4, 5], shell: 0 },
    { dice: [5, 5], shell: 3 },
  ])('a shot (marine, attack 8) against the Shell\'s defense 18 with $dice: the Shell shows click $shell (MA37 +1 on 10+)', ({ dice, shell }) => {
    const s = withDice(scarabArena({ units: [at('marine-ar', 2, 2)] }), dice);
    expect(scarab(play(s, { type: 'attack', unit: '0-marine-ar', target: 'scarab' }).state).clicks.shell).toBe(shell);
  });

  it.each([
    { name: 'the Shell reaches exactly its last click (11): nothing goes on', clicks: { shell: 8, chassis: 2, core: 3 }, after: { shell: 11, chassis: 2, core: 3 }, lost: 0 },
    { name: 'past the Shell\'s last click the rest goes on to the Chassis', clicks: { shell: 10, chassis: 2, core: 3 }, after: { shell: 11, chassis: 4, core: 3 }, lost: 0 },
    { name: 'the Chassis reaches exactly its last click (9): nothing is lost', clicks: { shell: 11, chassis: 6, core: 3 }, after: { shell: 11, chassis: 9, core: 3 }, lost: 0 },
    { name: 'past the Chassis\'s last click the rest is lost, the core untouched', clicks: { shell: 10, chassis: 8, core: 3 }, after: { shell: 11, chassis: 9, core: 3 }, lost: 1 },
    { name: 'both at their last click: all of it is lost', clicks: { shell: 11, chassis: 9, core: 9 }, after: { shell: 11, chassis: 9, core: 9 }, lost: 3 },
  ])('a shot from outside (Spartan Laser, 3 damage): $name', ({ clicks, after, lost }) => {
    const s = withDice(scarabArena({ units: [at('spartan-laser', 2, 2)], scarab: { clicks: { ...clicks, event: 0 } } }), [6, 6]);
    const r = play(s, { type: 'attack', unit: '0-spartan-laser', target: 'scarab' });
    expect(scarab(r.state).clicks).toEqual({ ...after, event: 0 });
    expect(r.state.outcome).toBeNull();
    expect(r.events.filter((e) => e.type === 'scarabDamageLost')).toEqual(lost === 0 ? [] : [{ type: 'scarabDamageLost', amount: lost, source: 'shot' }]);
  });

  it('only an attack from inside moves the Main Power Core: the same shot from inside clicks it once', () => {
    const s = withDice(scarabArena({ units: [at('spartan-laser', 4, 3, { where: 'inside' })], scarab: { clicks: { shell: 11, chassis: 9, core: 3, event: 0 } } }), [6, 6]);
    expect(scarab(play(s, { type: 'attack', unit: '0-spartan-laser', target: 'core' }).state).clicks).toEqual({ shell: 11, chassis: 9, core: 4, event: 0 });
  });

  it.each([
    { name: 'two squares from every base: refused', x: 7, y: 12, code: 'actionclix/scarab-adjacent-only' },
    { name: 'next to the Chassis base: allowed', x: 8, y: 14, code: 'accepted' },
    { name: 'next to the Shell base across a wall: refused', x: 8, y: 8, code: 'actionclix/scarab-adjacent-only' },
    { name: 'beneath it, next to the Shell base: allowed', x: 11, y: 10, code: 'accepted' },
  ])('a close-combat unit (Energy Sword) $name', ({ x, y, code }) => {
    expect(refusal(withDice(scarabArena({ units: [at('elite-sword', x, y)] }), [1, 1]), { type: 'attack', unit: '0-elite-sword', target: 'scarab' })).toBe(code);
  });

  it('at most two aerial attacks on the Scarab a turn: the Hornet twice (Multi-Attack), then the Banshee is refused', () => {
    const s = play(withDice(scarabArena({ units: [at('hornet', 2, 2), at('banshee', 4, 2)] }), [1, 1, 1, 1]), { type: 'attack', unit: '0-hornet', target: 'scarab' }, { type: 'attack', unit: '0-hornet', target: 'scarab' }).state;
    expect(scarab(s).aerialAttackers).toEqual(['0-hornet', '0-hornet']);
    expect(refusal(s, { type: 'attack', unit: '0-banshee', target: 'scarab' })).toBe('actionclix/aerial-limit');
    expect(engine.legalActions(s, 0).some((a) => a.type === 'attack' && a.unit === '0-banshee' && a.target === 'scarab')).toBe(false);
  });

  it.each([
    { name: 'on a base square: against the Shell\'s defense, 4 damage to the Scarab', square: sq(9, 8), shell: 4 },
    { name: 'beneath it, not on a base: the Scarab is no target', square: sq(11, 10), shell: 0 },
  ])('a grenade $name', ({ square, shell }) => {
    const s = withDice(scarabArena({ units: [at('marine-ar', 7, 10, { grenades: 1 })] }), [5, 5]);
    expect(scarab(play(s, { type: 'grenade', unit: '0-marine-ar', square }).state).clicks.shell).toBe(shell);
  });
});

describe('on top of the Scarab', () => {
  it.each([
    { name: 'kneeling, from next to the Chassis base', kneeling: true, unit: at('marine-ar', 8, 14), code: 'accepted' },
    { name: 'kneeling, elsewhere', kneeling: true, unit: at('marine-ar', 8, 12), code: 'actionclix/not-next-to-chassis' },
    { name: 'standing', kneeling: false, unit: at('marine-ar', 8, 14), code: 'actionclix/scarab-standing' },
    { name: 'a vehicle', kneeling: true, unit: at('warthog', 8, 14), code: 'actionclix/cannot-climb' },
    { name: 'standing, a flying unit next to the area beneath', kneeling: false, unit: at('hornet', 15, 12), code: 'accepted' },
    { name: 'standing, a flying unit two squares away', kneeling: false, unit: at('hornet', 16, 12), code: 'actionclix/not-next-to-scarab' },
  ])('climbing on: $name', ({ kneeling, unit, code }) => {
    expect(refusal(scarabArena({ units: [unit], scarab: { kneeling } }), { type: 'climbOn', unit: `0-${unit.roster}`, attack: false })).toBe(code);
  });

  it('at most two flights onto the Scarab a turn: a third is refused', () => {
    const s = scarabArena({ units: [at('banshee', 15, 12)], scarab: { flyersOn: ['0-hornet', '0-hornet'] } });
    expect(refusal(s, { type: 'climbOn', unit: '0-banshee', attack: false })).toBe('actionclix/flyer-limit');
  });

  it('stepping off while it kneels: the square next to the Chassis base counts 1; more than 4 squares gives −3 to the attack after', () => {
    const s = scarabArena({ units: [at('marine-ar', 0, 0, { where: 'top' }), { seat: 1, roster: 'grunt-pistol', at: [3, 16] }], scarab: { kneeling: true } });
    expect(unitOf(play(s, { type: 'stepOff', unit: '0-marine-ar', to: sq(8, 14), attack: false }).state, '0-marine-ar')).toMatchObject({ status: 'map', sq: sq(8, 14), click: 0 });
    expect(play(s, { type: 'stepOff', unit: '0-marine-ar', to: sq(4, 14), attack: true }).state.turn?.pending).toEqual([{ kind: 'strike', unit: '0-marine-ar', penalty: true }]);
    expect(refusal(s, { type: 'stepOff', unit: '0-marine-ar', to: sq(1, 14), attack: false })).toBe('actionclix/out-of-reach');
    expect(refusal(s, { type: 'jumpOff', unit: '0-marine-ar', to: sq(8, 12), attack: false })).toBe('actionclix/scarab-kneeling');
  });

  it('jumping off while it stands: next to the area beneath, 1 damage', () => {
    const s = scarabArena({ units: [at('marine-ar', 0, 0, { where: 'top' })] });
    expect(unitOf(play(s, { type: 'jumpOff', unit: '0-marine-ar', to: sq(8, 12), attack: false }).state, '0-marine-ar')).toMatchObject({ status: 'map', sq: sq(8, 12), click: 1 });
    expect(refusal(s, { type: 'stepOff', unit: '0-marine-ar', to: sq(8, 14), attack: false })).toBe('actionclix/scarab-standing');
  });

  it.each([
    { name: 'a unit on the battlefield not beneath it', action: { type: 'attack', unit: '0-marine-ar', target: '1-grunt-pistol' }, code: 'accepted' },
    { name: 'another unit on top', action: { type: 'attack', unit: '0-marine-ar', target: '1-jackal-beam' }, code: 'accepted' },
    { name: 'a unit beneath it', action: { type: 'attack', unit: '0-marine-ar', target: '1-grunt-needler' }, code: 'actionclix/top-target' },
    { name: 'a unit inside', action: { type: 'attack', unit: '0-marine-ar', target: '1-elite-rifle' }, code: 'actionclix/top-target' },
    { name: 'the Scarab', action: { type: 'attack', unit: '0-marine-ar', target: 'scarab' }, code: 'actionclix/scarab-not-from-here' },
    { name: 'a grenade', action: { type: 'grenade', unit: '0-marine-ar', square: sq(2, 2) }, code: 'actionclix/top-no-grenade' },
  ] as const)('from on top: $name → $code', ({ action, code }) => {
    const s = withDice(
      scarabArena({
        units: [at('marine-ar', 0, 0, { where: 'top', grenades: 1 }), { seat: 1, roster: 'grunt-pistol', at: [2, 2] }, { seat: 1, roster: 'jackal-beam', where: 'top' }, { seat: 1, roster: 'grunt-needler', at: [11, 11] }, { seat: 1, roster: 'elite-rifle', where: 'inside', at: [4, 6] }],
      }),
      [1, 1],
    );
    expect(refusal(s, action)).toBe(code);
  });
});

describe('inside the Scarab', () => {
  it('entering from the top: a Ramp square counts 1 square; only figures enter', () => {
    const s = scarabArena({ units: [at('marine-ar', 0, 0, { where: 'top' }), at('hornet', 0, 0, { where: 'top' })] });
    expect(unitOf(play(s, { type: 'enter', unit: '0-marine-ar', to: isq(2, 10), attack: false }).state, '0-marine-ar')).toMatchObject({ status: 'inside', sq: isq(2, 10) });
    expect(unitOf(play(s, { type: 'enter', unit: '0-marine-ar', to: isq(4, 4), attack: false }).state, '0-marine-ar')).toMatchObject({ status: 'inside', sq: isq(4, 4) });
    expect(refusal(s, { type: 'enter', unit: '0-marine-ar', to: isq(4, 3), attack: false })).toBe('actionclix/out-of-reach');
    expect(refusal(s, { type: 'enter', unit: '0-hornet', to: isq(2, 10), attack: false })).toBe('actionclix/figures-only-inside');
    expect(refusal(scarabArena({ units: [at('marine-ar', 2, 2)] }), { type: 'enter', unit: '0-marine-ar', to: isq(2, 10), attack: false })).toBe('actionclix/not-on-top');
  });

  it.each([
    { name: 'from the Ramp', from: [3, 11], code: 'accepted' },
    { name: 'reaching the Ramp with 1 square left (speed 7, 6 rows away)', from: [4, 4], code: 'accepted' },
    { name: 'reaching the Ramp with nothing left (7 rows away)', from: [4, 3], code: 'actionclix/no-ramp-reach' },
  ] as const)('exiting $name', ({ from, code }) => {
    expect(refusal(scarabArena({ units: [at('marine-ar', from[0], from[1], { where: 'inside' })] }), { type: 'exit', unit: '0-marine-ar', attack: false })).toBe(code);
  });

  it.each([
    { name: 'from the Ramp: 1 square, no penalty', from: [3, 11], penalty: false },
    { name: 'from 6 rows away: 6 + 1 = 7 squares, −3', from: [4, 4], penalty: true },
  ] as const)('exiting and then shooting counts the squares moved to the Ramp and onto the top: $name', ({ from, penalty }) => {
    const s = withDice(scarabArena({ units: [at('marine-ar', from[0], from[1], { where: 'inside' }), { seat: 1, roster: 'grunt-pistol', at: [2, 2] }] }), [3, 3]);
    const exited = play(s, { type: 'exit', unit: '0-marine-ar', attack: true });
    expect(exited.state.turn?.pending[0]).toEqual({ kind: 'strike', unit: '0-marine-ar', penalty });
    const shot = play(exited.state, { type: 'attack', unit: '0-marine-ar', target: '1-grunt-pistol' });
    const plain = play(withDice(scarabArena({ units: [at('marine-ar', 0, 0, { where: 'top' }), { seat: 1, roster: 'grunt-pistol', at: [2, 2] }] }), [3, 3]), { type: 'attack', unit: '0-marine-ar', target: '1-grunt-pistol' });
    const attackOf = (r: ReturnType<typeof play>): unknown => r.events.find((e) => e.type === 'shotHit' || e.type === 'shotMissed')?.attack;
    expect(attackOf(shot)).toBe((attackOf(plain) as number) - (penalty ? 3 : 0));
  });

  it.each([
    { name: 'adjacent, +3: 9 + 3 + 4 = 16 against 16 hits', from: [4, 3], dice: [2, 2], core: 4 },
    { name: 'adjacent, 9 + 3 + 3 = 15 misses', from: [4, 3], dice: [1, 2], core: 3 },
    { name: 'not adjacent, 9 + 6 = 15 misses', from: [4, 6], dice: [3, 3], core: 3 },
    { name: 'not adjacent, 9 + 7 = 16 hits', from: [4, 6], dice: [3, 4], core: 4 },
  ] as const)('a shot at the Main Power Core (ODST, attack 9, defense 16 at Normal): $name', ({ from, dice, core }) => {
    const s = withDice(scarabArena({ units: [at('odst-smg', from[0], from[1], { where: 'inside' })] }), dice);
    expect(scarab(play(s, { type: 'attack', unit: '0-odst-smg', target: 'core' }).state).clicks.core).toBe(core);
  });

  it('a grenade on a core square is thrown against the core\'s defense and deals it 1 damage', () => {
    const s = withDice(scarabArena({ units: [at('marine-ar', 4, 4, { where: 'inside', grenades: 1 })] }), [4, 4]);
    expect(scarab(play(s, { type: 'grenadeInside', unit: '0-marine-ar', square: isq(4, 2) }).state).clicks.core).toBe(4);
  });

  it.each([
    { click: 8, outcome: null },
    { click: 9, outcome: { winners: [0], reason: 'core' } },
  ])('a hit on the Main Power Core at click $click: outcome $outcome (the all-black click is 10)', ({ click, outcome }) => {
    const s = withDice(scarabArena({ units: [at('odst-smg', 4, 3, { where: 'inside' })], scarab: { clicks: { shell: 0, chassis: 0, core: click, event: 0 } } }), [6, 6]);
    expect(play(s, { type: 'attack', unit: '0-odst-smg', target: 'core' }).state.outcome).toEqual(outcome);
  });

  it('only units inside can attack the core', () => {
    expect(refusal(scarabArena({ units: [at('marine-ar', 2, 2)] }), { type: 'attack', unit: '0-marine-ar', target: 'core' })).toBe('actionclix/core-from-outside');
  });
});
