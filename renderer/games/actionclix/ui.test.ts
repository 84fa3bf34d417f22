import { describe, expect, it } from 'vitest';
import { actionclixEngine, geoFor, type ActionClixAction } from '../../../engines/actionclix';
import { aimOf, needsLabel, wallStop } from './board/aim';
import { defaultOptions } from './forceBuilder';
import { choicesOf } from './model';
import { lastRoll } from './overlay/roll';
import { promptOf } from './prompt';
import { plan } from './testing/policy';

const engine = actionclixEngine;
const steps = plan(defaultOptions(2), 2, 'acx-2', 40);
const t = (key: string, params?: Record<string, unknown>) => `${key}${params === undefined ? '' : JSON.stringify(params)}`;

function at(type: ActionClixAction['type']) {
  const step = steps.find((s) => s.action.type === type);
  if (step === undefined) throw new Error(`no ${type}`);
  return { ...step, view: engine.view(step.state, step.seat), legal: engine.legalActions(step.state, step.seat) };
}

describe('the prompt says who must act and what', () => {
  it.each([
    { name: 'spawn points', type: 'placeSpawn' as const, unit: null, key: 'ui.prompt.spawns' },
    { name: 'deployment', type: 'deploy' as const, unit: null, key: 'ui.prompt.deploy' },
    { name: 'a turn without a chosen unit', type: 'move' as const, unit: null, key: 'ui.prompt.choose' },
    { name: 'a pending cover move', type: 'cover' as const, unit: null, key: 'ui.prompt.cover' },
  ])('$name', ({ type, unit, key }) => {
    const s = at(type);
    const p = promptOf(s.view, s.legal, 'Ada', unit, 'auto', t);
    expect(p.key).toBe(key);
    expect(p.params.name).toBe('Ada');
  });

  it('counts the actions left and names the chosen unit', () => {
    const s = at('move');
    expect(promptOf(s.view, s.legal, 'Ada', null, 'auto', t).params).toMatchObject({ count: 3, max: 3 });
    const unit = s.action.type === 'move' ? s.action.unit : '';
    const p = promptOf(s.view, s.legal, 'Ada', unit, 'moveAttack', t);
    expect(p.key).toBe('ui.prompt.mode.moveAttack');
    expect(p.params.unit).toBe(`units.${unit.slice(2)}`);
  });
});

describe('aiming', () => {
  it.each([
    { roll: 2, key: 'ui.aim.always' },
    { roll: 3, key: 'ui.aim.needs{"roll":3}' },
    { roll: 12, key: 'ui.aim.needs{"roll":12}' },
    { roll: 13, key: 'ui.aim.sixes' },
  ])('a roll of $roll reads $key', ({ roll, key }) => expect(needsLabel(roll, t)).toBe(key));

  it('stops the thread at D6, before the hangar hall\'s west wall (from E6 towards A6)', () => {
    const geo = geoFor('standard', ['hangar', 'canyon', 'outpost', 'reactor']);
    // From inside the hall (E6) west to A6: the wall on grid line x = 3 stops it at D6.
    expect(wallStop(geo, 5 * 24 + 4, 5 * 24 + 0)).toBe(5 * 24 + 3);
  });

  it('a legal target gets a clear thread and its roll; a friend gets none', () => {
    const s = at('attackCover');
    if (s.action.type !== 'attackCover') throw new Error('type');
    const geo = geoFor(s.view.options.battlefield, s.view.options.tiles);
    const choices = choicesOf(s.view, s.legal, { unit: s.action.unit, mode: 'auto' });
    const target = s.view.units.find((u) => u.id === (s.action.type === 'attackCover' ? s.action.target : ''));
    const me = s.view.units.find((u) => u.id === (s.action.type === 'attackCover' ? s.action.unit : ''));
    if (target === undefined || me === undefined) throw new Error('units');
    const aim = aimOf(s.view, geo, me.id, target.sq, choices, t);
    expect(aim?.kind).toBe('shot');
    expect(aim?.kind === 'shot' && aim.stop).toBeNull();
    expect(aim?.label).toBe(needsLabel(target.defense - me.attack, t));
    const friend = s.view.units.find((u) => u.seat === me.seat && u.id !== me.id && u.status === 'map');
    expect(friend && aimOf(s.view, geo, me.id, friend.sq, choices, t)).toBeNull();
  });
});

describe('the dice tray', () => {
  it('shows the attack roll with its result', () => {
    const roll = lastRoll([
      { type: 'diceRolled', seat: 0, unit: '0-marine-ar', dice: [4, 2], total: 6, purpose: 'shot' },
      { type: 'shotMissed', seat: 0, unit: '0-marine-ar', target: '1-ghost', attack: 8, total: 14, needed: 16, doubleSix: false },
    ]);
    expect(roll).toEqual({ kind: 'attack', unit: '0-marine-ar', dice: [4, 2], attack: 8, total: 14, needed: 16, hit: false, grenade: false, target: '1-ghost' });
  });
  it.each([
    {
      name: "the Scarab's Event die shows with the column it read",
      events: [
        { type: 'diceRolled', seat: 1, unit: 'scarab', dice: [5], total: 5, purpose: 'event' },
        { type: 'scarabRolled', seat: 1, die: 5, column: 2, columnName: '5', move: 'shift', kneel: false, specials: [] },
      ],
      roll: { kind: 'event', unit: '', dice: [5], column: '5' },
    },
    {
      name: "the Scarab's mortar shows as a grenade with its result",
      events: [
        { type: 'diceRolled', seat: 1, unit: 'scarab', dice: [3, 6], total: 9, purpose: 'mortar' },
        { type: 'scarabSpecial', special: 'mortar', dial: 'event', square: 40, attack: 9, total: 18, needed: 12, hit: true },
      ],
      roll: { kind: 'attack', unit: '', dice: [3, 6], attack: 9, total: 18, needed: 12, hit: true, grenade: true, target: null, gun: 'mortar' },
    },
    {
      name: "the Scarab's main gun names the gun",
      events: [
        { type: 'diceRolled', seat: 1, unit: 'scarab', dice: [1, 2], total: 3, purpose: 'mainGun' },
        { type: 'scarabFired', seat: 1, gun: 'main', target: '0-ghost', attack: 10, total: 13, needed: 17, hit: false },
      ],
      roll: { kind: 'attack', unit: '', dice: [1, 2], attack: 10, total: 13, needed: 17, hit: false, grenade: false, target: '0-ghost', gun: 'main' },
    },
  ])('$name', ({ events, roll }) => {
    expect(lastRoll(events)).toEqual(roll);
  });
  it('shows a loot roll, and nothing without dice', () => {
    expect(lastRoll([{ type: 'lootRolled', seat: 1, unit: '1-ghost', dice: [6, 6], total: 12, result: 'upgrade' }])?.kind).toBe('loot');
    expect(lastRoll([{ type: 'moved', seat: 0 }])).toBeNull();
  });
});
