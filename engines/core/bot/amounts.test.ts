import { describe, expect, it } from 'vitest';
import { actionKey, expandAmounts, spread, withinLegal } from './amounts';

describe('amounts', () => {
  it.each([
    { name: 'one value when the range is empty', min: 3, max: 3, points: 4, out: [3] },
    { name: 'every value of a short range', min: 1, max: 3, points: 4, out: [1, 2, 3] },
    { name: 'spread values with both ends over a long range', min: 1, max: 10, points: 4, out: [1, 4, 7, 10] },
  ])('spread: $name', ({ min, max, points, out }) => {
    expect(spread(min, max, points)).toEqual(out);
  });

  it('fills the listed range of each group and keeps other actions in place', () => {
    const legal = [{ type: 'end' }, { type: 'move', to: 'a', count: 1 }, { type: 'move', to: 'a', count: 7 }, { type: 'move', to: 'b', count: 1 }];
    expect(expandAmounts(legal, 'count', 3)).toEqual([
      { type: 'end' },
      { type: 'move', to: 'a', count: 1 },
      { type: 'move', to: 'a', count: 4 },
      { type: 'move', to: 'a', count: 7 },
      { type: 'move', to: 'b', count: 1 },
    ]);
  });

  it('keys actions by their fields whatever their order', () => {
    expect(actionKey({ a: 1, b: 'x' })).toBe(actionKey({ b: 'x', a: 1 }));
    expect(actionKey({ a: 1, b: undefined })).toBe(actionKey({ a: 1 }));
  });

  it.each([
    { name: 'a listed action', action: { type: 'move', count: 7 }, ok: true },
    { name: 'an amount between the ends', action: { type: 'move', count: 5 }, ok: true },
    { name: 'an amount past the end', action: { type: 'move', count: 8 }, ok: false },
    { name: 'a fraction', action: { type: 'move', count: 2.5 }, ok: false },
  ])('withinLegal: $name', ({ action, ok }) => {
    expect(withinLegal([{ type: 'move', count: 1 }, { type: 'move', count: 7 }], action, ['count'])).toBe(ok);
  });
});
