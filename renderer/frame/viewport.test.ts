import { describe, expect, it } from 'vitest';
import { clampPan, fitViewport, MAX_SCALE, MIN_SCALE, zoomAt } from './viewport';

describe('fitViewport', () => {
  const cases = [
    { name: 'a wide board in a square stage', world: { width: 1000, height: 500 }, stage: { width: 548, height: 548 }, scale: 0.5, x: 24, y: 149 },
    { name: 'a small board grows', world: { width: 100, height: 100 }, stage: { width: 248, height: 448 }, scale: 2, x: 24, y: 124 },
    { name: 'an empty stage', world: { width: 100, height: 100 }, stage: { width: 0, height: 0 }, scale: 1, x: 0, y: 0 },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const v = fitViewport(c.world, c.stage);
      expect(v.scale).toBeCloseTo(c.scale);
      expect(v.x).toBeCloseTo(c.x);
      expect(v.y).toBeCloseTo(c.y);
    });
  }
});

describe('zoomAt', () => {
  it('keeps the point under the cursor in place', () => {
    const before = { scale: 1, x: 10, y: 20 };
    const after = zoomAt(before, 2, { x: 110, y: 220 });
    const world = (v: typeof before, p: { x: number; y: number }) => ({ x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale });
    expect(world(after, { x: 110, y: 220 })).toEqual(world(before, { x: 110, y: 220 }));
  });
  const limits = [
    { name: 'stops at the largest zoom', factor: 100, scale: MAX_SCALE },
    { name: 'stops at the smallest zoom', factor: 0.0001, scale: MIN_SCALE },
  ];
  for (const c of limits) it(c.name, () => expect(zoomAt({ scale: 1, x: 0, y: 0 }, c.factor, { x: 0, y: 0 }).scale).toBe(c.scale));
});

describe('clampPan', () => {
  const world = { width: 1000, height: 1000 };
  const stage = { width: 500, height: 400 };
  const cases = [
    { name: 'inside: unchanged', view: { scale: 1, x: -100, y: -100 }, x: -100, y: -100 },
    { name: 'dragged far left', view: { scale: 1, x: -5000, y: 0 }, x: -920, y: 0 },
    { name: 'dragged far down-right', view: { scale: 1, x: 5000, y: 5000 }, x: 420, y: 320 },
  ];
  for (const c of cases) it(c.name, () => expect(clampPan(c.view, world, stage)).toMatchObject({ x: c.x, y: c.y }));
});
