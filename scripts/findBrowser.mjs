// Which Chromium the end-to-end tests drive: Debian's when installed, otherwise Playwright's own.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

/** The path of a system Chromium, or undefined to let Playwright use its own download. */
export function systemChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return SYSTEM_CHROMIUM.find((p) => existsSync(p));
}

/** Flags for Chromium on a locked-down machine: no sandbox as root, no background network traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
