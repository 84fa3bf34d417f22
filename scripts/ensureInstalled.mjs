// Installs the npm packages on a fresh clone (and again when package-lock.json changed), quietly: one
// line with the time it took, npm's own output only when it fails (scripts/steps.mjs). Electron's
// runtime is never downloaded here (ELECTRON_SKIP_BINARY_DOWNLOAD; Electron 45's package fetches it on
// first use anyway): the tests drive the renderer in Chromium, and `npm start` fetches it as its own step.
// Plain Node 20.19+ without packages: this runs before node_modules exists.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { runStep } from './steps.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `ci` on a fresh clone, `install` when package-lock.json is newer than the installed tree, else null. */
export function installCommand(dir = root) {
  const marker = path.join(dir, 'node_modules', '.package-lock.json');
  const lock = path.join(dir, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return null;
  return existsSync(marker) ? 'install' : 'ci';
}

/** The install step for `installCommand`'s answer (exported for tests). */
export function installStep(command, dir = root) {
  return {
    name: 'npm-install',
    label: command === 'ci' ? 'Installing npm packages (first start: a minute or two)' : 'Updating npm packages (package-lock.json changed)',
    command: 'npm',
    args: [command, '--no-audit', '--no-fund'],
    cwd: dir,
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
  };
}

/** Installs when needed; exits the process when npm fails (its log is printed). */
export async function ensureInstalled(options) {
  const command = installCommand();
  if (command === null) return;
  const result = await runStep(installStep(command), options);
  if (!result.ok) {
    console.error('npm could not install the packages: its messages are above.');
    process.exit(1);
  }
}
