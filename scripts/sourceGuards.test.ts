import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The app is served on app:// (main/appProtocol.ts) under a policy without inline code or styles
// (main/csp.mjs). These guards keep the two old escape hatches from coming back into the shipped
// sources: a file URL and an 'unsafe-inline' source. Tests may name them, to assert their absence.
const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js|html|css|json)$/;
const TEST = /\.test\.tsx?$/;
const FORBIDDEN: readonly [string, RegExp][] = [
  ['a file URL', /file:\/\//i],
  ['an unsafe-inline source', /unsafe-inline/i],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** Every `<file>:<line>` in the shipped sources of main/ and renderer/ that matches the pattern. */
function findForbidden(pattern: RegExp, files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${relative(ROOT, file)}:${index + 1}`] : [])),
  );
}

describe('shipped sources of main/ and renderer/', () => {
  const files = [...sourceFiles(join(ROOT, 'main')), ...sourceFiles(join(ROOT, 'renderer'))];

  it('are found (the guard looks at real files)', () => {
    expect(files.some((file) => file.endsWith(join('main', 'appProtocol.ts')))).toBe(true);
    expect(files.some((file) => file.endsWith(join('renderer', 'index.html')))).toBe(true);
    expect(files.some((file) => TEST.test(file))).toBe(false);
  });

  it.each(FORBIDDEN)('never contain %s', (_name, pattern) => {
    expect(findForbidden(pattern, files)).toEqual([]);
  });

  it('index.html has no inline style or script (the policy would refuse it)', () => {
    const html = readFileSync(join(ROOT, 'renderer', 'index.html'), 'utf8');
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.map(([, attributes, body]) => [/\ssrc=/.test(attributes ?? ''), body?.trim()])).toEqual([[true, '']]);
  });

  it('the guard itself catches a file URL and unsafe-inline in a probe file', () => {
    const probe = join(ROOT, 'scripts', 'sourceGuards.probe.txt');
    const lines = readFileSync(probe, 'utf8');
    expect(lines).toContain('FILE://');
    expect(findForbidden(FORBIDDEN[0]![1], [probe])).toEqual(['scripts/sourceGuards.probe.txt:1']);
    expect(findForbidden(FORBIDDEN[1]![1], [probe])).toEqual(['scripts/sourceGuards.probe.txt:2']);
  });
});
