/**
 * Seed 003's rules through the engine API, one named case per rule (RULES.md "The Scarab" names them).
 * The Scarab starts at (9, 8) facing north: Shell base (9-10, 8-9), Event (13-14, 8-9), Chassis
 * (9-10, 14-15), Main Power Core (13-14, 14-15); the area beneath is x 9-14, y 8-15.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core';
import { engine, play, refusal, sq, unitOf, withDice } from '../testing/arena';
import { eventColumn } from './dials';
import { isq, scarabArena } from './testing/arena';
import type { ActionClixState } from '../types';

const scarab = (s: ActionClixState) => {
  if (s.scarab === undefined) throw new Error('no Scarab');
  return s.scarab;
};
const marine = (at: [number, number], extra = {}) => ({ seat: 0, roster: 'marine-ar', at, ...extra });
const fiveInside = ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine', 'elite-rifle'].map((roster, k) => ({ seat: 1, roster, where: 'inside' as const, at: [2 + k, 10] as [number, number] }));

describe('sides and setup', () => {
  it.each([
    { power: 'normal', actions: 4, kills: 20, core: 3, chassis: 2 },
    { power: 'heroic', actions: 5, kills: 30, core: 0, chassis: 0 },
  ] as const)('$power: the attacker gets $actions actions (half its force, rounded up), the Scarab side needs $kills kill points', ({ power, actions, kills, core, chassis }) => {
    const options = unwrap(engine.parseOptions({ mode: 'scarab', scarab: { power } }, 2));
    const s = unwrap(engine.setup({ players: 2, options, seed: 'setup' }));
    expect(options.killsToWin).toBe(kills);
    expect(engine.view(s, null).scarab).toMatchObject({ attackerActions: actions, x: 9, y: 8, facing: 'n', kneeling: false, clicks: { shell: 0, core, chassis, event: 0 } });
    expect(s.order).toEqual([0, 1]);
    expect(s.units.filter((u) => u.seat === 1).every((u) => u.status === 'reserve')).toBe(true);
  });

  it('seed 003\'s example: a starting force of seven units gives four actions a turn', () => {
    const seven = ['marine-ar', 'marine-shotgun', 'odst-sniper', 'odst-smg', 'spartan-ar', 'sgt-johnson', 'master-chief'];
    const options = unwrap(engine.parseOptions({ mode: 'scarab', forces: [seven, ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine', 'elite-rifle']] }, 2));
    expect(engine.view(unwrap(engine.setup({ players: 2, options, seed: 'seven' })), null).scarab?.attackerActions).toBe(4);
  });

  it('the view shows the area, the bases, the dials, the Event entry the d6 picked and the interior', () => {
    const v = engine.view(play(withDice(scarabArena({ seat: 1 }), [6]), { type: 'scarabRoll' }).state, null).scarab;
    expect(v).toMatchObject({ width: 6, height: 8, read: { click: 0, column: 3 }, entry: { move: 'shift', kneel: false, specials: ['mortar'] }, shell: { defense: 18 }, core: { attack: 10, damage: 3, defense: 16 }, inside: 0 });
    expect(v?.area).toHaveLength(48);
    expect(v?.bases.chassis).toEqual([sq(9, 14), sq(10, 14), sq(9, 15), sq(10, 15)]);
    expect([v?.interior.ramp.length, v?.interior.core]).toEqual([12, [isq(4, 2), isq(5, 2)]]);
  });

  it.each([
    { name: 'attacker force over 700 points', options: { forces: [['master-chief', 'arbiter', 'hornet', 'banshee', 'spartan-ar', 'warthog'], ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine', 'elite-rifle']] }, code: 'actionclix/force-too-many-points' },
    { name: 'four reinforcements', options: { forces: [['marine-ar', 'marine-shotgun', 'odst-sniper', 'spartan-ar', 'sgt-johnson'], ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine']] }, code: 'actionclix/reinforcement-count' },
    { name: 'a vehicle as reinforcement', options: { forces: [['marine-ar', 'marine-shotgun', 'odst-sniper', 'spartan-ar', 'sgt-johnson'], ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine', 'ghost']] }, code: 'actionclix/reinforcement-unit' },
    { name: 'reinforcements over 300 points', options: { forces: [['marine-ar', 'marine-shotgun', 'odst-sniper', 'spartan-ar', 'sgt-johnson'], ['grunt-pistol', 'arbiter', 'jackal-beam', 'brute-hammer', 'elite-rifle']] }, code: 'actionclix/reinforcement-points' },
    { name: 'three players', options: {}, players: 3, code: 'actionclix/scarab-players' },
  ])('refuses $name', ({ options, code, players }) => {
    const r = engine.parseOptions({ mode: 'scarab', ...options }, players ?? 2);
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  });

  it('only the attacker places spawn points, 5 or more squares from the area beneath, then deploys first', () => {
    const s = unwrap(engine.setup({ players: 2, options: unwrap(engine.parseOptions({ mode: 'scarab' }, 2)), seed: 'spawns' }));
    expect(engine.activePlayers(s)).toEqual([0]);
    expect(refusal(s, { type: 'placeSpawn', square: sq(5, 10) })).toBe('actionclix/spawn-too-close');
    const started = play(s, { type: 'placeSpawn', square: sq(4, 10) }, { type: 'placeSpawn', square: sq(23, 23) }).state;
    expect(started.phase.kind).toBe('play');
    expect(started.turn).toMatchObject({ seat: 0, deploy: true });
  });

  it('attackers respawn as in the basic game: an eliminated unit comes back on its own spawn point a turn later', () => {
    const s = scarabArena({ units: [marine([3, 3])] });
    const down = { ...s, units: s.units.map((u) => (u.id === '0-odst-smg' ? { ...u, status: 'down' as const, downTurn: 9 } : u)) };
    const after = play(down, { type: 'respawn', unit: '0-odst-smg', into: '0-odst-smg', spawn: sq(0, 23) }).state;
    expect(unitOf(after, '0-odst-smg')).toMatchObject({ status: 'map', sq: sq(0, 23) });
  });

  it('the attacker\'s fifth action of a turn is refused at Normal (4 actions)', () => {
    const units = [marine([0, 0]), { seat: 0, roster: 'odst-smg', at: [0, 2] as [number, number] }, { seat: 0, roster: 'odst-sniper', at: [0, 4] as [number, number] }, { seat: 0, roster: 'sgt-johnson', at: [0, 6] as [number, number] }, { seat: 0, roster: 'spartan-ar', at: [2, 6] as [number, number] }];
    const s = play(scarabArena({ units }), ...['marine-ar', 'odst-smg', 'odst-sniper', 'sgt-johnson'].map((r, k) => ({ type: 'move' as const, unit: `0-${r}`, to: sq(1, k * 2) }))).state;
    expect(refusal(s, { type: 'move', unit: '0-spartan-ar', to: sq(3, 6) })).toBe('actionclix/no-actions-left');
  });
});

describe('the Scarab\'s turn', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 2],
    [6, 3],
  ])('a d6 of %i reads Event column %i', (die, column) => {
    expect(eventColumn(die)).toBe(column);
  });

  it('a roll of 3 on click 0 rotates: the Scarab player chooses either way; turning clockwise it faces east around the same centre and kneels', () => {
    const s = play(withDice(scarabArena({ seat: 1 }), [3]), { type: 'scarabRoll' }).state;
    expect(scarab(s).step).toEqual({ kind: 'move', move: 'rotate', choices: ['cw', 'ccw'] });
    const turned = play(s, { type: 'scarabRotate', turn: 'cw' });
    expect(scarab(turned.state)).toMatchObject({ x: 8, y: 9, facing: 'e', kneeling: true });
    expect(engine.view(turned.state, null).scarab?.bases).toEqual({ shell: [sq(14, 9), sq(15, 9), sq(14, 10), sq(15, 10)], event: [sq(14, 13), sq(15, 13), sq(14, 14), sq(15, 14)], chassis: [sq(8, 9), sq(9, 9), sq(8, 10), sq(9, 10)], core: [sq(8, 13), sq(9, 13), sq(8, 14), sq(9, 14)] });
  });

  it('a shift of 1 square: next to the west edge, west is not offered', () => {
    const s = play(withDice(scarabArena({ seat: 1, scarab: { x: 0 } }), [1]), { type: 'scarabRoll' }).state;
    expect(scarab(s).step).toEqual({ kind: 'move', move: 'shift', choices: ['n', 'e', 's'] });
    expect(refusal(s, { type: 'scarabShift', dir: 'w' })).toBe('actionclix/scarab-off-map');
    expect(scarab(play(s, { type: 'scarabShift', dir: 's' }).state)).toMatchObject({ x: 0, y: 9 });
  });

  it('a displaced unit goes the fewest squares to a free square next to that base and takes 1 damage', () => {
    const s = play(withDice(scarabArena({ seat: 1, units: [marine([15, 10])] }), [3]), { type: 'scarabRoll' }, { type: 'scarabRotate', turn: 'cw' }).state;
    expect(scarab(s).step).toEqual({ kind: 'displace', unit: '0-marine-ar', base: 'shell', choices: [sq(16, 9), sq(16, 10), sq(14, 11), sq(15, 11), sq(16, 11)] });
    expect(refusal(s, { type: 'scarabDisplace', unit: '0-marine-ar', to: sq(17, 10) })).toBe('actionclix/not-displace-choice');
    const after = play(s, { type: 'scarabDisplace', unit: '0-marine-ar', to: sq(14, 11) }).state;
    expect(unitOf(after, '0-marine-ar')).toMatchObject({ sq: sq(14, 11), click: 1 });
  });

  it('Stomp deals 2 to units beneath; the Shell\'s Plasma Burst 1 to units next to a base, not through a wall; the Event dial turns one click between them', () => {
    const units = [marine([11, 11]), { seat: 0, roster: 'odst-smg', at: [8, 9] as [number, number] }, { seat: 0, roster: 'odst-sniper', at: [8, 8] as [number, number] }];
    const r = play(withDice(scarabArena({ seat: 1, units, scarab: { clicks: { shell: 0, chassis: 2, core: 3, event: 1 } } }), [6]), { type: 'scarabRoll' });
    expect(r.events.map((e) => e.type).filter((t) => t === 'scarabSpecial' || t === 'eventDialTurned')).toEqual(['scarabSpecial', 'eventDialTurned', 'scarabSpecial']);
    expect([unitOf(r.state, '0-marine-ar').click, unitOf(r.state, '0-odst-smg').click, unitOf(r.state, '0-odst-sniper').click]).toEqual([2, 1, 0]);
    expect(scarab(r.state).clicks.event).toBe(2);
  });

  it.each([
    { dice: [1, 1, 1], hit: false, click: 0 },
    { dice: [1, 1, 2], hit: true, click: 3 },
  ])('Plasma Mortar: 2d6 + 9 against 12 ($dice.1 + $dice.2) hits $hit', ({ dice, hit, click }) => {
    const s = play(withDice(scarabArena({ seat: 1, units: [marine([3, 3]), { seat: 0, roster: 'odst-smg', at: [4, 3] }], scarab: { clicks: { shell: 0, chassis: 2, core: 3, event: 6 } } }), dice), { type: 'scarabRoll' }).state;
    expect(scarab(s).step).toEqual({ kind: 'event', specials: ['mortar'] });
    const after = play(s, { type: 'scarabMortar', square: sq(3, 3) }).state;
    expect([unitOf(after, '0-marine-ar').click, unitOf(after, '0-odst-smg').click]).toEqual([click, hit ? 1 : 0]);
  });

  it('Dropship brings a waiting reinforcement onto a free Ramp square; the fifth inside activates the reinforcements with 3 actions', () => {
    const four = fiveInside.slice(0, 4);
    const s = play(withDice(scarabArena({ seat: 1, units: four, scarab: { clicks: { shell: 0, chassis: 2, core: 3, event: 4 } } }), [5]), { type: 'scarabRoll' }).state;
    expect(scarab(s).step).toEqual({ kind: 'event', specials: ['reinforce'] });
    expect(refusal(s, { type: 'scarabReinforce', unit: '1-elite-rifle', to: isq(2, 9) })).toBe('actionclix/not-ramp');
    expect(refusal(s, { type: 'scarabReinforce', unit: '1-grunt-pistol', to: isq(7, 10) })).toBe('actionclix/not-waiting');
    const after = play(s, { type: 'scarabReinforce', unit: '1-elite-rifle', to: isq(7, 10) }).state;
    expect(unitOf(after, '1-elite-rifle')).toMatchObject({ status: 'inside', sq: isq(7, 10) });
    expect(scarab(after).step).toEqual({ kind: 'reinforcements', actions: 3 });
  });

  it.each([
    { name: 'four inside: none', power: 'normal', inside: 4, core: 3, actions: 0 },
    { name: 'five inside at Normal: 3', power: 'normal', inside: 5, core: 3, actions: 3 },
    { name: 'five inside at Heroic: 4', power: 'heroic', inside: 5, core: 0, actions: 4 },
    { name: 'Swarm on the Main Power Core, none inside: 3', power: 'normal', inside: 0, core: 5, actions: 3 },
    { name: 'the click before Swarm, none inside: none', power: 'normal', inside: 0, core: 4, actions: 0 },
  ] as const)('reinforcement actions: $name', ({ power, inside, core, actions }) => {
    const s = scarabArena({ power, seat: 1, units: fiveInside.slice(0, inside), scarab: { step: { kind: 'guns', main: true, turret: true }, clicks: { shell: 0, chassis: 0, core, event: 0 } } });
    const after = play(s, { type: 'scarabHold', gun: 'main' }, { type: 'scarabHold', gun: 'turret' }).state;
    expect(scarab(after).step).toEqual({ kind: 'reinforcements', actions });
  });

  it('five reinforcements must stay inside: with five, none may exit; with six, one may', () => {
    const base = { seat: 1, scarab: { step: { kind: 'reinforcements', actions: 3 } as const } } as const;
    expect(refusal(scarabArena({ ...base, units: fiveInside }), { type: 'exit', unit: '1-grunt-pistol', attack: false })).toBe('actionclix/garrison');
    const six = [...fiveInside, { seat: 1, roster: 'elite-sword', where: 'inside' as const, at: [7, 10] as [number, number] }];
    expect(unitOf(play(scarabArena({ ...base, units: six }), { type: 'exit', unit: '1-grunt-pistol', attack: false }).state, '1-grunt-pistol').status).toBe('top');
  });
});

describe('the Scarab\'s guns', () => {
  const guns = (units: object[], extra = {}) => scarabArena({ seat: 1, units: units as never, scarab: { step: { kind: 'guns', main: true, turret: true }, ...extra } });
  it.each([
    { dice: [2, 2], hit: false, click: 0 },
    { dice: [2, 3], hit: true, click: 3 },
  ])('main gun at Normal (attack 10, damage 3) against defense 15 with $dice: hit $hit', ({ dice, click }) => {
    const after = play(withDice(guns([marine([2, 2]), { seat: 0, roster: 'hornet', at: [4, 2] }]), dice), { type: 'scarabFire', gun: 'main', target: '0-marine-ar' }).state;
    expect(unitOf(after, '0-marine-ar').click).toBe(click);
    expect(scarab(after).step).toEqual({ kind: 'guns', main: false, turret: true });
  });

  it('the turret fires at aerial units only, with Chassis values (attack 10, damage 3, armor −1)', () => {
    const s = guns([marine([2, 2]), { seat: 0, roster: 'hornet', at: [4, 2] }]);
    expect(refusal(s, { type: 'scarabFire', gun: 'turret', target: '0-marine-ar' })).toBe('actionclix/turret-aerial-only');
    const after = play(withDice(s, [3, 4]), { type: 'scarabFire', gun: 'turret', target: '0-hornet' }).state;
    expect(unitOf(after, '0-hornet').click).toBe(3);
    expect(refusal(after, { type: 'scarabFire', gun: 'turret', target: '0-hornet' })).toBe('actionclix/gun-used');
  });

  it.each([
    { name: 'beneath it', unit: marine([11, 11]) },
    { name: 'on top of it', unit: marine([0, 0], { where: 'top' }) },
    { name: 'inside it', unit: marine([4, 6], { where: 'inside' }) },
  ])('the guns can\'t target a unit $name', ({ unit }) => {
    expect(refusal(guns([unit, { seat: 0, roster: 'odst-smg', at: [2, 2] }]), { type: 'scarabFire', gun: 'main', target: '0-marine-ar' })).toBe('actionclix/gun-target');
  });

  it.each([
    { kills: 18, outcome: null },
    { kills: 19, outcome: { winners: [1], reason: 'kills' } },
  ])('a kill by the main gun at $kills kill points: outcome $outcome', ({ kills, outcome }) => {
    const s = scarabArena({ seat: 1, kills: [0, kills], units: [marine([2, 2], { click: 4 })], scarab: { step: { kind: 'guns', main: true, turret: false } } });
    expect(play(withDice(s, [6, 6]), { type: 'scarabFire', gun: 'main', target: '0-marine-ar' }).state.outcome).toEqual(outcome);
  });
});
