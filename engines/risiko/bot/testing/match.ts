/**
 * Plays one Risiko game between computer seats the way the table does (view and legal actions per seat,
 * a seed per decision, a lent clock), checking that every answer is legal. For tests and the AI bench.
 */
import { withinLegal } from '../../../core/bot/index';
import { unwrap, type BotLevel, type BotTurn, type GameBot, type Outcome, type Seat } from '../../../core';
import { risikoEngine as engine } from '../../index';
import type { RisikoAction, RisikoState } from '../../types';
import type { RisikoView } from '../../view';

export interface MatchSeat {
  readonly bot: GameBot<RisikoView, RisikoAction>;
  readonly level: BotLevel;
  readonly style?: string;
}

export interface Decision {
  readonly seat: Seat;
  readonly ms: number;
  /** Whose turn it is (the decider may be a defender in someone else's turn). */
  readonly current: Seat | null;
  readonly turnNumber: number;
}

export interface MatchConfig {
  readonly players: number;
  readonly options: Record<string, unknown>;
  readonly seed: string;
  readonly seats: readonly MatchSeat[];
  readonly maxActions: number;
  readonly budgetMs: number;
  readonly clock: () => number;
  readonly onDecision?: (d: Decision, state: RisikoState) => void;
  /** Lets a bench hand a seat the true state (the cheating variant). */
  readonly turnFor?: (turn: BotTurn<RisikoView, RisikoAction>, state: RisikoState) => BotTurn<RisikoView, RisikoAction>;
}

export interface MatchResult {
  readonly state: RisikoState;
  readonly actions: number;
  readonly outcome: Outcome | null;
}

const AMOUNTS = ['count', 'dice'];

export function newGame(players: number, options: Record<string, unknown>, seed: string): RisikoState {
  return unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed }));
}

export function playMatch(m: MatchConfig): MatchResult {
  let s = newGame(m.players, m.options, m.seed);
  let actions = 0;
  for (; actions < m.maxActions && s.outcome === null; actions++) {
    const seat = engine.activePlayers(s)[0];
    if (seat === undefined) throw new Error(`${m.seed}: no active seat and no outcome`);
    const who = m.seats[seat] as MatchSeat;
    const legal = engine.legalActions(s, seat);
    const base: BotTurn<RisikoView, RisikoAction> = {
      seat, players: m.players, options: s.options as never, view: engine.view(s, seat), legal, level: who.level, ...(who.style === undefined ? {} : { style: who.style }),
      seed: `${m.seed}:${actions}`, budgetMs: m.budgetMs, clock: m.clock,
    };
    const turn = m.turnFor?.(base, s) ?? base;
    const started = m.clock();
    const action = who.bot.decide(turn);
    m.onDecision?.({ seat, ms: m.clock() - started, current: s.turn?.seat ?? null, turnNumber: s.turnNumber }, s);
    if (!withinLegal(legal, action, AMOUNTS)) throw new Error(`${m.seed}: step ${actions}: ${JSON.stringify(action)} is not legal`);
    const applied = engine.apply(s, seat, action);
    if (!applied.ok) throw new Error(`${m.seed}: step ${actions}: ${JSON.stringify(action)} refused: ${applied.error.code}`);
    s = applied.value.state;
  }
  return { state: s, actions, outcome: s.outcome };
}
