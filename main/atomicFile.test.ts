import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFresh } from './testing/loadFresh';
import { tempFolder } from './testing/saveFixtures';

// The UTF-8 decoder and the table of write failures are built while the module loads: loaded afresh per test (see loadFresh).
const loadAtomicFile = () => loadFresh(() => import('./atomicFile'));
let atomic: Awaited<ReturnType<typeof loadAtomicFile>>;
beforeEach(async () => {
  atomic = await loadAtomicFile();
});

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(() => cleanup());

describe('readTextLimited', () => {
  it.each<[string, () => Promise<string>, number, unknown]>([
    ['missing file', async () => join(dir, 'nope'), 100, { ok: true, value: null }],
    ['small UTF-8 file', async () => (await writeFile(join(dir, 'a'), 'héllo'), join(dir, 'a')), 100, { ok: true, value: 'héllo' }],
    ['exactly at the limit', async () => (await writeFile(join(dir, 'b'), 'x'.repeat(10)), join(dir, 'b')), 10, { ok: true, value: 'x'.repeat(10) }],
    ['one byte over', async () => (await writeFile(join(dir, 'c'), 'x'.repeat(11)), join(dir, 'c')), 10, { ok: false, error: { code: 'file/too-large', params: { limit: 10 } } }],
    ['a folder', async () => dir, 100, { ok: false, error: { code: 'file/read-failed' } }],
    ['bytes that are not UTF-8', async () => (await writeFile(join(dir, 'd'), Buffer.from([0xc3, 0x28])), join(dir, 'd')), 100, { ok: false, error: { code: 'file/not-json' } }],
  ])('%s', async (_name, makePath, limit, expected) => {
    expect(await atomic.readTextLimited(await makePath(), limit)).toEqual(expected);
  });
});

describe('writeFileAtomic', () => {
  it('creates missing folders and leaves no temporary file', async () => {
    const target = join(dir, 'deep', 'er', 'file.json');
    expect(await atomic.writeFileAtomic(target, '{"a":1}')).toEqual({ ok: true, value: undefined });
    expect(await readFile(target, 'utf8')).toBe('{"a":1}');
    expect(await readdir(join(dir, 'deep', 'er'))).toEqual(['file.json']);
  });

  it('keeps the previous version as backup only when it is good', async () => {
    const target = join(dir, 'x.json');
    const backup = { path: join(dir, 'x.bak.json'), isGood: (text: string) => text.startsWith('good') };
    await atomic.writeFileAtomic(target, 'good 1', { backup });
    await atomic.writeFileAtomic(target, 'bad 2', { backup });
    expect(await readFile(backup.path, 'utf8')).toBe('good 1');
    await atomic.writeFileAtomic(target, 'good 3', { backup });
    expect(await readFile(backup.path, 'utf8')).toBe('good 1');
    await atomic.writeFileAtomic(target, 'good 4', { backup });
    expect(await readFile(backup.path, 'utf8')).toBe('good 3');
    expect(await readFile(target, 'utf8')).toBe('good 4');
  });

  it('fails with save/write-failed and cleans up when the target cannot be replaced', async () => {
    await mkdir(join(dir, 'taken.json'));
    await writeFile(join(dir, 'taken.json', 'inside'), 'x');
    expect(await atomic.writeFileAtomic(join(dir, 'taken.json'), 'data')).toEqual({ ok: false, error: { code: 'save/write-failed' } });
    expect((await readdir(dir)).sort()).toEqual(['taken.json']);
  });
});

describe('removeIfPresent', () => {
  it('says whether something was removed', async () => {
    await writeFile(join(dir, 'f'), 'x');
    expect(await atomic.removeIfPresent(join(dir, 'f'))).toBe(true);
    expect(await atomic.removeIfPresent(join(dir, 'f'))).toBe(false);
  });
});

describe('writeFailure', () => {
  it.each<[string, unknown, string]>([
    ['disk full', { code: 'ENOSPC' }, 'storage/disk-full'],
    ['quota exceeded', { code: 'EDQUOT' }, 'storage/disk-full'],
    ['read-only disk', { code: 'EROFS' }, 'storage/read-only'],
    ['access denied', { code: 'EACCES' }, 'storage/no-permission'],
    ['operation not permitted', { code: 'EPERM' }, 'storage/no-permission'],
    ['another system error', { code: 'EIO' }, 'save/write-failed'],
    ['an error without a code', new Error('boom'), 'save/write-failed'],
    ['null thrown', null, 'save/write-failed'],
    ['undefined thrown', undefined, 'save/write-failed'],
    ['a string thrown', 'ENOSPC', 'save/write-failed'],
  ])('%s gives %s', (_name, error, code) => {
    expect(atomic.writeFailure(error)).toEqual({ code });
  });
});
