// Halo ActionClix UI benchmark (`npm run bench -- actionclix-ui`): the standard 24 x 24 battlefield with four
// players and their default forces (22 units) in Chromium, driven through the real UI of the built app and
// measured by the shared click benchmark (scripts/bench/ui/clickBench.mjs), as risiko-ui does.
//  1. Clicks that choose a unit (alternating between two units of the player to act: each click selects
//     the other unit, highlights its moves and targets and shows its card).
//  2. Pointer moves onto a target with a unit chosen (the line of fire, its blocker and the roll needed are
//     drawn), and onto a move square (the path the unit would take and its length).
// Spawn points and deployment are played through the UI first (the engine's e2e policy, animations off).
// BENCH_CLICKS sets the number of clicks and moves (60); the app is served from dist/ (built when missing)
// or from $BENCH_DIST. BENCH_BREAKDOWN=1 clicks again under a Chrome trace and prints where the main thread
// spends each click (BENCH_TRACE_DIR=<dir> keeps the trace and a CPU profile), as risiko-ui does.
import { breakdown, clickPoints, CLICKS, importHelpers, listenForFrames, openApp, percentile, reportClicks } from './ui/clickBench.mjs';

const SEED = 'bench-ui-acx';
const SCENE = 'standard 24 x 24 battlefield, 4 players, 22 units';

const { plan, defaultOptions, setUp, start, playSteps, squarePoint } = await importHelpers('actionclix-ui', [
  "export { plan } from './renderer/games/actionclix/testing/policy';",
  "export { defaultOptions } from './renderer/games/actionclix/forceBuilder';",
  "export { setUp, start, playSteps, squarePoint } from './e2e/drivers/actionclix/e2eDriver';",
]);

/**
 * Times pointer moves the way clickBench times clicks: from the pointer move to the end of the frame that
 * paints it, `count` moves cycling through `points`, each starting at a spread moment of the refresh interval.
 */
async function hoverPoints(page, points, count) {
  await page.evaluate(() => {
    window.__hover = [];
    if (window.__hoverListening) return;
    window.__hoverListening = true;
    window.addEventListener(
      'pointermove',
      () => {
        const t0 = performance.now();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            window.__hover.push(performance.now() - t0);
          };
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
  for (let i = 0; i < count; i++) {
    const p = points[i % points.length];
    const delay = (i * 7) % 17;
    await page.evaluate((ms) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms)))), delay);
    const before = await page.evaluate(() => window.__hover.length);
    await page.mouse.move(p.x, p.y);
    await page.waitForFunction((n) => window.__hover.length > n, before);
  }
  return page.evaluate(() => window.__hover);
}

/** Pointer moves are handled inside the frame they arrive in, so the time to its end is their work. */
function reportHovers(what, ms) {
  console.log(`${what} (${SCENE}, ${ms.length} pointer moves):`);
  console.log(`  pointer move → end of the frame that paints it: median ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`);
}

/** The squares the board's keyboard list offers in a role (the same choices the canvas highlights). */
async function offered(page, role) {
  return page.getByTestId('acx-choices').locator(`[data-role="${role}"]`).evaluateAll((bs) => bs.map((b) => Number(b.getAttribute('data-sq'))));
}

const options = defaultOptions(4);
const steps = plan(options, 4, SEED, 120);
const firstOrder = steps.findIndex((s) => !['placeSpawn', 'deploy', 'endTurn'].includes(s.action.type));
if (firstOrder < 0) throw new Error('the plan never leaves deployment');
const state = steps[firstOrder].state;
const units = state.units.filter((u) => u.status === 'map').length;

const { page, cdp, close } = await openApp('actionclix');
await setUp(page, { players: 4, seed: SEED });
await start(page);
await page.getByTestId('acx-speed-0').click();
await playSteps(page, steps.slice(0, firstOrder));
console.log(`scene: ${units} units on the battlefield, turn of seat ${state.turn?.seat}`);

const own = await offered(page, 'select');
if (own.length < 2) throw new Error('need two units to choose');
const unitPoints = [await squarePoint(page, state, own[0]), await squarePoint(page, state, own[1])];
await listenForFrames(page);
reportClicks('click choosing a unit', SCENE, await clickPoints(page, unitPoints, CLICKS));
if (process.env.BENCH_BREAKDOWN === '1') await breakdown(cdp, 'choosing', () => clickPoints(page, unitPoints, 30), () => page.keyboard.press('Escape'));

// Choose a unit that can move (in the order offered) and point at its targets (or enemy units) and moves.
let targets = [];
let moves = [];
for (const sq of own) {
  await page.keyboard.press('Escape');
  const at = await squarePoint(page, state, sq);
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() => document.querySelector('[data-testid="test-mark"]')?.getAttribute('data-unit') !== '');
  // The keyboard list follows a selection one frame late (overlay/ChoiceList.tsx).
  await page.getByTestId('acx-choices').and(page.locator('[data-current="true"]')).waitFor({ state: 'attached' });
  [targets, moves] = [await offered(page, 'target'), await offered(page, 'move')];
  if (moves.length >= 2) break;
}
const enemies = state.units.filter((u) => u.status === 'map' && u.seat !== state.turn?.seat).map((u) => u.sq);
const aimAt = (targets.length >= 2 ? targets : [...targets, ...enemies]).slice(0, 2);
reportHovers('pointing at a target (line of fire and roll)', await hoverPoints(page, await Promise.all(aimAt.map((sq) => squarePoint(page, state, sq))), CLICKS));
const far = moves.slice(-2);
reportHovers('pointing at a move square (path and length)', await hoverPoints(page, await Promise.all(far.map((sq) => squarePoint(page, state, sq))), CLICKS));
await close();
