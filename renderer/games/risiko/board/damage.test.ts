import { describe, expect, it } from 'vitest';
import { damaged } from './damage';

const at = (x: number, y: number, size = 10) => ({ x, y, width: size, height: size });
const identity = { a: 1, d: 1, e: 0, f: 0 };

describe('damaged rectangles', () => {
  it.each([
    { name: 'nothing changed, nothing to repaint', before: { a: at(0, 0) }, after: { a: at(0, 0) }, want: [] },
    { name: 'a new drawing is repainted, a pixel round', before: {}, after: { a: at(10, 20) }, want: [{ x0: 9, y0: 19, x1: 21, y1: 31 }] },
    { name: 'a drawing gone is cleared', before: { a: at(10, 20) }, after: {}, want: [{ x0: 9, y0: 19, x1: 21, y1: 31 }] },
    { name: 'a changed drawing (new key, same place) once', before: { 'a|1': at(0, 0) }, after: { 'a|2': at(0, 0) }, want: [{ x0: -1, y0: -1, x1: 11, y1: 11 }] },
    { name: 'a box over another merges', before: { a: at(0, 0) }, after: { b: at(2, 2, 8) }, want: [{ x0: -1, y0: -1, x1: 11, y1: 11 }] },
    { name: 'a corner overlap stays two rectangles', before: { a: at(0, 0) }, after: { b: at(8, 8) }, want: [{ x0: -1, y0: -1, x1: 11, y1: 11 }, { x0: 7, y0: 7, x1: 19, y1: 19 }] },
    { name: 'distant ones stay apart', before: { a: at(0, 0) }, after: { b: at(100, 100) }, want: [{ x0: -1, y0: -1, x1: 11, y1: 11 }, { x0: 99, y0: 99, x1: 111, y1: 111 }] },
  ])('$name', ({ before, after, want }) => {
    expect(damaged(new Map(Object.entries(before)), new Map(Object.entries(after)), identity)).toEqual(want);
  });

  it('merges into one rectangle when there are too many', () => {
    const after = new Map(Array.from({ length: 20 }, (_, i) => [`k${i}`, at(i * 50, 0)] as const));
    expect(damaged(new Map(), after, identity)).toEqual([{ x0: -1, y0: -1, x1: 961, y1: 11 }]);
  });

  it('maps world boxes to device pixels through the view', () => {
    expect(damaged(new Map(), new Map([['a', at(10, 10)]]), { a: 2, d: 2, e: 5, f: 7 })).toEqual([{ x0: 24, y0: 26, x1: 46, y1: 48 }]);
  });
});
