/**
 * The save store at its edges: exact size limits, ids that try to leave the folder, leftovers of killed
 * writes, a default id, and the autosave when one of its two files is missing or damaged.
 */
import { mkdir, readdir, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { journalEntryLine, journalHeaderLine, type AutosaveEntry } from './autosaveJournal';
import type { SaveStore as Store } from './saveStore';
import { loadFresh } from './testing/loadFresh';
import { makeSave, tempFolder } from './testing/saveFixtures';

let root: string;
let dir: string;
let cleanup: () => Promise<void>;
// The store's file names are fixed while the module loads: loaded afresh per test (see loadFresh).
let SaveStore: typeof Store;
beforeEach(async () => {
  ({ SaveStore } = await loadFresh(() => import('./saveStore')));
  ({ dir: root, cleanup } = await tempFolder());
  dir = join(root, 'saves');
  await mkdir(dir);
});
afterEach(() => cleanup());

const AT = '2025-02-03T04:05:06.000Z';
const entry = (base: number): AutosaveEntry => ({ base, savedAt: AT, actions: [{ seat: base % 2, action: { type: 'step' } }] });
const journalLines = async () => (await readFile(join(dir, '_autosave.journal'), 'utf8')).split('\n').filter(Boolean);
const snapshotActions = async () => JSON.parse(await readFile(join(dir, '_autosave.json'), 'utf8')).record.actions.length;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('SaveStore: ids never leave the saves folder', () => {
  const outside = () => writeFile(join(root, 'outside.json'), JSON.stringify(makeSave('Not yours')));

  it.each([
    ['load', (store: Store) => store.load('../outside')],
    ['delete', (store: Store) => store.delete('../outside')],
  ])('%s of "../outside" is save/not-found and leaves the file beside the folder alone', async (_name, act) => {
    await outside();
    expect(await act(new SaveStore(dir))).toEqual({ ok: false, error: { code: 'save/not-found' } });
    expect(await readdir(root)).toEqual(['outside.json', 'saves']);
  });
});

describe('SaveStore: named saves, edge cases', () => {
  it('without a newId option, a new save gets a fresh UUID each time', async () => {
    const store = new SaveStore(dir);
    const first = await store.write(makeSave('One'));
    const second = await store.write(makeSave('Two'));
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(first.ok && uuid.test(first.value.id)).toBe(true);
    expect(second.ok && uuid.test(second.value.id)).toBe(true);
    expect(first.ok && second.ok && first.value.id !== second.value.id).toBe(true);
    expect((await readdir(dir)).sort()).toEqual([`${first.ok ? first.value.id : ''}.json`, `${second.ok ? second.value.id : ''}.json`].sort());
  });

  it('delete also removes the half-written temporary file a killed write left', async () => {
    const store = new SaveStore(dir, { newId: () => 'game' });
    await store.write(makeSave('Kept'));
    await writeFile(join(dir, 'game.json.tmp'), '{"half');
    expect(await store.delete('game')).toEqual({ ok: true, value: undefined });
    expect(await readdir(dir)).toEqual([]);
  });

  it('a save name pointing nowhere (a dangling link) is neither listed nor reported as damaged', async () => {
    const store = new SaveStore(dir, { newId: () => 'real' });
    await store.write(makeSave('Real'));
    await symlink(join(root, 'gone.json'), join(dir, 'ghost.json'));
    expect((await store.list()).map((save) => save.id)).toEqual(['real']);
    expect(store.skipped()).toEqual([]);
  });
});

describe('SaveStore: the autosave at its size limit', () => {
  it('a snapshot of exactly the limit is written; one byte over is file/too-large', async () => {
    const save = makeSave('Auto', 2);
    const size = bytes(JSON.stringify(save));
    expect(await new SaveStore(dir, { maxBytes: size }).writeAutosave(save)).toEqual({ ok: true, value: undefined });
    await rm(dir, { recursive: true });
    expect(await new SaveStore(dir, { maxBytes: size - 1 }).writeAutosave(save)).toEqual({ ok: false, error: { code: 'file/too-large', params: { limit: size - 1 } } });
    expect(await readdir(root)).toEqual([]);
  });

  it('the journal grows up to exactly the limit; the append that would pass it writes a snapshot instead', async () => {
    // Bases 2 to 9 give entry lines of one length, so the limit can sit exactly after the seventh.
    const header = bytes(journalHeaderLine('0'.repeat(64)));
    const line = bytes(journalEntryLine(entry(2)));
    const store = new SaveStore(dir, { maxBytes: header + 7 * line });
    await store.writeAutosave(makeSave('Auto', 2));
    for (let base = 2; base < 9; base++) expect(await store.appendAutosave(entry(base))).toEqual({ ok: true, value: undefined });
    expect(await journalLines()).toHaveLength(8);
    expect(bytes(await readFile(join(dir, '_autosave.journal'), 'utf8'))).toBe(header + 7 * line);
    expect(await snapshotActions()).toBe(2);
    expect(await store.appendAutosave(entry(9))).toEqual({ ok: true, value: undefined });
    expect(await journalLines()).toHaveLength(1);
    expect(await snapshotActions()).toBe(10);
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 10, AT) });
  });
});

describe('SaveStore: the autosave backup', () => {
  it('after a restart, the next snapshot keeps the previous good one as the backup', async () => {
    await new SaveStore(dir).writeAutosave(makeSave('Before restart', 2));
    expect(await new SaveStore(dir).writeAutosave(makeSave('After restart', 3))).toEqual({ ok: true, value: undefined });
    expect(JSON.parse(await readFile(join(dir, '_autosave.bak.json'), 'utf8')).name).toBe('Before restart');
  });

  it('a snapshot damaged on disk since this process wrote it never becomes the backup', async () => {
    const store = new SaveStore(dir);
    await store.writeAutosave(makeSave('Good 1', 1));
    await store.writeAutosave(makeSave('Good 2', 2));
    await writeFile(join(dir, '_autosave.json'), 'damaged');
    await store.writeAutosave(makeSave('Good 3', 3));
    expect(JSON.parse(await readFile(join(dir, '_autosave.bak.json'), 'utf8')).name).toBe('Good 1');
  });
});

describe('SaveStore: the autosave with a missing or damaged file', () => {
  it('a snapshot whose journal is gone reads as the snapshot, and the next append starts a new journal', async () => {
    await new SaveStore(dir).writeAutosave(makeSave('Auto', 2));
    await unlink(join(dir, '_autosave.journal'));
    const store = new SaveStore(dir);
    expect(await store.readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 2) });
    expect(await store.appendAutosave(entry(2))).toEqual({ ok: true, value: undefined });
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 3, AT) });
  });

  it('a damaged snapshot with a good backup takes appends, and they are kept', async () => {
    const first = new SaveStore(dir);
    await first.writeAutosave(makeSave('Backup', 2));
    await first.writeAutosave(makeSave('Damaged', 4));
    await writeFile(join(dir, '_autosave.json'), 'torn');
    const store = new SaveStore(dir);
    expect(await store.appendAutosave(entry(2))).toEqual({ ok: true, value: undefined });
    expect(await new SaveStore(dir).readAutosave()).toMatchObject({ ok: true, value: { name: 'Backup', record: { actions: { length: 3 } } } });
  });

  it('a journal with a bad line keeps the game up to it, and the next append rewrites the files whole', async () => {
    await new SaveStore(dir).writeAutosave(makeSave('Auto', 2));
    await new SaveStore(dir).appendAutosave(entry(2));
    const [header, first] = await journalLines();
    await writeFile(join(dir, '_autosave.journal'), `${header}\n${first}\n{"base":3,"savedAt":"x"}\n${JSON.stringify(entry(3))}\n`);
    const store = new SaveStore(dir);
    expect(await store.readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 3, AT) });
    expect(await store.appendAutosave(entry(3))).toEqual({ ok: true, value: undefined });
    expect(await journalLines()).toHaveLength(1);
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 4, AT) });
  });

  it('clearing removes the leftovers of killed writes too', async () => {
    const store = new SaveStore(dir);
    await store.writeAutosave(makeSave('Auto', 2));
    await writeFile(join(dir, '_autosave.json.tmp'), '{"half');
    await writeFile(join(dir, '_autosave.journal.tmp'), '{"half');
    await writeFile(join(dir, '_autosave.bak.json.tmp'), '{"half');
    await store.clearAutosave();
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('SaveStore: a compaction never overwrites a newer snapshot', () => {
  it('an undo sent while a compaction waits keeps the undo', async () => {
    const store = new SaveStore(dir);
    await store.writeAutosave(makeSave('Auto', 0));
    for (let base = 0; base < 255; base++) await store.appendAutosave(entry(base));
    // The 256th action queues a compaction; the whole snapshot sent right after it is queued before it runs.
    const appended = store.appendAutosave(entry(255));
    const undone = store.writeAutosave(makeSave('Undone', 5));
    expect(await appended).toEqual({ ok: true, value: undefined });
    expect(await undone).toEqual({ ok: true, value: undefined });
    expect(await store.readAutosave()).toEqual({ ok: true, value: makeSave('Undone', 5) });
    expect(await snapshotActions()).toBe(5);
  });
});
