// `node scripts/bundleGuard.mjs [dist]`: fails when the shipped build holds any part of the end-to-end
// drivers (e2e/drivers/, e2e/support/). Their marks are the phrases only they write: every string literal
// of theirs (a template literal's texts between placeholders), trimmed, of 12 characters or more with a
// space in it (error messages, descriptions), that no app source (renderer/, engines/, main/, locales/)
// also holds. Run after `npm run build` by `npm test`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const DRIVER_FOLDERS = ['e2e/drivers', 'e2e/support'];
export const APP_FOLDERS = ['renderer', 'engines', 'main', 'locales'];

function filesUnder(dir, keep) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file, keep) : keep(file) ? [file] : [];
  });
}

/**
 * The string literals of a TypeScript source in order, comments left out; a template literal gives the
 * texts between its `${…}` placeholders. A small scanner: enough for the drivers' code (no regex literal
 * in it holds a quote).
 */
export function stringLiterals(source) {
  const found = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) < 0 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) < 0 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"' || c === '`') {
      let text = '';
      let j = i + 1;
      for (; j < source.length && source[j] !== c; j++) {
        if (source[j] === '\\') text += source[++j] ?? '';
        else if (c === '`' && source[j] === '$' && source[j + 1] === '{') {
          found.push(text);
          text = '';
          for (let depth = 0; j < source.length; j++) {
            if (source[j] === '{') depth++;
            else if (source[j] === '}' && --depth === 0) break;
          }
        } else text += source[j];
      }
      found.push(text);
      i = j + 1;
    } else i++;
  }
  return found;
}

/** The phrases only the drivers write, read from the sources under `root`. */
export function driverMarks(root) {
  const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
  const phrases = new Set(
    DRIVER_FOLDERS.flatMap((dir) => filesUnder(path.join(root, dir), isSource))
      .flatMap((file) => stringLiterals(readFileSync(file, 'utf8')).map((s) => s.trim()))
      .filter((s) => s.length >= 12 && s.includes(' ')),
  );
  const app = APP_FOLDERS.flatMap((dir) => filesUnder(path.join(root, dir), (file) => /\.(tsx?|mjs|json|css|html)$/.test(file))).map((file) => readFileSync(file, 'utf8'));
  return [...phrases].filter((phrase) => !app.some((text) => text.includes(phrase))).sort();
}

/** Where the build in `dist` holds a mark: one entry per file and mark found. */
export function bundleTraces(dist, marks) {
  return filesUnder(dist, (file) => /\.(js|mjs|cjs|css|html|json)$/.test(file)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return marks.filter((mark) => text.includes(mark)).map((mark) => ({ file: path.relative(dist, file), mark }));
  });
}

function main() {
  const root = process.cwd();
  const dist = path.resolve(root, process.argv[2] ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const marks = driverMarks(root);
  if (marks.length < 10) {
    console.error(`Only ${marks.length} driver phrases found under ${DRIVER_FOLDERS.join(', ')}: the scan no longer reads the drivers.`);
    process.exit(1);
  }
  const traces = bundleTraces(dist, marks);
  if (traces.length === 0) {
    console.log(`The build in ${path.relative(root, dist) || '.'} holds none of the ${marks.length} phrases only the end-to-end drivers write.`);
    return;
  }
  console.error('The shipped build holds end-to-end driver code (an app module imports from e2e/):');
  for (const t of traces) console.error(`  ${t.file}: "${t.mark}"`);
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
