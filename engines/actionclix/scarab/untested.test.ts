/**
 * Seed 003's rules the engine followed without a test until issue 19, and the ruling that a unit acting
 * from on top is adjacent and in range as best suits it: each a named case through the public engine API.
 * The Scarab starts at (9, 8) facing north: area beneath x 9-14, y 8-15; Chassis base (9-10, 14-15).
 */
import { describe, expect, it } from 'vitest';
import { play, refusal, sq, unitOf, withDice } from '../testing/arena';
import { engine } from '../testing/arena';
import type { ActionClixState } from '../types';
import { isq, scarabArena, type ScarabPlaced } from './testing/arena';

const scarab = (s: ActionClixState) => {
  if (s.scarab === undefined) throw new Error('no Scarab');
  return s.scarab;
};
const at = (roster: string, x: number, y: number, extra: Partial<ScarabPlaced> = {}): ScarabPlaced => ({ seat: 0, roster, at: [x, y], ...extra });
const foe = (roster: string, x: number, y: number, extra: Partial<ScarabPlaced> = {}): ScarabPlaced => ({ seat: 1, roster, at: [x, y], ...extra });
const attackOf = (r: ReturnType<typeof play>): unknown => r.events.find((e) => e.type === 'shotHit' || e.type === 'shotMissed' || e.type === 'grenadeHit' || e.type === 'grenadeMissed')?.attack;

describe('the Scarab itself', () => {
  it.each([
    { name: 'a Spartan Laser (Blast Back) on doubles', unit: at('spartan-laser', 2, 2) },
    { name: 'a Gravity Hammer next to the Chassis base', unit: at('brute-hammer', 8, 14) },
  ])('is never knocked back: $name hits and the Scarab stays put, with no knockback to choose', ({ unit }) => {
    const s = withDice(scarabArena({ units: [unit] }), [5, 5]);
    const r = play(s, { type: 'attack', unit: `0-${unit.roster}`, target: 'scarab' });
    expect(r.events.some((e) => e.type === 'scarabHit')).toBe(true);
    expect(scarab(r.state)).toMatchObject({ x: 9, y: 8, facing: 'n' });
    expect(r.state.turn?.pending).toEqual([]);
  });

  it('every unit has line of fire to it, through walls: a Marine inside the hangar\'s walled hall shoots it, but not a unit outside the hall', () => {
    const s = withDice(scarabArena({ units: [at('marine-ar', 5, 5), foe('grunt-pistol', 1, 1)] }), [3, 3]);
    expect(refusal(s, { type: 'attack', unit: '0-marine-ar', target: '1-grunt-pistol' })).toBe('actionclix/no-line-of-fire');
    expect(refusal(s, { type: 'attack', unit: '0-marine-ar', target: 'scarab' })).toBe('accepted');
    expect(engine.legalActions(s, 0)).toContainEqual({ type: 'attack', unit: '0-marine-ar', target: 'scarab' });
  });

  it('moves over walls: shifting east carries its Main Power Core base across the canyon\'s cliff line (x 20, y 6-12)', () => {
    const s = play(withDice(scarabArena({ seat: 1, scarab: { x: 14, y: 4 } }), [1]), { type: 'scarabRoll' }).state;
    expect(scarab(s).step).toMatchObject({ kind: 'move', move: 'shift' });
    expect(engine.legalActions(s, 1)).toContainEqual({ type: 'scarabShift', dir: 'e' });
    const moved = play(s, { type: 'scarabShift', dir: 'e' }).state;
    expect(scarab(moved)).toMatchObject({ x: 15, y: 4 });
    expect(engine.view(moved, null).scarab?.bases.core).toEqual([sq(19, 10), sq(20, 10), sq(19, 11), sq(20, 11)]);
  });

  it('Shield Regeneration on the Shell\'s click 2 heals it 1 click after the Event dial turns', () => {
    const s = withDice(scarabArena({ seat: 1, scarab: { clicks: { shell: 2, chassis: 2, core: 3, event: 1 } } }), [6]);
    const r = play(s, { type: 'scarabRoll' });
    expect(r.events.filter((e) => e.type === 'scarabSpecial').map((e) => e.special)).toEqual(['stomp', 'shieldRegen']);
    expect(r.events.find((e) => e.type === 'scarabHealed')).toMatchObject({ dial: 'shell', amount: 1, click: 1 });
    expect(scarab(r.state).clicks.shell).toBe(1);
  });

  it('the attacker\'s kill points never win the scenario: at 25 (the Scarab side needs 20) a kill of a reinforcement wins nothing', () => {
    const s = withDice(scarabArena({ units: [at('master-chief', 2, 2), foe('grunt-pistol', 4, 2, { click: 3 })], kills: [25, 0] }), [6, 5]);
    const r = play(s, { type: 'attack', unit: '0-master-chief', target: '1-grunt-pistol' });
    expect(unitOf(r.state, '1-grunt-pistol').status).toBe('down');
    expect(r.state.outcome).toBeNull();
    expect(play(r.state, { type: 'endTurn' }).state.outcome).toBeNull();
  });
});

describe('units on top', () => {
  it('are never knocked back: a Spartan Laser\'s doubles hit leaves the Jackal on top with no knockback to choose', () => {
    const s = withDice(scarabArena({ units: [at('spartan-laser', 4, 10), foe('jackal-beam', 0, 0, { where: 'top' })] }), [5, 5]);
    const r = play(s, { type: 'attack', unit: '0-spartan-laser', target: '1-jackal-beam' });
    expect(r.events.some((e) => e.type === 'shotHit')).toBe(true);
    expect(engine.view(r.state, null).units.find((u) => u.id === '1-jackal-beam')).toMatchObject({ status: 'top' });
    expect(r.state.turn?.pending).toEqual([]);
  });

  it.each([
    { name: '6 squares from the area beneath: in range of the camouflaged Elite', x: 3, code: 'accepted' },
    { name: '7 squares from the area beneath: out of Active Camouflage\'s range', x: 2, code: 'actionclix/camo-range' },
  ])('a battlefield unit counts range to the area beneath: $name', ({ x, code }) => {
    const s = withDice(scarabArena({ units: [at('marine-ar', x, 10), foe('elite-sword', 0, 0, { where: 'top' })] }), [1, 1]);
    expect(refusal(s, { type: 'attack', unit: '0-marine-ar', target: '1-elite-sword' })).toBe(code);
  });

  it.each([
    { name: 'an Energy Sword reaches a battlefield unit 9 squares away (adjacent)', unit: 'elite-sword', target: foe('grunt-pistol', 0, 10) },
    { name: 'a Marine shoots a camouflaged Elite 9 squares away (in range)', unit: 'marine-ar', target: foe('elite-sword', 0, 10) },
  ])('from on top, adjacency and range are whichever suits the acting unit: $name', ({ unit, target }) => {
    const s = withDice(scarabArena({ units: [at(unit, 0, 0, { where: 'top' }), target] }), [1, 1]);
    expect(refusal(s, { type: 'attack', unit: `0-${unit}`, target: `1-${target.roster}` })).toBe('accepted');
    expect(engine.legalActions(s, 0)).toContainEqual({ type: 'attack', unit: `0-${unit}`, target: `1-${target.roster}` });
  });

  it('from on top, a Sniper Rifle gets its long-range +2 even at a unit right next to the area beneath', () => {
    const s = withDice(scarabArena({ units: [at('odst-sniper', 0, 0, { where: 'top' }), foe('grunt-pistol', 8, 10)] }), [1, 1]);
    expect(attackOf(play(s, { type: 'attack', unit: '0-odst-sniper', target: '1-grunt-pistol' }))).toBe(9 + 2);
  });
});

describe('inside', () => {
  it.each([
    { name: 'next to the core: 8 + 3', from: [4, 3] as const, attack: 11 },
    { name: 'two squares away: 8', from: [4, 4] as const, attack: 8 },
  ])('a grenade at the Main Power Core is thrown with +3 from a square next to it: $name', ({ from, attack }) => {
    const s = withDice(scarabArena({ units: [at('marine-ar', from[0], from[1], { where: 'inside', grenades: 1 })] }), [1, 1]);
    expect(attackOf(play(s, { type: 'grenadeInside', unit: '0-marine-ar', square: isq(4, 2) }))).toBe(attack);
  });
});
