/**
 * The browser host against damaged IndexedDB contents and failing storage: every stored record is
 * checked like a file, a bad one is skipped and reported, and a failing or silent database ends in a
 * coded answer, never a rejection or a wait without end.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withOwnKey } from '../../engines/core/testing/saveFixtures';
import { createBrowserHost } from './browserHost';
import { inTransaction } from './idb';
import { goodSave, HOSTILE_RECORDS, openRaw, seedRaw } from './testing/hostileRecords';

const files = { download: () => undefined, pick: async () => null };
const hostOn = (factory: IDBFactory, timeoutMs?: number) =>
  createBrowserHost({ indexedDB: factory, files, languages: () => ['en'], newId: () => 'new-save', ...(timeoutMs === undefined ? {} : { timeoutMs }) });

afterEach(() => vi.restoreAllMocks());

describe('damaged stored records', () => {
  it('lists the good saves, skips each bad record and reports it with its code', async () => {
    const factory = new IDBFactory();
    const host = hostOn(factory);
    expect((await host.writeSave(goodSave('Good game'), 'good')).ok).toBe(true);
    await seedRaw(factory, HOSTILE_RECORDS);
    const list = await host.listSaves();
    const expected = ['good', ...HOSTILE_RECORDS.filter((r) => r.listed).map((r) => r.id)];
    expect(list.map((s) => s.id).sort()).toEqual(expected.sort());
    expect(list.find((s) => s.id === 'fixable')?.name).toBe('Rebuilt');
    const report = await host.storageReport();
    expect(report.skippedSaves.map((s) => s.id).sort()).toEqual(HOSTILE_RECORDS.filter((r) => !r.listed).map((r) => r.id).sort());
    expect(report.skippedSaves.every((s) => s.code === 'save/invalid')).toBe(true);
  });

  it.each(HOSTILE_RECORDS.filter((r) => r.save !== undefined && r.id !== 'fixable' && r.id !== 'wrong-id'))('loading $name is a coded refusal', async (record) => {
    const factory = new IDBFactory();
    await seedRaw(factory, [record]);
    const loaded = await hostOn(factory).loadSave(record.id);
    expect(loaded.ok ? 'ok' : loaded.error.code).toMatch(/^save\/(invalid|foreign-file)$/);
  });

  it.each([
    { name: 'a name that is an object', autosave: { ...goodSave(), name: { x: 1 } }, code: 'save/invalid' },
    { name: 'seats that do not match the players', autosave: { ...goodSave(), seats: [goodSave().seats[0]] }, code: 'save/invalid' },
    { name: 'a __proto__ key', autosave: withOwnKey(goodSave(), '__proto__', '{"polluted":1}'), code: 'file/forbidden-key' },
  ])('a damaged autosave ($name) is refused with $code', async ({ autosave, code }) => {
    const factory = new IDBFactory();
    await seedRaw(factory, [], { autosave });
    expect(await hostOn(factory).readAutosave()).toEqual({ ok: false, error: expect.objectContaining({ code }) });
  });

  it('damaged settings are kept out and reported', async () => {
    const factory = new IDBFactory();
    await seedRaw(factory, [], { settings: { language: 42, prefs: null } });
    const host = hostOn(factory);
    expect(await host.getSettings()).toEqual({ prefs: {}, muted: false });
    expect((await host.storageReport()).settings).toEqual({ code: 'storage/settings-unreadable', params: { reason: 'save/invalid' } });
  });
});

describe('failing storage', () => {
  it('a database that never opens: every call answers within the time-out', async () => {
    const silent = { open: () => ({}) as IDBOpenDBRequest } as unknown as IDBFactory;
    const host = hostOn(silent, 30);
    expect(await host.listSaves()).toEqual([]);
    expect(await host.storageReport()).toEqual({ settings: null, skippedSaves: [{ id: '', code: 'storage/unavailable' }] });
    expect(await host.getSettings()).toEqual({ prefs: {}, muted: false });
    expect((await host.storageReport()).settings).toEqual({ code: 'storage/settings-unreadable', params: { reason: 'storage/unavailable' } });
    expect(await host.readAutosave()).toEqual({ ok: false, error: { code: 'storage/unavailable' } });
    expect(await host.writeSave(goodSave())).toEqual({ ok: false, error: { code: 'storage/unavailable' } });
    expect(await host.loadSave('x')).toEqual({ ok: false, error: { code: 'storage/unavailable' } });
    expect(await host.setSettings({ language: 'de' })).toEqual({ language: 'de', prefs: {}, muted: false });
    expect((await host.storageReport()).settings).toEqual({ code: 'storage/unavailable' });
  });

  it('a database that never opens costs one time-out in all, not one per call (start-up asks several times)', async () => {
    const silent = { open: () => ({}) as IDBOpenDBRequest } as unknown as IDBFactory;
    const host = hostOn(silent, 200);
    const started = Date.now();
    await host.getSettings();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    const again = Date.now();
    await Promise.all([host.listSaves(), host.readAutosave(), host.getSettings()]);
    expect(Date.now() - again).toBeLessThan(100);
  });

  it('a database that refuses to open: coded answers, and the next call tries again', async () => {
    const factory = new IDBFactory();
    const open = vi.spyOn(factory, 'open').mockImplementationOnce(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const host = hostOn(factory);
    expect(await host.listSaves()).toEqual([]);
    expect((await host.storageReport()).skippedSaves).toEqual([{ id: '', code: 'file/read-failed' }]);
    expect((await host.writeSave(goodSave())).ok).toBe(true);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('a full quota on a settings write keeps the choice for this visit and reports storage/quota', async () => {
    const factory = new IDBFactory();
    const host = hostOn(factory);
    await host.getSettings();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(await host.setSettings({ language: 'de' })).toEqual({ language: 'de', prefs: {}, muted: false });
    expect((await host.storageReport()).settings).toEqual({ code: 'storage/quota' });
    expect(await host.writeSave(goodSave())).toEqual({ ok: false, error: { code: 'storage/quota' } });
    expect(await host.writeAutosave(goodSave())).toEqual({ ok: false, error: { code: 'storage/quota' } });
    vi.restoreAllMocks();
    await host.setSettings({ prefs: { a: true } });
    expect((await host.storageReport()).settings).toBeNull();
  });

  it('a transaction that already ended is not aborted again (no stray InvalidStateError)', async () => {
    const db = await openRaw(new IDBFactory());
    const late = inTransaction(db, ['settings'], 'readonly', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('too late');
    });
    await expect(late).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
});
