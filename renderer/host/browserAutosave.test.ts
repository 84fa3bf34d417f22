import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { SaveFile } from '../../engines/core';
import { FIXTURE_SAVED_AT, fixtureSave } from '../../engines/core/testing/saveFixtures';
import type { AutosaveEntry } from '../../main/autosaveJournal';
import { createBrowserHost } from './browserHost';
import { inTransaction, openDatabase, requestValue } from './idb';

const AT = '2025-02-03T04:05:06.000Z';

function sampleSave(actions = 0, savedAt = FIXTURE_SAVED_AT): SaveFile {
  return fixtureSave({ name: 'Autosave', actions, savedAt });
}

const entry = (base: number, count = 1): AutosaveEntry => ({
  base,
  savedAt: AT,
  actions: Array.from({ length: count }, (_, i) => ({ seat: (base + i) % 2, action: { type: 'step' } })),
});

function hosts() {
  const indexedDB = new IDBFactory();
  const make = () => createBrowserHost({ indexedDB, languages: () => ['en'] });
  return { indexedDB, host: make(), make };
}

async function journalKeys(indexedDB: IDBFactory): Promise<IDBValidKey[]> {
  const db = await openDatabase(indexedDB, 'halo-tabletop', 2);
  const keys = await inTransaction(db, ['autosaveJournal'], 'readonly', (tx) => requestValue(tx.objectStore('autosaveJournal').getAllKeys()));
  db.close();
  return keys;
}

describe('browser host: the autosave journal (IndexedDB)', () => {
  it('appends only the new actions and reads back the whole game, also in a new page', async () => {
    const { host, make, indexedDB } = hosts();
    await host.writeAutosave(sampleSave(2));
    expect(await host.appendAutosave(entry(2))).toEqual({ ok: true, value: undefined });
    expect(await host.appendAutosave(entry(3, 2))).toEqual({ ok: true, value: undefined });
    expect(await journalKeys(indexedDB)).toEqual([0, 1]);
    expect(await host.readAutosave()).toEqual({ ok: true, value: sampleSave(5, AT) });
    expect(await make().readAutosave()).toEqual({ ok: true, value: sampleSave(5, AT) });
  });

  it('refuses an entry out of step, and any entry before an autosave exists', async () => {
    const { host } = hosts();
    expect(await host.appendAutosave(entry(0))).toEqual({ ok: false, error: { code: 'save/out-of-step', params: { expected: 0, base: 0 } } });
    await host.writeAutosave(sampleSave(2));
    expect(await host.appendAutosave(entry(3))).toEqual({ ok: false, error: { code: 'save/out-of-step', params: { expected: 2, base: 3 } } });
  });

  it('checks an entry like the desktop host does', async () => {
    const { host } = hosts();
    await host.writeAutosave(sampleSave(2));
    const hostile = { base: 2, savedAt: AT, actions: [{ seat: 0, action: JSON.parse('{"__proto__":{"x":1}}') }] };
    expect(await host.appendAutosave(hostile)).toEqual({ ok: false, error: { code: 'file/forbidden-key', params: { key: '__proto__' } } });
    expect(await host.appendAutosave({ ...entry(2), actions: [] })).toEqual({ ok: false, error: { code: 'save/invalid', params: { path: 'entry.actions' } } });
  });

  it('a whole write empties the journal; clearing removes both', async () => {
    const { host, indexedDB } = hosts();
    await host.writeAutosave(sampleSave(2));
    await host.appendAutosave(entry(2));
    await host.writeAutosave(sampleSave(1));
    expect(await journalKeys(indexedDB)).toEqual([]);
    expect(await host.appendAutosave(entry(1))).toEqual({ ok: true, value: undefined });
    await host.clearAutosave();
    expect(await host.readAutosave()).toEqual({ ok: true, value: null });
    expect(await journalKeys(indexedDB)).toEqual([]);
  });

  it('replays an undo (a rewind) and continues after it, also in a new page', async () => {
    const { host, make } = hosts();
    await host.writeAutosave(sampleSave(2));
    await host.appendAutosave(entry(2, 2));
    expect(await host.appendAutosave({ base: 1, rewind: true, savedAt: AT, actions: [] })).toEqual({ ok: true, value: undefined });
    expect(await host.appendAutosave(entry(1))).toEqual({ ok: true, value: undefined });
    expect(await make().readAutosave()).toEqual({ ok: true, value: sampleSave(2, AT) });
    expect(await host.appendAutosave({ base: 5, rewind: true, savedAt: AT, actions: [] })).toMatchObject({ ok: false, error: { code: 'save/out-of-step' } });
  });

  it('compacts once the journal holds 256 actions on an empty snapshot', async () => {
    const { host, indexedDB } = hosts();
    await host.writeAutosave(sampleSave(0));
    for (let i = 0; i < 255; i++) await host.appendAutosave(entry(i));
    expect(await journalKeys(indexedDB)).toHaveLength(255);
    await host.appendAutosave(entry(255));
    expect(await host.readAutosave()).toMatchObject({ ok: true, value: { record: { actions: { length: 256 } } } });
    expect(await journalKeys(indexedDB)).toEqual([]);
  });

  it('keeps the game up to a stored journal entry that was tampered with, and rewrites it whole on the next append', async () => {
    const { host, make, indexedDB } = hosts();
    await host.writeAutosave(sampleSave(2));
    await host.appendAutosave(entry(2));
    await host.appendAutosave(entry(3));
    await host.appendAutosave(entry(4));
    const db = await openDatabase(indexedDB, 'halo-tabletop', 2);
    await inTransaction(db, ['autosaveJournal'], 'readwrite', async (tx) => void tx.objectStore('autosaveJournal').put({ ...entry(3), actions: [{ seat: 'x' }] }, 1));
    db.close();
    const page = make();
    expect(await page.readAutosave()).toEqual({ ok: true, value: sampleSave(3, AT) });
    expect(await page.appendAutosave(entry(3))).toEqual({ ok: true, value: undefined });
    expect(await journalKeys(indexedDB)).toEqual([]);
    expect(await make().readAutosave()).toEqual({ ok: true, value: sampleSave(4, AT) });
  });

  it('opens a version-1 database (no journal store yet) and keeps its autosave', async () => {
    const indexedDB = new IDBFactory();
    const old = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('halo-tabletop', 1);
      request.onupgradeneeded = () => ['saves', 'summaries', 'backups', 'autosave', 'settings'].forEach((name) => request.result.createObjectStore(name));
      request.onsuccess = () => resolve(request.result);
    });
    await inTransaction(old, ['autosave'], 'readwrite', async (tx) => void tx.objectStore('autosave').put(sampleSave(3), 'current'));
    old.close();
    const host = createBrowserHost({ indexedDB, languages: () => ['en'] });
    expect(await host.readAutosave()).toEqual({ ok: true, value: sampleSave(3) });
    expect(await host.appendAutosave(entry(3))).toEqual({ ok: true, value: undefined });
  });
});
