import { describe, expect, it } from 'vitest';
import { BATTLEFIELD_IDS, battlefield } from '../../../../engines/risiko/maps';
import { HEX_WIDTH } from '../../../../engines/risiko/maps/geometry';
import { boardModel, insideArt, MARGIN, territoryAt } from './model';

describe.each(BATTLEFIELD_IDS)('the drawing model of %s', (id) => {
  const model = boardModel(id);

  it('draws every territory of the battlefield, with its English name', () => {
    expect(Object.keys(model.territories).sort()).toEqual([...battlefield(id).territories].sort());
    for (const t of Object.values(model.territories)) expect(t.name).toBe(battlefield(id).territory[t.id]?.name);
  });

  it('puts each badge and teleporter token inside its own territory', () => {
    for (const t of Object.values(model.territories)) {
      expect(territoryAt(model, t.anchor[0], t.anchor[1]), t.id).toBe(t.id);
      expect(territoryAt(model, t.portSpot[0], t.portSpot[1]), t.id).toBe(t.id);
    }
  });

  it('finds the territory under a point from the hex grid exactly as the outlines enclose it', () => {
    // A grid of points over the whole board, off the hex edges (where either answer is right).
    for (let x = 3.1; x < model.width; x += 17.3) {
      for (let y = 2.7; y < model.height; y += 13.9) {
        const byOutline = model.order.find((t) => {
          const art = model.territories[t];
          return art !== undefined && insideArt(art, x, y);
        });
        expect(territoryAt(model, x, y), `${x},${y}`).toBe(byOutline ?? null);
      }
    }
  });

  it('keeps the map inside the plate, with a margin', () => {
    for (const t of Object.values(model.territories)) {
      expect(t.box.x).toBeGreaterThanOrEqual(MARGIN - 1);
      expect(t.box.y).toBeGreaterThanOrEqual(MARGIN - 1);
      expect(t.box.x + t.box.width).toBeLessThanOrEqual(model.width - MARGIN + 1);
      expect(t.box.y + t.box.height).toBeLessThanOrEqual(model.height - MARGIN + 1);
    }
  });

  it('shows every region with its bonus and colour, and every printed teleporter', () => {
    expect(model.regions.map((r) => r.id).sort()).toEqual(battlefield(id).regions.map((r) => r.id).sort());
    for (const r of model.regions) expect(r.rings.length).toBeGreaterThan(0);
    for (const link of model.stationary) expect(battlefield(id).neighbours[link.a]).toContain(link.b);
  });
});

describe('combined battlefields', () => {
  it.each(['the-ring', 'forge'] as const)('%s lays its two halves apart with a visible gap', (id) => {
    const [a, b] = boardModel(id).halves;
    if (a === undefined || b === undefined) throw new Error('two halves expected');
    const gapX = b.x - (a.x + a.width);
    const gapY = b.y - (a.y + a.height);
    expect(Math.max(gapX, gapY)).toBeGreaterThanOrEqual(2 * HEX_WIDTH);
  });
});
