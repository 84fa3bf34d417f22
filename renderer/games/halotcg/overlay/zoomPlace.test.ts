import { describe, expect, it } from 'vitest';
import { fitViewport } from '../../../frame/viewport';
import { HEIGHT, SIDE_X, WIDTH } from '../board/layout';
import { playedZoomed, zoomLeft } from './zoomPlace';

const ZOOM = 320;

describe('the enlarged card', () => {
  it.each([
    { name: '1024 × 700 window', area: { width: 660, height: 620 } },
    { name: '1440 × 900 window', area: { width: 1000, height: 820 } },
    { name: '1920 × 1080 window', area: { width: 1460, height: 1000 } },
  ])('keeps off the twilight pool and player boxes: $name', ({ area }) => {
    const v = fitViewport({ width: WIDTH, height: HEIGHT }, area);
    const left = zoomLeft(area, ZOOM);
    expect(left).toBeGreaterThanOrEqual(8);
    expect(left + ZOOM).toBeLessThanOrEqual(v.x + SIDE_X * v.scale);
  });

  it.each([
    { name: 'its card played', events: [{ type: 'played', seat: 0, card: 'grunt', iid: '0.3' }], zoom: 'grunt', want: true },
    { name: 'another card played', events: [{ type: 'played', seat: 0, card: 'jackal', iid: '0.4' }], zoom: 'grunt', want: false },
    { name: 'nothing zoomed', events: [{ type: 'played', seat: 0, card: 'grunt', iid: '0.3' }], zoom: null, want: false },
  ])('leaves when $name: $want', ({ events, zoom, want }) => {
    expect(playedZoomed(events, zoom)).toBe(want);
  });
});
