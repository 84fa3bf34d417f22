import { describe, expect, it } from 'vitest';
import { fitViewport } from '../../../frame/viewport';
import { arrangementFor, boardModel } from './model';

describe('the halves of a combined battlefield lie as the window allows', () => {
  it.each([
    { name: 'FORGE at 1024 x 700 beside the panel (about 690 x 600): stacked', id: 'forge', area: { width: 690, height: 600 }, arrangement: 'column' },
    { name: 'FORGE at 1440 x 900 with the panel folded (about 1400 x 760): side by side', id: 'forge', area: { width: 1400, height: 760 }, arrangement: 'row' },
    { name: 'FORGE in a very wide area: side by side (as printed)', id: 'forge', area: { width: 2400, height: 700 }, arrangement: 'row' },
    { name: 'THE RING in a tall area: stacked (as printed)', id: 'the-ring', area: { width: 900, height: 900 }, arrangement: 'column' },
    { name: 'HAMMER has one half: nothing to arrange', id: 'hammer', area: { width: 300, height: 2000 }, arrangement: 'column' },
  ] as const)('$name', ({ id, area, arrangement }) => {
    expect(arrangementFor(id, area)).toBe(arrangement);
  });

  it('FORGE stacked shows the map larger than side by side at 1024 x 700', () => {
    const area = { width: 690, height: 600 };
    const scale = (a: 'row' | 'column') => fitViewport(boardModel('forge', a), area).scale;
    expect(scale('column')).toBeGreaterThan(scale('row') * 1.1);
  });

  it('both arrangements hold every territory, inside the board', () => {
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
