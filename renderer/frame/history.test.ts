import { describe, expect, it } from 'vitest';
import { newRecord, type GameEvent, type GameRecord } from '../../engines/core';
import { fixtureEngine } from '../../engines/fixture';
import type { GameStats } from '../games/types';
import { averageRoll, finalTurnStart, gameHistory, thin } from './history';

const record = (actions: GameRecord['actions']): GameRecord => ({ ...newRecord(fixtureEngine, 2, { trackLength: 10 } as never, 'history'), actions });

describe('thin', () => {
  it('keeps short series whole', () => expect(thin([5, 6, 7], 5)).toEqual([{ index: 0, value: 5 }, { index: 1, value: 6 }, { index: 2, value: 7 }]));
  it('spreads long series evenly, first and last kept', () => {
    expect(thin([0, 1, 2, 3, 4, 5, 6, 7, 8], 3)).toEqual([{ index: 0, value: 0 }, { index: 4, value: 4 }, { index: 8, value: 8 }]);
  });
});

describe('averageRoll', () => {
  it.each([
    ['no dice', { dice: 0, pips: 0 }, null],
    ['two sixes and a one', { dice: 3, pips: 13 }, 13 / 3],
  ] as const)('%s', (_n, t, expected) => expect(averageRoll({ battlesWon: 0, battlesLost: 0, conquests: 0, objectives: 0, eliminations: 0, ...t })).toBe(expected));
});

describe('finalTurnStart', () => {
  const ev = (type: string): GameEvent => ({ type });
  it('starts after the last action that started a turn', () => {
    const events = [[ev('a')], [ev('turnStarted')], [ev('b')], [ev('turnEnded'), ev('turnStarted')], [ev('c')]];
    expect(finalTurnStart(record([]), events)).toBe(4);
  });
  it('without turn events: where the last seat’s final run of actions began', () => {
    const actions = [0, 1, 0, 1, 1].map((seat) => ({ seat, action: {} }));
    expect(finalTurnStart(record(actions as never), [])).toBe(3);
  });
});

describe('gameHistory', () => {
  it('replays the record, sampling after every action and adding up tallies', () => {
    const rec = record([{ seat: 0, action: { type: 'roll' } }, { seat: 1, action: { type: 'roll' } }] as never);
    const stats: GameStats<unknown> = {
      series: 'score',
      sample: (_view, seats) => Array.from({ length: seats }, (_, s) => s),
      tally: (event) => (typeof event.seat === 'number' ? [{ seat: event.seat, stat: 'battlesWon', amount: 1 }] : []),
    };
    const h = gameHistory(fixtureEngine, rec, stats);
    if (!h.ok) throw new Error(h.error.code);
    expect(h.value.states).toHaveLength(3);
    expect(h.value.events).toHaveLength(2);
    expect(h.value.series).toEqual([[0, 1], [0, 1], [0, 1]]);
    const all = h.value.events.flat();
    expect(h.value.totals.map((t) => t.battlesWon)).toEqual([0, 1].map((seat) => all.filter((e) => e.seat === seat).length));
    expect(h.value.totals[0]?.battlesWon).toBeGreaterThan(0);
  });

  it('refuses a record that does not replay', () => {
    const h = gameHistory(fixtureEngine, record([{ seat: 1, action: { type: 'roll' } }] as never), undefined);
    expect(h.ok ? 'ok' : h.error.code).toBe('save/replay-failed');
  });
});
