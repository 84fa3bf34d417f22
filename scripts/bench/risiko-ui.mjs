// Risiko UI benchmark (`npm run bench -- risiko-ui`): THE RING with five players in Chromium, driven
// through the real UI of the built app, measured by the shared click benchmark (scripts/bench/ui/clickBench.mjs).
//  1. Clicks on territories, for clicks that select attackers (the figure) and for clicks that plan
//     reinforcements (each one changes a piece on the board and the orders in the panel).
//  2. JS heap through a whole game (CDP Runtime.getHeapUsage every few actions), peak and final after GC.
// BENCH_QUICK=1 stops after the clicks. BENCH_BREAKDOWN=1 then clicks again under a Chrome trace and prints
// where the main thread spends each click; BENCH_TRACE_DIR=<dir> keeps the trace and a CPU profile.
// BENCH_CLICKS sets the number of clicks (60), BENCH_CSS injects a style sheet (to try a CSS change without a
// build), BENCH_EVAL runs a script in the page before the clicks (its window.__probe is printed after them).
// The game and its moves come from the engine (the same simple policy the end-to-end tests play), found
// when the benchmark starts; the app is served from dist/ (built when missing) or from $BENCH_DIST.
import { breakdown, clickPoints, CLICKS, heapMb, importHelpers, listenForFrames, openApp, reportClicks } from './ui/clickBench.mjs';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
const OPTIONS = { mode: 'objective', battlefield: 'the-ring' };
const SCENE = 'THE RING, 5 players';

const { findShortGame, playSteps, startRisiko, passTo, choices, territoryPoint, stateAfter } = await importHelpers('risiko-ui', [
  "export { findShortGame } from './e2e/drivers/risiko/plans';",
  "export { stateAfter } from './e2e/drivers/risiko/boardCheck';",
  "export { playSteps, startRisiko, passTo, choices, territoryPoint } from './e2e/drivers/risiko/e2eDriver';",
]);

/** A whole game of typical length: the first seed whose policy game ends after 800 to 1,600 actions. */
function wholeGame() {
  for (let i = 0; i < 200; i++) {
    try {
      const game = findShortGame(OPTIONS, 5, `bench-ui-${i}`, 1600, 1);
      if (game.steps.length >= 800) return game;
    } catch {
      // This seed's game runs longer; try the next.
    }
  }
  throw new Error('no whole game found');
}

/** The screen points of two territories marked `role` (each click moves the selection between them). */
async function twoOf(page, role) {
  const ids = (await choices(page)).filter((c) => c.role === role).map((c) => c.id);
  if (ids.length < 2) throw new Error(`need two territories marked ${role} for the click benchmark`);
  return [await territoryPoint(page, 'the-ring', ids[0]), await territoryPoint(page, 'the-ring', ids[1])];
}

/** Clicks alternate between two territories that can attack; Escape clears the selection after them. */
async function clickLatency(page) {
  const latency = await clickPoints(page, await twoOf(page, 'source'), CLICKS);
  await page.keyboard.press('Escape');
  return latency;
}

/** Clicks plan one reinforcement each on two own territories; Escape drops the plan every other click. */
async function reinforceLatency(page) {
  const latency = await clickPoints(page, await twoOf(page, 'source'), CLICKS, () => page.keyboard.press('Escape'));
  await page.keyboard.press('Escape');
  return latency;
}

/** BENCH_BREAKDOWN=1: the same kind of clicks again, under a trace. */
async function traced(page, cdp, what, between) {
  const points = await twoOf(page, 'source');
  await breakdown(cdp, what, () => clickPoints(page, points, 30, between), () => page.keyboard.press('Escape'));
}

const game = wholeGame();
const { page, cdp, close } = await openApp('risiko');
await startRisiko(page, { players: 5, seed: game.seed, names: NAMES });

const firstAttack = game.steps.findIndex((s) => s.action.type === 'attack');
// The first reinforcement of the game proper (setup places units with other actions), before any attack.
const firstReinforce = Math.min(firstAttack, Math.max(0, game.steps.findIndex((s) => s.action.type === 'reinforce')));
let peak = await heapMb(cdp);
const started = performance.now();
const sample = async (i) => {
  if (i % 10 === 0) peak = Math.max(peak, await heapMb(cdp));
};
// The driver checks the board against the engine before each step, so each slice starts from its state.
const play = (from, to) =>
  playSteps(page, game.steps.slice(from, to), {
    battlefield: 'the-ring',
    names: NAMES,
    standingOrders: true,
    before: sample,
    start: stateAfter(5, OPTIONS, game.seed, game.steps.slice(0, from)),
  });
await listenForFrames(page);
if (process.env.BENCH_EVAL) await page.evaluate(process.env.BENCH_EVAL);
await play(0, firstReinforce);
await passTo(page);
const planning = firstReinforce < firstAttack ? await reinforceLatency(page) : [];
if (planning.length > 0 && process.env.BENCH_BREAKDOWN === '1') await traced(page, cdp, 'planning', () => page.keyboard.press('Escape'));
await play(firstReinforce, firstAttack);
await passTo(page);
const latency = await clickLatency(page);
reportClicks('click selecting a territory', SCENE, latency);
if (process.env.BENCH_EVAL) console.log(await page.evaluate(() => JSON.stringify(window.__probe)));
if (planning.length > 0) reportClicks('click planning a reinforcement', SCENE, planning);
if (process.env.BENCH_BREAKDOWN === '1') await traced(page, cdp, 'selecting');
if (process.env.BENCH_QUICK === '1') {
  await close();
  process.exit(0);
}
await play(firstAttack, game.steps.length);
const seconds = (performance.now() - started) / 1000;
await page.getByTestId('outcome').waitFor();
peak = Math.max(peak, await heapMb(cdp));
await cdp.send('HeapProfiler.collectGarbage');
const settled = await heapMb(cdp);

console.log(`whole game through the UI: ${game.steps.length} actions (seed ${game.seed}) in ${seconds.toFixed(0)} s`);
console.log(`JS heap: peak ${peak.toFixed(1)} MB (target < 200 MB), ${settled.toFixed(1)} MB after the game and a GC`);
await close();
