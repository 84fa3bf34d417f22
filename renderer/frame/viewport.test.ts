import { describe, expect, it } from 'vitest';
import { clampPan, fitFocus, fitViewport, focusAround, MAX_SCALE, MIN_SCALE, zoomAt } from './viewport';

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

describe('fitFocus', () => {
  const world = { width: 1000, height: 1000 };
  const stage = { width: 548, height: 548 };
  it.each([
    { name: 'no focus fits the whole board', focus: null, scale: 0.5, x: 24, y: 24 },
    { name: 'a focus in the middle is fitted and centred', focus: { x: 250, y: 250, width: 500, height: 500 }, scale: 1, x: -226, y: -226 },
    { name: 'a focus at the corner keeps the board edge at the margin', focus: { x: 0, y: 0, width: 250, height: 250 }, scale: 2, x: 24, y: 24 },
    { name: 'a focus at the far corner keeps the far edge at the margin', focus: { x: 750, y: 750, width: 250, height: 250 }, scale: 2, x: 548 - 24 - 2000, y: 548 - 24 - 2000 },
  ])('$name', ({ focus, scale, x, y }) => {
    const v = fitFocus(world, stage, focus);
    expect(v.scale).toBeCloseTo(scale);
    expect(v.x).toBeCloseTo(x);
    expect(v.y).toBeCloseTo(y);
  });
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

describe('focusAround', () => {
  const world = { width: 1000, height: 1000 };
  const area = { width: 548, height: 548 };
  it.each([
    { name: 'a centre in the middle gives a window round it', centre: { x: 500, y: 500 }, scale: 1, want: { x: 250, y: 250, width: 500, height: 500 } },
    { name: 'a centre near the corner keeps the window on the board', centre: { x: 50, y: 980 }, scale: 1, want: { x: 0, y: 500, width: 500, height: 500 } },
    { name: 'a window larger than the board is the board', centre: { x: 500, y: 500 }, scale: 0.25, want: { x: 0, y: 0, width: 1000, height: 1000 } },
  ])('$name', ({ centre, scale, want }) => {
    expect(focusAround(world, area, centre, scale)).toEqual(want);
    // Fitted, the window shows at the scale asked for (or the whole board fits).
    expect(fitFocus(world, area, focusAround(world, area, centre, scale)).scale).toBeCloseTo(Math.max(scale, fitViewport(world, area).scale));
  });
});
