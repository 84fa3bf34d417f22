/** The roster validator: our own units and dials follow the content rules (RULINGS "Content we design"). */
import { describe, expect, it } from 'vitest';
import { forceProblems } from './forces';
import { DEFAULT_FORCES, ROSTER, rosterUnit } from './roster';
import { ABILITIES, FACTIONS } from './types';

describe('roster', () => {
  it('has at least 18 units over UNSC, Covenant and Flood, with unique ids', () => {
    expect(ROSTER.length).toBeGreaterThanOrEqual(18);
    expect(new Set(ROSTER.map((u) => u.id)).size).toBe(ROSTER.length);
    for (const f of FACTIONS) expect(ROSTER.filter((u) => u.faction === f).length, f).toBeGreaterThanOrEqual(5);
  });

  it('has at least two vehicles, one of them aerial', () => {
    expect(ROSTER.filter((u) => u.kind !== 'figure').length).toBeGreaterThanOrEqual(2);
    expect(ROSTER.some((u) => u.kind === 'aerial')).toBe(true);
  });

  it.each(ROSTER.map((u) => [u.id, u] as const))('%s: 4–10 clicks, 25–150 points, sane values, a starting line on the dial', (_id, u) => {
    expect(u.dial.length).toBeGreaterThanOrEqual(4);
    expect(u.dial.length).toBeLessThanOrEqual(10);
    expect(u.points).toBeGreaterThanOrEqual(25);
    expect(u.points).toBeLessThanOrEqual(150);
    expect(u.start).toBeGreaterThanOrEqual(0);
    expect(u.start).toBeLessThan(u.dial.length - 2);
    if (u.kind === 'figure') expect(u.start).toBe(0);
    for (const [speed, attack, defense, damage, abilities] of u.dial) {
      expect(speed).toBeGreaterThanOrEqual(1);
      expect(attack).toBeGreaterThanOrEqual(5);
      expect(defense).toBeGreaterThanOrEqual(10);
      expect(damage).toBeGreaterThanOrEqual(1);
      for (const a of abilities) expect(ABILITIES).toContain(a);
    }
    if (u.unlock !== undefined) expect(ABILITIES).toContain(u.unlock);
    if (u.kind === 'aerial') expect(u.dial[u.start]?.[4]).toContain('flight');
  });

  it('weapon-swap partners are mutual and cost the same', () => {
    for (const u of ROSTER) {
      for (const p of u.swap) {
        const partner = rosterUnit(p);
        expect(partner, `${u.id} -> ${p}`).toBeDefined();
        expect(partner?.points).toBe(u.points);
        expect(partner?.swap).toContain(u.id);
        expect(partner?.faction).toBe(u.faction);
      }
    }
    expect(ROSTER.filter((u) => u.swap.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('every ability appears on some dial or as an unlock, and some units carry grenades', () => {
    const used = new Set(ROSTER.flatMap((u) => [...u.dial.flatMap((c) => c[4]), ...(u.unlock === undefined ? [] : [u.unlock])]));
    expect([...ABILITIES].filter((a) => !used.has(a))).toEqual([]);
    expect(ROSTER.filter((u) => u.grenade).length).toBeGreaterThanOrEqual(6);
  });

  it('the default forces are legal standard forces', () => {
    for (const f of FACTIONS) expect(forceProblems(DEFAULT_FORCES[f]), f).toEqual([]);
  });
});
