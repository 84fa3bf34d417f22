/**
 * Halo ActionClix's computer opponent, for every seat of a basic game and both sides of the Scarab. Easy
 * plays the scored moves with plausible mistakes (one of the top few, never one far below the best);
 * Normal and Hard plan the rest of the turn with information-set MCTS (engines/core/bot): which units act,
 * in which order, moving where and shooting what, over the best few moves of each unit, the dice rolled
 * fresh in every iteration, the position scored at the end of the turn; Hard scores with its own weights
 * (`HARD_WEIGHTS`), searches wider and longer, but keeps a Normal-sized search's choice unless its own
 * finds a clearly better move (`Anchor`). ActionClix
 * hides only the dice, so a sample is the view with a fresh generator. Spawn points, deployment and
 * choices with one sensible answer are decided by the scores at every level.
 */
import { Random, seedRng, type BotLevel, type BotTurn, type GameBot, type Seat } from '../../core';
import { search, type SearchGame, type SearchResult } from '../../core/bot/index';
import { actionclixEngine } from '../engine';
import type { ActionClixAction, ActionClixState, TurnState } from '../types';
import type { ActionClixView } from '../view';
import { determinise } from './determinise';
import { evaluateWith, HARD_WEIGHTS, SHIPPED_WEIGHTS, type EvalWeights } from './evaluate';
import { candidates, pickAmongGood, ranked, rolloutMove, type Breadth } from './policy';
import { context, type Ctx } from './scoring';

export interface LevelLimits {
  readonly iterations: number;
  /** Thinking time per decision at most (the table's budget may be smaller). */
  readonly capMs: number;
  readonly rolloutDepth: number;
  readonly exploration: number;
  readonly breadth: Breadth;
  /** Another level's search whose choice stands unless this one's finds a clearly better move. */
  readonly anchor?: Anchor;
  /** The evaluation's weights in the search (`SHIPPED_WEIGHTS` when left out). */
  readonly weights?: EvalWeights;
}

/**
 * Hard's safeguard: it searches as Normal does first and keeps Normal's choice unless its own, wider and
 * longer search finds a move at least `margin` better (mean reward) with at least `visits` visits, so it
 * never gives away what Normal knows to a lucky run of dice in its own search.
 */
export interface Anchor {
  readonly limits: LevelLimits;
  readonly margin: number;
  readonly visits: number;
}

const NORMAL: LevelLimits = { iterations: 150, capMs: 220, rolloutDepth: 12, exploration: 0.2, breadth: { moves: 3, shots: 2 } };

export const LEVEL_LIMITS: Readonly<Record<Exclude<BotLevel, 'easy'>, LevelLimits>> = {
  normal: NORMAL,
  hard: { iterations: 500, capMs: 700, rolloutDepth: 16, exploration: 0.2, breadth: { moves: 5, shots: 3 }, weights: HARD_WEIGHTS,
    anchor: { limits: { ...NORMAL, weights: HARD_WEIGHTS }, margin: 0.02, visits: 40 } },
};

/**
 * A key of what the turn's choices depend on: the turn record, the Scarab's step, where each unit stands
 * and its grenades, hashed twice over 32 bits (no text is built per position; two different positions of
 * one decision sharing both hashes is a chance of about one in 10^9). Damage is left out, so the dice's
 * many outcomes share one listing (a move the key lets through that a lost click made illegal is dropped
 * by the search when it fails).
 */
class Hash {
  a = 0x811c9dc5;
  b = 0x01234567;
  int(v: number): void {
    this.a = Math.imul(this.a ^ (v | 0), 0x01000193);
    this.b = Math.imul(this.b ^ (v | 0), 0x5bd1e995) ^ (this.b >>> 15);
  }
  text(t: string): void {
    this.int(t.length);
    for (let i = 0; i < t.length; i++) this.int(t.charCodeAt(i));
  }
  /** A unit id, hashed once per id (ids are few and never change in a game). */
  id(t: string): void {
    let v = ID_HASHES.get(t);
    if (v === undefined) {
      const h = new Hash();
      h.text(t);
      v = h.a ^ Math.imul(h.b, 0x9e3779b1);
      ID_HASHES.set(t, v);
    }
    this.int(v);
  }
}

const ID_HASHES = new Map<string, number>();

function hashTurn(h: Hash, t: TurnState | null): void {
  if (t === null) return h.int(-1);
  h.int(t.seat);
  h.int(t.used);
  h.int(t.deploy ? 1 : 0);
  for (const id in t.acted) {
    h.id(id);
    h.int(t.acted[id] ?? 0);
  }
  h.int(-2);
  for (const id of t.swapped) h.id(id);
  h.int(-3);
  if (t.pending.length > 0) h.text(JSON.stringify(t.pending));
}

/** Each state's key with the seat that asked, made once per state (the search asks for the active seat). */
const places = new WeakMap<ActionClixState, { readonly seat: Seat; readonly key: string }>();

export function positionKey(s: ActionClixState, seat: Seat): string {
  const known = places.get(s);
  if (known !== undefined && known.seat === seat) return known.key;
  const h = new Hash();
  h.int(s.turnNumber);
  hashTurn(h, s.turn);
  const step = s.scarab?.step ?? null;
  if (step !== null) h.text(JSON.stringify(step));
  for (const u of s.units) {
    h.int(u.status.charCodeAt(0));
    h.int(u.sq);
    h.int(u.grenades);
  }
  const key = `${seat}#${h.a >>> 0}:${h.b >>> 0}`;
  places.set(s, { seat, key });
  return key;
}

/** The decision's own moves, already pruned (the search starts from them instead of pruning again). */
export interface RootMoves {
  readonly s: ActionClixState;
  readonly seat: Seat;
  readonly moves: readonly ActionClixAction[];
}

/**
 * The search game for one decision. The tree asks for each position's moves; they are listed and pruned
 * once per position key (`positionKey`) and the pruned list answers every later visit.
 */
export function searchGame(breadth: Breadth, root?: RootMoves, weights: EvalWeights = SHIPPED_WEIGHTS): SearchGame<ActionClixState, ActionClixAction, ActionClixView> {
  const cands = new Map<string, readonly ActionClixAction[]>();
  if (root !== undefined) cands.set(positionKey(root.s, root.seat), root.moves);
  const engine = {
    activePlayers: actionclixEngine.activePlayers,
    apply: actionclixEngine.apply,
    outcome: actionclixEngine.outcome,
    simulate: actionclixEngine.simulate,
    legalActions: (s: ActionClixState, seat: Seat) => cands.get(positionKey(s, seat)) ?? actionclixEngine.legalActions(s, seat),
  };
  return {
    engine,
    determinise: (view, _seat, _options, _players, rng) => determinise(view, rng),
    evaluate: evaluateWith(weights),
    candidates: (s, seat, list) => {
      const key = positionKey(s, seat);
      let v = cands.get(key);
      if (v === undefined) {
        v = candidates(context(s, seat), list, breadth);
        cands.set(key, v);
      }
      return v;
    },
    rollout: (s, seat, list, rng) => rolloutMove(context(s, seat), list, rng),
    key: keyOf,
    horizon: (root, s) => s.turnNumber !== root.turnNumber,
  };
}

/** Each action's tree key, made once per action object (listings hand out the same frozen objects). */
const keys = new WeakMap<ActionClixAction, string>();

function keyOf(a: ActionClixAction): string {
  let k = keys.get(a);
  if (k === undefined) {
    k = JSON.stringify(a);
    keys.set(a, k);
  }
  return k;
}

/** Decisions the scores take at every level: spawn points, deployment, the only sensible move. */
function settled(view: ActionClixView, cands: readonly ActionClixAction[]): boolean {
  return cands.length === 1 || view.phase.kind === 'spawns' || view.turn?.deploy === true;
}

/** What a bench may plug in: a look at each search, another determinisation (the cheating variant). */
export interface BotHooks {
  readonly onSearch?: (result: SearchResult<ActionClixAction>) => void;
  readonly determinise?: (view: ActionClixView, rng: Random) => ActionClixState;
}

type LimitsFor = (level: BotLevel) => LevelLimits | undefined;

type Sampler = (view: ActionClixView, rng: Random) => ActionClixState;
type Turn = BotTurn<ActionClixView, ActionClixAction>;

/** One search of the decision within `budgetMs` (none when the scores settle it: the first candidate). */
function searchWith(turn: Turn, c: Ctx, sample: Sampler, limits: LevelLimits, budgetMs: number, hooks: BotHooks): { best: ActionClixAction; result?: SearchResult<ActionClixAction> } {
  const cands = candidates(c, turn.legal, limits.breadth);
  if (settled(turn.view, cands)) return { best: cands[0] as ActionClixAction };
  const game = { ...searchGame(limits.breadth, { s: c.s, seat: turn.seat, moves: cands }, limits.weights), determinise: (v: ActionClixView, _s: Seat, _o: unknown, _p: number, r: Random) => sample(v, r) };
  const result = search(game, turn, { iterations: limits.iterations, budgetMs, clock: turn.clock, rolloutDepth: limits.rolloutDepth, exploration: limits.exploration });
  hooks.onSearch?.(result);
  return { best: result.best, result };
}

/** The anchor's move unless the search found one clearly better (see `Anchor`). */
function anchored(result: SearchResult<ActionClixAction>, theirs: ActionClixAction, anchor: Anchor): ActionClixAction {
  const statOf = (a: ActionClixAction) => result.stats.find((x) => keyOf(x.action) === keyOf(a));
  const mine = statOf(result.best);
  const other = statOf(theirs);
  if (mine === undefined || keyOf(mine.action) === keyOf(theirs) || mine.visits < anchor.visits) return theirs;
  return other === undefined || other.visits === 0 || mine.mean - other.mean >= anchor.margin ? result.best : theirs;
}

function decide(turn: Turn, limitsFor: LimitsFor, hooks: BotHooks): ActionClixAction {
  const { view, seat, legal } = turn;
  if (legal.length === 1) return legal[0] as ActionClixAction;
  const rng = new Random(seedRng(`actionclix-bot:${turn.seed}`));
  const sample = hooks.determinise ?? determinise;
  const c = context(sample(view, rng), seat);
  const limits = limitsFor(turn.level);
  if (limits === undefined) return pickAmongGood(ranked(c, legal), rng);
  const budgetMs = Math.min(turn.budgetMs, limits.capMs);
  if (limits.anchor === undefined) return searchWith(turn, c, sample, limits, budgetMs, hooks).best;
  const started = turn.clock();
  const theirs = searchWith(turn, c, sample, limits.anchor.limits, Math.min(budgetMs, limits.anchor.limits.capMs), hooks);
  const own = searchWith(turn, c, sample, limits, budgetMs - (turn.clock() - started), hooks);
  return own.result === undefined ? own.best : anchored(own.result, theirs.best, limits.anchor);
}

const shipped: LimitsFor = (level) => (level === 'easy' ? undefined : LEVEL_LIMITS[level]);

export const actionclixBot: GameBot<ActionClixView, ActionClixAction> = {
  styles: [],
  decide: (turn) => decide(turn, shipped, {}),
};

/** A bot with other limits per level and hooks (benchmarks and tests: iteration-bound, instrumented). */
export function boundedBot(limits: Partial<Record<BotLevel, LevelLimits>>, hooks: BotHooks = {}): GameBot<ActionClixView, ActionClixAction> {
  return { styles: [], decide: (turn) => decide(turn, (level) => limits[level], hooks) };
}
