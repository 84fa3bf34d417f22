// `node scripts/requireNode.mjs 22.12`: stops with a clear message when this Node.js is older than the
// version given. Packaging (`npm run dist`) needs Node 22.12+ (electron-builder's @electron/rebuild,
// @electron/fuses and node-abi, and Electron's download helper); the app and the tests run on 20.19.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** True when `version` (like "v20.19.1") is at least `minimum` (like "22.12"). */
export function atLeast(version, minimum) {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = minimum.split('.').map(Number);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const minimum = process.argv[2] ?? '0';
  if (!atLeast(process.version, minimum)) {
    console.error(`Packaging needs Node.js ${minimum} or newer (this is ${process.version}); the app and the tests run on Node.js 20.19+.`);
    process.exit(1);
  }
}
