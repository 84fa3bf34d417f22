// Shell benchmark: what one autosave costs at 100, 1,000 and 10,000 actions (scripts/bench/shell/
// autosave.ts), the launcher's JavaScript size (gzipped) and the cold start of the built app in
// Chromium until the launcher is interactive, next to a blank page measured the same way.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root } from '../ensureInstalled.mjs';
import { CHROMIUM_ARGS, systemChromium } from '../findBrowser.mjs';
import { serveStatic } from '../serveStatic.mjs';

// The autosave path is TypeScript (main/saveStore.ts): bundled here, as bench.mjs bundles the .ts benchmarks.
const { build } = await import('esbuild');
const autosaveBundle = path.join(root, 'node_modules', '.cache', 'bench', 'shell-autosave.mjs');
await build({ entryPoints: [path.join(root, 'scripts', 'bench', 'shell', 'autosave.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: autosaveBundle, packages: 'external', logLevel: 'warning' });
const { measureAutosaves, formatFigures } = await import(pathToFileURL(autosaveBundle).href);
for (const figures of await measureAutosaves([100, 1_000, 10_000])) console.log(formatFigures(figures));

const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  const built = spawnSync('npm', ['run', 'build:renderer'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

// What the launcher loads before any game is chosen: the entry script and its static imports.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
let gzipped = 0;
for (const file of new Set(scripts)) gzipped += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
console.log(`launcher JavaScript: ${(gzipped / 1024).toFixed(1)} KB gzipped in ${new Set(scripts).size} file(s) (limit 300 KB)`);

const blankDir = mkdtempSync(path.join(tmpdir(), 'halo-blank-'));
writeFileSync(path.join(blankDir, 'index.html'), '<!doctype html><title>blank</title><p id="ready">blank</p>');
const app = await serveStatic(dist, { port: 0 });
const blank = await serveStatic(blankDir, { port: 0 });
const executablePath = systemChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });

async function coldStart(url, selector) {
  const context = await browser.newContext(); // fresh profile state: no cache, no storage
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(url);
  await page.waitForSelector(selector, { state: 'visible' });
  const ms = performance.now() - started;
  await context.close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = 5;
const appTimes = [];
const blankTimes = [];
for (let i = 0; i < runs; i++) {
  blankTimes.push(await coldStart(blank.url, '#ready'));
  appTimes.push(await coldStart(app.url, '[data-testid="launcher"]'));
}
console.log(`cold start to interactive launcher: median ${median(appTimes).toFixed(0)} ms of ${runs} (blank page: median ${median(blankTimes).toFixed(0)} ms)`);
await browser.close();
await app.close();
await blank.close();
