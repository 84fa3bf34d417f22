/**
 * `npm start`: works on a fresh clone. Installs dependencies when node_modules is missing (without the
 * Electron binary download), builds when dist/ or dist-main/ is missing or older than the sources, then
 * opens the app in Electron, or, when the Electron runtime is not installed, serves dist/ on this
 * machine and opens it in the system browser.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from './serveStatic.mjs';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The browser fallback prefers a fixed port: the browser keeps saves and settings per address. */
export const PREFERRED_PORT = 4310;

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
 * The Electron executable, or undefined when the runtime is not installed: `require('electron')` in
 * Node returns the binary's path, and throws (or names a missing file) when the download was skipped.
 */
export function findElectron(root = projectRoot) {
  try {
    const path = createRequire(join(root, 'package.json'))('electron');
    return typeof path === 'string' && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

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

function runElectron(electron) {
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(electron, [projectRoot], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

async function serveInBrowser() {
  console.log('The Electron runtime is not installed, so Halo Tabletop opens in your web browser instead.');
  const dist = join(projectRoot, 'dist');
  const server = await serveStatic(dist, { port: PREFERRED_PORT }).catch(() => serveStatic(dist, { port: 0 }));
  console.log(`Halo Tabletop is running at ${server.url} (press Ctrl+C to stop).`);
  openInBrowser(server.url);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main() {
  if (needsInstall()) run('npm', ['install'], { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' });
  if (needsBuild()) run('npm', ['run', 'build']);
  const electron = findElectron();
  if (electron !== undefined) runElectron(electron);
  else await serveInBrowser();
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
