import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SaveStore as Store } from './saveStore';
import { loadFresh } from './testing/loadFresh';
import { brokenSaveTexts, makeSave, snapshot, tempFolder } from './testing/saveFixtures';

let dir: string;
let cleanup: () => Promise<void>;
let store: Store;
let ids: number;

// The store's file names are fixed while the module loads: loaded afresh per test (see loadFresh).
let SaveStore: typeof Store;
beforeEach(async () => {
  ({ SaveStore } = await loadFresh(() => import('./saveStore')));
  ({ dir, cleanup } = await tempFolder());
  ids = 0;
  store = new SaveStore(dir, { newId: () => `save-${++ids}` });
});
afterEach(() => cleanup());

const good = JSON.stringify(makeSave('Good'));

/** Hostile or broken file contents, each with the code reading it must give. */
const BAD_FILES: readonly { name: string; text: string | Buffer; code: string }[] = [
  ...brokenSaveTexts(good),
  { name: 'invalid UTF-8', text: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), code: 'file/not-json' },
];

describe('SaveStore: write, list, load, delete', () => {
  it('writes a new save under a fresh id and lists it', async () => {
    const written = await store.write(makeSave('First', 3));
    expect(written).toEqual({ ok: true, value: expect.objectContaining({ id: 'save-1', name: 'First', game: 'fixture', actions: 3 }) });
    expect(await store.list()).toEqual([
      { id: 'save-1', name: 'First', savedAt: '2025-01-02T03:04:05.000Z', game: 'fixture', seats: makeSave().seats, actions: 3 },
    ]);
    expect(await readdir(dir)).toEqual(['save-1.json']);
  });

  it('loads what it wrote, equal to the original', async () => {
    await store.write(makeSave('Round trip', 5));
    expect(await store.load('save-1')).toEqual({ ok: true, value: makeSave('Round trip', 5) });
  });

  it('lists newest first', async () => {
    await store.write(makeSave('Old', 1, '2024-01-01T00:00:00.000Z'));
    await store.write(makeSave('New', 1, '2025-06-01T00:00:00.000Z'));
    expect((await store.list()).map((save) => save.name)).toEqual(['New', 'Old']);
  });

  it('overwrites an existing id and keeps the previous version as .bak.json', async () => {
    await store.write(makeSave('Version 1'));
    await store.write(makeSave('Version 2'), 'save-1');
    expect((await readdir(dir)).sort()).toEqual(['save-1.bak.json', 'save-1.json']);
    expect(JSON.parse(await readFile(join(dir, 'save-1.bak.json'), 'utf8')).name).toBe('Version 1');
    expect(await store.load('save-1')).toMatchObject({ ok: true, value: { name: 'Version 2' } });
    expect(await store.list()).toHaveLength(1);
  });

  it('deletes a save with its backup', async () => {
    await store.write(makeSave('A'));
    await store.write(makeSave('B'), 'save-1');
    expect(await store.delete('save-1')).toEqual({ ok: true, value: undefined });
    expect(await readdir(dir)).toEqual([]);
    expect(await store.delete('save-1')).toEqual({ ok: false, error: { code: 'save/not-found' } });
  });

  it.each([
    ['unknown id', 'nothing-here'],
    ['path traversal', '../secret'],
    ['upper case', 'ABC'],
    ['too long', 'a'.repeat(65)],
    ['empty', ''],
  ])('loading %s is save/not-found', async (_name, id) => {
    expect(await store.load(id)).toEqual({ ok: false, error: { code: 'save/not-found' } });
  });

  it('refuses an id outside the allowed shape when writing', async () => {
    expect(await store.write(makeSave(), '../evil')).toEqual({ ok: false, error: { code: 'save/invalid', params: { path: 'id' } } });
    expect(await readdir(dir)).toEqual([]);
  });

  it('lists an empty or missing folder as no saves', async () => {
    expect(await new SaveStore(join(dir, 'missing')).list()).toEqual([]);
  });

  it('serialises concurrent writes: every one lands, none corrupts another', async () => {
    const writes = await Promise.all(Array.from({ length: 12 }, (_, i) => store.write(makeSave(`Game ${i}`), 'same')));
    expect(writes.every((result) => result.ok)).toBe(true);
    expect(await store.load('same')).toMatchObject({ ok: true, value: { name: 'Game 11' } });
    expect(JSON.parse(await readFile(join(dir, 'same.bak.json'), 'utf8')).name).toBe('Game 10');
  });
});

describe('SaveStore: corrupt and hostile files give codes and change nothing', () => {
  it.each(BAD_FILES)('$name → $code', async ({ text, code }) => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'broken.json'), text);
    const before = await snapshot(dir);
    const loaded = await store.load('broken');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.code).toBe(code);
    expect(await store.list()).toEqual([]);
    expect(await snapshot(dir)).toEqual(before);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses a file over the size limit without reading it whole (file/too-large)', async () => {
    await writeFile(join(dir, 'huge.json'), Buffer.alloc(8 * 1024 * 1024 + 1, 0x20));
    const before = await snapshot(dir);
    expect(await new SaveStore(dir).load('huge')).toEqual({ ok: false, error: { code: 'file/too-large', params: { limit: 8 * 1024 * 1024 } } });
    expect(await snapshot(dir)).toEqual(before);
  });

  it('refuses to write a save bigger than the limit', async () => {
    const small = new SaveStore(dir, { maxBytes: 200 });
    expect(await small.write(makeSave(), 'big')).toMatchObject({ ok: false, error: { code: 'file/too-large' } });
    expect(await readdir(dir)).toEqual([]);
  });

  it('a corrupt primary with a good backup still lists and loads from the backup', async () => {
    await store.write(makeSave('Good one'));
    await store.write(makeSave('Newer'), 'save-1');
    await writeFile(join(dir, 'save-1.json'), '{ torn write');
    const before = await snapshot(dir);
    expect((await store.list()).map((save) => [save.id, save.name])).toEqual([['save-1', 'Good one']]);
    expect(await store.load('save-1')).toMatchObject({ ok: true, value: { name: 'Good one' } });
    expect(await snapshot(dir)).toEqual(before);
  });

  it('a crash between the two renames (primary gone, backup there) still loads the backup', async () => {
    await store.write(makeSave('Before crash'));
    await rename(join(dir, 'save-1.json'), join(dir, 'save-1.bak.json'));
    expect(await store.load('save-1')).toMatchObject({ ok: true, value: { name: 'Before crash' } });
    expect(await store.list()).toHaveLength(1);
  });

  it('writing over a corrupt primary keeps the good backup instead of the corrupt file', async () => {
    await store.write(makeSave('Good backup'));
    await store.write(makeSave('Soon corrupt'), 'save-1');
    await writeFile(join(dir, 'save-1.json'), 'garbage');
    await store.write(makeSave('Fresh'), 'save-1');
    expect(JSON.parse(await readFile(join(dir, 'save-1.bak.json'), 'utf8')).name).toBe('Good backup');
    expect(await store.load('save-1')).toMatchObject({ ok: true, value: { name: 'Fresh' } });
  });

  it('ignores stray files (temporary files, other names) when listing', async () => {
    await store.write(makeSave('Real'));
    await writeFile(join(dir, 'save-2.json.tmp'), good);
    await writeFile(join(dir, 'notes.txt'), 'hello');
    await writeFile(join(dir, 'UPPER.json'), good);
    expect((await store.list()).map((save) => save.id)).toEqual(['save-1']);
  });
});

describe('SaveStore: autosave', () => {
  it('is empty at first', async () => {
    expect(await store.readAutosave()).toEqual({ ok: true, value: null });
  });

  it('writes, reads back and clears the one slot', async () => {
    expect(await store.writeAutosave(makeSave('Auto', 2))).toEqual({ ok: true, value: undefined });
    expect(await store.writeAutosave(makeSave('Auto', 3))).toEqual({ ok: true, value: undefined });
    expect(await store.readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 3) });
    await store.clearAutosave();
    expect(await store.readAutosave()).toEqual({ ok: true, value: null });
    expect(await readdir(dir)).toEqual([]);
  });

  it('is never listed as a named save', async () => {
    await store.writeAutosave(makeSave('Auto'));
    expect(await store.list()).toEqual([]);
  });

  it('a corrupt autosave without backup is an error, not a half-loaded game', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, '_autosave.json'), '{"__proto__": {}}');
    expect(await store.readAutosave()).toEqual({ ok: false, error: { code: 'file/forbidden-key', params: { key: '__proto__' } } });
  });

  it('a corrupt autosave with a good backup falls back to the backup', async () => {
    await store.writeAutosave(makeSave('Auto 1'));
    await store.writeAutosave(makeSave('Auto 2'));
    await writeFile(join(dir, '_autosave.json'), 'oops');
    expect(await store.readAutosave()).toMatchObject({ ok: true, value: { name: 'Auto 1' } });
  });
});
