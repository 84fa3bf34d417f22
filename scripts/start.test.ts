import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserCommand, findElectron, needsBuild, needsInstall, newestMtime } from './start.mjs';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'halo-start-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function touch(path: string, secondsAgo: number): Promise<void> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), 'x');
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(join(root, path), when, when);
}

const BUILT = ['dist/index.html', 'dist-main/main.cjs', 'dist-main/preload.cjs'];

describe('needsBuild', () => {
  it.each<[string, [string, number][], boolean]>([
    ['nothing built yet', [['renderer/main.tsx', 100]], true],
    ['main bundle missing', [['renderer/main.tsx', 100], ['dist/index.html', 10], ['dist-main/preload.cjs', 10]], true],
    ['all built after the sources', [['renderer/main.tsx', 100], ['main/main.ts', 90], ...BUILT.map((f): [string, number] => [f, 10])], false],
    ['a renderer source changed since', [['renderer/main.tsx', 5], ...BUILT.map((f): [string, number] => [f, 10])], true],
    ['a locale changed since', [['locales/de/common.json', 1], ...BUILT.map((f): [string, number] => [f, 10])], true],
    ['an engine changed since', [['engines/core/rng.ts', 1], ...BUILT.map((f): [string, number] => [f, 10])], true],
    ['only a test changed since', [['renderer/a.test.tsx', 1], ['main/b.test.ts', 1], ...BUILT.map((f): [string, number] => [f, 10])], false],
    ['one output older than a source', [['main/main.ts', 50], ['dist/index.html', 10], ['dist-main/main.cjs', 60], ['dist-main/preload.cjs', 10]], true],
  ])('%s → %s', async (_name, files, expected) => {
    for (const [path, age] of files) await touch(path, age);
    expect(needsBuild(root)).toBe(expected);
  });

  it('does not look inside node_modules', async () => {
    for (const file of BUILT) await touch(file, 10);
    await touch('renderer/node_modules/x/index.js', 1);
    expect(needsBuild(root)).toBe(false);
  });
});

describe('newestMtime', () => {
  it('is 0 for a missing path', () => {
    expect(newestMtime(join(root, 'missing'))).toBe(0);
  });
});

describe('needsInstall', () => {
  it('is true without node_modules and false with it', async () => {
    expect(needsInstall(root)).toBe(true);
    await mkdir(join(root, 'node_modules'));
    expect(needsInstall(root)).toBe(false);
  });
});

describe('findElectron', () => {
  async function fakeElectron(indexJs: string): Promise<void> {
    await writeFile(join(root, 'package.json'), '{"name":"x"}');
    await mkdir(join(root, 'node_modules', 'electron'), { recursive: true });
    await writeFile(join(root, 'node_modules', 'electron', 'package.json'), '{"name":"electron","main":"index.js"}');
    await writeFile(join(root, 'node_modules', 'electron', 'index.js'), indexJs);
  }

  it('is undefined when electron is not installed at all', async () => {
    await writeFile(join(root, 'package.json'), '{"name":"x"}');
    expect(findElectron(root)).toBeUndefined();
  });

  it('is undefined when the binary download was skipped (require throws)', async () => {
    await fakeElectron("throw new Error('Electron failed to install correctly')");
    expect(findElectron(root)).toBeUndefined();
  });

  it('is undefined when the reported binary does not exist', async () => {
    await fakeElectron("module.exports = require('path').join(__dirname, 'dist', 'electron')");
    expect(findElectron(root)).toBeUndefined();
  });

  it('is the binary path when it exists', async () => {
    await fakeElectron("module.exports = require('path').join(__dirname, 'dist', 'electron')");
    await touch('node_modules/electron/dist/electron', 0);
    expect(findElectron(root)).toBe(join(root, 'node_modules', 'electron', 'dist', 'electron'));
  });
});

describe('browserCommand', () => {
  it.each([
    ['linux', 'xdg-open', ['http://127.0.0.1:4310/']],
    ['darwin', 'open', ['http://127.0.0.1:4310/']],
    ['win32', 'cmd', ['/c', 'start', '', 'http://127.0.0.1:4310/']],
  ] as const)('%s uses %s', (platform, command, args) => {
    expect(browserCommand('http://127.0.0.1:4310/', platform)).toEqual({ command, args });
  });
});
