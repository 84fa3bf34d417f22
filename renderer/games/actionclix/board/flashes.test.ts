import { describe, expect, it } from 'vitest';
import { flashLabel, flashMs, flashesOf, FlashTracker } from './FlashLayer';

const where = (unit: string) => ({ 'u-a': 10, 'u-b': 20 })[unit] ?? -1;
const t = (key: string) => key;

describe('marks on the board for what an action did', () => {
  it.each([
    { name: 'an elimination is a cross where the unit stood', event: { type: 'eliminated', unit: 'u-a', owner: 0 }, want: { sq: 10, kind: 'down', label: '' } },
    { name: 'a respawn is a ring on the spawn point', event: { type: 'respawned', seat: 0, unit: 'u-a', into: 'u-a', square: 55 }, want: { sq: 55, kind: 'arrive', label: '' } },
    { name: 'a capture is a flag on the spawn point, named', event: { type: 'captured', seat: 0, unit: 'u-a', square: 77, owner: 1 }, want: { sq: 77, kind: 'capture', label: 'ui.marks.captured' } },
    { name: 'a loot roll is a star with the find', event: { type: 'lootRolled', seat: 1, unit: 'u-b', dice: [3, 3], total: 6, result: 'grenade' }, want: { sq: 20, kind: 'loot', label: 'ui.marks.loot.grenade' } },
    { name: 'damage shows its amount where the unit stands', event: { type: 'damaged', unit: 'u-b', owner: 1, amount: 2 }, want: { sq: 20, kind: 'damage', label: '' } },
  ])('$name', ({ event, want }) => {
    const [f, ...rest] = flashesOf([event], where);
    expect(rest).toEqual([]);
    expect(f && { sq: f.sq, kind: f.kind, label: flashLabel(f, t) }).toEqual(want);
  });

  it('an eliminated unit gone from the view is marked where it stood before the action', () => {
    const tracker = new FlashTracker();
    tracker.next([{ id: 'u-a', status: 'map', sq: 33 }], []);
    expect(tracker.next([], [{ type: 'eliminated', unit: 'u-a' }]).map((f) => f.sq)).toEqual([33]);
  });

  it('marks with words stay long enough to read, at the table’s speed', () => {
    expect(flashMs('capture', 250)).toBeGreaterThan(flashMs('damage', 250));
    expect(flashMs('loot', 0)).toBe(0);
  });
});
