/**
 * Every text key the renderer names literally (`t('launcher.play')`) is in both locales, in the namespace
 * the file translates with: `useTranslation('<ns>')`, else its game folder's, else `common`; a key may
 * name its namespace (`'risiko:log.attack'`) or pass `{ ns }`, when any namespace that has it will do.
 * Keys built at run time (`games.${id}.title`) are checked in the e2e run instead (e2e/fixtures.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionclixEntry } from '../games/actionclix/entry';
import { fixtureEntry } from '../games/fixture/entry';
import { halotcgEntry } from '../games/halotcg/entry';
import { risikoEntry } from '../games/risiko/entry';

const ROOT = join(import.meta.dirname, '..', '..');
const LANGUAGES = ['en', 'de'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('dist') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Tree = Record<string, unknown>;
const locales = new Map<string, Tree>();
function locale(language: string, ns: string): Tree | undefined {
  const id = `${language}/${ns}`;
  if (!locales.has(id)) {
    try {
      locales.set(id, JSON.parse(readFileSync(join(ROOT, 'locales', language, `${ns}.json`), 'utf8')) as Tree);
    } catch {
      return undefined;
    }
  }
  return locales.get(id);
}
const NAMESPACES = readdirSync(join(ROOT, 'locales', 'en')).map((name) => name.replace(/\.json$/, ''));

/** A key is there as text, or as plural forms (`_one`, `_other`), or as a context form (`_male`). */
function has(tree: Tree | undefined, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  let node: unknown = tree;
  for (const part of parts) node = typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined;
  if (typeof node !== 'object' || node === null) return false;
  const leaf = node as Tree;
  return typeof leaf[last] === 'string' || Object.keys(leaf).some((name) => name.startsWith(`${last}_`) && typeof leaf[name] === 'string');
}

interface Use {
  readonly file: string;
  readonly key: string;
  readonly ns: string;
  readonly anyNs: boolean;
}

function usesIn(file: string): Use[] {
  const text = readFileSync(file, 'utf8');
  const path = relative(join(ROOT, 'renderer'), file).split(sep);
  const declared = /useTranslation\(\s*'([a-z]+)'\s*\)/.exec(text)?.[1];
  const folder = path[0] === 'games' && path.length > 2 ? path[1] : undefined;
  const ns = declared ?? (folder !== undefined && NAMESPACES.includes(folder) ? folder : 'common');
  const uses: Use[] = [];
  for (const match of text.matchAll(/\bt\(\s*'([A-Za-z][\w.:-]*)'\s*(,[^)]*)?\)/g)) {
    const [whole, key = ''] = match;
    const named = key.includes(':');
    uses.push({ file: relative(ROOT, file), key: named ? key.slice(key.indexOf(':') + 1) : key, ns: named ? key.slice(0, key.indexOf(':')) : ns, anyNs: /\bns\b/.test(whole) });
  }
  return uses;
}

const USES = sourceFiles(join(ROOT, 'renderer')).flatMap(usesIn);

describe('text keys the renderer uses', () => {
  it('finds the keys it checks (the extractor still works)', () => {
    expect(USES.length).toBeGreaterThan(200);
    expect(USES.some((use) => use.key === 'launcher.play' && use.ns === 'common')).toBe(true);
  });

  it.each(LANGUAGES)('every literal key is in locales/%s', (language) => {
    const missing = USES.filter((use) => !has(locale(language, use.ns), use.key) && !(use.anyNs && NAMESPACES.some((ns) => has(locale(language, ns), use.key))));
    expect(missing.map((use) => `${use.file}: ${use.ns}:${use.key}`)).toEqual([]);
  });
});

describe('what the launcher shows of each game (keys made from its meta)', () => {
  const keys = [risikoEntry, actionclixEntry, halotcgEntry, fixtureEntry].flatMap(({ meta }) => [
    `games.${meta.id}.title`,
    `games.${meta.id}.description`,
    ...meta.modes.map((mode) => `games.${meta.id}.modes.${mode}`),
    ...(meta.tools ?? []).map((tool) => `games.${meta.id}.tools.${tool}`),
  ]);
  it.each(LANGUAGES)('title, description, every mode and tool are in locales/%s/common.json', (language) => {
    expect(keys.filter((key) => !has(locale(language, 'common'), key))).toEqual([]);
  });
});
