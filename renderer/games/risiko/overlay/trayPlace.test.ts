import { describe, expect, it } from 'vitest';
import { fitViewport } from '../../../frame/viewport';
import { boardModel } from '../board/model';
import { pieceSizes } from '../board/labels';
import { traySpot } from './trayPlace';

const area = { width: 1000, height: 760 };
const model = boardModel('the-ring');
const view = fitViewport({ width: model.width, height: model.height }, area);
const screen = (id: string) => {
  const a = model.territories[id]?.anchor ?? [0, 0];
  return { x: view.x + a[0] * view.scale, y: view.y + a[1] * view.scale };
};
/** Territories of THE RING by where they show: near the top centre, the top left, the top right. */
const ids = Object.keys(model.territories);
const topCentre = ids.filter((id) => screen(id).y < 200 && Math.abs(screen(id).x - 500) < 150);
const topLeft = ids.filter((id) => screen(id).y < 200 && screen(id).x < 300);

describe('the dice tray keeps the battle in view', () => {
  it('sits at the top centre when the battle is elsewhere', () => {
    const low = ids.filter((id) => screen(id).y > 500);
    expect(traySpot(model, area, low.slice(0, 2))).toBe('top');
  });

  it('moves aside from a battle under the top centre', () => {
    expect(topCentre.length).toBeGreaterThan(0);
    expect(traySpot(model, area, topCentre.slice(0, 1))).not.toBe('top');
  });

  it('takes another spot when the top centre and top left are both taken', () => {
    const pair = [topCentre[0] ?? '', topLeft[0] ?? ''];
    expect(['top-right', 'bottom']).toContain(traySpot(model, area, pair));
  });
});

describe('badges stay readable when a big battlefield is fitted small', () => {
  it.each([0.15, 0.22, 0.3, 0.45, 1])('at %s zoom a badge is at least 16 px across', (scale) => {
    expect(2 * pieceSizes(scale).badge * scale).toBeGreaterThanOrEqual(16);
  });
});
