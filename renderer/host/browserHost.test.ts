import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { SaveFile } from '../../engines/core';
import { fixtureSave } from '../../engines/core/testing/saveFixtures';
import type { PickedFile } from './browserFiles';
import { createBrowserHost, MAX_IMPORT_BYTES } from './browserHost';

function sampleSave(name = 'First game', actions = 0): SaveFile {
  return fixtureSave({ name, actions });
}

interface Harness {
  host: ReturnType<typeof createBrowserHost>;
  downloads: { text: string; fileName: string }[];
  nextFile: { value: PickedFile | null };
}

function harness(): Harness {
  const downloads: { text: string; fileName: string }[] = [];
  const nextFile: { value: PickedFile | null } = { value: null };
  let n = 0;
  const host = createBrowserHost({
    indexedDB: new IDBFactory(),
    files: { download: (text, fileName) => void downloads.push({ text, fileName }), pick: async () => nextFile.value },
    languages: () => ['de-DE', 'en'],
    newId: () => `save-${++n}`,
  });
  return { host, downloads, nextFile };
}

const textFile = (text: string, size = text.length): PickedFile => ({ size, text: async () => text });

describe('browser host: saves', () => {
  it('writes, lists newest first, loads and deletes', async () => {
    const { host } = harness();
    const a = await host.writeSave(sampleSave('A'));
    const b = await host.writeSave({ ...sampleSave('B', 3), savedAt: '2025-02-01T00:00:00.000Z' });
    expect(a.ok && b.ok).toBe(true);
    const list = await host.listSaves();
    expect(list.map((s) => [s.name, s.actions, s.game])).toEqual([
      ['B', 3, 'fixture'],
      ['A', 0, 'fixture'],
    ]);
    const loaded = await host.loadSave('save-1');
    expect(loaded.ok && loaded.value.name).toBe('A');
    expect((await host.deleteSave('save-1')).ok).toBe(true);
    expect((await host.listSaves()).map((s) => s.name)).toEqual(['B']);
    const gone = await host.loadSave('save-1');
    expect(gone.ok ? 'ok' : gone.error.code).toBe('save/not-found');
  });

  it('keeps the previous version as a backup when a save is overwritten', async () => {
    const { host } = harness();
    await host.writeSave(sampleSave('Mine', 1), 'save-x');
    await host.writeSave(sampleSave('Mine', 2), 'save-x');
    const current = await host.loadSave('save-x');
    const backup = await host.loadBackup('save-x');
    expect(current.ok && current.value.record.actions.length).toBe(2);
    expect(backup.ok && backup.value.record.actions.length).toBe(1);
    expect(await host.listSaves()).toHaveLength(1);
  });

  const refusals = [
    { name: 'a save that breaks the schema', save: { ...sampleSave(), seats: [] }, id: undefined, code: 'save/invalid' },
    { name: 'a save whose name shows nothing', save: { ...sampleSave(), name: '\u202E\u200B' }, id: undefined, code: 'name/invisible' },
    { name: 'a save whose seats do not match its player count', save: { ...sampleSave(), seats: [sampleSave().seats[0]!] }, id: undefined, code: 'save/invalid' },
    { name: 'an id with a path in it', save: sampleSave(), id: '../evil', code: 'save/invalid' },
  ];
  for (const c of refusals) {
    it(`refuses to write ${c.name}`, async () => {
      const { host } = harness();
      const r = await host.writeSave(c.save, c.id);
      expect(r.ok ? 'ok' : r.error.code).toBe(c.code);
      expect(await host.listSaves()).toEqual([]);
    });
  }

  it('reports deleting a save that is not there', async () => {
    const r = await harness().host.deleteSave('save-404');
    expect(r.ok ? 'ok' : r.error.code).toBe('save/not-found');
  });
});

describe('browser host: autosave and settings', () => {
  it('writes, reads and clears the autosave', async () => {
    const { host } = harness();
    expect(await host.readAutosave()).toEqual({ ok: true, value: null });
    await host.writeAutosave(sampleSave('auto', 4));
    const read = await host.readAutosave();
    expect(read.ok && read.value?.record.actions.length).toBe(4);
    await host.clearAutosave();
    expect(await host.readAutosave()).toEqual({ ok: true, value: null });
  });

  it('starts with no language, remembers the chosen one and ignores bad patches', async () => {
    const factory = new IDBFactory();
    const first = createBrowserHost({ indexedDB: factory, languages: () => ['de-AT'] });
    expect((await first.getSettings()).language).toBeUndefined();
    expect(first.systemLanguages()).toEqual(['de-AT']);
    await first.setSettings({ language: 'de' });
    await first.setSettings({ language: 'fr' } as never);
    const again = createBrowserHost({ indexedDB: factory });
    expect(await again.getSettings()).toEqual({ language: 'de', prefs: {}, muted: false });
  });
});

describe('browser host: files', () => {
  it('exports pretty JSON under a .halosave.json name', async () => {
    const { host, downloads } = harness();
    expect(await host.exportSave(sampleSave(), 'My game')).toEqual({ ok: true, value: true });
    expect(downloads[0]?.fileName).toBe('My game.halosave.json');
    expect(JSON.parse(downloads[0]?.text ?? '')).toEqual(sampleSave());
  });

  const imports = [
    { name: 'a valid save', file: textFile(JSON.stringify(sampleSave())), result: 'ok' },
    { name: 'a cancelled dialog', file: null, result: 'cancelled' },
    { name: 'a file over 8 MB (not read at all)', file: { size: MAX_IMPORT_BYTES + 1, text: () => Promise.reject(new Error('read')) }, result: 'file/too-large' },
    { name: 'text that is not JSON', file: textFile('{"format": "halo'), result: 'file/not-json' },
    { name: 'foreign JSON', file: textFile('{"hello": "world"}'), result: 'save/foreign-file' },
    { name: 'a __proto__ key', file: textFile('{"format":"halo-tabletop/save","__proto__":{"x":1}}'), result: 'file/forbidden-key' },
    { name: 'an unreadable file', file: { size: 10, text: () => Promise.reject(new Error('gone')) }, result: 'file/read-failed' },
  ];
  for (const c of imports) {
    it(`imports ${c.name}`, async () => {
      const { host, nextFile } = harness();
      nextFile.value = c.file;
      const r = await host.importSave();
      const seen = r.ok ? (r.value === null ? 'cancelled' : 'ok') : r.error.code;
      expect(seen).toBe(c.result);
    });
  }
});

describe('browser host text files (deck lists)', () => {
  it('downloads a deck under its extension, once', async () => {
    const { host, downloads } = harness();
    expect(await host.exportText('deck', '{"a":1}', 'My deck')).toEqual({ ok: true, value: true });
    expect(await host.exportText('deck', '{}', 'Other.halodeck.json')).toEqual({ ok: true, value: true });
    expect(downloads.map((d) => d.fileName)).toEqual(['My deck.halodeck.json', 'Other.halodeck.json']);
  });

  it.each([
    { name: 'a cancelled dialog', file: null, result: 'cancelled' },
    { name: 'a file of 64 KB and one byte (not read at all)', file: { size: 64 * 1024 + 1, text: () => Promise.reject(new Error('read')) }, result: 'file/too-large' },
    { name: 'an unreadable file', file: { size: 10, text: () => Promise.reject(new Error('gone')) }, result: 'file/read-failed' },
    { name: 'any text (the game parses it)', file: textFile('not json'), result: 'not json' },
  ])('imports $name', async ({ file, result }) => {
    const { host, nextFile } = harness();
    nextFile.value = file;
    const r = await host.importText('deck');
    expect(r.ok ? (r.value ?? 'cancelled') : r.error.code).toBe(result);
  });
});
