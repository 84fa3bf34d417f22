/**
 * Risiko Halo's computer opponent. Easy plays the scored heuristics with plausible mistakes (one of the
 * top moves, never one far below the best); Normal and Hard search each decision with information-set
 * MCTS (engines/core/bot) to the end of the turn, Hard with the most iterations and time. The manual setup
 * and defence dice are decided by the heuristics at every level.
 */
import { Random, seedRng, type BotLevel, type BotTurn, type GameBot, type Seat } from '../../core';
import { search, type SearchGame } from '../../core/bot/index';
import { risikoEngine } from '../index';
import type { RisikoAction, RisikoState } from '../types';
import type { RisikoView } from '../view';
import { determinise, geoOf } from './determinise';
import { evaluate } from './evaluate';
import { candidates, pickAmongGood, ranked, rolloutMove } from './policy';
import { context, STYLES, type Style } from './scoring';

export interface LevelLimits {
  readonly iterations: number;
  /** Thinking time per decision at most (the table's budget may be smaller). */
  readonly capMs: number;
  readonly rolloutDepth: number;
}

export const LEVEL_LIMITS: Readonly<Record<Exclude<BotLevel, 'easy'>, LevelLimits>> = {
  normal: { iterations: 250, capMs: 150, rolloutDepth: 40 },
  hard: { iterations: 1200, capMs: 450, rolloutDepth: 60 },
};

const styleOf = (name: string | undefined): Style => STYLES[name ?? 'default'] ?? (STYLES.default as Style);

/** The search game for one decision: the searching seat plays its style, the others the default. */
export function searchGame(view: RisikoView, me: Seat, style: Style): SearchGame<RisikoState, RisikoAction, RisikoView> {
  const g = geoOf(view);
  const ctx = (s: RisikoState, seat: Seat) => context(g, s, seat, seat === me ? style : (STYLES.default as Style));
  return {
    engine: risikoEngine,
    determinise: (v, seat, _options, _players, rng) => determinise(v, seat, rng),
    evaluate: (s, seat) => evaluate(g, s, seat),
    candidates: (s, seat, legal) => candidates(ctx(s, seat), legal),
    rollout: (s, seat, legal, rng) => rolloutMove(ctx(s, seat), legal, rng),
    horizon: (root, s) => s.turnNumber !== root.turnNumber,
  };
}

/** Decisions the heuristics take at every level: the setup, defence dice, the only sensible move. */
function settled(view: RisikoView, cands: readonly RisikoAction[]): boolean {
  return cands.length === 1 || view.phase.kind.startsWith('setup') || view.pending?.kind === 'defend';
}

function decide(turn: BotTurn<RisikoView, RisikoAction>, limitsFor: (level: BotLevel) => LevelLimits | undefined): RisikoAction {
  const { view, seat, legal } = turn;
  if (legal.length === 1) return legal[0] as RisikoAction;
  const rng = new Random(seedRng(`risiko-bot:${turn.seed}`));
  const style = styleOf(turn.style);
  const c = context(geoOf(view), determinise(view, seat, rng), seat, style);
  const limits = limitsFor(turn.level);
  if (limits === undefined) return pickAmongGood(ranked(c, legal), rng);
  const cands = candidates(c, legal);
  if (settled(view, cands)) return cands[0] as RisikoAction;
  const budgetMs = Math.min(turn.budgetMs, limits.capMs);
  return search(searchGame(view, seat, style), turn, { iterations: limits.iterations, budgetMs, clock: turn.clock, rolloutDepth: limits.rolloutDepth }).best;
}

export const BOT_STYLES = ['aggressive', 'defensive'] as const;

export const risikoBot: GameBot<RisikoView, RisikoAction> = {
  styles: BOT_STYLES,
  decide: (turn) => decide(turn, (level) => (level === 'easy' ? undefined : LEVEL_LIMITS[level])),
};

/** A bot with other limits per level (benchmarks and tests: iteration-bound, no clock). */
export function boundedBot(limits: Partial<Record<BotLevel, LevelLimits>>): GameBot<RisikoView, RisikoAction> {
  return { styles: BOT_STYLES, decide: (turn) => decide(turn, (level) => limits[level]) };
}
