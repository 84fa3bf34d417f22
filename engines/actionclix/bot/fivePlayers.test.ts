/**
 * Five computers on the large battlefield (36 × 24): every seat a computer, a few seeds, each game to its
 * end without an illegal move or a stall (the decision time of the shipped levels is measured by the AI
 * bench, `pairing=five`).
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../core';
import { playMatch, type MatchSeat } from '../../core/bot/testing/match';
import { actionclixEngine as engine } from '../engine';
import type { ActionClixAction } from '../types';
import type { ActionClixView } from '../view';
import { boundedBot } from './index';

const tiny = boundedBot({
  normal: { iterations: 6, capMs: 1e9, rolloutDepth: 6, exploration: 0.2, breadth: { moves: 2, shots: 2 } },
  hard: { iterations: 10, capMs: 1e9, rolloutDepth: 8, exploration: 0.2, breadth: { moves: 3, shots: 2 } },
});

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'easy', 'normal'];

describe('five computers on the large battlefield finish their games', () => {
  it.each(['five-a', 'five-b'])('seed %s', (seed) => {
    const seats: MatchSeat<ActionClixView, ActionClixAction>[] = LEVELS.map((level) => ({ bot: tiny, level }));
    const r = playMatch(engine, { players: 5, options: { battlefield: 'large', killsToWin: 2 }, seed, seats, maxActions: 4000, budgetMs: 1e9, clock: () => 0, amounts: ['spend'] });
    expect(r.state.options.battlefield).toBe('large');
    expect(r.outcome?.winners.length ?? 0).toBeGreaterThan(0);
  }, 30_000);
});
