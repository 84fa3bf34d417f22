/**
 * Bundles the Electron main process, the preload script and a worker with esbuild: main/main.ts →
 * dist-main/main.cjs, main/preload.ts → dist-main/preload.cjs and the save-checking worker
 * main/saveParseWorker.ts → dist-main/saveParseWorker.cjs (CommonJS for Node 20, `electron` external). The
 * preload must be one self-contained file because a sandboxed preload can require nothing but
 * `electron`; the build checks that, and that main needs nothing outside Node and Electron at run time.
 */
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** Which run-time imports each bundle may keep: everything else must be inside the bundle. */
const BUNDLES = [
  { entry: 'main/main.ts', file: 'main.cjs', mayRequire: (path) => path === 'electron' || NODE_BUILTINS.has(path) },
  { entry: 'main/preload.ts', file: 'preload.cjs', mayRequire: (path) => path === 'electron' },
  // The thread that checks save files read from disk (main/saveParser.ts): Node only.
  { entry: 'main/saveParseWorker.ts', file: 'saveParseWorker.cjs', mayRequire: (path) => NODE_BUILTINS.has(path) },
];

function externalImports(metafile) {
  return Object.values(metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path));
}

async function bundle(root, outdir, { entry, file, mayRequire }, logLevel) {
  const outfile = join(outdir, file);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['electron'],
    sourcemap: false,
    legalComments: 'none',
    metafile: true,
    logLevel,
  });
  const forbidden = externalImports(result.metafile).filter((path) => !mayRequire(path));
  if (forbidden.length > 0) throw new Error(`${file} would require ${forbidden.join(', ')} at run time`);
  return outfile;
}

/** Builds the bundles; returns their paths. Throws with esbuild's messages when the build fails. */
export async function buildMain({ root = projectRoot, outdir = join(root, 'dist-main'), logLevel = 'warning' } = {}) {
  return Promise.all(BUNDLES.map((spec) => bundle(root, outdir, spec, logLevel)));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  buildMain()
    .then((files) => console.log(`built ${files.map((file) => file.slice(projectRoot.length + 1)).join(', ')}`))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
