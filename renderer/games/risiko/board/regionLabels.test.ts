import { describe, expect, it } from 'vitest';
import type { BattlefieldId } from '../../../../engines/risiko';
import { HEX_WIDTH } from '../../../../engines/risiko/maps/geometry';
import { fitViewport } from '../../../frame/viewport';
import { tableWidth } from './labels';
import { arrangementFor, boardModel, type BoardModel } from './model';
import { overlaps, pieceBoxes, placeLabels } from './placement';
import { placeRegionLabels, regionText, type RegionLabel } from './regionLabels';

/** The board areas of the app at 1024 x 700, 1440 x 900 and 1920 x 1080 beside the panel (measured). */
const AREAS = [
  { window: 1024, width: 690, height: 600 },
  { window: 1440, width: 1065, height: 740 },
  { window: 1920, width: 1500, height: 930 },
] as const;

function laidOut(id: BattlefieldId, area: { width: number; height: number }) {
  const model = boardModel(id, arrangementFor(id, area));
  const scale = fitViewport(model, area).scale;
  const placement = placeLabels(model, scale, tableWidth);
  return { model, scale, placement, regions: placeRegionLabels(model, scale, tableWidth, placement) };
}

/** How far a label lies from the nearest hex of its region, in world units. */
function stray(model: BoardModel, label: RegionLabel): number {
  const region = model.regions.find((r) => r.id === label.id);
  const hexes = Object.values(model.territories).filter((t) => t.region === label.id && t.half === region?.half).flatMap((t) => t.hexes);
  const { box } = label;
  return Math.min(...hexes.map(([x, y]) => Math.hypot(Math.max(box.x - x, 0, x - box.x - box.width), Math.max(box.y - y, 0, y - box.y - box.height))));
}

describe('region names and bonuses on the map', () => {
  it('the text is the name and the bonus', () => {
    expect(regionText({ name: 'Silent Cartographer', bonus: 2 })).toBe('Silent Cartographer +2');
  });

  for (const id of ['hammer', 'anvil', 'the-ring', 'forge'] as const) {
    for (const area of AREAS) {
      it(`${id} at ${area.window}: beside their regions, at least 9.5 px high, clear of badges, names and each other`, () => {
        const { model, scale, placement, regions } = laidOut(id, area);
        // Every region is named from 1440 x 900 up; at 1024 x 700 the crowded boards name most.
        expect(regions.length).toBeGreaterThanOrEqual(area.window === 1024 ? Math.floor(model.regions.length / 4) : model.regions.length);
        const names = [...placement.labels.values()].filter((l) => l.shown).map((l) => l.box);
        const badges = Object.values(model.territories).flatMap((art) => pieceBoxes(art, placement.sizes));
        for (const label of regions) {
          expect(label.font * scale).toBeGreaterThanOrEqual(9.5 - 1e-9);
          expect(stray(model, label)).toBeLessThanOrEqual(HEX_WIDTH);
          expect(badges.filter((b) => overlaps(b, label.box))).toEqual([]);
          expect(names.filter((b) => overlaps(b, label.box))).toEqual([]);
          expect(regions.filter((o) => o !== label && overlaps(o.box, label.box))).toEqual([]);
          expect(label.box.x).toBeGreaterThanOrEqual(0);
          expect(label.box.y + label.box.height).toBeLessThanOrEqual(model.height);
        }
      });
    }
  }
});
