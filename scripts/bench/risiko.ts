/**
 * Risiko Halo benchmark (run by `npm run bench -- risiko`, bundled with esbuild, printed lines only).
 *  1. Random legal play on THE RING, 5 players, OBJECTIVE: applied actions per second, legal-action
 *     generation included (target ≥ 100,000/s on one core); then the same games through the fast path
 *     (`simulate`: no events, no log parameters), as the computer opponents play ahead, and one step alone
 *     through each on the same recorded steps.
 *  2. Complete random games per second for each mode, with a policy biased toward attacking with the most
 *     dice so games end.
 *  3. The size of a full 5-player THE RING state as JSON (target < 64 KB).
 */
import { Random, seedRng, unwrap } from '../../engines/core';
import { recordSteps, stepRates } from '../../engines/core/testing/stepTiming';
import { risikoEngine as engine, type RisikoAction, type RisikoState } from '../../engines/risiko';

const SECONDS = Number(globalThis.process?.env?.BENCH_SECONDS ?? 5);

function newGame(players: number, options: Record<string, unknown>, seed: string): RisikoState {
  return unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed }));
}

/** CPU seconds used by this process so far (user + system), when the platform tells. */
function cpuSeconds(): number {
  const usage = globalThis.process?.cpuUsage?.();
  return usage === undefined ? Number.NaN : (usage.user + usage.system) / 1e6;
}

type Step = (s: RisikoState, seat: number, action: RisikoAction) => RisikoState;
const viaApply: Step = (s, seat, action) => {
  const applied = engine.apply(s, seat, action);
  if (!applied.ok) throw new Error(applied.error.code);
  return applied.value.state;
};
const viaSimulate: Step = (s, seat, action) => unwrap(engine.simulate(s, seat, action));

/** Uniformly random legal play; returns actions applied per second (wall clock and CPU time). */
function actionsPerSecond(seconds: number, step: Step = viaApply): { rate: number; cpuRate: number; actions: number; games: number } {
  const chooser = new Random(seedRng('bench-uniform'));
  let actions = 0;
  let games = 0;
  const cpuStart = cpuSeconds();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    let s = newGame(5, { mode: 'objective', battlefield: 'the-ring' }, `bench-${games++}`);
    for (let i = 0; i < 20_000 && s.outcome === null; i++) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const legal = engine.legalActions(s, seat);
      s = step(s, seat, legal[chooser.below(legal.length)] as RisikoAction);
      actions++;
    }
  }
  return { rate: actions / ((performance.now() - started) / 1000), cpuRate: actions / (cpuSeconds() - cpuStart), actions, games };
}

/** Biased policy: attack with the most dice when possible (most of the time), else a random action. */
function biased(legal: readonly RisikoAction[], chooser: Random): RisikoAction {
  const attacks = legal.filter((a) => a.type === 'attack' && a.card === undefined);
  if (attacks.length > 0 && chooser.below(10) < 9) {
    const best = Math.max(...attacks.map((a) => (a.type === 'attack' ? a.dice : 0)));
    return chooser.pick(attacks.filter((a) => a.type === 'attack' && a.dice === best));
  }
  const moves = legal.filter((a) => a.type === 'moveIn');
  if (moves.length > 0) return moves[moves.length - 1] as RisikoAction;
  const claims = legal.filter((a) => a.type === 'claimObjective');
  if (claims.length > 0) return claims[0] as RisikoAction;
  const quiet = legal.filter((a) => a.type !== 'maneuver' && a.type !== 'playCard' && a.type !== 'requestTransfer');
  return chooser.pick(quiet.length > 0 ? quiet : legal);
}

function gamesPerSecond(players: number, options: Record<string, unknown>): { rate: number; games: number; avgActions: number } {
  const chooser = new Random(seedRng(`bench-${JSON.stringify(options)}`));
  let games = 0;
  let actions = 0;
  const started = performance.now();
  const deadline = started + (SECONDS * 1000) / 2;
  while (performance.now() < deadline || games === 0) {
    let s = newGame(players, options, `game-${games}`);
    for (let i = 0; i < 100_000 && s.outcome === null; i++) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const applied = engine.apply(s, seat, biased(engine.legalActions(s, seat), chooser));
      if (!applied.ok) throw new Error(applied.error.code);
      s = applied.value.state;
      actions++;
    }
    games++;
  }
  return { rate: games / ((performance.now() - started) / 1000), games, avgActions: actions / games };
}

function stateSize(): number {
  const chooser = new Random(seedRng('bench-size'));
  let s = newGame(5, { mode: 'objective', battlefield: 'the-ring' }, 'size');
  let largest = JSON.stringify(s).length;
  for (let i = 0; i < 3000 && s.outcome === null; i++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const applied = engine.apply(s, seat, biased(engine.legalActions(s, seat), chooser));
    if (!applied.ok) throw new Error(applied.error.code);
    s = applied.value.state;
    largest = Math.max(largest, JSON.stringify(s).length);
  }
  return largest;
}

actionsPerSecond(1); // warm-up: let the JIT compile the hot paths before measuring
actionsPerSecond(1, viaSimulate);
const uniform = actionsPerSecond(SECONDS);
console.log(
  `risiko: THE RING, 5 players, OBJECTIVE, uniform random legal play: ${Math.round(uniform.rate).toLocaleString('en')} actions/s ` +
    `(legalActions + apply, ${uniform.actions.toLocaleString('en')} actions in ${uniform.games} games, quick setup included, after a 1 s warm-up; ` +
    `${Math.round(uniform.cpuRate).toLocaleString('en')} per CPU-second; target ≥ 100,000/s)`,
);
const fast = actionsPerSecond(SECONDS, viaSimulate);
console.log(
  `risiko: the same play through the fast path: ${Math.round(fast.rate).toLocaleString('en')} actions/s ` +
    `(legalActions + simulate, no events; ${fast.actions.toLocaleString('en')} actions in ${fast.games} games; ` +
    `${Math.round(fast.cpuRate).toLocaleString('en')} per CPU-second, ${(fast.cpuRate / uniform.cpuRate).toFixed(2)}× apply's)`,
);
const alone = stepRates(engine, recordSteps(engine, 5, { mode: 'objective', battlefield: 'the-ring' }, 20_000), 10);
console.log(
  `risiko: one step alone, 20,000 recorded steps of those games (legal-action listing left out): apply ${Math.round(alone.apply).toLocaleString('en')}, ` +
    `simulate ${Math.round(alone.simulate).toLocaleString('en')} per CPU-second (${(alone.simulate / alone.apply).toFixed(2)}×)`,
);
console.log('risiko: complete games, policy biased toward attacking with the most dice (90% of decisions when an attack is legal):');
for (const [name, players, options] of [
  ['OBJECTIVE 5p THE RING', 5, { mode: 'objective', battlefield: 'the-ring' }],
  ['OBJECTIVE 3p FORGE', 3, { mode: 'objective', battlefield: 'forge' }],
  ['ONE-ON-ONE HAMMER', 2, { mode: 'one-on-one', battlefield: 'hammer' }],
  ['SLAYER 4p THE RING', 4, { mode: 'slayer', battlefield: 'the-ring' }],
  ['TEAM OBJECTIVE 5p FORGE', 5, { mode: 'team-objective', battlefield: 'forge' }],
] as const) {
  const r = gamesPerSecond(players, options);
  console.log(`  ${name}: ${r.rate.toFixed(1)} games/s (${r.games} games, ${Math.round(r.avgActions)} actions per game)`);
}
const bytes = stateSize();
console.log(`risiko: largest 5-player THE RING state as JSON: ${(bytes / 1024).toFixed(1)} KB (target < 64 KB)`);
