/**
 * What every engine's RULES.md promises, checked against its code so the page cannot rot: each ruling
 * names the function (or data table) that enforces it as `file.ts › name`, and cites its test as
 * `*file.test.ts › test name*`. The check reads the engine folder's sources as text, handed over by the
 * engine's own test through `import.meta.glob` (engines import no Node modules, and a glob must be literal):
 *
 *     const sources = import.meta.glob<string>('./**' + '/*.ts', { query: '?raw', import: 'default' });
 *     describe('RULES.md', () => itKeepsItsRulings(doc, sources));
 *
 * Paths in the doc are relative to the engine folder; a path the folder does not hold is looked up from the
 * project root (`scripts/halotcg/cardText.test.ts`), so a glob may add root patterns such as `/scripts/...`.
 */
import { expect, it } from 'vitest';

/** Source texts by glob key (`./invasion.ts`, `/scripts/x.test.ts`), loaded on demand. */
export type SourceFiles = Readonly<Record<string, () => Promise<string>>>;

/** One ruling: its label (`A`, `12`, or a bullet's bold title) and its whole text (continuation lines included). */
export interface Ruling {
  readonly label: string;
  readonly text: string;
}

/** A `file.ts › name` reference to the code that enforces a ruling. */
export interface CodeRef {
  readonly file: string;
  readonly name: string;
}

/** A `file.test.ts` citation, with the test names given after `›` (fragments around `…`), if any. */
export interface TestRef {
  readonly file: string;
  readonly names: readonly string[];
}

const RULING_START = /^(?:([A-Z]|\d+[a-z]?)\.|-) \*\*/;

/** Every ruling of the doc: a list item at the start of a line (`A. **…`, `12. **…`, `- **…`) and its indented lines. */
export function rulingsOf(doc: string): Ruling[] {
  const out: { label: string; lines: string[] }[] = [];
  let current: { label: string; lines: string[] } | undefined;
  for (const line of doc.split('\n')) {
    const start = RULING_START.exec(line);
    if (start !== null) {
      current = { label: start[1] ?? /\*\*([^*]+)\*\*/.exec(line)?.[1] ?? line, lines: [line] };
      out.push(current);
    } else if (current !== undefined && /^\s+\S/.test(line)) current.lines.push(line);
    else current = undefined;
  }
  return out.map((r) => ({ label: r.label, text: r.lines.map((l) => l.trim()).join(' ') }));
}

/** The `` `file.ts › name` `` references of a text (never a test file). */
export function codeRefsOf(text: string): CodeRef[] {
  return [...text.matchAll(/`([\w./-]+\.ts) › ([\w$]+)`/g)]
    .map((m) => ({ file: m[1] ?? '', name: m[2] ?? '' }))
    .filter((r) => !r.file.endsWith('.test.ts'));
}

/** The test files a text cites, with the test names after `›` split at `…` into fragments to find. */
export function testRefsOf(text: string): TestRef[] {
  return [...text.matchAll(/([\w./-]+\.test\.ts)(?: › ([^;*`]+))?/g)].map((m) => ({
    file: m[1] ?? '',
    names: (m[2] ?? '')
      .split('…')
      .map((f) => f.replace(/^[\s,.]+|[\s,.]+$/g, ''))
      .filter((f) => f.length >= 3),
  }));
}

/** Test names are compared with typographic apostrophes and quotes made plain (’ and ' are the same). */
const plainQuotes = (s: string): string => s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `name` is exported by the source or declared at its top level (a column-0 declaration). */
export function declares(source: string, name: string): boolean {
  const n = escape(name);
  const declaration = new RegExp(
    `^(?:export\\s+(?:default\\s+)?)?(?:declare\\s+)?(?:async\\s+)?(?:function\\*?|const|let|var|class|abstract\\s+class|interface|type|enum)\\s+${n}\\b`,
    'm',
  );
  if (declaration.test(source)) return true;
  // `export { a, b as name }` and `export type { name } from '…'` lists
  return [...source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)].some((m) =>
    (m[1] ?? '').split(',').some((part) => (part.trim().split(/\s+as\s+/).pop() ?? '').replace(/^type\s+/, '').trim() === name),
  );
}

/** The glob key a doc path resolves to: the engine folder first, then the project root. */
function keyOf(files: SourceFiles, path: string): string | undefined {
  return [`./${path}`, `/${path}`].find((k) => k in files);
}

async function read(files: SourceFiles, key: string): Promise<string> {
  const load = files[key];
  return load === undefined ? '' : load();
}

/** Everything wrong with the doc's references, one line per problem (empty when the doc is sound). */
export async function rulesDocProblems(doc: string, files: SourceFiles): Promise<string[]> {
  const problems: string[] = [];
  for (const r of rulingsOf(doc)) if (codeRefsOf(r.text).length === 0) problems.push(`ruling ${r.label}: names no \`file.ts › function\``);
  const flat = doc.replace(/\s*\n\s*/g, ' ');
  for (const ref of codeRefsOf(flat)) {
    const key = keyOf(files, ref.file);
    if (key === undefined) problems.push(`${ref.file} › ${ref.name}: no such file`);
    else if (!declares(await read(files, key), ref.name)) problems.push(`${ref.file} › ${ref.name}: not exported or top-level there`);
  }
  for (const ref of testRefsOf(flat)) {
    const key = keyOf(files, ref.file);
    if (key === undefined) {
      problems.push(`${ref.file}: no such test file`);
      continue;
    }
    const source = plainQuotes(await read(files, key));
    for (const name of ref.names) if (!source.includes(plainQuotes(name))) problems.push(`${ref.file} › ${name}: no such test name`);
  }
  return problems;
}

/** Registers the test every engine's RULES.md passes, inside the caller's `describe`. */
export function itKeepsItsRulings(doc: string, files: SourceFiles): void {
  it('every ruling names the code that enforces it, and every named function and cited test exists', async () => {
    expect(await rulesDocProblems(doc, files)).toEqual([]);
  });
}
