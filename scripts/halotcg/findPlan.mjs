// Finds the seed of the whole-game end-to-end spec (e2e/halotcg-game.spec.ts): plays the plan
// (e2e/drivers/halotcg/plan.ts) for every seed of a range with the real engine and lists
// the games that show every moment the issue asks for, fewest decisions first.
//   node scripts/halotcg/findPlan.mjs [--decks chief-vs-covenant,fred-vs-flood] [--prefix e2e] [--from 0] [--count 1000]
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    decks: { type: 'string', default: 'chief-vs-covenant,fred-vs-flood' },
    prefix: { type: 'string', default: 'e2e' },
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '1000' },
  },
});
const dir = mkdtempSync(path.join(tmpdir(), 'halotcg-plan-'));
const outfile = path.join(dir, 'search.mjs');
await build({
  stdin: { contents: "export { searchPlans, seedRange } from './e2e/drivers/halotcg/searchPlans';", resolveDir: root, loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile,
  logLevel: 'warning',
});
const { searchPlans, seedRange } = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });
const decks = values.decks.split(',');
const started = performance.now();
const found = searchPlans(seedRange(values.prefix, Number(values.from), Number(values.count)), decks);
console.log(`${found.tried} seeds of ${decks.join(' + ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log('games showing each moment:', JSON.stringify(found.seen));
console.log(found.complete.length === 0 ? 'no game shows every moment' : 'complete games, fewest decisions first:');
for (const r of found.complete.slice(0, 10)) console.log(`  ${r.seed}: ${r.decisions} decisions`);
