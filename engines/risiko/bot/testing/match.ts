/**
 * Plays one Risiko game between computer seats the way the table does (engines/core/bot/testing/match),
 * with Risiko's amounts (`count`, `dice`) and whose turn it was at each decision. For tests and the AI bench.
 */
import { newMatchGame, playMatch as play, type MatchConfig as CoreConfig, type MatchResult, type MatchSeat as CoreSeat } from '../../../core/bot/testing/match';
import type { Seat } from '../../../core';
import { risikoEngine as engine } from '../../index';
import type { RisikoAction, RisikoState } from '../../types';
import type { RisikoView } from '../../view';

export type MatchSeat = CoreSeat<RisikoView, RisikoAction>;

export interface Decision {
  readonly seat: Seat;
  readonly ms: number;
  /** Whose turn it is (the decider may be a defender in someone else's turn). */
  readonly current: Seat | null;
  readonly turnNumber: number;
}

export interface MatchConfig extends Omit<CoreConfig<RisikoState, RisikoAction, RisikoView>, 'onDecision' | 'amounts'> {
  readonly onDecision?: (d: Decision, state: RisikoState) => void;
}

export function newGame(players: number, options: Record<string, unknown>, seed: string): RisikoState {
  return newMatchGame(engine, players, options, seed);
}

export function playMatch(m: MatchConfig): MatchResult<RisikoState> {
  const { onDecision, ...rest } = m;
  return play(engine, {
    ...rest,
    amounts: ['count', 'dice'],
    ...(onDecision === undefined ? {} : { onDecision: (d, s) => onDecision({ seat: d.seat, ms: d.ms, current: s.turn?.seat ?? null, turnNumber: s.turnNumber }, s) }),
  });
}
