/**
 * Special heavy weapons, Noble Team and upgrade restrictions (issue 19; RULES.md "Special heavy weapons",
 * "Upgrade restrictions"): through the public engine API.
 */
import { describe, expect, it } from 'vitest';
import { ROSTER } from './roster';
import { arena, engine, play, refusal, sq, unitOf, withDice } from './testing/arena';
import { scarabArena } from './scarab/testing/arena';
import type { ActionClixAction, ActionClixState } from './types';

const enemy = { seat: 1, roster: 'grunt-pistol', at: [6, 2] as [number, number] };
const listed = (s: ActionClixState, a: ActionClixAction): boolean => engine.legalActions(s, 0).some((x) => JSON.stringify(x) === JSON.stringify(a));

describe('the roster', () => {
  it('has three special heavy weapons (UNSC and Covenant) and the six members of Noble Team, unique and without swaps', () => {
    expect(ROSTER.filter((u) => u.kind === 'heavy').map((u) => u.id)).toEqual(['mg-turret', 'shade', 'plasma-cannon']);
    const noble = ROSTER.filter((u) => u.noble === true);
    expect(noble.map((u) => u.id)).toEqual(['noble-carter', 'noble-kat', 'noble-jun', 'noble-emile', 'noble-jorge', 'noble-six']);
    expect(noble.every((u) => u.faction === 'unsc' && u.swap.length === 0 && u.upgradeOnly === 'noble')).toBe(true);
  });
});

describe('special heavy weapons are emplaced', () => {
  const s = arena({ units: [{ seat: 0, roster: 'mg-turret', at: [2, 2] }, enemy] });

  it.each([
    { name: 'a move', action: { type: 'move', unit: '0-mg-turret', to: sq(3, 2) }, code: 'accepted' },
    { name: 'an attack', action: { type: 'attack', unit: '0-mg-turret', target: '1-grunt-pistol' }, code: 'accepted' },
    { name: 'a move and attack', action: { type: 'moveAttack', unit: '0-mg-turret', to: sq(3, 2) }, code: 'actionclix/heavy-emplaced' },
    { name: 'an attack and cover', action: { type: 'attackCover', unit: '0-mg-turret', target: '1-grunt-pistol' }, code: 'actionclix/heavy-emplaced' },
  ] as const)('$name: $code, listed only when accepted', ({ action, code }) => {
    expect(refusal(withDice(s, [3, 3]), action)).toBe(code);
    expect(listed(s, action)).toBe(code === 'accepted');
  });

  it('moves at most its speed (2 at full health)', () => {
    expect(refusal(s, { type: 'move', unit: '0-mg-turret', to: sq(5, 2) })).toBe('actionclix/out-of-reach');
  });

  it('is never knocked back: a Spartan Laser\'s doubles hit on the Plasma Cannon leaves it where it stands', () => {
    const hit = withDice(arena({ units: [{ seat: 0, roster: 'spartan-laser', at: [2, 2] }, { seat: 1, roster: 'plasma-cannon', at: [4, 2] }] }), [5, 5]);
    const r = play(hit, { type: 'attack', unit: '0-spartan-laser', target: '1-plasma-cannon' });
    expect(r.events.some((e) => e.type === 'shotHit')).toBe(true);
    expect(unitOf(r.state, '1-plasma-cannon').sq).toBe(sq(4, 2));
    expect(r.state.turn?.pending).toEqual([]);
  });

  it('can\'t climb onto the Scarab', () => {
    const k = scarabArena({ units: [{ seat: 0, roster: 'mg-turret', at: [8, 14] }], scarab: { kneeling: true } });
    expect(refusal(k, { type: 'climbOn', unit: '0-mg-turret', attack: false })).toBe('actionclix/cannot-climb');
  });
});

describe('upgrade restrictions', () => {
  const up = (roster: string, upgrades: number): ActionClixState => arena({ units: [{ seat: 0, roster, at: [2, 2], upgrades }, enemy] });

  it.each([
    { name: 'a Flood unit into a Flood unit', from: 'infection-form', into: 'combat-shotgun', code: 'accepted' },
    { name: 'a Flood unit into a Marine', from: 'infection-form', into: 'marine-ar', code: 'actionclix/upgrade-restricted' },
    { name: 'Noble Six into Jorge (Noble Team)', from: 'noble-six', into: 'noble-jorge', code: 'accepted' },
    { name: 'Noble Six into Master Chief', from: 'noble-six', into: 'master-chief', code: 'actionclix/upgrade-restricted' },
    { name: 'a Marine into Noble Six', from: 'marine-ar', into: 'noble-six', code: 'accepted' },
    { name: 'a Machine Gun Turret into anything', from: 'mg-turret', into: 'odst-smg', code: 'actionclix/upgrade-restricted' },
    { name: 'a Marine into a Shade', from: 'marine-ar', into: 'shade', code: 'actionclix/upgrade-restricted' },
  ])('$name: $code, listed only when accepted', ({ from, into, code }) => {
    const s = up(from, 4);
    const action = { type: 'upgrade', unit: `0-${from}`, into: `0-${into}`, spend: 4 } as const;
    expect(refusal(s, action)).toBe(code);
    expect(listed(s, action)).toBe(code === 'accepted');
  });

  it('are ignored by a seat playing with a limited number of units (fewer than the whole roster)', () => {
    const s = up('infection-form', 1);
    const limited = { ...s, units: s.units.filter((u) => u.id !== '0-arbiter') };
    expect(refusal(limited, { type: 'upgrade', unit: '0-infection-form', into: '0-marine-ar', spend: 1 })).toBe('accepted');
  });
});
