/**
 * Halo ActionClix benchmark (run by `npm run bench -- actionclix`, bundled with esbuild, printed lines only).
 *  1. Line-of-fire queries on the 24 x 24 battlefield with 20 units (target ≥ 1,000,000/s).
 *  2. Uniform random legal play, standard 2-player game: applied actions per second, legal-action
 *     generation included (target ≥ 20,000/s); then the same games through the fast path (`simulate`: no
 *     events, no log parameters), as the computer opponents play ahead, and one step alone through each on
 *     the same recorded steps.
 *  3. Complete random games per second (uniform random legal play reaches 5 kill points).
 *  4. The largest state as JSON seen in those games (target < 64 KB).
 *  5. The Scarab scenario at Normal and Heroic: complete random games per second and applied actions per
 *     second, legal-action generation included (target ≥ 20,000/s).
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
const play = randomPlay(SECONDS, false);
console.log(
  `actionclix: standard 2-player game, uniform random legal play: ${Math.round(play.rate).toLocaleString('en')} actions/s ` +
    `(legalActions + apply, ${play.actions.toLocaleString('en')} actions in ${play.games} games, setup included, after a 1 s warm-up; ` +
    `${Math.round(play.cpuRate).toLocaleString('en')} per CPU-second; target ≥ 20,000/s)`,
);
const fast = randomPlay(SECONDS, false, {}, viaSimulate);
console.log(
  `actionclix: the same play through the fast path: ${Math.round(fast.rate).toLocaleString('en')} actions/s ` +
    `(legalActions + simulate, no events; ${fast.actions.toLocaleString('en')} actions in ${fast.games} games; ` +
    `${Math.round(fast.cpuRate).toLocaleString('en')} per CPU-second, ${(fast.cpuRate / play.cpuRate).toFixed(2)}× apply's)`,
);
const alone = stepRates(engine, recordSteps(engine, 2, {}, 5_000), 6);
console.log(
  `actionclix: one step alone, 5,000 recorded steps of standard games (legal-action listing left out): apply ${Math.round(alone.apply).toLocaleString('en')}, ` +
    `simulate ${Math.round(alone.simulate).toLocaleString('en')} per CPU-second (${(alone.simulate / alone.apply).toFixed(2)}×)`,
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
  const scarab = randomPlay(SECONDS / 2, false, options);
  console.log(
    `actionclix: Scarab ${power}, uniform random legal play: ${scarab.gameRate.toFixed(1)} complete games/s (${scarab.finished} of ${scarab.games} finished, ` +
      `${Math.round(scarab.actions / Math.max(1, scarab.games))} actions per game); ${Math.round(scarab.rate).toLocaleString('en')} actions/s ` +
      `(legalActions + apply; ${Math.round(scarab.cpuRate).toLocaleString('en')} per CPU-second; target ≥ 20,000/s)`,
  );
}
