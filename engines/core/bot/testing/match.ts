/**
 * Plays one game between computer seats the way the table does: each decision gets the seat's view and
 * legal actions, a seed of its own and a lent clock, and every answer is checked against the legal list
 * (amounts within a listed range count as legal). For every game's bot tests and the AI bench.
 */
import { unwrap, type BotLevel, type BotTurn, type GameBot, type GameEngine, type Outcome, type Seat } from '../../index';
import { withinLegal } from '../amounts';

export interface MatchSeat<V, A> {
  readonly bot: GameBot<V, A>;
  readonly level: BotLevel;
  readonly style?: string;
}

export interface Decision {
  readonly seat: Seat;
  readonly ms: number;
  /** The action's index in the game (0 for the first). */
  readonly step: number;
}

export interface MatchConfig<S, A, V> {
  readonly players: number;
  readonly options: Record<string, unknown>;
  readonly seed: string;
  readonly seats: readonly MatchSeat<V, A>[];
  readonly maxActions: number;
  readonly budgetMs: number;
  readonly clock: () => number;
  /** Action fields that carry an amount from a listed range (Risiko's `count`, `dice`). */
  readonly amounts?: readonly string[];
  readonly onDecision?: (d: Decision, state: S) => void;
  /** Lets a bench hand a seat the true state (the cheating variant). */
  readonly turnFor?: (turn: BotTurn<V, A>, state: S) => BotTurn<V, A>;
}

export interface MatchResult<S> {
  readonly state: S;
  readonly actions: number;
  /** Undefined when the game reached `maxActions` unfinished. */
  readonly outcome: Outcome | undefined;
}

type Rules<S, A, V> = Pick<GameEngine<S, A, V, unknown>, 'parseOptions' | 'setup' | 'activePlayers' | 'legalActions' | 'apply' | 'view' | 'outcome'>;

export function newMatchGame<S, A, V>(engine: Rules<S, A, V>, players: number, options: Record<string, unknown>, seed: string): S {
  return unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed }));
}

/** Plays until the game ends or `maxActions`; throws on a stall (no seat to act) or an illegal answer. */
export function playMatch<S, A, V>(engine: Rules<S, A, V>, m: MatchConfig<S, A, V>): MatchResult<S> {
  let s = newMatchGame(engine, m.players, m.options, m.seed);
  let actions = 0;
  for (; actions < m.maxActions && engine.outcome(s) === undefined; actions++) {
    const seat = engine.activePlayers(s)[0];
    if (seat === undefined) throw new Error(`${m.seed}: no active seat and no outcome`);
    const who = m.seats[seat] as MatchSeat<V, A>;
    const legal = engine.legalActions(s, seat);
    if (legal.length === 0) throw new Error(`${m.seed}: step ${actions}: seat ${seat} is active with no legal action`);
    const base: BotTurn<V, A> = {
      seat, players: m.players, options: (s as { options?: never }).options ?? (m.options as never), view: engine.view(s, seat), legal, level: who.level,
      ...(who.style === undefined ? {} : { style: who.style }), seed: `${m.seed}:${actions}`, budgetMs: m.budgetMs, clock: m.clock,
    };
    const turn = m.turnFor?.(base, s) ?? base;
    const started = m.clock();
    const action = who.bot.decide(turn);
    m.onDecision?.({ seat, ms: m.clock() - started, step: actions }, s);
    if (!withinLegal(legal, action, m.amounts ?? [])) throw new Error(`${m.seed}: step ${actions}: ${JSON.stringify(action)} is not legal`);
    const applied = engine.apply(s, seat, action);
    if (!applied.ok) throw new Error(`${m.seed}: step ${actions}: ${JSON.stringify(action)} refused: ${applied.error.code}`);
    s = applied.value.state;
  }
  return { state: s, actions, outcome: engine.outcome(s) };
}
