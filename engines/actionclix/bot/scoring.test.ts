import { describe, expect, it } from 'vitest';
import { isq, scarabArena, type ScarabPlaced } from '../scarab/testing/arena';
import { context, scoreAction } from './scoring';

const inside = (seat: number, roster: string, x: number, y: number, grenades = 1): ScarabPlaced => ({ seat, roster, where: 'inside', at: [x, y], grenades });

/** Positions inside the Scarab: whose unit throws, where, and what the throw should be worth. */
const CASES = [
  { name: 'the attacker at the Main Power Core', seat: 0, units: [inside(0, 'marine-ar', 4, 3)], unit: '0-marine-ar', square: isq(4, 2), worth: (v: number) => v > 0.3 },
  { name: 'a reinforcement at an empty square with no attacker inside', seat: 1, units: [inside(1, 'elite-rifle', 4, 8)], unit: '1-elite-rifle', square: isq(4, 5), worth: (v: number) => v < 0 },
  { name: 'a reinforcement at its own core', seat: 1, units: [inside(1, 'elite-rifle', 4, 3)], unit: '1-elite-rifle', square: isq(4, 2), worth: (v: number) => v < 0 },
  { name: 'a reinforcement at an attacker inside', seat: 1, units: [inside(1, 'elite-rifle', 4, 8), inside(0, 'marine-ar', 4, 5, 0)], unit: '1-elite-rifle', square: isq(4, 5), worth: (v: number) => v > 0 },
  { name: 'the attacker at an attacker next to a reinforcement', seat: 0, units: [inside(0, 'marine-ar', 4, 8), inside(0, 'odst-smg', 5, 5, 0), inside(1, 'grunt-pistol', 4, 5, 0)], unit: '0-marine-ar', square: isq(5, 5), worth: (v: number) => v < 0 },
];

describe('scoring a grenade inside the Scarab', () => {
  it.each(CASES)('$name', ({ seat, units, unit, square, worth }) => {
    const s = scarabArena({ units, seat });
    const v = scoreAction(context(s, seat), { type: 'grenadeInside', unit, square });
    expect(worth(v), `worth ${v}`).toBe(true);
  });
});
