import { describe, expect, it } from 'vitest';
import { outcomeBlocks } from './Outcome';

const resolved = (def: string) => ({ type: 'fightResolved', def, fp: 3, shadow: 8, winner: 'shadow', ships: false });

describe('outcomeBlocks', () => {
  it('groups the wounds, overwhelm and deaths under the fight they follow', () => {
    const events = [
      { type: 'passed', seat: 1 },
      resolved('a'),
      { type: 'overwhelmed', def: 'a', winner: 'shadow' },
      { type: 'killed', card: 'x', seat: 0 },
      resolved('b'),
      { type: 'wounded', card: 'y', count: 2 },
      { type: 'exerted', card: 'z', count: 1 },
      { type: 'phase', phase: 'regroup' },
      { type: 'wounded', card: 'late', count: 1 },
    ];
    expect(outcomeBlocks(events).map((b) => [b.head.def, b.after.map((e) => e.type)])).toEqual([
      ['a', ['overwhelmed', 'killed']],
      ['b', ['wounded']],
    ]);
  });
  it('nothing resolved, nothing shown', () => expect(outcomeBlocks([{ type: 'wounded', card: 'y', count: 1 }])).toEqual([]));
});
