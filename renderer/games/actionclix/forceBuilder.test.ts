import { describe, expect, it } from 'vitest';
import { actionclixEngine, ROSTER } from '../../../engines/actionclix';
import { addable, addUnit, defaultForce, defaultOptions, overBy, pointsLeft, removeUnit, summary, withBattlefield, withTeams } from './forceBuilder';

describe('launcher options', () => {
  it.each([2, 3, 4])('the defaults for %i players are accepted by the engine', (players) => {
    const o = defaultOptions(players);
    expect(o.forces).toHaveLength(players);
    expect(actionclixEngine.parseOptions(o, players).ok).toBe(true);
  });

  it('reserves follow the force: every roster unit outside it', () => {
    const o = removeUnit(defaultOptions(2), 0, 'sgt-johnson');
    expect(o.reserves[0]).toContain('sgt-johnson');
    expect(o.reserves[0]).toHaveLength(ROSTER.length - 4);
    const back = addUnit(o, 0, 'sgt-johnson');
    expect(back.reserves[0]).not.toContain('sgt-johnson');
    expect(back.forces[1]).toEqual(o.forces[1]);
  });

  it('adding a unit twice keeps one copy', () => {
    const o = defaultOptions(2);
    expect(addUnit(o, 0, 'marine-ar')).toBe(o);
  });

  it.each([
    { name: 'the default UNSC force: 295 points, no problem', edit: (o: ReturnType<typeof defaultOptions>) => o, points: 295, codes: [] as string[] },
    { name: 'four units are too few', edit: (o: ReturnType<typeof defaultOptions>) => removeUnit(o, 0, 'sgt-johnson'), points: 220, codes: ['actionclix/force-too-few'] },
    { name: '400 points exactly is allowed', edit: (o: ReturnType<typeof defaultOptions>) => addUnit(addUnit(o, 0, 'pure-tank'), 0, 'grunt-pistol'), points: 400, codes: [] },
    { name: 'over 400 points is not', edit: (o: ReturnType<typeof defaultOptions>) => addUnit(o, 0, 'ghost'), points: 405, codes: ['actionclix/force-too-many-points'] },
  ])('$name', ({ edit, points, codes }) => {
    const s = summary(edit(defaultOptions(2)), 0);
    expect(s.points).toBe(points);
    expect(s.problems.map((p) => p.code)).toEqual(codes);
  });

  it('offers only units not in the force and within the per-unit limit', () => {
    const o = defaultOptions(2);
    const list = addable(o, 0);
    expect(list).not.toContain('sgt-johnson');
    expect(list).toContain('warthog');
    expect(list).toContain('master-chief');
    expect(addable({ ...o, limits: { ...o.limits, maxUnitPoints: 100 } }, 0)).not.toContain('master-chief');
  });

  it.each([
    { name: 'a unit that fits the points left', unit: 'grunt-pistol', over: 0 },
    { name: 'a unit beyond the points left, by how much', unit: 'ghost', over: 5 },
  ])('tells before adding whether a unit fits: $name', ({ unit, over }) => {
    const o = defaultOptions(2);
    expect(pointsLeft(o, 0)).toBe(400 - summary(o, 0).points);
    expect(overBy(o, 0, unit)).toBe(over);
  });

  it('a default force per faction replaces the seat\'s force', () => {
    const o = defaultForce(defaultOptions(2), 0, 'flood');
    expect(o.forces[0]).toEqual(['infection-form', 'combat-shotgun', 'combat-claws', 'pure-stalker', 'pure-tank', 'pure-ranged']);
    expect(actionclixEngine.parseOptions(o, 2).ok).toBe(true);
  });

  it('the quick battlefield takes two tiles; teams need four players', () => {
    const quick = withBattlefield(defaultOptions(2), 'quick');
    expect(quick.tiles).toHaveLength(2);
    expect(actionclixEngine.parseOptions(quick, 2).ok).toBe(true);
    const pairs = withTeams(defaultOptions(4), 'pairs');
    expect(actionclixEngine.parseOptions(pairs, 4).ok).toBe(true);
    const bad = actionclixEngine.parseOptions(withTeams(defaultOptions(2), 'pairs'), 2);
    expect(bad.ok ? '' : bad.error.code).toBe('actionclix/team-players');
  });
});
