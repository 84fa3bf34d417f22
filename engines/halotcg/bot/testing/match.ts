/** Halo TCG games between computer seats for tests and the AI bench (engines/core/bot/testing/match). */
import { newMatchGame, playMatch as play, type MatchConfig, type MatchResult } from '../../../core/bot/testing/match';
import { halotcgEngine as engine } from '../../engine';
import type { HaloAction, HaloState } from '../../types';
import type { HaloView } from '../../view';

export type HaloMatch = MatchConfig<HaloState, HaloAction, HaloView>;

export function newGame(players: number, options: Record<string, unknown>, seed: string): HaloState {
  return newMatchGame(engine, players, options, seed);
}

export function playMatch(m: HaloMatch): MatchResult<HaloState> {
  return play(engine, m);
}

/** The states a game between Easy seats passes through (every decision's state, in order). */
export function statesOf(players: number, options: Record<string, unknown>, seed: string, bot: HaloMatch['seats'][number]['bot'], maxActions = 400): HaloState[] {
  const out: HaloState[] = [];
  playMatch({ players, options, seed, seats: Array.from({ length: players }, () => ({ bot, level: 'easy' as const })), maxActions, budgetMs: 1e9, clock: () => 0, onDecision: (_d, s) => out.push(s) });
  return out;
}
