// Risiko UI benchmark (`npm run bench -- risiko-ui`): THE RING with five players in Chromium, driven
// through the real UI of the built app.
//  1. Clicks on territories, for clicks that select attackers (the figure) and for clicks that plan
//     reinforcements (each one changes a piece on the board and the orders in the panel). The pointer
//     first moves onto the territory (its hover is painted) and the button goes down at a spread of moments
//     in the refresh interval, as a person's clicks do. Measured in the page, median and 95th percentile:
//     - the work of a click: its handlers (pointer up to the end of the click event, React included) plus
//       the frame that paints it, from its begin to the end of its rendering: the figure to hold against
//       a frame's 16 ms;
//     - whether it was painted in the very next frame (the begin time of the frame after it, in refresh ticks);
//     - the time from pointer up to the end of that frame, which adds the wait for the frame to begin.
//  2. JS heap through a whole game (CDP Runtime.getHeapUsage every few actions), peak and final after GC.
// BENCH_QUICK=1 stops after the clicks. BENCH_BREAKDOWN=1 then clicks again under a Chrome trace and prints
// where the main thread spends each click, wall and CPU time (a trace slows the page: its clicks are not the
// figures above); BENCH_TRACE_DIR=<dir> also keeps the trace and a CPU profile of those clicks there.
// BENCH_CLICKS sets the number of clicks (60), BENCH_CSS injects a style sheet (to try a CSS change without a
// build), BENCH_EVAL runs a script in the page before the clicks (its window.__probe is printed after them).
// The game and its moves come from the engine (the same simple policy the end-to-end tests play), found
// when the benchmark starts; the app is served from dist/ (built when missing) or from $BENCH_DIST.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { root } from '../ensureInstalled.mjs';
import { CHROMIUM_ARGS, systemChromium } from '../findBrowser.mjs';
import { serveStatic } from '../serveStatic.mjs';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 60);
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
const OPTIONS = { mode: 'objective', battlefield: 'the-ring' };

const dist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  const built = spawnSync('npm', ['run', 'build:renderer'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

// The board model, the frame's fit and the test driver are TypeScript: bundle them once for Node.
const cache = path.join(root, 'node_modules', '.cache', 'bench');
mkdirSync(cache, { recursive: true });
const helpers = path.join(cache, 'risiko-ui-helpers.mjs');
await build({
  stdin: {
    contents: [
      "export { findShortGame } from './renderer/games/risiko/testing/scenario';",
      "export { playSteps, startRisiko, passTo, choices, territoryPoint } from './renderer/games/risiko/testing/e2eDriver';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: helpers,
  packages: 'external',
  logLevel: 'warning',
});
const { findShortGame, playSteps, startRisiko, passTo, choices, territoryPoint } = await import(pathToFileURL(helpers).href);

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

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function heapMb(cdp) {
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}

/**
 * Records, for every pointer up, the time until the end of the next painted frame, and in which frame the
 * change was painted: a loop of animation frames keeps the begin time of the last frame, and the frame that
 * paints the click is counted in refresh intervals from it (1 = the very next frame). It also records the
 * work the click costs: the time its handlers run (pointer up to the end of the click event, React's update
 * included) plus the time of the frame that paints it, from its begin (or the end of the handlers, if the
 * frame was due before they were done) to the end of its rendering; the idle wait for the frame is left out.
 */
async function listenForFrames(page) {
  await page.evaluate(() => {
    window.__rkLatency = [];
    window.__rkFrames = [];
    window.__rkWork = [];
    // Headless Chromium refreshes at 60 Hz. No loop of animation frames keeps the page busy to learn it:
    // the first frame after the click begins at a refresh tick, and the ticks it is later than the click
    // are the frames the click missed.
    const interval = 1000 / 60;
    let handled = null;
    window.addEventListener('click', () => queueMicrotask(() => handled?.(performance.now())));
    window.addEventListener(
      'pointerup',
      () => {
        const t0 = performance.now();
        let tHandled = null;
        handled = (t) => {
          tHandled = t;
          handled = null;
        };
        requestAnimationFrame((ts) => {
          window.__rkFrames.push(1 + Math.floor(Math.max(0, ts - t0) / interval));
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const end = performance.now();
            const h = tHandled ?? ts;
            window.__rkLatency.push(end - t0);
            window.__rkWork.push(h - t0 + end - Math.max(ts, h));
          };
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
}

/** `count` clicks alternating between two territories, each waited for; `between` runs before every other click. */
async function clickBetween(page, ids, count, between = async () => undefined) {
  const points = [await territoryPoint(page, 'the-ring', ids[0]), await territoryPoint(page, 'the-ring', ids[1])];
  await page.evaluate(() => {
    window.__rkLatency = [];
    window.__rkFrames = [];
    window.__rkWork = [];
  });
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) await between();
    const p = points[i % 2];
    // As a person does: the pointer arrives on the territory (its hover highlight is painted) before the
    // button goes down and up, so the click's time is its own, not the hover's; and the button goes down at
    // some moment of the refresh interval (spread over it), not always just after a frame.
    await page.mouse.move(p.x, p.y);
    const delay = (i * 7) % 17;
    await page.evaluate((ms) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms)))), delay);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction((n) => window.__rkLatency.length > n, i);
  }
  const [ms, frames, work] = await page.evaluate(() => [window.__rkLatency, window.__rkFrames, window.__rkWork]);
  return Object.assign(ms, { frames, work });
}

async function twoOf(page, role) {
  const ids = (await choices(page)).filter((c) => c.role === role).map((c) => c.id);
  if (ids.length < 2) throw new Error(`need two territories marked ${role} for the click benchmark`);
  return ids;
}

/** Clicks alternate between two territories that can attack (each click moves the selection). */
async function clickLatency(page) {
  const latency = await clickBetween(page, await twoOf(page, 'source'), CLICKS);
  await page.keyboard.press('Escape');
  return latency;
}

/** Clicks plan one reinforcement each on two own territories; Escape drops the plan every other click. */
async function reinforceLatency(page) {
  const latency = await clickBetween(page, await twoOf(page, 'source'), CLICKS, () => page.keyboard.press('Escape'));
  await page.keyboard.press('Escape');
  return latency;
}

const report = (what, xs) => {
  console.log(`${what} (THE RING, 5 players, ${xs.length} clicks):`);
  console.log(`  work per click (handlers + the frame that paints it): median ${percentile(xs.work, 50).toFixed(1)} ms, p95 ${percentile(xs.work, 95).toFixed(1)} ms, max ${Math.max(...xs.work).toFixed(1)} ms`);
  const frames = xs.frames ?? [];
  const next = frames.filter((n) => n === 1).length;
  if (frames.length > 0) console.log(`  painted in the very next frame: ${next} of ${frames.length} clicks (${((100 * next) / frames.length).toFixed(0)} %), within two frames: ${frames.filter((n) => n <= 2).length}`);
  console.log(`  pointer up → end of that frame (with the wait for it to begin): median ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`);
};

/** Main-thread trace events by phase of a frame (outermost event wins when they nest). */
const PHASES = {
  'input (Konva, React)': ['EventDispatch'],
  'animation frame (Konva draws)': ['FireAnimationFrame'],
  'style and layout': ['UpdateLayoutTree', 'Layout'],
  'paint (DOM)': ['PrePaint', 'Paint', 'Layerize'],
  'canvas raster and upload': ['LayerTreeHost::DoUpdateLayers'],
  'commit to compositor': ['ProxyMain::BeginMainFrame::commit'],
};

/** Per click: wall time of each phase between pointer up and the end of the frame that follows it. */
function phasesOf(events) {
  const threads = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const main = events.filter((e) => e.ph === 'X' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const phaseOf = new Map(Object.entries(PHASES).flatMap(([phase, names]) => names.map((n) => [n, phase])));
  const rows = [];
  for (const up of main.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup')) {
    const frame = main.find((e) => e.ts > up.ts && e.name === 'ProxyMain::BeginMainFrame::commit');
    if (frame === undefined) continue;
    const end = frame.ts + frame.dur;
    const row = { total: (end - up.ts) / 1000 };
    // CPU time of the main thread's tasks from the one that dispatches the pointer up to the commit: unlike
    // wall time, it does not count the moments the thread waits for a core.
    row.cpu = tasks.filter((t) => t.ts + t.dur >= up.ts && t.ts <= end).reduce((sum, t) => sum + (t.tdur ?? t.dur), 0) / 1000;
    let covered = 0;
    for (const e of main) {
      if (e.ts < up.ts || e.ts + e.dur > end || e.ts < covered || !phaseOf.has(e.name)) continue;
      covered = e.ts + e.dur;
      const phase = phaseOf.get(e.name);
      row[phase] = (row[phase] ?? 0) + e.dur / 1000;
    }
    rows.push(row);
  }
  return rows;
}

/** Clicks again under a trace and prints the median time of each phase of the frame. */
async function breakdown(page, cdp, what, between) {
  const ids = await twoOf(page, 'source');
  if (process.env.BENCH_TRACE_DIR) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await clickBetween(page, ids, 30, between);
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${what}.cpuprofile`), JSON.stringify(profile));
    await page.keyboard.press('Escape');
  }
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,cc,toplevel', transferMode: 'ReturnAsStream' });
  await clickBetween(page, ids, 30, between);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (let chunk = await cdp.send('IO.read', { handle: stream }); ; chunk = await cdp.send('IO.read', { handle: stream })) {
    text += chunk.data;
    if (chunk.eof) break;
  }
  await page.keyboard.press('Escape');
  if (process.env.BENCH_TRACE_DIR) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${what}.json`), text);
  const parsed = JSON.parse(text);
  const rows = phasesOf(Array.isArray(parsed) ? parsed : parsed.traceEvents);
  const median = (key) => percentile(rows.map((r) => r[key] ?? 0), 50);
  console.log(`where a ${what} click's frame goes (traced, ${rows.length} clicks, medians): total ${median('total').toFixed(1)} ms, main thread CPU ${median('cpu').toFixed(1)} ms (p95 ${percentile(rows.map((r) => r.cpu), 95).toFixed(1)} ms)`);
  for (const phase of Object.keys(PHASES)) console.log(`  ${phase.padEnd(30)} ${median(phase).toFixed(1)} ms`);
}

const game = wholeGame();
const server = await serveStatic(dist, { port: 0 });
const executablePath = systemChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await page.goto(server.url);
await page.getByTestId('launcher').waitFor();
if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
if ((await page.getByTestId('game-card-risiko').count()) === 0) {
  console.error('Risiko is not registered in this build (renderer/games/registry.ts).');
  process.exit(1);
}
await startRisiko(page, { players: 5, seed: game.seed, names: NAMES });

const firstAttack = game.steps.findIndex((s) => s.action.type === 'attack');
// The first reinforcement of the game proper (setup places units with other actions), before any attack.
const firstReinforce = Math.min(firstAttack, Math.max(0, game.steps.findIndex((s) => s.action.type === 'reinforce')));
let peak = await heapMb(cdp);
const started = performance.now();
const sample = async (i) => {
  if (i % 10 === 0) peak = Math.max(peak, await heapMb(cdp));
};
await listenForFrames(page);
if (process.env.BENCH_EVAL) await page.evaluate(process.env.BENCH_EVAL);
await playSteps(page, game.steps.slice(0, firstReinforce), { battlefield: 'the-ring', names: NAMES, standingOrders: true, before: sample });
await passTo(page);
const planning = firstReinforce < firstAttack ? await reinforceLatency(page) : [];
if (planning.length > 0 && process.env.BENCH_BREAKDOWN === '1') await breakdown(page, cdp, 'planning', () => page.keyboard.press('Escape'));
await playSteps(page, game.steps.slice(firstReinforce, firstAttack), { battlefield: 'the-ring', names: NAMES, standingOrders: true, before: sample });
await passTo(page);
const latency = await clickLatency(page);
report('click selecting a territory', latency);
if (process.env.BENCH_EVAL) console.log(await page.evaluate(() => JSON.stringify(window.__probe)));
if (planning.length > 0) report('click planning a reinforcement', planning);
if (process.env.BENCH_BREAKDOWN === '1') await breakdown(page, cdp, 'selecting');
if (process.env.BENCH_QUICK === '1') {
  await browser.close();
  await server.close();
  process.exit(0);
}
await playSteps(page, game.steps.slice(firstAttack), { battlefield: 'the-ring', names: NAMES, standingOrders: true, before: sample });
const seconds = (performance.now() - started) / 1000;
await page.getByTestId('outcome').waitFor();
peak = Math.max(peak, await heapMb(cdp));
await cdp.send('HeapProfiler.collectGarbage');
const settled = await heapMb(cdp);

console.log(`whole game through the UI: ${game.steps.length} actions (seed ${game.seed}) in ${seconds.toFixed(0)} s`);
console.log(`JS heap: peak ${peak.toFixed(1)} MB (target < 200 MB), ${settled.toFixed(1)} MB after the game and a GC`);
await browser.close();
await server.close();
