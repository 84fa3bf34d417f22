/**
 * The Halo TCG search's speed (`pairing=speed` of the AI bench, game=halotcg): Hard's search, iteration-bound,
 * on a fixed set of positions it searches (moving again, defenders, leftover attackers, the Shadow's plays)
 * reached by Normal play at 2 and 3 seats. Reports simulated actions and iterations per second of CPU time
 * (process time, so a loaded machine reads about the same as a quiet one) and per second of wall time.
 */
import type { BotTurn } from '../../../engines/core';
import type { SearchResult } from '../../../engines/core/bot/index';
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
  let steps = 0;
  let iterations = 0;
  const hard: LevelLimits = { ...LEVEL_LIMITS.hard, capMs: 1e9 };
  const bot = boundedBot({ hard }, { onSearch: (r: SearchResult<HaloAction>) => { steps += r.steps; iterations += r.iterations; } });
  for (const setup of SETUPS) {
    const options = { decks: setup.decks };
    const list = [0, 1, 2].flatMap((g) => positions(setup.players, options, `speed-${setup.players}-${g}`, hard, Math.ceil(positionsPerSetup / 3)));
    const before = { steps, iterations };
    const cpu = process.cpuUsage();
    const wall = performance.now();
    list.forEach((s, i) => bot.decide(turnOf(s, 'hard', `speed-${i}`, options)));
    const used = process.cpuUsage(cpu);
    const cpuS = (used.user + used.system) / 1e6;
    const wallS = (performance.now() - wall) / 1000;
    const n = steps - before.steps;
    const it = iterations - before.iterations;
    console.log(`speed ${setup.players} seats: ${list.length} Hard decisions, ${it} iterations, ${n} simulated actions; ${Math.round(n / cpuS)} actions/s CPU (${Math.round(it / cpuS)} iterations/s, ${((1000 * cpuS) / Math.max(1, list.length)).toFixed(0)} CPU-ms a decision), ${Math.round(n / wallS)} actions/s wall`);
  }
}
