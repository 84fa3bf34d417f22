import { describe, expect, it } from 'vitest';
import { legMs, pathsOf, waypoints } from './paths';

describe('paths a unit goes along', () => {
  it.each([
    { name: 'a move keeps its path, start included', events: [{ type: 'moved', unit: 'a', from: 0, to: 26, path: [0, 25, 26] }], want: { a: [0, 25, 26] } },
    { name: 'a knockback after the move goes on from there', events: [{ type: 'moved', unit: 'a', path: [0, 1] }, { type: 'knockedBack', unit: 'a', path: [2, 3] }], want: { a: [0, 1, 2, 3] } },
    { name: 'a step off the Scarab', events: [{ type: 'steppedOff', unit: 'b', to: 40, path: [40] }], want: { b: [40] } },
    { name: 'a move inside the Scarab is left straight', events: [{ type: 'movedInside', unit: 'c', path: [1, 2] }], want: {} },
    { name: 'events without a path', events: [{ type: 'damaged', unit: 'a' }], want: {} },
  ])('$name', ({ events, want }) => {
    expect(Object.fromEntries(pathsOf(events))).toEqual(want);
  });

  const p = (x: number) => ({ x, y: 0 });
  it.each([
    { name: 'the path after the start', path: [p(0), p(1), p(2)], from: p(0), to: p(2), want: [p(1), p(2)] },
    { name: 'a knockback path without the start', path: [p(1), p(2)], from: p(0), to: p(2), want: [p(1), p(2)] },
    { name: 'a path that ends elsewhere (an older action) goes straight', path: [p(0), p(5)], from: p(0), to: p(2), want: [p(2)] },
    { name: 'no path goes straight', path: undefined, from: p(0), to: p(2), want: [p(2)] },
  ])('waypoints: $name', ({ path, from, to, want }) => {
    expect(waypoints(path, from, to)).toEqual(want);
  });

  it.each([
    { name: 'one square takes one glide', speed: 250, legs: 1, ms: 250 },
    { name: 'three squares one glide each', speed: 250, legs: 3, ms: 250 },
    { name: 'ten squares take three glides in all', speed: 250, legs: 10, ms: 75 },
  ])('legMs: $name', ({ speed, legs, ms }) => {
    expect(legMs(speed, legs)).toBe(ms);
  });
});
