// The shared machinery of the UI click benchmarks (`npm run bench -- <game>-ui`): every game's board is
// measured the same way, so their figures compare. A game's benchmark opens its own scene and says which
// points to click; this module serves the built app, drives Chromium, times the clicks and reports them.
//
// What a click costs, measured in the page (median and 95th percentile):
//  - the work of a click: its handlers (pointer up to the end of the click event, React included) plus the
//    frame that paints it, from its begin to the end of its rendering: the figure to hold against 16 ms;
//  - whether it was painted in the very next frame (the begin time of the frame after it, in refresh ticks);
//  - the time from pointer up to the end of that frame, which adds the wait for the frame to begin.
// The pointer first rests on the point (its hover is painted) and the button goes down at a spread of
// moments in the refresh interval, as a person's clicks do.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { root } from '../../ensureInstalled.mjs';
import { CHROMIUM_ARGS, systemChromium } from '../../findBrowser.mjs';
import { serveStatic } from '../../serveStatic.mjs';

export const CLICKS = Number(process.env.BENCH_CLICKS ?? 60);

export const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export async function heapMb(cdp) {
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}

/**
 * Bundles TypeScript test helpers (board model, drivers, plans) once for Node and imports them. The
 * bundle is this process's own: worktrees share node_modules (a symlink), and a bundle of another
 * checkout's engine written between this build and this import would plan a game the built app does not
 * play (the replay then waits in vain for an action).
 */
export async function importHelpers(name, lines) {
  const cache = path.join(root, 'node_modules', '.cache', 'bench');
  mkdirSync(cache, { recursive: true });
  const outfile = path.join(cache, `${name}-helpers-${process.pid}.mjs`);
  await build({
    stdin: { contents: lines.join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    packages: 'external',
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/**
 * The built app (dist/, built when missing, or $BENCH_DIST) in Chromium at 1440 x 900, on the launcher,
 * with `gameId` registered. BENCH_CSS injects a style sheet (to try a CSS change without a build).
 */
export async function openApp(gameId) {
  const dist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build:renderer'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  const server = await serveStatic(dist, { port: 0 });
  const executablePath = systemChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  // An injected style sheet is inline, which the app's security policy refuses: the trial page bypasses it.
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: Boolean(process.env.BENCH_CSS) });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(server.url);
  await page.getByTestId('launcher').waitFor();
  if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
  if ((await page.getByTestId(`game-card-${gameId}`).count()) === 0) {
    console.error(`${gameId} is not registered in this build (renderer/games/registry.ts).`);
    process.exit(1);
  }
  const close = async () => {
    await browser.close();
    await server.close();
  };
  return { page, cdp, close };
}

/**
 * Records, for every pointer up, the time until the end of the next painted frame, and in which frame the
 * change was painted: the frame that paints the click is counted in refresh intervals from the click
 * (1 = the very next frame). It also records the work the click costs: the time its handlers run (pointer up
 * to the end of the click event, React's update included) plus the time of the frame that paints it, from its
 * begin (or the end of the handlers, if the frame was due before they were done) to the end of its
 * rendering; the idle wait for the frame is left out.
 */
export async function listenForFrames(page) {
  await page.evaluate(() => {
    window.__clickLatency = [];
    window.__clickFrames = [];
    window.__clickWork = [];
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
          window.__clickFrames.push(1 + Math.floor(Math.max(0, ts - t0) / interval));
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const end = performance.now();
            const h = tHandled ?? ts;
            window.__clickLatency.push(end - t0);
            window.__clickWork.push(h - t0 + end - Math.max(ts, h));
          };
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
}

/**
 * Waits until the page has painted `frames` frames and run the tasks queued after the last: a part of the
 * screen that follows the board one frame late (frame/useAfterPaint) is then up to date.
 */
export const settled = (page, frames = 2) =>
  page.evaluate((n) => new Promise((done) => {
    const next = (left) => (left === 0 ? setTimeout(done, 0) : requestAnimationFrame(() => next(left - 1)));
    next(n);
  }), frames);

/** `count` clicks cycling through `points`, each waited for; `between` runs before every other click. */
export async function clickPoints(page, points, count, between = async () => undefined) {
  await page.evaluate(() => {
    window.__clickLatency = [];
    window.__clickFrames = [];
    window.__clickWork = [];
  });
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) await between();
    const p = points[i % points.length];
    // As a person does: the pointer arrives on the point (its hover highlight is painted) before the button
    // goes down and up, so the click's time is its own, not the hover's; and the button goes down at some
    // moment of the refresh interval (spread over it), not always just after a frame.
    await page.mouse.move(p.x, p.y);
    const delay = (i * 7) % 17;
    await page.evaluate((ms) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms)))), delay);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction((n) => window.__clickLatency.length > n, i);
  }
  const [ms, frames, work] = await page.evaluate(() => [window.__clickLatency, window.__clickFrames, window.__clickWork]);
  return Object.assign(ms, { frames, work });
}

/** Prints one kind of click: work per click, next-frame share, and the time with the wait for the frame. */
export function reportClicks(what, scene, xs) {
  console.log(`${what} (${scene}, ${xs.length} clicks):`);
  console.log(`  work per click (handlers + the frame that paints it): median ${percentile(xs.work, 50).toFixed(1)} ms, p95 ${percentile(xs.work, 95).toFixed(1)} ms, max ${Math.max(...xs.work).toFixed(1)} ms`);
  const frames = xs.frames ?? [];
  const next = frames.filter((n) => n === 1).length;
  if (frames.length > 0) console.log(`  painted in the very next frame: ${next} of ${frames.length} clicks (${((100 * next) / frames.length).toFixed(0)} %), within two frames: ${frames.filter((n) => n <= 2).length}`);
  console.log(`  pointer up → end of that frame (with the wait for it to begin): median ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`);
}

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

async function readTrace(cdp) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (let chunk = await cdp.send('IO.read', { handle: stream }); ; chunk = await cdp.send('IO.read', { handle: stream })) {
    text += chunk.data;
    if (chunk.eof) break;
  }
  return text;
}

/**
 * BENCH_BREAKDOWN=1: clicks again under a Chrome trace (`clicks()` makes them, then `reset()` runs) and
 * prints the median time of each phase of the frame (a trace slows the page: these are not the figures
 * above); BENCH_TRACE_DIR=<dir> also keeps the trace and a CPU profile of those clicks there. `keep` picks
 * the clicks to report from those traced, in order (all by default).
 */
export async function breakdown(cdp, what, clicks, reset, keep = (rows) => rows) {
  if (process.env.BENCH_TRACE_DIR) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await clicks();
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${what}.cpuprofile`), JSON.stringify(profile));
    await reset();
  }
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,cc,toplevel', transferMode: 'ReturnAsStream' });
  await clicks();
  const text = await readTrace(cdp);
  await reset();
  if (process.env.BENCH_TRACE_DIR) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${what}.json`), text);
  const parsed = JSON.parse(text);
  const rows = keep(phasesOf(Array.isArray(parsed) ? parsed : parsed.traceEvents));
  const median = (key) => percentile(rows.map((r) => r[key] ?? 0), 50);
  console.log(`where a ${what} click's frame goes (traced, ${rows.length} clicks, medians): total ${median('total').toFixed(1)} ms, main thread CPU ${median('cpu').toFixed(1)} ms (p95 ${percentile(rows.map((r) => r.cpu), 95).toFixed(1)} ms)`);
  for (const phase of Object.keys(PHASES)) console.log(`  ${phase.padEnd(30)} ${median(phase).toFixed(1)} ms`);
}
