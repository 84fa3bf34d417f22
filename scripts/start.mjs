/**
 * `npm start`: works on a fresh clone and says what it is doing. Installs the npm packages when needed,
 * builds when dist/ or dist-main/ is missing or older than the sources, fetches the Electron runtime
 * once, then opens the app in Electron, or, when the runtime cannot be had, serves dist/ on this machine
 * and opens it in the system browser. Each step prints one line with the time it took; npm's warnings,
 * Vite's chunk table and Electron's console stay in log files unless something fails.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installCommand, installStep } from './ensureInstalled.mjs';
import { FALLBACK_PORTS, serveOnStablePort } from './stablePort.mjs';
import { formatDuration, runStep } from './steps.mjs';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The browser fallback's usual port: the browser keeps saves and settings per address (stablePort.mjs). */
export const PREFERRED_PORT = FALLBACK_PORTS[0];

/** Inputs of `npm run build` (tests excluded: changing one needs no rebuild). */
const SOURCES = ['renderer', 'main', 'engines', 'locales', 'assets', 'vite.config.ts', 'package.json', 'tsconfig.json', 'tsconfig.base.json'];
const OUTPUTS = ['dist/index.html', 'dist-main/main.cjs', 'dist-main/preload.cjs'];
const SKIPPED_DIRS = new Set(['node_modules', '.git']);

/** Newest modification time (ms) of the files under `path`; 0 when nothing is there. */
export function newestMtime(path) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (!SKIPPED_DIRS.has(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when an output is missing or older than the newest source. */
export function needsBuild(root = projectRoot) {
  const outputs = OUTPUTS.map((file) => join(root, file));
  if (!outputs.every((file) => existsSync(file))) return true;
  const oldestOutput = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const newestSource = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
  return newestSource > oldestOutput;
}

export function needsInstall(root = projectRoot) {
  return !existsSync(join(root, 'node_modules'));
}

/**
 * The Electron executable, or undefined when its runtime is not there. Electron 45's package fetches
 * the runtime when first required, so this reads the package's path.txt instead of requiring it: finding
 * out never starts a download. ELECTRON_OVERRIDE_DIST_PATH (Electron's own variable) is honoured.
 */
export function findElectron(root = projectRoot, env = process.env) {
  const pkg = join(root, 'node_modules', 'electron');
  let executable;
  try {
    executable = readFileSync(join(pkg, 'path.txt'), 'utf8').trim();
  } catch {
    return undefined;
  }
  if (executable === '' || executable.split(/[\\/]/).includes('..')) return undefined;
  const path = join(env.ELECTRON_OVERRIDE_DIST_PATH || join(pkg, 'dist'), executable);
  return existsSync(path) ? path : undefined;
}

/** Whether to try fetching the Electron runtime: not when the person (or CI) asked for none. */
export function wantsElectron(env = process.env) {
  return env.ELECTRON_SKIP_BINARY_DOWNLOAD !== '1' && env.HALO_BROWSER !== '1';
}

/**
 * What `npm start` does, in order: `install:ci`/`install:install`, `build`, `fetch-electron`, then
 * `electron` (open the app there, or the browser when the runtime is still missing) or `browser`.
 */
export function planStart(root = projectRoot, env = process.env) {
  const install = installCommand(root);
  const build = install !== null || needsBuild(root);
  const found = install === null && findElectron(root, env) !== undefined;
  const fetch = !found && wantsElectron(env);
  const steps = install === null ? [] : [`install:${install}`];
  if (build) steps.push('build');
  if (fetch) steps.push('fetch-electron');
  steps.push(found || fetch ? 'electron' : 'browser');
  return steps;
}

export const BUILD_STEP = { name: 'build', label: 'Building the app', command: 'npm', args: ['run', 'build'], cwd: projectRoot };

export const FETCH_ELECTRON_STEP = {
  name: 'electron',
  label: 'Fetching the Electron runtime (once, about 100 MB)',
  command: process.execPath,
  args: [join(projectRoot, 'node_modules', 'electron', 'install.js')],
  cwd: projectRoot,
  timeoutMs: 10 * 60_000,
  quietFailure: true,
};

/** The command that opens a URL in the system browser on this platform. */
export function browserCommand(url, platform = process.platform) {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '', url] };
  return { command: 'xdg-open', args: [url] };
}

function openInBrowser(url) {
  const { command, args } = browserCommand(url);
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No browser opener here: the address is printed anyway.
  }
}

/** Keeps the last `limit` characters a child printed, for the report when it fails. */
export function outputTail(limit = 20_000) {
  let text = '';
  return {
    add: (chunk) => {
      text = (text + chunk.toString()).slice(-limit);
    },
    text: () => text,
  };
}

function runElectron(electron) {
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  // Chromium's console chatter stays out of sight unless Electron ends with an error.
  const output = outputTail();
  const child = spawn(electron, [projectRoot], { stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.on('data', output.add);
  child.stderr.on('data', output.add);
  console.log('Halo Tabletop is open in its own window (close it to stop).');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`Electron could not start: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && code !== null) console.error(`Electron ended with code ${code}. What it printed:\n${output.text()}`);
    process.exit(code ?? (signal ? 1 : 0));
  });
}

async function serveInBrowser(why) {
  console.log(why);
  const dist = join(projectRoot, 'dist');
  const server = await serveOnStablePort(dist);
  openInBrowser(server.url);
  if (server.kind === 'reused') {
    // The earlier run keeps serving (and keeps the saves at its address); this one has nothing left to do.
    console.log(`Halo Tabletop is already running at ${server.url}: opened it there.`);
    return;
  }
  if (server.kind === 'unstable') {
    console.log(`Ports ${FALLBACK_PORTS.join(', ')} are all in use by other programs, so this run uses another address: the saved games of the usual one (http://127.0.0.1:${PREFERRED_PORT}/) are not shown here. Free port ${PREFERRED_PORT} and start again to see them.`);
  }
  console.log(`Halo Tabletop is running at ${server.url} (press Ctrl+C to stop).`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** Runs a step that must succeed; when it fails its log is already printed, so this ends the process. */
async function mustRun(step) {
  const result = await runStep(step);
  if (!result.ok) {
    console.error(`npm start stopped: "${step.label}" failed (what it printed is above).`);
    process.exit(1);
  }
}

async function main() {
  const started = performance.now();
  let electron;
  let fetchFailed = false;
  for (const step of planStart()) {
    if (step.startsWith('install:')) await mustRun(installStep(step.slice('install:'.length), projectRoot));
    else if (step === 'build') await mustRun(BUILD_STEP);
    else if (step === 'fetch-electron' && findElectron() === undefined) fetchFailed = !(await runStep(FETCH_ELECTRON_STEP)).ok;
    else if (step === 'electron') electron = findElectron();
  }
  console.log(`Ready in ${formatDuration(performance.now() - started)}.`);
  if (electron !== undefined) runElectron(electron);
  else if (fetchFailed) await serveInBrowser('The Electron runtime could not be fetched (no internet connection?), so Halo Tabletop opens in your web browser instead.');
  else await serveInBrowser('Halo Tabletop opens in your web browser (the Electron runtime is not installed).');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
