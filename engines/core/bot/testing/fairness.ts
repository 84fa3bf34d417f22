/**
 * The fairness check every game's bot tests share (issue 18): a bot decides from its seat's view and legal
 * actions only, so changing what the seat cannot see (another seat's hand or objectives, the order of a
 * deck, the random generator's state) must leave its choice as it was. `unfairness` plays one decision on
 * a position and on the position changed, and names every way the check fails; an empty list is a pass.
 */
import type { BotLevel, BotTurn, GameBot } from '../../bot';
import type { GameEngine, Json, Seat } from '../../engine';

type Rules<S, A, V> = Pick<GameEngine<S, A, V, unknown>, 'activePlayers' | 'legalActions' | 'view'>;

/** A change to what `seat` cannot see, named for the test table. */
export interface HiddenChange<S> {
  readonly name: string;
  readonly change: (state: S, seat: Seat) => S;
}

export interface FairnessCheck<S, A, V> {
  readonly engine: Rules<S, A, V>;
  readonly bot: GameBot<V, A>;
  /** The position; the first active seat decides. */
  readonly state: S;
  readonly change: HiddenChange<S>['change'];
  readonly level: BotLevel;
  /** The game's parsed options and its number of seats, as the table passes them. */
  readonly options: Json;
  readonly players: number;
  readonly style?: string;
  /** The bot's own seed, the same for both decisions (default `fair`). */
  readonly seed?: string;
}

const same = (x: unknown, y: unknown): boolean => JSON.stringify(x) === JSON.stringify(y);

function turnOf<S, A, V>(c: FairnessCheck<S, A, V>, state: S, seat: Seat): BotTurn<V, A> {
  return {
    seat, players: c.players, options: c.options, view: c.engine.view(state, seat), legal: c.engine.legalActions(state, seat), level: c.level,
    ...(c.style === undefined ? {} : { style: c.style }), seed: c.seed ?? 'fair', budgetMs: 1e9, clock: () => 0,
  };
}

/**
 * What is wrong, in words: the change touched nothing (the test proves nothing), it changed the seat's
 * view or legal actions (it was not hidden), or the bot chose differently (the bot peeks: a real bug).
 */
export function unfairness<S, A, V>(c: FairnessCheck<S, A, V>): string[] {
  const seat = c.engine.activePlayers(c.state)[0];
  if (seat === undefined) return ['no seat is active in the position'];
  const changed = c.change(c.state, seat);
  if (same(changed, c.state)) return ['the change leaves the state as it was'];
  const before = turnOf(c, c.state, seat);
  const after = turnOf(c, changed, seat);
  const problems: string[] = [];
  if (!same(after.view, before.view)) problems.push('the change shows in the seat’s view');
  if (!same(after.legal, before.legal)) problems.push('the change alters the seat’s legal actions');
  if (problems.length > 0) return problems;
  const a = c.bot.decide(before);
  const b = c.bot.decide(after);
  return same(a, b) ? [] : [`the choice changed: ${JSON.stringify(a)} became ${JSON.stringify(b)}`];
}

/** The test table: every position with every change at every level, each row named. */
export function fairnessCases<S>(
  positions: readonly { readonly name: string; readonly make: () => S }[],
  changes: readonly HiddenChange<S>[],
  levels: readonly BotLevel[],
): { readonly name: string; readonly make: () => S; readonly change: HiddenChange<S>['change']; readonly level: BotLevel }[] {
  return positions.flatMap((p) =>
    changes.flatMap((c) => levels.map((level) => ({ name: `${p.name}: ${c.name} (${level})`, make: p.make, change: c.change, level }))),
  );
}
