/**
 * The attacker's way into the Scarab as the bots see it. The arena's Scarab stands at (9, 8) facing north
 * (area x 9-14, y 8-15; Chassis base x 9-10, y 14-15); seat 0 attacks, seat 1 plays the Scarab.
 */
import { describe, expect, it } from 'vitest';
import { isq, scarabArena, type ScarabPlaced } from '../scarab/testing/arena';
import { battlemapOf } from '../battlemap';
import { modeOf } from '../modes';
import type { ActionClixAction, ActionClixState } from '../types';
import { evaluate } from './evaluate';
import { approachWorth, APPROACH, attackerPlan } from './scarabPlan';
import { context, scoreAction } from './scoring';

const geoOf = (s: ActionClixState) => battlemapOf(s, modeOf(s)).geo;
const at = (seat: number, roster: string, x: number, y: number): ScarabPlaced => ({ seat, roster, at: [x, y] });
const inside = (roster: string, x: number, y: number): ScarabPlaced => ({ seat: 0, roster, where: 'inside', at: [x, y] });

describe('how close an attacker unit stands to climbing on', () => {
  it.each([
    { name: 'next to the Chassis base, kneeling: the whole approach', unit: at(0, 'marine-ar', 8, 14), kneeling: true, worth: (v: number) => v === APPROACH },
    { name: 'next to the Chassis base, standing: less', unit: at(0, 'marine-ar', 8, 14), kneeling: false, worth: (v: number) => v > 0 && v < APPROACH },
    { name: 'four squares off: less than next to it', unit: at(0, 'marine-ar', 4, 14), kneeling: true, worth: (v: number) => v > 0 && v < APPROACH },
    { name: 'across the battlefield: nothing', unit: at(0, 'marine-ar', 0, 0), kneeling: true, worth: (v: number) => v === 0 },
    { name: 'a Warthog (never climbs) next to it: nothing', unit: at(0, 'warthog', 8, 14), kneeling: true, worth: (v: number) => v === 0 },
  ])('$name', ({ unit, kneeling, worth }) => {
    const s = scarabArena({ units: [unit], scarab: { kneeling } });
    const sc = s.scarab;
    const u = s.units.find((x) => x.id === `0-${unit.roster}`);
    if (sc === undefined || u === undefined) throw new Error('arena');
    const v = approachWorth(sc, geoOf(s), u, u.sq);
    expect(worth(v), `worth ${v}`).toBe(true);
  });
});

describe('the attacker\'s progress on the way in, counted by the evaluation', () => {
  const plan = (units: ScarabPlaced[]) => {
    const s = scarabArena({ units, scarab: { kneeling: true } });
    if (s.scarab === undefined) throw new Error('arena');
    return { plan: attackerPlan(s, s.scarab, geoOf(s)), value: evaluate(s, 0) };
  };
  it.each([
    { name: 'next to the Chassis base beats far away', better: [at(0, 'marine-ar', 8, 14)], worse: [at(0, 'marine-ar', 0, 0)] },
    { name: 'on top beats next to the Chassis base', better: [{ seat: 0, roster: 'marine-ar', where: 'top' } as ScarabPlaced], worse: [at(0, 'marine-ar', 8, 14)] },
    { name: 'inside on the Ramp beats on top', better: [inside('marine-ar', 4, 10)], worse: [{ seat: 0, roster: 'marine-ar', where: 'top' } as ScarabPlaced] },
    { name: 'next to the Main Power Core beats the Ramp', better: [inside('marine-ar', 4, 3)], worse: [inside('marine-ar', 4, 10)] },
  ])('$name', ({ better, worse }) => {
    const a = plan(better);
    const b = plan(worse);
    expect(a.plan).toBeGreaterThan(b.plan);
    expect(a.value).toBeGreaterThan(b.value);
  });

  it('a click of the Main Power Core is worth more to the attacker than one of the Shell', () => {
    const core = scarabArena({ scarab: { clicks: { shell: 0, chassis: 2, core: 4, event: 0 } } });
    const shell = scarabArena({ scarab: { clicks: { shell: 1, chassis: 2, core: 3, event: 0 } } });
    expect(evaluate(core, 0)).toBeGreaterThan(evaluate(shell, 0));
  });
});

describe('scoring the attacker\'s actions on the way in', () => {
  const score = (units: ScarabPlaced[], a: ActionClixAction, clicks = { shell: 0, chassis: 2, core: 3, event: 0 }) =>
    scoreAction(context(scarabArena({ units, scarab: { kneeling: true, clicks } }), 0), a);
  it.each([
    { name: 'a shot at a Scarab whose Shell and Chassis show their last clicks: below ending the turn', v: () => score([at(0, 'marine-ar', 2, 2)], { type: 'attack', unit: '0-marine-ar', target: 'scarab' }, { shell: 11, chassis: 9, core: 3, event: 0 }), worth: (v: number) => v < -0.02 },
    { name: 'a shot at the Shell at click 0: a little', v: () => score([at(0, 'marine-ar', 2, 2)], { type: 'attack', unit: '0-marine-ar', target: 'scarab' }), worth: (v: number) => v > 0 && v < 0.3 },
    { name: 'a shot at the core from next to it: more than a kill point', v: () => score([inside('odst-smg', 4, 3)], { type: 'attack', unit: '0-odst-smg', target: 'core' }), worth: (v: number) => v > 1 },
    { name: 'climbing on from next to the Chassis base: worth it', v: () => score([at(0, 'marine-ar', 8, 14)], { type: 'climbOn', unit: '0-marine-ar', attack: false }), worth: (v: number) => v > 0.3 },
    { name: 'entering from the top onto the Ramp: worth it', v: () => score([{ seat: 0, roster: 'marine-ar', where: 'top' }], { type: 'enter', unit: '0-marine-ar', to: isq(4, 10), attack: false }), worth: (v: number) => v > 0.3 },
  ])('$name', ({ v, worth }) => {
    const value = v();
    expect(worth(value), `worth ${value}`).toBe(true);
  });
});

describe('the Scarab side against the way in', () => {
  const fire = (near: string, far: string) => {
    const s = scarabArena({ seat: 1, units: [at(0, near, 8, 14), at(0, far, 2, 2)], scarab: { kneeling: true } });
    const c = context(s, 1);
    return { near: scoreAction(c, { type: 'scarabFire', gun: 'main', target: `0-${near}` }), far: scoreAction(c, { type: 'scarabFire', gun: 'main', target: `0-${far}` }) };
  };
  it.each([
    { name: 'the main gun prefers the Marine (AR) next to the Chassis base to the Marine (shotgun) far off', near: 'marine-ar', far: 'marine-shotgun' },
    { name: 'and the other way round', near: 'marine-shotgun', far: 'marine-ar' },
  ])('$name', ({ near, far }) => {
    const v = fire(near, far);
    expect(v.near).toBeGreaterThan(v.far);
  });

  it.each([
    { name: 'a reinforcement with no attacker inside moves next to the Main Power Core rather than stay on the Ramp', from: [4, 10] as const, to: [4, 3] as const },
    { name: 'and rather next to it than four squares off', from: [4, 6] as const, to: [4, 3] as const },
  ])('$name', ({ from, to }) => {
    const s = scarabArena({ seat: 1, units: [{ seat: 1, roster: 'elite-rifle', where: 'inside', at: from }] });
    const v = scoreAction(context(s, 1), { type: 'moveInside', unit: '1-elite-rifle', to: isq(...to), attack: false });
    expect(v).toBeGreaterThan(0);
  });
});
