// `node scripts/cycles.mjs [folder…]`: fails on any import cycle among the TypeScript modules of the
// folders (default: engines, renderer, main and e2e), lazy import() and type-only imports included, with
// dpdm. A cycle is untangled by moving what both sides share into a module of its own (types that refer to
// each other live together, as ActionClix's GameMode, Battlemap and Draft do in mode.ts); there is no
// allow-list. Part of `npm test`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

export const FOLDERS = ['engines', 'renderer', 'main', 'e2e'];

/**
 * The import cycles through the .ts/.tsx files under `folders` of `root`, each as the list of its files
 * (relative to `root`). A cycle only among files outside the folders (reached by following imports) is
 * left to the check of its own folder.
 */
export async function importCycles(root, folders, { typeOnly = true } = {}) {
  const globs = folders.map((folder) => `${folder}/**/*.{ts,tsx}`);
  // dpdm's `transform` drops the imports the compiler erases (type-only ones).
  const tree = await parseDependencyTree(globs, { cwd: root, context: root, transform: !typeOnly, skipDynamicImports: false });
  const inside = (file) => folders.some((folder) => !path.relative(folder, file).startsWith('..'));
  return parseCircular(tree, false).filter((cycle) => cycle.some(inside));
}

async function main() {
  const folders = process.argv.slice(2);
  const root = process.cwd();
  const chosen = folders.length > 0 ? folders : FOLDERS;
  const cycles = await importCycles(root, chosen);
  if (cycles.length === 0) {
    console.log(`No import cycle in ${chosen.join(', ')}.`);
    return;
  }
  console.error(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} (move what both sides share into a module of its own):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((file) => path.normalize(file)).join(' → ')} → ${cycle[0]}`);
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
