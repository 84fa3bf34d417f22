/** Starting forces (rulebook: at least five units, 400 points or less, none above 150) with coded errors. */
import { describe, expect, it } from 'vitest';
import { forcePoints, forceProblems, validateForce } from './forces';

const OK = ['marine-ar', 'odst-sniper', 'spartan-ar', 'sgt-johnson', 'warthog'];

describe('force validation', () => {
  it.each([
    ['a legal force (385 points, 5 units)', OK, []],
    ['four units are too few', OK.slice(0, 4), ['actionclix/force-too-few']],
    ['405 points are too many', ['master-chief', 'arbiter', 'grunt-pistol', 'grunt-needler', 'infection-form', 'marine-ar'], ['actionclix/force-too-many-points']],
    ['exactly 400 points is allowed', ['master-chief', 'arbiter', 'grunt-pistol', 'grunt-needler', 'jackal-beam'], []],
    ['an unknown unit', [...OK, 'spartan-ghost'], ['actionclix/force-unknown-unit']],
    ['the same unit twice', [...OK.slice(0, 4), 'marine-ar'], ['actionclix/force-duplicate-unit']],
  ] as const)('%s', (_name, units, codes) => {
    expect(forceProblems(units).map((e) => e.code)).toEqual(codes);
  });

  it('counts points exactly at the boundary: 400 is legal, 405 is not', () => {
    const units = ['master-chief', 'arbiter', 'grunt-pistol', 'grunt-needler', 'jackal-beam'];
    expect(forcePoints(units)).toBe(400);
    expect(forceProblems(units)).toEqual([]);
    const over = [...units.slice(0, 4), 'infection-form', 'marine-ar', 'grunt-needler'].filter((u, i, all) => all.indexOf(u) === i);
    expect(forcePoints(over)).toBe(405);
    expect(forceProblems(over)).toEqual([{ code: 'actionclix/force-too-many-points', params: { points: 405, max: 400 } }]);
  });

  it('the limits are options for larger games', () => {
    const big = { minUnits: 3, maxPoints: 1000, maxUnitPoints: 150 };
    expect(forceProblems(['master-chief', 'arbiter', 'hornet'], big)).toEqual([]);
    expect(forceProblems(['master-chief'], { minUnits: 1, maxPoints: 400, maxUnitPoints: 100 })).toEqual([
      { code: 'actionclix/force-unit-too-expensive', params: { unit: 'master-chief', points: 150, max: 100 } },
    ]);
  });

  it('lists every problem at once for a force builder', () => {
    expect(forceProblems(['x', 'master-chief']).map((e) => e.code)).toEqual(['actionclix/force-unknown-unit', 'actionclix/force-too-few']);
  });

  it('a named force needs a name of 1 to 40 characters', () => {
    expect(validateForce({ name: 'Blue Team', units: OK })).toEqual({ ok: true, value: undefined });
    expect(validateForce({ name: '  ', units: OK })).toEqual({ ok: false, error: { code: 'actionclix/force-name', params: { max: 40 } } });
    expect(validateForce({ name: 'x'.repeat(41), units: OK }).ok).toBe(false);
    expect(validateForce({ name: 'Red', units: OK.slice(0, 2) })).toMatchObject({ ok: false, error: { code: 'actionclix/force-too-few' } });
  });
});
