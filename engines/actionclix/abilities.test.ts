/** Every ability, read from the dial's colours on the current click (one named case or block each). */
import { describe, expect, it } from 'vitest';
import { arena, engine, play, refusal, sq, unitOf, withDice } from './testing/arena';
import type { Placed } from './testing/arena';

function shot(units: readonly Placed[], attacker: string, target: string, dice: readonly number[]): ReturnType<typeof play> {
  return play(withDice(arena({ units }), dice), { type: 'attack', unit: attacker, target });
}

const damageTo = (r: ReturnType<typeof play>, unit: string): number[] => r.events.filter((e) => e.type === 'damaged' && e.unit === unit).map((e) => e.amount as number);

describe('abilities', () => {
  it.each([
    ['MA37 Assault Rifle: a hit with a roll of 10 or more deals 1 extra damage', [5, 5], [3]],
    ['MA37 Assault Rifle: a roll of 9 deals the plain damage', [4, 5], [2]],
  ] as const)('%s', (_name, dice, expected) => {
    const r = shot([{ seat: 0, roster: 'marine-ar', at: [0, 0] }, { seat: 1, roster: 'jackal-beam', at: [8, 0] }], '0-marine-ar', '1-jackal-beam', dice);
    expect(damageTo(r, '1-jackal-beam')).toEqual(expected);
  });

  it('MA37 Assault Rifle is off once the dial turns past its colour (click 3)', () => {
    const r = shot([{ seat: 0, roster: 'marine-ar', at: [0, 0], click: 3 }, { seat: 1, roster: 'grunt-pistol', at: [8, 0] }], '0-marine-ar', '1-grunt-pistol', [6, 5]);
    expect(damageTo(r, '1-grunt-pistol')).toEqual([1]);
  });

  it('Jump: grenade damage to this unit is 1 less (3 in the square, 1 next to it)', () => {
    const s = withDice(
      arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0], grenades: 1 }, { seat: 1, roster: 'odst-sniper', at: [3, 0] }, { seat: 1, roster: 'spartan-ar', at: [4, 0] }] }),
      [6, 5],
    );
    const r = play(s, { type: 'grenade', unit: '0-marine-ar', square: sq(3, 0) });
    expect(damageTo(r, '1-odst-sniper')).toEqual([3]);
    expect(damageTo(r, '1-spartan-ar')).toEqual([1]);
  });

  it('Energy Sword: only adjacent targets; after a hit one die is rolled and its result is extra damage (Vehicle Armor still takes 1 off)', () => {
    const units: Placed[] = [{ seat: 0, roster: 'elite-sword', at: [1, 0] }, { seat: 1, roster: 'warthog', at: [2, 0] }, { seat: 1, roster: 'marine-ar', at: [3, 1] }];
    expect(refusal(arena({ units }), { type: 'attack', unit: '0-elite-sword', target: '1-marine-ar' })).toBe('actionclix/adjacent-only');
    const r = shot(units, '0-elite-sword', '1-warthog', [6, 5, 3]);
    expect(r.events.filter((e) => e.type === 'diceRolled').map((e) => [e.purpose, e.total])).toEqual([
      ['shot', 11],
      ['sword', 3],
    ]);
    expect(damageTo(r, '1-warthog')).toEqual([4 + 3 - 1]);
  });

  it.each([
    ['Full Burst: doubles deal 2 extra damage, at any range (5 squares)', 5, [5, 5], [5]],
    ['Full Burst: no doubles, plain damage even at 4 squares', 4, [6, 5], [3]],
  ] as const)('%s', (_name, x, dice, expected) => {
    const r = shot([{ seat: 0, roster: 'marine-shotgun', at: [0, 0] }, { seat: 1, roster: 'brute-hammer', at: [x, 0] }], '0-marine-shotgun', '1-brute-hammer', dice);
    expect(damageTo(r, '1-brute-hammer')).toEqual(expected);
  });

  it('Blast Back: no knockback against Vehicle Armor', () => {
    const r = shot([{ seat: 0, roster: 'spartan-laser', at: [0, 0] }, { seat: 1, roster: 'ghost', at: [3, 0] }], '0-spartan-laser', '1-ghost', [6, 5]);
    expect(r.events.some((e) => e.type === 'knockedBack')).toBe(false);
    expect(damageTo(r, '1-ghost')).toEqual([2]);
  });

  it('two 6s splash: 1 damage to every enemy next to the target, none to friends', () => {
    const r = shot(
      [
        { seat: 0, roster: 'brute-spiker', at: [0, 0] },
        { seat: 1, roster: 'marine-ar', at: [4, 0] },
        { seat: 1, roster: 'odst-smg', at: [5, 1] },
        { seat: 0, roster: 'grunt-pistol', at: [4, 1] },
      ],
      '0-brute-spiker',
      '1-marine-ar',
      [6, 6],
    );
    expect(damageTo(r, '1-odst-smg')).toEqual([1]);
    expect(damageTo(r, '0-grunt-pistol')).toEqual([]);
    const plain = shot([{ seat: 0, roster: 'brute-spiker', at: [0, 0] }, { seat: 1, roster: 'marine-ar', at: [4, 0] }, { seat: 1, roster: 'odst-smg', at: [5, 1] }], '0-brute-spiker', '1-marine-ar', [6, 5]);
    expect(damageTo(plain, '1-odst-smg')).toEqual([]);
  });

  it('Vehicle Armor: shots deal 1 less, grenades deal 1 less', () => {
    expect(damageTo(shot([{ seat: 0, roster: 'odst-sniper', at: [0, 0] }, { seat: 1, roster: 'warthog', at: [3, 0] }], '0-odst-sniper', '1-warthog', [6, 5]), '1-warthog')).toEqual([1]);
    const s = withDice(arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0], grenades: 1 }, { seat: 1, roster: 'warthog', at: [3, 0] }] }), [6, 5]);
    expect(damageTo(play(s, { type: 'grenade', unit: '0-marine-ar', square: sq(3, 0) }), '1-warthog')).toEqual([3]);
  });

  it('Multi-Attack: the unit may be given two actions in a turn, not three', () => {
    const s = arena({ units: [{ seat: 0, roster: 'sgt-johnson', at: [0, 0] }, { seat: 1, roster: 'grunt-pistol', at: [8, 8] }] });
    const twice = play(s, { type: 'move', unit: '0-sgt-johnson', to: sq(1, 0) }, { type: 'move', unit: '0-sgt-johnson', to: sq(2, 0) });
    expect(refusal(twice.state, { type: 'move', unit: '0-sgt-johnson', to: sq(3, 0) })).toBe('actionclix/unit-acted');
    const plain = play(arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0] }, { seat: 1, roster: 'grunt-pistol', at: [8, 8] }] }), { type: 'move', unit: '0-marine-ar', to: sq(1, 0) });
    expect(refusal(plain.state, { type: 'move', unit: '0-marine-ar', to: sq(2, 0) })).toBe('actionclix/unit-acted');
  });

  it.each([
    ['Sniper: +2 attack at 6 squares', 6, 11],
    ['Sniper: no bonus at 5 squares', 5, 9],
  ] as const)('%s', (_name, x, attack) => {
    const r = shot([{ seat: 0, roster: 'jackal-beam', at: [0, 0] }, { seat: 1, roster: 'marine-ar', at: [x, 0] }], '0-jackal-beam', '1-marine-ar', [1, 2]);
    expect(r.events.find((e) => e.type === 'shotMissed' || e.type === 'shotHit')).toMatchObject({ attack });
  });

  it('Active Camo: can’t be shot from more than 6 squares away', () => {
    const at = (x: number): ReturnType<typeof arena> => arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0] }, { seat: 1, roster: 'elite-sword', at: [x, 0] }] });
    expect(refusal(at(7), { type: 'attack', unit: '0-marine-ar', target: '1-elite-sword' })).toBe('actionclix/camo-range');
    expect(refusal(withDice(at(6), [1, 1]), { type: 'attack', unit: '0-marine-ar', target: '1-elite-sword' })).toBe('accepted');
  });

  it.each([
    ['Needler: a hit on doubles deals 1 extra damage', [4, 4], [2]],
    ['Needler: other hits deal the plain damage', [4, 5], [1]],
  ] as const)('%s', (_name, dice, expected) => {
    const r = shot([{ seat: 0, roster: 'grunt-needler', at: [0, 0] }, { seat: 1, roster: 'marine-ar', at: [3, 0] }], '0-grunt-needler', '1-marine-ar', dice);
    expect(damageTo(r, '1-marine-ar')).toEqual(expected);
  });

  it('Consume: adjacent targets only; a hit heals this unit 1 damage, never past full health', () => {
    const units: Placed[] = [{ seat: 0, roster: 'combat-claws', at: [1, 0], click: 2 }, { seat: 1, roster: 'marine-ar', at: [2, 0] }, { seat: 1, roster: 'odst-smg', at: [4, 0] }];
    expect(refusal(arena({ units }), { type: 'attack', unit: '0-combat-claws', target: '1-odst-smg' })).toBe('actionclix/adjacent-only');
    const r = shot(units, '0-combat-claws', '1-marine-ar', [6, 5]);
    expect(unitOf(r.state, '0-combat-claws').click).toBe(1);
    expect(r.events.find((e) => e.type === 'healed')).toMatchObject({ unit: '0-combat-claws', amount: 1, click: 1 });
  });

  it('Plasma Grenade: 5 damage in the target square', () => {
    const s = withDice(arena({ units: [{ seat: 0, roster: 'grunt-pistol', at: [0, 0], grenades: 1 }, { seat: 1, roster: 'master-chief', at: [2, 0] }] }), [6, 5]);
    expect(damageTo(play(s, { type: 'grenade', unit: '0-grunt-pistol', square: sq(2, 0) }), '1-master-chief')).toEqual([4]);
    const open = withDice(arena({ units: [{ seat: 0, roster: 'grunt-pistol', at: [0, 0], grenades: 1 }, { seat: 1, roster: 'brute-hammer', at: [2, 0] }] }), [6, 5]);
    expect(damageTo(play(open, { type: 'grenade', unit: '0-grunt-pistol', square: sq(2, 0) }), '1-brute-hammer')).toEqual([5]);
  });

  it('Gravity Hammer: adjacent only; a hit knocks the target back 2 squares', () => {
    const r = shot([{ seat: 0, roster: 'brute-hammer', at: [1, 1] }, { seat: 1, roster: 'master-chief', at: [2, 1] }], '0-brute-hammer', '1-master-chief', [6, 5]);
    expect(r.events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [sq(3, 1), sq(4, 1)], blocked: false });
    expect(refusal(arena({ units: [{ seat: 0, roster: 'brute-hammer', at: [1, 1] }, { seat: 1, roster: 'master-chief', at: [3, 1] }] }), { type: 'attack', unit: '0-brute-hammer', target: '1-master-chief' })).toBe(
      'actionclix/adjacent-only',
    );
  });

  it('Flight: an aerial unit flies over other units, a ground unit can’t pass them', () => {
    const wall: Placed[] = [0, 1, 2].map((y) => ({ seat: 1, roster: ['grunt-pistol', 'grunt-needler', 'jackal-beam'][y] ?? '', at: [2, y] as [number, number] }));
    const hornet = arena({ units: [{ seat: 0, roster: 'hornet', at: [0, 1] }, ...wall] });
    expect(engine.legalActions(hornet, 0)).toContainEqual({ type: 'move', unit: '0-hornet', to: sq(3, 1) });
    const tank = arena({ units: [{ seat: 0, roster: 'pure-tank', at: [0, 1] }, ...wall, { seat: 1, roster: 'elite-rifle', at: [2, 3] }] });
    expect(refusal(tank, { type: 'move', unit: '0-pure-tank', to: sq(3, 1) })).toBe('actionclix/out-of-reach');
  });

  it('an unlock ability works while the unit holds an Upgrade token (Marine: Full Burst)', () => {
    const units = (upgrades: number): Placed[] => [{ seat: 0, roster: 'marine-ar', at: [0, 0], upgrades }, { seat: 1, roster: 'brute-hammer', at: [3, 0] }];
    // 5 + 5: doubles (Full Burst +2) and 10 (MA37 +1).
    expect(damageTo(shot(units(1), '0-marine-ar', '1-brute-hammer', [5, 5]), '1-brute-hammer')).toEqual([5]);
    expect(damageTo(shot(units(0), '0-marine-ar', '1-brute-hammer', [5, 5]), '1-brute-hammer')).toEqual([3]);
  });
});
