import { describe, expect, it } from 'vitest';
import { bitmapPixels, blitFor, covers } from './mapBitmap';

const world = { width: 1800, height: 1300 };
const screen = { width: 1000, height: 800 };

describe('the map bitmap', () => {
  it.each([
    { name: 'fitted: the whole world, nothing more', view: { scale: 0.5, x: 50, y: 75 }, want: { x: 50, y: 75, width: 900, height: 650 } },
    { name: 'zoomed in: the screen and a quarter screen around it (the budget)', view: { scale: 2, x: -1500, y: -1000 }, want: { x: -250, y: -200, width: 1500, height: 1200 } },
    { name: 'panned to an edge: cut at the world', view: { scale: 2, x: 0, y: 0 }, want: { x: 0, y: 0, width: 1500, height: 1200 } },
    { name: 'the world off screen: nothing', view: { scale: 1, x: 5000, y: 0 }, want: { x: 5000, y: 0, width: 0, height: 800 } },
  ])('renders the part worth having ($name)', ({ view, want }) => {
    const got = bitmapPixels(world, view, screen);
    expect(got.width * got.height).toBeLessThanOrEqual(screen.width * screen.height * 2.5 + 1);
    if (want.width > 0) expect(got).toEqual(want);
    else expect(got.width * got.height).toBe(0);
  });

  it.each([
    { name: 'same view: an exact copy', now: { scale: 0.5, x: 50, y: 75 }, want: { k: 1, dx: 50, dy: 75, exact: true } },
    { name: 'panned by whole pixels: still exact', now: { scale: 0.5, x: 60, y: 70 }, want: { k: 1, dx: 60, dy: 70, exact: true } },
    { name: 'panned by half a pixel: resampled', now: { scale: 0.5, x: 50.5, y: 75 }, want: { k: 1, dx: 50.5, dy: 75, exact: false } },
    { name: 'zoomed: scaled about the world origin', now: { scale: 1, x: 0, y: 0 }, want: { k: 2, dx: 0, dy: 0, exact: false } },
  ])('draws a bitmap made for one view in another ($name)', ({ now, want }) => {
    const frame = { view: { scale: 0.5, x: 50, y: 75 }, pixels: { x: 50, y: 75, width: 900, height: 650 } };
    expect(blitFor(frame, now)).toEqual(want);
  });

  it('knows when the screen shows world the bitmap lacks', () => {
    const frame = { view: { scale: 2, x: -1500, y: -1000 }, pixels: bitmapPixels(world, { scale: 2, x: -1500, y: -1000 }, screen) };
    expect(covers(frame, { scale: 2, x: -1500, y: -1000 }, world, screen)).toBe(true);
    expect(covers(frame, { scale: 2, x: -1300, y: -1000 }, world, screen)).toBe(true);
    expect(covers(frame, { scale: 2, x: -1100, y: -1000 }, world, screen)).toBe(false);
  });
});
