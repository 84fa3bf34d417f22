import { describe, expect, it } from 'vitest';
import type { BotLevel, BotTurn } from '../../core';
import { risikoEngine as engine } from '../index';
import type { RisikoAction, RisikoState } from '../types';
import type { RisikoView } from '../view';
import { boundedBot, risikoBot } from './index';
import { newGame, playMatch, type MatchSeat } from './testing/match';

const tiny = boundedBot({ normal: { iterations: 6, capMs: 1e9, rolloutDepth: 20, exploration: 0.15 }, hard: { iterations: 12, capMs: 1e9, rolloutDepth: 30, exploration: 0.15 } });
const small = boundedBot({ normal: { iterations: 20, capMs: 1e9, rolloutDepth: 30, exploration: 0.15 }, hard: { iterations: 40, capMs: 1e9, rolloutDepth: 40, exploration: 0.15, root: 'halving' } });

function turnOf(s: RisikoState, level: BotLevel, seed: string): BotTurn<RisikoView, RisikoAction> {
  const seat = engine.activePlayers(s)[0] ?? 0;
  return { seat, players: s.players, options: s.options as never, view: engine.view(s, seat), legal: engine.legalActions(s, seat), level, seed, budgetMs: 1e9, clock: () => 0 };
}

describe('risikoBot', () => {
  it('offers its play styles', () => {
    expect(risikoBot.styles).toEqual(['aggressive', 'defensive']);
  });

  it('is deterministic for a seed', () => {
    const turn = turnOf(newGame(4, { mode: 'objective', battlefield: 'the-ring' }, 'again'), 'hard', 'again');
    expect(small.decide(turn)).toEqual(small.decide(turn));
  });
});

const GAMES: readonly { name: string; players: number; options: Record<string, unknown>; levels: readonly BotLevel[] }[] = [
  { name: 'ONE-ON-ONE on HAMMER, quick', players: 2, options: { mode: 'one-on-one', battlefield: 'hammer' }, levels: ['hard', 'easy'] },
  { name: 'ONE-ON-ONE on ANVIL, manual', players: 2, options: { mode: 'one-on-one', battlefield: 'anvil', setup: 'manual' }, levels: ['easy', 'normal'] },
  { name: 'OBJECTIVE on THE RING, 3 seats, manual', players: 3, options: { mode: 'objective', battlefield: 'the-ring', setup: 'manual' }, levels: ['easy', 'normal', 'easy'] },
  { name: 'OBJECTIVE on FORGE, 5 seats', players: 5, options: { mode: 'objective', battlefield: 'forge' }, levels: ['easy', 'easy', 'hard', 'easy', 'easy'] },
  { name: 'SLAYER on THE RING, 4 seats', players: 4, options: { mode: 'slayer', battlefield: 'the-ring' }, levels: ['easy', 'easy', 'easy', 'normal'] },
  { name: 'SLAYER on FORGE, 3 seats, manual', players: 3, options: { mode: 'slayer', battlefield: 'forge', setup: 'manual' }, levels: ['easy', 'easy', 'easy'] },
  { name: 'TEAM OBJECTIVE on THE RING, 4 seats', players: 4, options: { mode: 'team-objective', battlefield: 'the-ring' }, levels: ['normal', 'easy', 'easy', 'easy'] },
  { name: 'TEAM OBJECTIVE on FORGE, 5 seats, manual', players: 5, options: { mode: 'team-objective', battlefield: 'forge', setup: 'manual' }, levels: ['easy', 'easy', 'easy', 'easy', 'hard'] },
];

describe('computer seats finish games of every mode and battlefield', () => {
  it.each(GAMES)('$name', ({ players, options, levels }) => {
    const styles = [{}, { style: 'aggressive' }, { style: 'defensive' }];
    const seats: MatchSeat[] = levels.map((level, i) => ({ bot: tiny, level, ...styles[i % 3] }));
    const result = playMatch({ players, options, seed: `finish-${players}-${String(options.battlefield)}`, seats, maxActions: 6000, budgetMs: 1e9, clock: () => 0 });
    expect(result.outcome?.winners.length ?? 0).toBeGreaterThan(0);
  }, 30_000);
});
