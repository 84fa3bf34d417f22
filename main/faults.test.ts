/**
 * Fault injection on everything main reads and writes: every read fault ends in a coded Result (never a
 * rejection, never "no file"), every write fault says why when the system does and leaves the previous
 * file as it was, and a settings file that could not be read is never replaced by defaults.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTextLimited, writeFileAtomic } from './atomicFile';
import { importSave } from './saveFiles';
import { SaveStore } from './saveStore';
import { SETTINGS_READ_ATTEMPTS, SettingsStore } from './settings';
import { faults, fired, resetFaults, type FaultOp } from './testing/faultyFs';
import { makeSave, snapshot, tempFolder } from './testing/saveFixtures';

vi.mock('node:fs/promises', async (importOriginal) => {
  const { faultyFsModule } = await import('./testing/faultyFs');
  return faultyFsModule(await importOriginal());
});

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  resetFaults();
  ({ dir, cleanup } = await tempFolder());
});
afterEach(async () => {
  resetFaults();
  await cleanup();
});

const READ_OPS: readonly FaultOp[] = ['open', 'stat', 'read', 'close'];
const READ_CODES = ['EIO', 'EACCES', 'EMFILE', 'EBUSY'] as const;
const READ_FAULTS = READ_OPS.flatMap((op) => READ_CODES.map((code) => ({ op, code })));
const noSettle = Symbol('rejected');
const settle = <T>(promise: Promise<T>): Promise<T | typeof noSettle> => promise.catch(() => noSettle);

describe('readTextLimited under read faults', () => {
  it.each(READ_FAULTS)('$op fails with $code: a Result, never a rejection', async ({ op, code }) => {
    const path = join(dir, 'file.json');
    await writeFile(path, '{"a":1}');
    faults.push({ op, code });
    const read = await settle(readTextLimited(path));
    expect(fired).toEqual([`${op}:${code}`]);
    // A failed close after a complete read loses nothing; every other fault is file/read-failed.
    expect(read).toEqual(op === 'close' ? { ok: true, value: '{"a":1}' } : { ok: false, error: { code: 'file/read-failed' } });
  });

  it.each(['EACCES', 'EPERM', 'EISDIR', 'ENOTDIR', 'ELOOP', 'EMFILE'])('an open() error %s is never read as "no file"', async (code) => {
    faults.push({ op: 'open', code });
    expect(await readTextLimited(join(dir, 'missing.json'))).toEqual({ ok: false, error: { code: 'file/read-failed' } });
  });

  it('only ENOENT is "no file"', async () => {
    faults.push({ op: 'open', code: 'ENOENT' });
    expect(await readTextLimited(join(dir, 'there.json'))).toEqual({ ok: true, value: null });
  });
});

describe('writeFileAtomic says why a write failed and keeps the old file', () => {
  const cases: readonly { op: FaultOp; code: string; expected: string }[] = [
    { op: 'writeFile', code: 'ENOSPC', expected: 'storage/disk-full' },
    { op: 'sync', code: 'EDQUOT', expected: 'storage/disk-full' },
    { op: 'open', code: 'EROFS', expected: 'storage/read-only' },
    { op: 'mkdir', code: 'EROFS', expected: 'storage/read-only' },
    { op: 'open', code: 'EACCES', expected: 'storage/no-permission' },
    { op: 'rename', code: 'EPERM', expected: 'storage/no-permission' },
    { op: 'sync', code: 'EIO', expected: 'save/write-failed' },
    { op: 'close', code: 'EIO', expected: 'save/write-failed' },
  ];
  it.each(cases)('$op fails with $code: $expected', async ({ op, code, expected }) => {
    const path = join(dir, 'data.json');
    await writeFileAtomic(path, 'old');
    const before = await snapshot(dir);
    faults.push({ op, code, path: dir });
    expect(await settle(writeFileAtomic(path, 'new'))).toEqual({ ok: false, error: { code: expected } });
    expect(fired).toEqual([`${op}:${code}`]);
    expect(await snapshot(dir)).toEqual(before);
  });
});

describe('SaveStore under faults', () => {
  let store: SaveStore;
  let ids: number;
  beforeEach(async () => {
    ids = 0;
    store = new SaveStore(dir, { newId: () => `save-${++ids}` });
    await store.write(makeSave('Kept', 2));
    await store.writeAutosave(makeSave('Auto', 3));
  });

  it.each(READ_FAULTS.filter((f) => f.op !== 'close'))('list, load and the autosave survive $op failing with $code', async ({ op, code }) => {
    const before = await snapshot(dir);
    faults.push({ op, code, path: dir, times: Infinity });
    expect(await settle(store.list())).toEqual([]);
    expect(store.skipped()).toEqual([{ id: 'save-1', code: 'file/read-failed' }]);
    expect(await settle(store.load('save-1'))).toEqual({ ok: false, error: { code: 'file/read-failed' } });
    expect(await settle(store.readAutosave())).toEqual({ ok: false, error: { code: 'file/read-failed' } });
    resetFaults();
    expect(await snapshot(dir)).toEqual(before);
    expect((await store.list()).map((s) => s.name)).toEqual(['Kept']);
    expect(store.skipped()).toEqual([]);
  });

  it('reports a folder that cannot be listed instead of showing no saves silently', async () => {
    faults.push({ op: 'readdir', code: 'EACCES' });
    expect(await store.list()).toEqual([]);
    expect(store.skipped()).toEqual([{ id: '', code: 'file/read-failed' }]);
  });

  it('a failed close while listing still lists', async () => {
    faults.push({ op: 'close', code: 'EIO', times: Infinity });
    expect((await settle(store.list())) !== noSettle).toBe(true);
    expect(store.skipped()).toEqual([]);
  });

  it.each([
    ['writeFile', 'ENOSPC', 'storage/disk-full'],
    ['open', 'EROFS', 'storage/read-only'],
    ['rename', 'EACCES', 'storage/no-permission'],
  ] as const)('a save write failing in %s with %s gives %s and keeps the old save', async (op, code, expected) => {
    faults.push({ op, code, path: dir });
    expect(await store.write(makeSave('Replacement'), 'save-1')).toEqual({ ok: false, error: { code: expected } });
    expect(await store.writeAutosave(makeSave('Auto 2'))).toEqual({ ok: true, value: undefined });
    expect(await store.load('save-1')).toEqual({ ok: true, value: makeSave('Kept', 2) });
  });

  it('a delete that is not allowed says so', async () => {
    faults.push({ op: 'unlink', code: 'EACCES' });
    expect(await store.delete('save-1')).toEqual({ ok: false, error: { code: 'storage/no-permission' } });
  });

  it('a write killed before its rename leaves the old save, and the half-written temporary file is ignored', async () => {
    const full = JSON.stringify(makeSave('Half written', 9));
    await writeFile(join(dir, 'save-1.json.tmp'), full.slice(0, full.length / 2));
    const fresh = new SaveStore(dir);
    expect((await fresh.list()).map((s) => [s.id, s.name])).toEqual([['save-1', 'Kept']]);
    expect(fresh.skipped()).toEqual([]);
    expect(await fresh.write(makeSave('After the crash'), 'save-1')).toMatchObject({ ok: true });
    expect(await fresh.load('save-1')).toMatchObject({ ok: true, value: { name: 'After the crash' } });
  });
});

describe('SettingsStore never writes defaults over a file it could not read', () => {
  const file = () => join(dir, 'settings.json');
  const stored = '{\n  "language": "de",\n  "prefs": {\n    "risiko.maxDice": true\n  }\n}\n';
  const instant = { pause: async () => undefined };
  beforeEach(() => writeFile(file(), stored));

  it.each(READ_FAULTS.filter((f) => f.op !== 'close'))('a passing $op fault ($code) is read again', async ({ op, code }) => {
    faults.push({ op, code, path: 'settings.json' });
    const store = new SettingsStore(file(), instant);
    expect(await store.get()).toEqual({ language: 'de', prefs: { 'risiko.maxDice': true }, muted: false });
    expect(store.problem()).toBeNull();
    expect(fired).toHaveLength(1);
  });

  it.each(READ_FAULTS.filter((f) => f.op !== 'close'))('a lasting $op fault ($code) keeps the file and reports it', async ({ op, code }) => {
    faults.push({ op, code, path: 'settings.json', times: Infinity });
    const store = new SettingsStore(file(), instant);
    expect(await store.get()).toEqual({ prefs: {}, muted: false });
    expect(fired).toHaveLength(SETTINGS_READ_ATTEMPTS);
    expect(await store.patch({ language: 'en' })).toEqual({ language: 'en', prefs: {}, muted: false });
    expect(store.problem()).toEqual({ code: 'storage/settings-unreadable', params: { reason: 'file/read-failed' } });
    resetFaults();
    expect(await readFile(file(), 'utf8')).toBe(stored);
    expect(await new SettingsStore(file()).get()).toEqual({ language: 'de', prefs: { 'risiko.maxDice': true }, muted: false });
  });

  it('waits 50 ms, then 100 ms between the three reads, and logs that the file is kept', async () => {
    const pauses: number[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    faults.push({ op: 'open', code: 'EIO', path: 'settings.json', times: Infinity });
    await new SettingsStore(file(), { pause: async (ms) => void pauses.push(ms) }).get();
    expect(pauses).toEqual([50, 100]);
    expect(warn.mock.calls).toEqual([[`[settings] could not read ${file()} (file/read-failed); keeping it and not writing over it`]]);
    warn.mockRestore();
  });

  it('without a pause option, a passing fault is still read again (after a real pause)', async () => {
    faults.push({ op: 'open', code: 'EIO', path: 'settings.json' });
    expect(await new SettingsStore(file()).get()).toEqual({ language: 'de', prefs: { 'risiko.maxDice': true }, muted: false });
  });

  it('logs a failed settings write with its code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new SettingsStore(file(), instant);
    await store.get();
    faults.push({ op: 'writeFile', code: 'ENOSPC', path: 'settings.json' });
    await store.patch({ muted: true });
    expect(warn.mock.calls).toEqual([[`[settings] could not write ${file()}: storage/disk-full`]]);
    warn.mockRestore();
  });

  it('a failed close after reading keeps the settings', async () => {
    faults.push({ op: 'close', code: 'EIO', path: 'settings.json', times: Infinity });
    expect(await new SettingsStore(file(), instant).get()).toEqual({ language: 'de', prefs: { 'risiko.maxDice': true }, muted: false });
  });

  it.each([
    ['writeFile', 'ENOSPC', 'storage/disk-full'],
    ['open', 'EROFS', 'storage/read-only'],
    ['rename', 'EPERM', 'storage/no-permission'],
    ['sync', 'EIO', 'storage/settings-not-saved'],
  ] as const)('a write failing in %s with %s keeps the choice for this run and reports %s', async (op, code, expected) => {
    const store = new SettingsStore(file(), instant);
    await store.get();
    faults.push({ op, code, path: 'settings.json' });
    expect(await settle(store.patch({ language: 'en' }))).toEqual({ language: 'en', prefs: { 'risiko.maxDice': true }, muted: false });
    expect(store.problem()).toEqual({ code: expected });
    expect(await readFile(file(), 'utf8')).toBe(stored);
    await store.patch({ prefs: { zoom: 2 } });
    expect(store.problem()).toBeNull();
  });

  it('a killed settings write leaves the old file readable', async () => {
    await writeFile(`${file()}.tmp`, '{"language":');
    expect(await new SettingsStore(file()).get()).toEqual({ language: 'de', prefs: { 'risiko.maxDice': true }, muted: false });
  });
});

describe('import under read faults', () => {
  it.each(READ_FAULTS)('$op failing with $code gives a coded Result', async ({ op, code }) => {
    const path = join(dir, 'game.halosave.json');
    await writeFile(path, JSON.stringify(makeSave('Imported')));
    faults.push({ op, code, path: 'game.halosave' });
    const imported = await settle(importSave({ chooseImportPath: async () => path, chooseExportPath: async () => undefined }));
    expect(imported).toEqual(op === 'close' ? { ok: true, value: makeSave('Imported') } : { ok: false, error: { code: 'file/read-failed' } });
  });
});

describe('the autosave under faults', () => {
  const AT = '2025-02-03T04:05:06.000Z';
  const entry = (base: number) => ({ base, savedAt: AT, actions: [{ seat: base % 2, action: { type: 'step' } }] });
  let store: SaveStore;
  beforeEach(async () => {
    store = new SaveStore(dir);
    await store.writeAutosave(makeSave('Auto', 2));
  });

  it.each([
    ['the snapshot', { op: 'rename', code: 'EACCES', path: '_autosave.json' }, 'storage/no-permission'],
    ['the new journal', { op: 'rename', code: 'ENOSPC', path: '_autosave.journal' }, 'storage/disk-full'],
  ] as const)('a snapshot write failing in %s says why', async (_name, fault, expected) => {
    faults.push({ ...fault });
    expect(await store.writeAutosave(makeSave('Next', 3))).toEqual({ ok: false, error: { code: expected } });
  });

  it('a failed snapshot write keeps the previous autosave readable', async () => {
    faults.push({ op: 'rename', code: 'EACCES', path: '_autosave.json' });
    await store.writeAutosave(makeSave('Next', 3));
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 2) });
  });

  it('a journal that cannot be read is file/read-failed, and appends wait for a whole snapshot', async () => {
    faults.push({ op: 'open', code: 'EIO', path: '_autosave.journal', times: Infinity });
    const fresh = new SaveStore(dir);
    expect(await fresh.readAutosave()).toEqual({ ok: false, error: { code: 'file/read-failed' } });
    expect(await fresh.appendAutosave(entry(2))).toEqual({ ok: false, error: { code: 'save/out-of-step', params: { expected: 0, base: 2 } } });
  });

  it.each<[string, FaultOp, string, string]>([
    ['a full disk', 'writeFile', 'ENOSPC', 'storage/disk-full'],
    ['a full quota', 'sync', 'EDQUOT', 'storage/disk-full'],
    ['a read-only disk', 'open', 'EROFS', 'storage/read-only'],
  ])('an append refused by %s says so (%s %s: %s)', async (_name, op, code, expected) => {
    faults.push({ op, code, path: '_autosave.journal' });
    expect(await store.appendAutosave(entry(2))).toEqual({ ok: false, error: { code: expected } });
    expect(await store.appendAutosave(entry(2))).toEqual({ ok: true, value: undefined });
  });

  it.each<[string, FaultOp]>([
    ['fsync', 'sync'],
    ['close (the handle is closed after every append, also when that fails)', 'close'],
  ])('an append whose %s fails is save/write-failed, and the next append rewrites the files whole', async (_name, op) => {
    faults.push({ op, code: 'EIO', path: '_autosave.journal' });
    expect(await store.appendAutosave(entry(2))).toEqual({ ok: false, error: { code: 'save/write-failed' } });
    expect(await store.appendAutosave(entry(2))).toEqual({ ok: true, value: undefined });
    expect((await readFile(join(dir, '_autosave.journal'), 'utf8')).split('\n').filter(Boolean)).toHaveLength(1);
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 3, AT) });
    expect(fired).toEqual([`${op}:EIO`]);
  });
});
