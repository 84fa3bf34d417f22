// Installs the npm packages on a fresh clone. Electron's own binary download is skipped: it needs the
// internet, and the tests drive the renderer in Chromium instead. `npm start` falls back to the browser.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm packages (first run)…');
  const result = spawnSync('npm', [existsSync(marker) ? 'install' : 'ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error('npm install failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
