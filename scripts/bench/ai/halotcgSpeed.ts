/**
 * The Halo TCG search's speed (`pairing=speed` of the AI bench, game=halotcg): Hard's search, iteration-bound,
 * on a fixed set of positions it searches (moving again, defenders, leftover attackers, the Shadow's plays)
 * reached by Normal play at 2 and 3 seats. Reports simulated actions and iterations per second of CPU time
 * (process time, so a loaded machine reads about the same as a quiet one) and per second of wall time.
 */
import type { BotTurn } from '../../../engines/core';
import type { SearchResult } from '../../../engines/core/bot/index';
import { timeSearches, type SearchTally } from './report';
import { halotcgEngine as engine, type HaloAction, type HaloState, type HaloView } from '../../../engines/halotcg';
import { boundedBot, halotcgBot, LEVEL_LIMITS, searchesHere, type LevelLimits } from '../../../engines/halotcg/bot/index';
import { newGame } from '../../../engines/halotcg/bot/testing/match';

const SETUPS: readonly { players: number; decks: readonly string[] }[] = [
  { players: 2, decks: ['chief-vs-covenant', 'fred-vs-flood'] },
  { players: 3, decks: ['arbiter-vs-heretics', 'chief-vs-covenant', 'fred-vs-flood'] },
];

function turnOf(s: HaloState, level: 'normal' | 'hard', seed: string, options: Record<string, unknown>): BotTurn<HaloView, HaloAction> {
  const seat = engine.activePlayers(s)[0] ?? 0;
  return { seat, players: s.players.length, options: options as never, view: engine.view(s, seat), legal: engine.legalActions(s, seat), level, seed, budgetMs: 1e9, clock: () => 0 };
}

/** The first `count` positions of a Normal game where the shipped Hard searches. */
function positions(players: number, options: Record<string, unknown>, seed: string, hard: LevelLimits, count: number): HaloState[] {
  let s = newGame(players, options, seed);
  const out: HaloState[] = [];
  for (let i = 0; out.length < count && s.outcome === null && i < 8000; i++) {
    const t = turnOf(s, 'normal', `${seed}:${i}`, options);
    if (t.legal.length > 1 && searchesHere(t.view, hard)) out.push(s);
    const r = engine.apply(s, t.seat, halotcgBot.decide(t));
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return out;
}

export function runSpeed(positionsPerSetup: number): void {
  const tally: SearchTally = { steps: 0, iterations: 0 };
  const hard: LevelLimits = { ...LEVEL_LIMITS.hard, capMs: 1e9 };
  const bot = boundedBot({ hard }, { onSearch: (r: SearchResult<HaloAction>) => { tally.steps += r.steps; tally.iterations += r.iterations; } });
  for (const setup of SETUPS) {
    const options = { decks: setup.decks };
    const list = [0, 1, 2].flatMap((g) => positions(setup.players, options, `speed-${setup.players}-${g}`, hard, Math.ceil(positionsPerSetup / 3)));
    timeSearches(`${setup.players} seats`, tally, list.length, () => list.forEach((s, i) => bot.decide(turnOf(s, 'hard', `speed-${i}`, options))));
  }
}
