/**
 * The seam between a game's computer opponent and the table that runs it. A bot is pure: it decides from
 * what its seat is shown (the seat's `view` and `legalActions`), never from the state, so it cannot see
 * hands, decks, objectives or the random generator. Where it needs to look ahead it samples what it cannot
 * see (determinisation) from its own `Random`, seeded by the table, never by the game's seed.
 *
 * Engines have no clock, so the table lends one (`clock`); a bot that has thought past `budgetMs` plays its
 * best move so far.
 */
import type { Json, Seat } from './engine';

export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** How the table set up one computer seat (stored with the seat in a save). */
export interface BotSeat {
  readonly level: BotLevel;
  /** A play style the game's bot offers (`styles`); absent for the bot's default. */
  readonly style?: string;
}

/** What a computer seat is told when it must act. */
export interface BotTurn<V, A> {
  readonly seat: Seat;
  readonly players: number;
  /** The game's parsed options (public: every seat knows them). */
  readonly options: Json;
  /** `engine.view(state, seat)`: all the bot may know of the game. */
  readonly view: V;
  /** `engine.legalActions(state, seat)`: what the seat may do now (never empty when asked). */
  readonly legal: readonly A[];
  readonly level: BotLevel;
  readonly style?: string;
  /** The bot's own randomness for this decision (the table derives it; it says nothing about the game's dice). */
  readonly seed: string;
  /** Milliseconds the bot may think; past it, the best move so far. */
  readonly budgetMs: number;
  /** Milliseconds from an arbitrary start, lent by the table (engines have no clock). */
  readonly clock: () => number;
}

/** A game's computer opponent. `decide` returns one of `turn.legal` (or an amount within a listed range). */
export interface GameBot<V, A> {
  /** Play styles this bot offers besides its default, as i18n keys under `bots.styles.<style>` of the game. */
  readonly styles: readonly string[];
  decide(turn: BotTurn<V, A>): A;
}
