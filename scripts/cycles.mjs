// `node scripts/cycles.mjs [folder…]`: fails on any import cycle among the TypeScript modules of the
// folders (default: engines, renderer, main and e2e), lazy import() included, with dpdm. Type-only imports
// count in the app's folders (renderer, main, e2e); in engines/ only imports that run count, because
// ActionClix's type vocabulary (types.ts and the modes' own types) still refers to itself in loops that
// the compiler erases (untangling them is open work). A cycle is untangled by moving what both sides
// share into a module of its own; there is no allow-list. Part of `npm test`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

export const FOLDERS = ['engines', 'renderer', 'main', 'e2e'];

/** Folders where only imports that run count (see above). */
export const RUNTIME_ONLY = new Set(['engines']);

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
  const withTypes = chosen.filter((folder) => !RUNTIME_ONLY.has(folder));
  const runtime = chosen.filter((folder) => RUNTIME_ONLY.has(folder));
  const cycles = [
    ...(withTypes.length > 0 ? await importCycles(root, withTypes) : []),
    ...(runtime.length > 0 ? await importCycles(root, runtime, { typeOnly: false }) : []),
  ];
  if (cycles.length === 0) {
    console.log(`No import cycle in ${chosen.join(', ')}.`);
    return;
  }
  console.error(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} (move what both sides share into a module of its own):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((file) => path.normalize(file)).join(' → ')} → ${cycle[0]}`);
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
