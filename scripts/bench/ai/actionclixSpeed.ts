/**
 * The ActionClix search's speed (`pairing=speed` of the AI bench): Hard's search, iteration-bound, on a
 * fixed set of positions (basic games on the standard and large battlefields, the Scarab from both sides)
 * reached by Easy play. Reports simulated actions and iterations per second of CPU time (process time,
 * so a loaded machine reads about the same as a quiet one) and per second of wall time.
 */
import { actionclixEngine as engine, type ActionClixAction, type ActionClixState, type ActionClixView } from '../../../engines/actionclix';
import { actionclixBot, boundedBot, LEVEL_LIMITS, type LevelLimits } from '../../../engines/actionclix/bot/index';
import type { BotTurn } from '../../../engines/core';
import { newMatchGame } from '../../../engines/core/bot/testing/match';
import type { SearchResult } from '../../../engines/core/bot/index';
import { timeSearches, type SearchTally } from './report';

const SETUPS: readonly { name: string; players: number; options: Record<string, unknown> }[] = [
  { name: 'basic', players: 2, options: {} },
  { name: 'large, 4 players', players: 4, options: { battlefield: 'large' } },
  { name: 'scarab', players: 2, options: { mode: 'scarab', scarab: { power: 'normal', scarabSeat: 1 } } },
];

function turnOf(s: ActionClixState, level: 'easy' | 'hard', seed: string): BotTurn<ActionClixView, ActionClixAction> {
  const seat = engine.activePlayers(s)[0] ?? 0;
  return { seat, players: s.players, options: s.options as never, view: engine.view(s, seat), legal: engine.legalActions(s, seat), level, seed, budgetMs: 1e9, clock: () => 0 };
}

/** Positions along an Easy game: every `every` actions from `from`, `count` of them with more than one move. */
function positions(players: number, options: Record<string, unknown>, seed: string, from: number, every: number, count: number): ActionClixState[] {
  let s = newMatchGame(engine, players, options, seed);
  const out: ActionClixState[] = [];
  for (let i = 0; out.length < count && s.outcome === null && i < 3000; i++) {
    const t = turnOf(s, 'easy', `${seed}:${i}`);
    if (i >= from && (i - from) % every === 0 && t.legal.length > 1 && s.phase.kind === 'play' && t.view.turn?.deploy !== true) out.push(s);
    const r = engine.apply(s, t.seat, actionclixBot.decide(t));
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return out;
}

/**
 * Times Hard's search on `positionsPerSetup` positions per setup. A warm-up first searches two positions per
 * setup of other games, uncounted, so the figure is the compiled search's pace, not the JIT's start.
 */
export function runSpeed(positionsPerSetup: number): void {
  const tally: SearchTally = { steps: 0, iterations: 0 };
  const hard: LevelLimits = { ...LEVEL_LIMITS.hard, capMs: 1e9 };
  const bot = boundedBot({ hard }, { onSearch: (r: SearchResult<ActionClixAction>) => { tally.steps += r.steps; tally.iterations += r.iterations; } });
  for (const setup of SETUPS) {
    positions(setup.players, setup.options, `warm-up-${setup.name}`, 12, 7, 2).forEach((s, i) => bot.decide(turnOf(s, 'hard', `warm-${i}`)));
  }
  for (const setup of SETUPS) {
    const list = positions(setup.players, setup.options, `speed-${setup.name}`, 12, 7, positionsPerSetup);
    timeSearches(setup.name, tally, list.length, () => list.forEach((s, i) => bot.decide(turnOf(s, 'hard', `speed-${i}`))));
  }
}
