/**
 * Monte Carlo tree search over information sets (single-observer ISMCTS, Cowling, Powley & Whitehouse
 * 2012) for any GameEngine. Each iteration samples one full state consistent with what the searching seat
 * knows (`determinise`), walks the shared tree of action sequences (UCB1 counted over the iterations in
 * which a move was available), adds one node, plays a short rollout and scores the end position with the
 * game's `evaluate` (a finished game scores 1 for a winner, 0 otherwise). Dice come from the determinised
 * state's fresh generator, so chance is averaged over the iterations (open-loop search).
 *
 * The search stops at the iteration limit or when the lent clock passes the budget, and answers the root
 * move visited most. Every state change goes through `advance` (one place), so a faster apply can be
 * plugged in as `game.step`.
 */
import type { BotTurn } from '../bot';
import type { GameEngine, Json, Seat } from '../engine';
import { Random, seedRng, type RngState } from '../rng';
import { actionKey } from './amounts';

type Rules<S, A> = Pick<GameEngine<S, A, unknown, unknown>, 'activePlayers' | 'legalActions' | 'apply' | 'outcome' | 'simulate'>;

/** What a game plugs into the search. */
export interface SearchGame<S, A, V> {
  readonly engine: Rules<S, A>;
  /** A full state consistent with the view: unseen cards dealt at random, the game's RNG fresh from `rng`. */
  determinise(view: V, seat: Seat, options: Json, players: number, rng: Random): S;
  /** How good the position is for `seat`, in [0, 1]. */
  evaluate(state: S, seat: Seat): number;
  /** Moves worth searching, best first (pruning and ordering; amounts spread over their range). */
  candidates?(state: S, seat: Seat, legal: readonly A[]): readonly A[];
  /**
   * The rollout's move; uniform among the legal moves without it. `legal` lists them on demand, so a game
   * that knows its move without the full list skips the work.
   */
  rollout?(state: S, seat: Seat, legal: () => readonly A[], rng: Random): A | undefined;
  /** A text key per move for the tree (moves with equal keys share statistics); `actionKey` without it. */
  key?(action: A): string;
  /** Where the look-ahead ends and `evaluate` scores (the end of the turn, say). */
  horizon?(root: S, state: S): boolean;
  /** The next state, or undefined when the move is illegal there; `engine.apply` without it. */
  step?(state: S, seat: Seat, action: A): S | undefined;
}

export interface SearchLimits {
  readonly iterations: number;
  readonly budgetMs: number;
  readonly clock: () => number;
  /** Rollout moves after the tree, at most. */
  readonly rolloutDepth: number;
  /** UCB1 exploration constant (rewards are in [0, 1]); 0.7 without it. */
  readonly exploration?: number;
  /**
   * How the root's moves share the iterations: `ucb` (default) like every other node; `halving` compares
   * them on common samples (every move of a round plays the same determinisation, dice and rollout
   * draws) and halves the field by mean reward a few times (sequential halving), so that chance weighs
   * far less in the choice between close moves.
   */
  readonly root?: 'ucb' | 'halving';
}

export interface RootStat<A> {
  readonly action: A;
  readonly visits: number;
  /** Mean reward for the searching seat, 0 when unvisited. */
  readonly mean: number;
}

export interface SearchResult<A> {
  readonly best: A;
  /** Root moves in candidate order with their visits and mean reward. */
  readonly stats: readonly RootStat<A>[];
  readonly iterations: number;
  /** States advanced (tree and rollouts): the simulation work done. */
  readonly steps: number;
}

interface Node<A> {
  readonly action: A | null;
  /** The seat that made the move into this node (-1 at the root). */
  readonly by: Seat;
  visits: number;
  total: number;
  avail: number;
  readonly children: Map<string, Node<A>>;
}

function node<A>(action: A | null, by: Seat): Node<A> {
  return { action, by, visits: 0, total: 0, avail: 0, children: new Map() };
}

class Searcher<S, A, V> {
  steps = 0;
  private readonly c: number;
  private rng: Random;
  private readonly advance: (state: S, seat: Seat, action: A) => S | undefined;
  readonly key: (action: A) => string;

  constructor(
    private readonly game: SearchGame<S, A, V>,
    private readonly limits: SearchLimits,
    rng: Random,
  ) {
    this.rng = rng;
    this.c = limits.exploration ?? 0.7;
    this.key = game.key ?? actionKey;
    const engine = game.engine;
    // The kernel's fast path (no events, no log text) where the engine has it: the search's speed limit.
    const simulate = engine.simulate?.bind(engine);
    const step =
      game.step ??
      (simulate
        ? (s: S, seat: Seat, a: A) => {
            const r = simulate(s, seat, a);
            return r.ok ? r.value : undefined;
          }
        : (s: S, seat: Seat, a: A) => {
            const r = engine.apply(s, seat, a);
            return r.ok ? r.value.state : undefined;
          });
    this.advance = (s, seat, a) => {
      this.steps++;
      return step(s, seat, a);
    };
  }

  /** Rollout draws from here on come from `rng` (common random numbers across a round's moves). */
  reseed(rng: Random): void {
    this.rng = rng;
  }

  private moves(s: S, seat: Seat): readonly A[] {
    const legal = this.game.engine.legalActions(s, seat);
    return this.game.candidates?.(s, seat, legal) ?? legal;
  }

  private select(parent: Node<A>, moves: readonly A[], by: Seat): Node<A> {
    let untried: A | undefined;
    let untriedKey = '';
    let best: Node<A> | undefined;
    let bestScore = -Infinity;
    for (const a of moves) {
      const key = this.key(a);
      const child = parent.children.get(key);
      if (child === undefined) {
        if (untried === undefined) {
          untried = a;
          untriedKey = key;
        }
        continue;
      }
      child.avail++;
      if (untried !== undefined) continue;
      const score = child.total / child.visits + this.c * Math.sqrt(Math.log(child.avail) / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    if (untried !== undefined) {
      const fresh = node(untried, by);
      fresh.avail = 1;
      parent.children.set(untriedKey, fresh);
      return fresh;
    }
    return best as Node<A>;
  }

  private rollout(root: S, start: S): S {
    let s = start;
    for (let depth = 0; depth < this.limits.rolloutDepth; depth++) {
      if (this.game.engine.outcome(s) !== undefined || this.game.horizon?.(root, s) === true) break;
      const seat = this.game.engine.activePlayers(s)[0];
      if (seat === undefined) break;
      const legal = () => this.game.engine.legalActions(s, seat);
      const a = this.game.rollout === undefined ? this.pick(legal()) : this.game.rollout(s, seat, legal, this.rng);
      if (a === undefined) break;
      const next = this.advance(s, seat, a);
      if (next === undefined) break;
      s = next;
    }
    return s;
  }

  private pick(legal: readonly A[]): A | undefined {
    return legal.length === 0 ? undefined : this.rng.pick(legal);
  }

  private reward(s: S, seat: Seat, cache: Map<Seat, number>): number {
    const known = cache.get(seat);
    if (known !== undefined) return known;
    const outcome = this.game.engine.outcome(s);
    const value = outcome === undefined ? this.game.evaluate(s, seat) : outcome.winners.length === 0 ? 0.5 : outcome.winners.includes(seat) ? 1 : 0;
    cache.set(seat, value);
    return value;
  }

  /** One iteration from a fresh determinisation; false when the sample could not play the root move. */
  iterate(root: Node<A>, rootMoves: readonly A[], rootSeat: Seat, start: S): boolean {
    const path: Node<A>[] = [];
    let s = start;
    let at = root;
    let seat = rootSeat;
    let moves = rootMoves;
    for (;;) {
      const child = this.select(at, moves, seat);
      const next = this.advance(s, seat, child.action as A);
      if (next === undefined) {
        at.children.delete(this.key(child.action as A));
        return path.length > 0;
      }
      path.push(child);
      s = next;
      at = child;
      if (child.visits === 0 || this.game.engine.outcome(s) !== undefined || this.game.horizon?.(start, s) === true) break;
      const actor = this.game.engine.activePlayers(s)[0];
      if (actor === undefined) break;
      moves = this.moves(s, actor);
      if (moves.length === 0) break;
      seat = actor;
    }
    const end = this.rollout(start, s);
    const cache = new Map<Seat, number>();
    for (const n of path) {
      n.visits++;
      n.total += this.reward(end, n.by, cache);
    }
    return true;
  }
}

function rootStats<A>(root: Node<A>, moves: readonly A[], key: (a: A) => string): RootStat<A>[] {
  return moves.map((action) => {
    const child = root.children.get(key(action));
    return { action, visits: child?.visits ?? 0, mean: child === undefined || child.visits === 0 ? 0 : child.total / child.visits };
  });
}

function better(x: { visits: number; mean: number }, y: { visits: number; mean: number }): boolean {
  return x.visits > y.visits || (x.visits === y.visits && x.mean > y.mean);
}

function mostVisited<A>(stats: readonly RootStat<A>[]): A {
  let best = stats[0] as RootStat<A>;
  for (const s of stats) if (better(s, best)) best = s;
  return best.action;
}

/** Whether the most visited root move can no longer be overtaken in `remaining` iterations. */
function settled<A>(root: Node<A>, remaining: number): boolean {
  let first = 0;
  let second = 0;
  for (const child of root.children.values()) {
    if (child.visits > first) {
      second = first;
      first = child.visits;
    } else if (child.visits > second) second = child.visits;
  }
  return first - second > remaining;
}

/** Iterations still to come: by the limit, and by the time left at the pace so far. */
function remaining(limits: SearchLimits, done: number, elapsed: number): number {
  const byCount = limits.iterations - done;
  if (elapsed <= 0) return byCount;
  return Math.min(byCount, Math.ceil((done * (limits.budgetMs - elapsed)) / elapsed));
}

interface Run<S, A, V> {
  readonly game: SearchGame<S, A, V>;
  readonly turn: BotTurn<V, A>;
  readonly limits: SearchLimits;
  readonly searcher: Searcher<S, A, V>;
  readonly rng: Random;
  readonly root: Node<A>;
  readonly started: number;
}

/** UCB1 at the root too; stops at the limits or once more thinking could not change the answer. Answers the iterations run. */
function ucbRoot<S, A, V>(r: Run<S, A, V>, moves: readonly A[], first: S): number {
  const { game, turn, limits } = r;
  let iterations = 0;
  let sample: S | undefined = first;
  for (;;) {
    const elapsed = limits.clock() - r.started;
    if (iterations >= limits.iterations || elapsed >= limits.budgetMs) break;
    if (iterations % 16 === 0 && iterations >= moves.length && settled(r.root, remaining(limits, iterations, elapsed))) break;
    const s = sample ?? game.determinise(turn.view, turn.seat, turn.options, turn.players, r.rng);
    sample = undefined;
    r.searcher.iterate(r.root, moves, turn.seat, s);
    iterations++;
  }
  return iterations;
}

const meanOf = <A>(root: Node<A>, key: string): number => {
  const child = root.children.get(key);
  return child === undefined || child.visits === 0 ? -1 : child.total / child.visits;
};

/**
 * Sequential halving on common samples: each phase gives the moves still in the field equal rounds, every
 * move of a round playing from the same determinisation with the same rollout draws; then the better half
 * by mean reward goes on. Answers the iterations run and the winner (the best mean of the last field).
 */
function halvingRoot<S, A, V>(r: Run<S, A, V>, moves: readonly A[], first: S): { iterations: number; best: A } {
  const { game, turn, limits, searcher } = r;
  const key = searcher.key;
  let field = [...moves];
  let iterations = 0;
  let sample: S | undefined = first;
  const phases = Math.ceil(Math.log2(moves.length));
  for (let phase = 0; phase < phases && field.length > 1; phase++) {
    const rounds = Math.max(1, Math.floor(limits.iterations / (field.length * phases)));
    for (let round = 0; round < rounds && limits.clock() - r.started < limits.budgetMs; round++) {
      const s = sample ?? game.determinise(turn.view, turn.seat, turn.options, turn.players, r.rng);
      sample = undefined;
      const seed: RngState = [r.rng.nextUint32(), r.rng.nextUint32(), r.rng.nextUint32(), 1];
      for (const a of field) {
        searcher.reseed(new Random(seed));
        searcher.iterate(r.root, [a], turn.seat, s);
        iterations++;
      }
    }
    const ranked = field.map((a) => ({ a, mean: meanOf(r.root, key(a)) })).sort((x, y) => y.mean - x.mean);
    field = ranked.slice(0, Math.ceil(field.length / 2)).map((x) => x.a);
  }
  searcher.reseed(r.rng);
  return { iterations, best: field[0] as A };
}

/**
 * Searches the decision in `turn` and answers the most visited root move (the first candidate when no
 * iteration ran). The root moves are `turn.legal` passed through `candidates` on the first sample.
 */
export function search<S, A, V>(game: SearchGame<S, A, V>, turn: BotTurn<V, A>, limits: SearchLimits): SearchResult<A> {
  const started = limits.clock();
  const rng = new Random(seedRng(`search:${turn.seed}`));
  const searcher = new Searcher(game, limits, rng);
  const first = game.determinise(turn.view, turn.seat, turn.options, turn.players, rng);
  const moves = game.candidates?.(first, turn.seat, turn.legal) ?? turn.legal;
  const root = node<A>(null, -1);
  const run: Run<S, A, V> = { game, turn, limits, searcher, rng, root, started };
  let iterations = 0;
  let chosen: A | undefined;
  if (moves.length > 1 && limits.root === 'halving') {
    const h = halvingRoot(run, moves, first);
    iterations = h.iterations;
    chosen = h.best;
  } else if (moves.length > 1) iterations = ucbRoot(run, moves, first);
  const stats = rootStats(root, moves.length > 0 ? moves : turn.legal, searcher.key);
  return { best: chosen ?? mostVisited(stats), stats, iterations, steps: searcher.steps };
}
