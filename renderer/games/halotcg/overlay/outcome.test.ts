import { describe, expect, it } from 'vitest';
import { outcomeBlocks, SHOWN_BLOCKS, shownBlocks, whoFought } from './Outcome';

const resolved = (def: string) => ({ type: 'fightResolved', def, fp: 3, shadow: 8, winner: 'shadow', ships: false });
const t = (key: string, p: Record<string, unknown> = {}) => (key === 'ui.outcome.who' ? `${String(p.defender)} (${String(p.fp)}) against ${String(p.attackers)} (${String(p.shadow)})` : key.replace(/^cards\.(.*)\.title$/, '$1'));

describe('outcomeBlocks', () => {
  it.each([
    {
      name: 'groups the wounds, overwhelm and deaths under the fight they follow',
      events: [
        { type: 'passed', seat: 1 },
        resolved('a'),
        { type: 'overwhelmed', def: 'a', winner: 'shadow' },
        { type: 'killed', card: 'x', seat: 0 },
        resolved('b'),
        { type: 'wounded', card: 'y', count: 2 },
        { type: 'exerted', card: 'z', count: 1 },
        { type: 'phase', phase: 'regroup' },
        { type: 'wounded', card: 'late', count: 1 },
      ],
      want: [
        ['a', ['overwhelmed', 'killed']],
        ['b', ['wounded']],
      ],
    },
    {
      name: 'a fight resolved through automatic passes after the phase began is shown too',
      events: [{ type: 'passed', seat: 0 }, { type: 'phase', phase: 'skirmish' }, { type: 'passed', seat: 1, auto: 'nothing-to-play' }, resolved('a'), { type: 'wounded', card: 'y', count: 1 }],
      want: [['a', ['wounded']]],
    },
    {
      name: 'the fierce round after a new assignment phase gets its own block',
      events: [resolved('a'), { type: 'phase', phase: 'assignment', fierce: true }, { type: 'wounded', card: 'not-of-a', count: 1 }, resolved('b'), { type: 'killed', card: 'x', seat: 0 }],
      want: [
        ['a', []],
        ['b', ['killed']],
      ],
    },
    { name: 'nothing resolved, nothing shown', events: [{ type: 'wounded', card: 'y', count: 1 }], want: [] },
  ])('$name', ({ events, want }) => {
    expect(outcomeBlocks(events).map((b) => [b.head.def, b.after.map((e) => e.type)])).toEqual(want);
  });

  it('shows only the last fights of a long action, so the box stays short over the table', () => {
    const events = ['a', 'b', 'c', 'd', 'e'].flatMap((d) => [resolved(d), { type: 'phase', phase: 'skirmish' }]);
    expect(shownBlocks(events).map((b) => b.head.def)).toEqual(['c', 'd', 'e'].slice(-SHOWN_BLOCKS));
  });

  it('names who fought and their totals', () => {
    expect(whoFought({ ...resolved('a'), defender: 'master-chief', attackers: ['grunt', 'jackal'] }, t)).toBe('master-chief (3) against grunt, jackal (8)');
    expect(whoFought(resolved('a'), t)).toBeNull();
  });
});
