/**
 * The Halo TCG's computer opponent, for Free Peoples and Shadow alike. Easy plays the scored heuristics
 * with a beginner's judgement (blind to attackers piling onto its Hero and to what another move brings) and
 * plausible mistakes (one of the best few moves); Normal plays their best move with full judgement; Hard
 * plays Normal and searches whether to move again and the assignments (`LEVEL_LIMITS`) with information-set MCTS
 * (engines/core/bot) to the end of the turn over states dealt from its view (`determinise`), rollouts by
 * Normal's judgement, scored by the fitted evaluation (`evaluate.ts`); at two seats it bids a wound to go first.
 */
import { Random, seedRng, type BotLevel, type BotTurn, type GameBot, type Seat } from '../../core';
import { search, type SearchGame, type SearchResult } from '../../core/bot/index';
import { halotcgEngine } from '../engine';
import type { Timing } from '../cardTypes';
import type { HaloAction, HaloState, PendingKind } from '../types';
import type { HaloView } from '../view';
import { determinise, freshRng, searchable } from './determinise';
import { evaluate } from './evaluate';
import { candidates, pickAmongGood, ranked, rolloutMove } from './policy';

/** A question the search may decide, or an open window of a timing (`window:shadow`: the Shadow's plays). */
export type Searched = PendingKind | `window:${Timing}`;

export interface LevelLimits {
  readonly iterations: number;
  /** Thinking time per decision at most (the table's budget may be smaller). */
  readonly capMs: number;
  readonly rolloutDepth: number;
  readonly exploration: number;
  /** Root moves searched, best-scored first (passing always among them). */
  readonly keep: number;
  /** The questions and open windows (`window:<timing>`) searched; absent: every searchable decision. */
  readonly only?: readonly Searched[];
  /** Plausible mistakes where the search does not decide: percent for the best, second, … move (absent: the best). */
  readonly odds?: readonly number[];
  /** How the root's moves share the iterations (`engines/core/bot` search): UCB1, or halving on common samples. */
  readonly root?: 'ucb' | 'halving';
  /** How much better (in mean reward) the search must find a move before it overrules the heuristics' first. */
  readonly margin?: number;
  /**
   * Wounds bid on one's own Hero at two seats, to win the bid and go first (absent: the heuristics' bid of 0).
   * The first player won 128 of 200 games between Normal seats, and a Normal that bids 1 won 121 of 200
   * against Normal (session 32, games 0 to 199 of `hard-normal`'s seeds).
   */
  readonly bid?: number;
}

/**
 * Normal plays the heuristics' best move; Hard searches the questions that most often decide a race to site 9
 * and a skirmish: whether to move again, which defender takes which attacker, where a Shadow player's
 * leftover attackers go (short searches of every open window played worse than the heuristics). Hard is
 * bound by its iterations (about 100 ms of one core as measured by the bench's `speed` pairing), so its
 * strength does not depend on the machine's load; the time cap is a safety net at the table's budget.
 * Comparing its candidates on common samples (`root: 'halving'`) instead of UCB1 did not make it stronger
 * (session 31: 161 of 300 games against Normal, where UCB1 won 227 of 400) and always spends all iterations.
 * `SEARCHING` is a Hard for the bench's `search` pairing to try other limits against the shipped one.
 */
export const LEVEL_LIMITS: Readonly<Record<Exclude<BotLevel, 'easy'>, LevelLimits>> = {
  normal: { iterations: 0, capMs: 0, rolloutDepth: 0, exploration: 0.3, keep: 1 },
  hard: { iterations: 64, capMs: 1000, rolloutDepth: 400, exploration: 0.3, keep: 2, only: ['regroupChoice', 'assignDefender', 'assignShadow'], bid: 1 },
};

/** Hard searching the Shadow's plays in the shadow phase too (bench and tests). */
export const SEARCHING: LevelLimits = { ...LEVEL_LIMITS.hard, only: ['regroupChoice', 'assignDefender', 'assignShadow', 'window:shadow'] };

type Sample = (view: HaloView, seat: Seat, options: BotTurn<HaloView, HaloAction>['options'], players: number, rng: Random) => HaloState;

/** What a bench may plug in: a look at each search, another determinisation (the cheating variant). */
export interface BotHooks {
  /** Each search's result and the move played (the heuristics' first unless the search clearly preferred another). */
  readonly onSearch?: (result: SearchResult<HaloAction>, played: HaloAction) => void;
  readonly determinise?: Sample;
}

/** Samples per decision: later iterations reuse them with a fresh generator. */
const POOL = 16;

function pooled(sample: Sample): Sample {
  const pool: HaloState[] = [];
  return (view, seat, options, players, rng) => {
    if (pool.length < POOL) {
      const s = sample(view, seat, options, players, rng);
      pool.push(s);
      return s;
    }
    return { ...(pool[rng.below(POOL)] as HaloState), rng: freshRng(rng) };
  };
}

export function searchGame(sample: Sample, keep: number): SearchGame<HaloState, HaloAction, HaloView> {
  return {
    engine: halotcgEngine,
    determinise: pooled(sample),
    evaluate,
    candidates: (s, seat, legal) => candidates(s, seat, legal, keep),
    rollout: (s, seat, legal, rng) => rolloutMove(s, seat, legal(), rng),
    horizon: (root, s) => s.turnNumber !== root.turnNumber,
  };
}

/** The margin without one in the limits (mean reward). */
const MARGIN = 0.02;

/**
 * The searched move when the search clearly prefers it to the heuristics' best (the first candidate): with
 * the few hundred simulated actions a decision gets, a small difference in the means is noise.
 */
function trusted(result: SearchResult<HaloAction>, margin: number): HaloAction {
  const first = result.stats[0];
  const best = result.stats.find((x) => x.action === result.best);
  if (first === undefined || best === undefined || first.visits === 0) return result.best;
  return best.mean > first.mean + margin ? best.action : first.action;
}

/** How far below the best Easy's choices may fall (in score points: a companion's worth is about 3 to 6). */
const EASY_FLOOR = 2.5;

/** Whether a level with these limits searches the decision in this view (rather than play the heuristics). */
export function searchesHere(view: HaloView, limits: LevelLimits): boolean {
  if (limits.iterations <= 0 || !searchable(view)) return false;
  if (limits.only === undefined) return true;
  const asked: Searched | undefined = view.pending !== null ? view.pending.kind : view.window === null ? undefined : `window:${view.window.timing as Timing}`;
  return asked !== undefined && limits.only.includes(asked);
}

type LimitsFor = (level: BotLevel) => LevelLimits | undefined;

/** The bid of a level that bids to go first (`LevelLimits.bid`, two seats only), when it is asked and may. */
function bidding(turn: BotTurn<HaloView, HaloAction>, limits: LevelLimits): HaloAction | undefined {
  if (limits.bid === undefined || turn.players !== 2 || turn.view.pending?.kind !== 'bid') return undefined;
  const wanted = String(limits.bid);
  return turn.legal.find((a) => a.type === 'choose' && a.option === wanted);
}

function decide(turn: BotTurn<HaloView, HaloAction>, limitsFor: LimitsFor, hooks: BotHooks): HaloAction {
  const { view, seat, legal } = turn;
  if (legal.length === 1) return legal[0] as HaloAction;
  const rng = new Random(seedRng(`halotcg-bot:${turn.seed}`));
  const sample = hooks.determinise ?? determinise;
  const s = sample(view, seat, turn.options, turn.players, rng);
  const limits = limitsFor(turn.level);
  if (limits === undefined) return pickAmongGood(ranked(s, seat, legal, true), rng, EASY_FLOOR);
  const bid = bidding(turn, limits);
  if (bid !== undefined) return bid;
  const scored = ranked(s, seat, legal);
  const cands = candidates(s, seat, legal, limits.keep);
  const searched = searchesHere(view, limits);
  if (cands.length === 1 || !searched) return limits.odds === undefined ? (scored[0] as { action: HaloAction }).action : pickAmongGood(scored, rng, 0.5, limits.odds);
  const budgetMs = Math.min(turn.budgetMs, limits.capMs);
  try {
    const result = search(searchGame(sample, limits.keep), turn, { iterations: limits.iterations, budgetMs, clock: turn.clock, rolloutDepth: limits.rolloutDepth, exploration: limits.exploration, ...(limits.root === undefined ? {} : { root: limits.root }) });
    const played = trusted(result, limits.margin ?? MARGIN);
    hooks.onSearch?.(result, played);
    return played;
  } catch {
    // A sampled state the rules cannot play on: the heuristics answer instead.
    return (scored[0] as { action: HaloAction }).action;
  }
}

const shipped: LimitsFor = (level) => (level === 'easy' ? undefined : LEVEL_LIMITS[level]);

export const halotcgBot: GameBot<HaloView, HaloAction> = {
  styles: [],
  decide: (turn) => decide(turn, shipped, {}),
};

/** A bot with other limits per level and hooks (benchmarks and tests: iteration-bound, instrumented). */
export function boundedBot(limits: Partial<Record<BotLevel, LevelLimits>>, hooks: BotHooks = {}): GameBot<HaloView, HaloAction> {
  return { styles: [], decide: (turn) => decide(turn, (level) => limits[level], hooks) };
}
