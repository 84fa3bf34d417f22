/**
 * Halo ActionClix benchmark (run by `npm run bench -- actionclix`, bundled with esbuild, printed lines only).
 *  1. Line-of-fire queries on the 24 x 24 battlefield with 20 units (target ≥ 1,000,000/s).
 *  2. Uniform random legal play, standard 2-player game: actions per second through `apply`, each action
 *     being its listing (`legalActions`) and its application, setup and spawn points included (target
 *     ≥ 20,000/s); then the same games through the fast path (`legalActions` + `simulate`: no events, no log
 *     parameters), as the computer opponents play ahead (issue 24 aims at ≥ 50,000 per CPU-second); and one
 *     step alone through each on the same recorded steps (no listing).
 *  3. Complete random games per second (uniform random legal play reaches 5 kill points).
 *  4. The largest state as JSON seen in those games (target < 64 KB).
 *  5. The Scarab scenario at Normal and Heroic: complete random games per second, and actions per second
 *     through `apply` and through the fast path, listing included (target ≥ 20,000/s).
 * Rates are given per second of wall time and per second of this process's CPU time (user + system): the
 * CPU figure is what an idle core would give, so it is the one to compare on a loaded machine.
 */
import { Random, seedRng, unwrap } from '../../engines/core';
import { recordSteps, stepRates } from '../../engines/core/testing/stepTiming';
import { actionclixEngine as engine, clearLine, geoFor, type ActionClixAction, type ActionClixState } from '../../engines/actionclix';

const SECONDS = Number(globalThis.process?.env?.BENCH_SECONDS ?? 5);

function newGame(players: number, options: Record<string, unknown>, seed: string): ActionClixState {
  return unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed }));
}

function lineOfFireRate(seconds: number): { rate: number; clear: number } {
  const geo = geoFor('standard', ['hangar', 'canyon', 'outpost', 'reactor']);
  const random = new Random(seedRng('bench-lof'));
  const occTeam = new Int8Array(geo.width * geo.height);
  const open: number[] = [];
  for (let sq = 0; sq < geo.width * geo.height; sq++) if (geo.blocked[sq] === 0) open.push(sq);
  const units = random.shuffle(open).slice(0, 20);
  units.forEach((sq, i) => (occTeam[sq] = (i % 2) + 1));
  const pairs: number[] = [];
  for (let k = 0; k < 4096; k++) pairs.push(random.pick(units), random.pick(open));
  let queries = 0;
  let clear = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    for (let k = 0; k < pairs.length; k += 2) {
      const from = pairs[k] ?? 0;
      if (clearLine(geo, occTeam, (occTeam[from] ?? 1) - 1, from, pairs[k + 1] ?? 0)) clear++;
    }
    queries += pairs.length / 2;
  }
  return { rate: queries / ((performance.now() - started) / 1000), clear: clear / queries };
}

interface PlayStats {
  actions: number;
  games: number;
  largest: number;
  finished: number;
}

type Step = (s: ActionClixState, seat: number, action: ActionClixAction) => ActionClixState;
const viaApply: Step = (s, seat, action) => {
  const applied = engine.apply(s, seat, action);
  if (!applied.ok) throw new Error(applied.error.code);
  return applied.value.state;
};
const viaSimulate: Step = (s, seat, action) => unwrap(engine.simulate(s, seat, action));

function playGame(seed: string, chooser: Random, stats: PlayStats, measureSize: boolean, options: Record<string, unknown> = {}, step: Step = viaApply): void {
  let s = newGame(2, options, seed);
  for (let i = 0; i < 50_000 && s.outcome === null; i++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const legal = engine.legalActions(s, seat);
    s = step(s, seat, legal[chooser.below(legal.length)] as ActionClixAction);
    stats.actions++;
    if (measureSize && i % 25 === 0) stats.largest = Math.max(stats.largest, JSON.stringify(s).length);
  }
  stats.games++;
  if (s.outcome !== null) stats.finished++;
  if (measureSize) stats.largest = Math.max(stats.largest, JSON.stringify(s).length);
}

/** CPU seconds used by this process so far (user + system), when the platform tells. */
function cpuSeconds(): number {
  const usage = globalThis.process?.cpuUsage?.();
  return usage === undefined ? Number.NaN : (usage.user + usage.system) / 1e6;
}

function randomPlay(seconds: number, measureSize: boolean, options: Record<string, unknown> = {}, step: Step = viaApply): PlayStats & { rate: number; cpuRate: number; gameRate: number } {
  const cpuStart = cpuSeconds();
  const chooser = new Random(seedRng(`bench-uniform-${measureSize}`));
  const stats: PlayStats = { actions: 0, games: 0, largest: 0, finished: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) playGame(`bench-${stats.games}`, chooser, stats, measureSize, options, step);
  const elapsed = (performance.now() - started) / 1000;
  return { ...stats, rate: stats.actions / elapsed, cpuRate: stats.actions / (cpuSeconds() - cpuStart), gameRate: stats.games / elapsed };
}

lineOfFireRate(0.5); // warm-up
const lof = lineOfFireRate(SECONDS / 2);
console.log(
  `actionclix: line of fire on the 24 x 24 battlefield with 20 units: ${Math.round(lof.rate).toLocaleString('en')} queries/s ` +
    `(${Math.round(lof.clear * 100)}% clear; target ≥ 1,000,000/s)`,
);
randomPlay(1, false); // warm-up
randomPlay(1, false, {}, viaSimulate);
const n = (x: number): string => Math.round(x).toLocaleString('en');
/** "X per CPU-second (Y per wall-second)": the CPU figure first, as it holds on a loaded machine. */
const rates = (p: { rate: number; cpuRate: number }): string => `${n(p.cpuRate)} actions per CPU-second (${n(p.rate)} per wall-second)`;
const play = randomPlay(SECONDS, false);
console.log(
  `actionclix: standard 2-player game, uniform random legal play through apply (each action = legalActions + apply): ${rates(play)}; ` +
    `${n(play.actions)} actions in ${play.games} games, setup and spawn points included, after a 1 s warm-up; target ≥ 20,000/s`,
);
const fast = randomPlay(SECONDS, false, {}, viaSimulate);
console.log(
  `actionclix: the same play through the fast path (each action = legalActions + simulate, no events), as the bots play ahead: ${rates(fast)}; ` +
    `${n(fast.actions)} actions in ${fast.games} games; ${(fast.cpuRate / play.cpuRate).toFixed(2)}× apply's; issue 24 aims at ≥ 50,000 per CPU-second`,
);
const alone = stepRates(engine, recordSteps(engine, 2, {}, 5_000), 6);
console.log(
  `actionclix: one step alone (no listing), 5,000 recorded steps of standard games: apply ${n(alone.apply)}, ` +
    `simulate ${n(alone.simulate)} steps per CPU-second (simulate ${(alone.simulate / alone.apply).toFixed(2)}× apply)`,
);
console.log(
  `actionclix: complete random games: ${play.gameRate.toFixed(1)} games/s (${play.finished} of ${play.games} reached 5 kill points, ` +
    `${Math.round(play.actions / Math.max(1, play.games))} actions per game)`,
);
const sized = randomPlay(Math.max(1, SECONDS / 5), true);
console.log(`actionclix: largest state as JSON in ${sized.games} random games: ${(sized.largest / 1024).toFixed(1)} KB (target < 64 KB)`);

for (const power of ['normal', 'heroic'] as const) {
  const options = { mode: 'scarab', scarab: { power } };
  randomPlay(0.5, false, options); // warm-up
  randomPlay(0.5, false, options, viaSimulate);
  const scarab = randomPlay(SECONDS / 2, false, options);
  const scarabFast = randomPlay(SECONDS / 2, false, options, viaSimulate);
  console.log(
    `actionclix: Scarab ${power}, uniform random legal play: ${scarab.gameRate.toFixed(1)} complete games/s (${scarab.finished} of ${scarab.games} finished, ` +
      `${Math.round(scarab.actions / Math.max(1, scarab.games))} actions per game); through apply (legalActions + apply) ${rates(scarab)}; ` +
      `through the fast path (legalActions + simulate) ${rates(scarabFast)}; target ≥ 20,000/s`,
  );
}
