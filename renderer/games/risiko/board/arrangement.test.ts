import { describe, expect, it } from 'vitest';
import { HALVES } from '../../../../engines/risiko/maps';
import { hexDistance } from '../../../../engines/risiko/maps/hexGrid';
import { layout, type Arrangement } from '../../../../engines/risiko/maps/geometry';
import { HALF_GAP_HEXES, staggers } from '../../../../engines/risiko/maps/stagger';
import { fitViewport } from '../../../frame/viewport';
import { halfNameY } from './MapLayer';
import { arrangementFor, boardModel, territoryAt } from './model';

const scaleOf = (id: 'forge' | 'the-ring', a: Arrangement, area: { width: number; height: number }) => fitViewport(boardModel(id, a), area).scale;

describe('the halves of a combined battlefield lie as the window allows', () => {
  it.each([
    { name: 'FORGE in a very wide area: side by side (as printed)', id: 'forge', area: { width: 2400, height: 700 }, arrangement: 'row' },
    { name: 'THE RING in a tall area: stacked (as printed)', id: 'the-ring', area: { width: 900, height: 900 }, arrangement: 'column' },
    { name: 'HAMMER has one half: nothing to arrange', id: 'hammer', area: { width: 300, height: 2000 }, arrangement: 'column' },
  ] as const)('$name', ({ id, area, arrangement }) => {
    expect(arrangementFor(id, area)).toBe(arrangement);
  });

  // Board areas measured in the app (the stage beside the panel, below the standings strip).
  it.each([
    { name: 'FORGE at 1024 x 700 beside the panel', area: { width: 690, height: 600 }, least: 0.27 },
    { name: 'FORGE at 1440 x 900 beside the panel', area: { width: 1065, height: 740 }, least: 0.39 },
    { name: 'FORGE at 1920 x 1080 beside the panel', area: { width: 1500, height: 930 }, least: 0.54 },
  ])('$name: staggered, at least $least and at least 5 % larger than side by side or stacked', ({ area, least }) => {
    const chosen = arrangementFor('forge', area);
    expect(chosen).toMatch(/^stagger:/);
    const scale = scaleOf('forge', chosen, area);
    expect(scale).toBeGreaterThanOrEqual(least);
    expect(scale).toBeGreaterThan(1.05 * Math.max(scaleOf('forge', 'row', area), scaleOf('forge', 'column', area)));
  });

  it(`every stagger keeps the halves' land at least ${HALF_GAP_HEXES} hexes apart, and one of them is that tight`, () => {
    const land = (grid: readonly string[]) => grid.flatMap((line, row) => [...line].flatMap((ch, col) => (ch === '.' ? [] : [{ row, col }])));
    const a = land(HALVES.hammer.grid);
    const b = land(HALVES.anvil.grid);
    let tightest = Infinity;
    for (const s of staggers('forge').filter((_, i) => i % 7 === 0)) {
      let least = Infinity;
      for (const p of b) for (const q of a) least = Math.min(least, hexDistance({ row: p.row + s.dr, col: p.col + s.dq }, q));
      expect(least).toBeGreaterThanOrEqual(HALF_GAP_HEXES);
      tightest = Math.min(tightest, least);
      expect(Math.abs(s.dr % 2)).toBe(0);
    }
    expect(tightest).toBe(HALF_GAP_HEXES);
  });

  it('a staggered board holds every territory once, inside the board, and finds each at its badge', () => {
    const m = boardModel('forge', arrangementFor('forge', { width: 1065, height: 740 }));
    expect(layout('forge', m.arrangement).halves).toHaveLength(2);
    expect(Object.keys(m.territories)).toHaveLength(m.order.length);
    for (const art of Object.values(m.territories)) {
      expect(art.box.x).toBeGreaterThanOrEqual(0);
      expect(art.box.y).toBeGreaterThanOrEqual(0);
      expect(art.box.x + art.box.width).toBeLessThanOrEqual(m.width);
      expect(art.box.y + art.box.height).toBeLessThanOrEqual(m.height);
      expect(territoryAt(m, art.anchor[0], art.anchor[1])).toBe(art.id);
    }
  });

  it('both printed arrangements hold every territory, inside the board', () => {
    for (const a of ['row', 'column'] as const) {
      const m = boardModel('forge', a);
      expect(Object.keys(m.territories)).toHaveLength(m.order.length);
      for (const art of Object.values(m.territories)) {
        expect(art.box.x + art.box.width).toBeLessThanOrEqual(m.width);
        expect(art.box.y + art.box.height).toBeLessThanOrEqual(m.height);
      }
    }
  });
});

describe('the names of staggered halves', () => {
  it('the higher half is named above it, the lower one below; side by side both below', () => {
    const m = boardModel('forge', arrangementFor('forge', { width: 1500, height: 930 }));
    const [a, b] = m.halves;
    if (a === undefined || b === undefined) throw new Error('two halves');
    const [high, low] = a.y < b.y ? [a, b] : [b, a];
    expect(halfNameY(m, high)).toBe(high.y - 26);
    expect(halfNameY(m, low)).toBe(low.y + low.height + 10);
    // The name above lies inside the board.
    expect(halfNameY(m, high)).toBeGreaterThan(0);
    const row = boardModel('forge', 'row');
    for (const h of row.halves) expect(halfNameY(row, h)).toBe(h.y + h.height + 10);
  });
});
