// Risiko UI benchmark (`npm run bench -- risiko-ui`): THE RING with five players in Chromium, driven
// through the real UI of the built app.
//  1. Click latency: time from a click on a territory (pointer up) to the end of the next painted frame,
//     measured in the page (performance.now() in a capture listener, then requestAnimationFrame and a
//     message posted from it, which runs once that frame is rendered), median and 95th percentile.
//  2. JS heap through a whole game (CDP Runtime.getHeapUsage every few actions), peak and final after GC.
// BENCH_QUICK=1 stops after the clicks. The game and its moves come from the engine (the same simple policy the end-to-end tests play), found
// when the benchmark starts; the app is served from dist/ (built when missing) or from $BENCH_DIST.
import { existsSync, mkdirSync } from 'node:fs';
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

/** Clicks alternate between two territories that can attack (each click moves the selection). */
async function clickLatency(page) {
  const sources = (await choices(page)).filter((c) => c.role === 'source').map((c) => c.id);
  if (sources.length < 2) throw new Error('need two sources for the click benchmark');
  await page.evaluate(() => {
    window.__rkLatency = [];
    window.addEventListener(
      'pointerup',
      () => {
        const t0 = performance.now();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => window.__rkLatency.push(performance.now() - t0);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
  const points = [await territoryPoint(page, 'the-ring', sources[0]), await territoryPoint(page, 'the-ring', sources[1])];
  for (let i = 0; i < CLICKS; i++) {
    const p = points[i % 2];
    await page.mouse.click(p.x, p.y);
    await page.waitForFunction((n) => window.__rkLatency.length > n, i);
  }
  await page.keyboard.press('Escape');
  return page.evaluate(() => window.__rkLatency);
}

const game = wholeGame();
const server = await serveStatic(dist, { port: 0 });
const executablePath = systemChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await page.goto(server.url);
await page.getByTestId('launcher').waitFor();
if ((await page.getByTestId('game-card-risiko').count()) === 0) {
  console.error('Risiko is not registered in this build (renderer/games/registry.ts).');
  process.exit(1);
}
await startRisiko(page, { players: 5, seed: game.seed, names: NAMES });

const firstAttack = game.steps.findIndex((s) => s.action.type === 'attack');
let peak = await heapMb(cdp);
const started = performance.now();
const sample = async (i) => {
  if (i % 10 === 0) peak = Math.max(peak, await heapMb(cdp));
};
await playSteps(page, game.steps.slice(0, firstAttack), { battlefield: 'the-ring', names: NAMES, standingOrders: true, before: sample });
await passTo(page);
const latency = await clickLatency(page);
console.log(`click on a territory → next painted frame (THE RING, 5 players, ${latency.length} clicks): median ${percentile(latency, 50).toFixed(1)} ms, p95 ${percentile(latency, 95).toFixed(1)} ms, max ${Math.max(...latency).toFixed(1)} ms`);
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
