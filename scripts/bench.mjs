// `npm run bench` runs every benchmark; `npm run bench -- <name>` runs one (shell, core, risiko, ...).
// Each benchmark is scripts/bench/<name>.ts (bundled with esbuild, run in Node) or <name>.mjs.
// Benchmarks print figures; they never fail a build on timing (speed is reported, not asserted).
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root } from './ensureInstalled.mjs';

await ensureInstalled();
const dir = path.join(root, 'scripts', 'bench');
const available = readdirSync(dir)
  .filter((f) => /\.(ts|mjs)$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.(ts|mjs)$/, ''));
const order = ['shell', 'core', ...available.filter((n) => n !== 'shell' && n !== 'core').sort()];
const wanted = process.argv.slice(2).filter((a) => !a.includes('=')); // name=value arguments go to the benchmarks
const unknown = wanted.filter((n) => !available.includes(n));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Available: ${order.filter((n) => available.includes(n)).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length > 0 ? wanted : order.filter((n) => available.includes(n));

const { build } = await import('esbuild');
const out = path.join(root, 'node_modules', '.cache', 'bench');
mkdirSync(out, { recursive: true });

let failed = false;
for (const name of selected) {
  console.log(`\n=== ${name} ===`);
  let file = path.join(dir, `${name}.mjs`);
  if (!existsSync(file)) {
    const bundled = path.join(out, `${name}.mjs`);
    await build({ entryPoints: [path.join(dir, `${name}.ts`)], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: bundled, packages: 'external', logLevel: 'warning' });
    file = bundled;
  }
  const result = spawnSync(process.execPath, [file, ...process.argv.slice(2).filter((a) => a.includes('='))], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
