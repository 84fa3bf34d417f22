import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engines/core';
import { factionOf, highlightOf, soundOf, stats } from './moments';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key}${JSON.stringify(params)}` : key);
const name = (seat: number) => ['Ana', 'Ben', 'Cem'][seat] ?? '?';
const dice = (extra: Partial<Record<string, unknown>>): GameEvent => ({ type: 'diceRolled', attacker: 0, defender: 1, attackRolls: [6, 4, 1], defenceRolls: [5, 2], attackerLosses: 0, defenderLosses: 2, ...extra }) as GameEvent;

describe('soundOf', () => {
  it.each([
    ['diceRolled', 'dice'],
    ['conquered', 'conquest'],
    ['bombarded', 'dice'],
    ['reinforced', null],
    ['objectiveCompleted', null],
  ] as const)('%s → %s', (type, sound) => expect(soundOf({ type })).toBe(sound));
});

describe('highlightOf', () => {
  it('names the objective and its player, with the objective sound', () => {
    expect(highlightOf({ type: 'objectiveCompleted', seat: 1, card: 'cc-e-02' }, t, name)).toEqual({ seat: 1, title: 'common:highlight.objective', detail: 'Ben: objectives.cc-e-02.title', sound: 'objective' });
  });
  it('marks an eliminated player', () => {
    expect(highlightOf({ type: 'playerEliminated', seat: 2, by: 0, cards: 3 }, t, name)).toEqual({ seat: 2, title: 'common:highlight.eliminated', detail: 'Cem', sound: null });
  });
  it('ignores everyday events', () => expect(highlightOf({ type: 'reinforced', seat: 0, territory: 'x', count: 3 }, t, name)).toBeNull());
});

describe('stats.tally', () => {
  const cases: readonly [string, GameEvent, unknown][] = [
    [
      'the attacker wins a round: dice and pips for both, the battle to the attacker',
      dice({}),
      [
        { seat: 0, stat: 'dice', amount: 3 },
        { seat: 0, stat: 'pips', amount: 11 },
        { seat: 1, stat: 'dice', amount: 2 },
        { seat: 1, stat: 'pips', amount: 7 },
        { seat: 0, stat: 'battlesWon', amount: 1 },
        { seat: 1, stat: 'battlesLost', amount: 1 },
      ],
    ],
    [
      'the defender wins against neutral dice (no defender seat)',
      dice({ defender: null, attackRolls: [2], defenceRolls: [3], attackerLosses: 1, defenderLosses: 0 }),
      [
        { seat: 0, stat: 'dice', amount: 1 },
        { seat: 0, stat: 'pips', amount: 2 },
        { seat: 0, stat: 'battlesLost', amount: 1 },
      ],
    ],
    ['one loss each: nobody wins the round (no rolls recorded: no dice counted)', dice({ attackRolls: [], defenceRolls: [], attackerLosses: 1, defenderLosses: 1 }), []],
    ['a conquest', { type: 'conquered', seat: 2, defender: 0, from: 'a', to: 'b' }, [{ seat: 2, stat: 'conquests', amount: 1 }]],
    ['an objective', { type: 'objectiveCompleted', seat: 1, card: 'x' }, [{ seat: 1, stat: 'objectives', amount: 1 }]],
    ['an elimination counts for the one who eliminated', { type: 'playerEliminated', seat: 1, by: 2, cards: 0 }, [{ seat: 2, stat: 'eliminations', amount: 1 }]],
    ['other events add nothing', { type: 'turnEnded', seat: 0 }, []],
  ];
  it.each(cases)('%s', (_name, event, expected) => expect(stats.tally(event)).toEqual(expected));
});

describe('stats.sample', () => {
  it('counts territories per seat, leaving neutral and unclaimed out', () => {
    const view = { territories: { a: { owner: 0 }, b: { owner: 1 }, c: { owner: 0 }, d: { owner: 'neutral' }, e: { owner: null } } };
    expect(stats.sample(view as never, 3)).toEqual([2, 1, 0]);
  });
});

describe('factionOf', () => {
  const view = { players: [{ faction: 'flood' }, { faction: 'unsc' }] } as never;
  it.each([
    [0, 'flood'],
    [1, 'unsc'],
    [2, null],
  ] as const)('seat %i → %s', (seat, faction) => expect(factionOf(view, seat)).toBe(faction));
});
