/**
 * Risiko Halo's computer opponent. Easy plays the scored heuristics with plausible mistakes (one of the
 * top moves, never one far below the best); Normal and Hard search each decision with information-set
 * MCTS (engines/core/bot) to the end of the turn, Hard with the most iterations and time. The manual setup
 * and defence dice are decided by the heuristics at every level.
 */
import { Random, seedRng, type BotLevel, type BotTurn, type GameBot, type Seat } from '../../core';
import { search, type SearchGame, type SearchResult } from '../../core/bot/index';
import { risikoEngine } from '../index';
import type { RisikoAction, RisikoState } from '../types';
import type { RisikoView } from '../view';
import { determinise, freshRng, graphOf } from './determinise';
import { evaluate } from './evaluate';
import { candidates, pickAmongGood, ranked, rolloutMove } from './policy';
import { context, STYLES, type Style } from './scoring';

export interface LevelLimits {
  /** Iterations per decision: what sets a level's strength, the same on every machine. */
  readonly iterations: number;
  /** Thinking time per decision at most, a safety net for slow machines (the table's budget may be smaller). */
  readonly capMs: number;
  readonly rolloutDepth: number;
  /** UCB1 exploration: small, because one move changes a position's power share by a few hundredths. */
  readonly exploration: number;
  /** How the root's moves share the iterations (engines/core/bot/search.ts): Hard compares them on common samples. */
  readonly root?: 'ucb' | 'halving';
}

/**
 * Iteration-bound: a decision stops at its iterations, which this 2-core machine reaches well inside the
 * caps (the bench's `scale=1` plays exactly this strength without the clock, and prints how often a cap
 * cut a search short). The same answer on every machine fast enough, so a reloaded game goes on alike.
 */
export const LEVEL_LIMITS: Readonly<Record<Exclude<BotLevel, 'easy'>, LevelLimits>> = {
  normal: { iterations: 60, capMs: 300, rolloutDepth: 30, exploration: 0.15 },
  hard: { iterations: 240, capMs: 1000, rolloutDepth: 40, exploration: 0.15, root: 'halving' },
};

const styleOf = (name: string | undefined): Style => STYLES[name ?? 'default'] ?? (STYLES.default as Style);

/** The search game for one decision: the searching seat plays its style, the others the default. */
export function searchGame(view: RisikoView, me: Seat, style: Style): SearchGame<RisikoState, RisikoAction, RisikoView> {
  const g = graphOf(view);
  const ctx = (s: RisikoState, seat: Seat) => context(g, s, seat, seat === me ? style : (STYLES.default as Style));
  return {
    engine: risikoEngine,
    determinise: (v, seat, _options, _players, rng) => determinise(v, seat, rng),
    evaluate: (s, seat) => evaluate(g, s, seat),
    candidates: (s, seat, legal) => candidates(ctx(s, seat), legal),
    rollout: (s, seat, legal, rng) => rolloutMove(ctx(s, seat), legal, rng),
    key: (a) => JSON.stringify(a),
    horizon: (root, s) => s.turnNumber !== root.turnNumber,
  };
}

/** Decisions the heuristics take at every level: the setup, defence dice, the only sensible move. */
function settled(view: RisikoView, cands: readonly RisikoAction[]): boolean {
  return cands.length === 1 || view.phase.kind.startsWith('setup') || view.pending?.kind === 'defend';
}

/** What a bench may plug in: a look at each search, another determinisation (the cheating variant). */
export interface BotHooks {
  readonly onSearch?: (result: SearchResult<RisikoAction>) => void;
  readonly determinise?: (view: RisikoView, seat: Seat, rng: Random) => RisikoState;
}

/** Samples per decision: later iterations reuse them with fresh dice (hidden cards vary enough, 4x faster). */
const POOL = 24;

function pooled(sample: NonNullable<BotHooks['determinise']>): SearchGame<RisikoState, RisikoAction, RisikoView>['determinise'] {
  const pool: RisikoState[] = [];
  return (view, seat, _options, _players, rng) => {
    if (pool.length < POOL) {
      const s = sample(view, seat, rng);
      pool.push(s);
      return s;
    }
    return { ...(pool[rng.below(POOL)] as RisikoState), rng: freshRng(rng) };
  };
}

/**
 * A turn holds one reinforcement decision or two, many invasion rounds and move-ins, one maneuver: the
 * many small decisions get a share of the thinking so that a whole turn stays within a few seconds.
 */
function share(view: RisikoView): number {
  if (view.pending?.kind === 'moveIn') return 0.4;
  if (view.phase.kind === 'attack') return 0.6;
  return view.phase.kind === 'fortify' ? 0.8 : 1;
}

type LimitsFor = (level: BotLevel) => LevelLimits | undefined;

function decide(turn: BotTurn<RisikoView, RisikoAction>, limitsFor: LimitsFor, hooks: BotHooks): RisikoAction {
  const { view, seat, legal } = turn;
  if (legal.length === 1) return legal[0] as RisikoAction;
  const rng = new Random(seedRng(`risiko-bot:${turn.seed}`));
  const style = styleOf(turn.style);
  const sample = hooks.determinise ?? determinise;
  const c = context(graphOf(view), sample(view, seat, rng), seat, style);
  const limits = limitsFor(turn.level);
  if (limits === undefined) return pickAmongGood(ranked(c, legal), rng);
  const cands = candidates(c, legal);
  if (settled(view, cands)) return cands[0] as RisikoAction;
  const game = { ...searchGame(view, seat, style), determinise: pooled(sample) };
  const part = share(view);
  const budgetMs = Math.min(turn.budgetMs, limits.capMs * part);
  const result = search(game, turn, { iterations: Math.ceil(limits.iterations * part), budgetMs, clock: turn.clock, rolloutDepth: limits.rolloutDepth, exploration: limits.exploration, ...(limits.root === undefined ? {} : { root: limits.root }) });
  hooks.onSearch?.(result);
  return result.best;
}

export const BOT_STYLES = ['aggressive', 'defensive'] as const;

const shipped: LimitsFor = (level) => (level === 'easy' ? undefined : LEVEL_LIMITS[level]);

export const risikoBot: GameBot<RisikoView, RisikoAction> = {
  styles: BOT_STYLES,
  decide: (turn) => decide(turn, shipped, {}),
};

/** A bot with other limits per level and hooks (benchmarks and tests: iteration-bound, instrumented). */
export function boundedBot(limits: Partial<Record<BotLevel, LevelLimits>>, hooks: BotHooks = {}): GameBot<RisikoView, RisikoAction> {
  return { styles: BOT_STYLES, decide: (turn) => decide(turn, (level) => limits[level], hooks) };
}
