/**
 * Halo TCG benchmark (`npm run bench -- halotcg`):
 *  1. The simulation speed (issue 25: the search's budget, aim ≥ 50,000 actions per CPU-second): random
 *     legal 2-player play with the starter decks through the fast path (`simulate`: no events, no log
 *     parameters), as the computer opponents play ahead, legal-action generation included; the same games
 *     through `apply` (target ≥ 20,000/s); one step alone through each on the same recorded steps; and the
 *     search's own rate beside it, last (Hard's searches, `pairing=speed` of the AI bench on a few positions).
 *  2. Complete random games per second for 2, 3 and 5 players.
 *  3. The largest state seen as JSON (target < 256 KB).
 */
import { Random, seedRng, unwrap } from '../../engines/core';
import { recordSteps, stepRates } from '../../engines/core/testing/stepTiming';
import { halotcgEngine as engine, type HaloAction, type HaloState } from '../../engines/halotcg';
import { runSpeed } from './ai/halotcgSpeed';

const SECONDS = Number(globalThis.process?.env?.BENCH_SECONDS ?? 5);
/** Positions per table size for the search's rate (`pairing=speed` of the AI bench measures more). */
const SEARCH_POSITIONS = 6;

function newGame(players: number, seed: string): HaloState {
  return unwrap(engine.setup({ players, options: unwrap(engine.parseOptions({}, players)), seed }));
}

function step(s: HaloState, chooser: Random, fast = false): HaloState {
  const seat = chooser.pick(engine.activePlayers(s));
  const legal = engine.legalActions(s, seat);
  const action = legal[chooser.below(legal.length)] as HaloAction;
  if (fast) return unwrap(engine.simulate(s, seat, action));
  const applied = engine.apply(s, seat, action);
  if (!applied.ok) throw new Error(applied.error.code);
  return applied.value.state;
}

/** CPU seconds used by this process so far (user + system), when the platform tells. */
function cpuSeconds(): number {
  const usage = globalThis.process?.cpuUsage?.();
  return usage === undefined ? Number.NaN : (usage.user + usage.system) / 1e6;
}

function actionsPerSecond(seconds: number, fast = false): { rate: number; cpuRate: number; actions: number; games: number } {
  const chooser = new Random(seedRng('bench-uniform'));
  let actions = 0;
  let games = 0;
  const cpuStart = cpuSeconds();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    let s = newGame(2, `bench-${games++}`);
    for (let i = 0; i < 20_000 && s.outcome === null; i++) {
      s = step(s, chooser, fast);
      actions++;
    }
  }
  return { rate: actions / ((performance.now() - started) / 1000), cpuRate: actions / (cpuSeconds() - cpuStart), actions, games };
}

function gamesPerSecond(players: number): { rate: number; games: number; avgActions: number; largest: number } {
  const chooser = new Random(seedRng(`bench-${players}`));
  let games = 0;
  let actions = 0;
  let largest = 0;
  const started = performance.now();
  const deadline = started + (SECONDS * 1000) / 2;
  while (performance.now() < deadline || games === 0) {
    let s = newGame(players, `game-${games}`);
    for (let i = 0; i < 100_000 && s.outcome === null; i++) {
      s = step(s, chooser);
      actions++;
      if (i % 50 === 0) largest = Math.max(largest, JSON.stringify(s).length);
    }
    if (s.outcome === null) throw new Error('a random game did not end');
    games++;
  }
  return { rate: games / ((performance.now() - started) / 1000), games, avgActions: actions / games, largest };
}

actionsPerSecond(1);
actionsPerSecond(1, true);
const uniform = actionsPerSecond(SECONDS);
const fast = actionsPerSecond(SECONDS, true);
const en = (n: number): string => Math.round(n).toLocaleString('en');
console.log(
  `halotcg: simulation speed (issue 25, the search's budget): ${en(fast.cpuRate)} actions per CPU-second through the fast path ` +
    `(uniform random legal 2-player play, legalActions + simulate, no events; ${en(fast.rate)}/s of wall time; ` +
    `${en(fast.actions)} actions in ${fast.games} games, setup included; aim ≥ 50,000)`,
);
console.log(
  `halotcg: the same play through apply: ${en(uniform.cpuRate)} actions per CPU-second (legalActions + apply, events and log; ` +
    `${en(uniform.rate)}/s of wall time; ${en(uniform.actions)} actions in ${uniform.games} games; target ≥ 20,000/s); ` +
    `the fast path is ${(fast.cpuRate / uniform.cpuRate).toFixed(2)}× that`,
);
const alone = stepRates(engine, recordSteps(engine, 2, {}, 5_000), 6);
console.log(
  `halotcg: one step alone, 5,000 recorded steps of 2-player games (legal-action listing left out): apply ${en(alone.apply)}, ` +
    `simulate ${en(alone.simulate)} per CPU-second (${(alone.simulate / alone.apply).toFixed(2)}×)`,
);
let largest = 0;
for (const players of [2, 3, 5]) {
  const r = gamesPerSecond(players);
  largest = Math.max(largest, r.largest);
  console.log(`  ${players} players: ${r.rate.toFixed(1)} complete games/s (${r.games} games, ${Math.round(r.avgActions)} actions per game)`);
}
console.log(`halotcg: largest state as JSON: ${(largest / 1024).toFixed(1)} KB (target < 256 KB)`);
// Last: the bot's code run before the engine's own lines would change how the engine's code is compiled.
console.log("halotcg: the search's own rate, beside the simulation speed (Hard's searches on fixed positions; its rollout policy and evaluation included):");
runSpeed(SEARCH_POSITIONS);
