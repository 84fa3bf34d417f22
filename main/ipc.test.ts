import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../engines/core';
import { appProtocolOrigin } from './appOrigin';
import { CHANNELS, type Settings } from './contract';
import { HANDLERS, type HostServices, type IpcDependencies, type InvokeName } from './ipc';
import type { SenderInfo } from './ipcChecks';
import { SaveStore } from './saveStore';
import { SettingsStore } from './settings';
import { loadFresh } from './testing/loadFresh';
import { makeSave, snapshot, tempFolder, withOwnKey } from './testing/saveFixtures';

const OURS: SenderInfo = { webContentsId: 1, frameUrl: 'app://halo/index.html', isMainFrame: true };
const STRANGER: SenderInfo = { webContentsId: 1, frameUrl: 'https://evil.example/', isMainFrame: true };

let dir: string;
let cleanup: () => Promise<void>;
let deps: IpcDependencies;
let logged: string[];
let changed: Settings[];
const files = { exportSave: vi.fn(async () => ok(true)), importSave: vi.fn(async () => ok(null)), exportText: vi.fn(async () => ok(true)), importText: vi.fn(async () => ok(null)) };

// The handler table is built while the module loads: loaded afresh per test (see loadFresh).
const loadIpc = () => loadFresh(() => import('./ipc'));
let ipc: Awaited<ReturnType<typeof loadIpc>>;

beforeEach(async () => {
  ipc = await loadIpc();
  ({ dir, cleanup } = await tempFolder());
  logged = [];
  changed = [];
  files.exportSave.mockClear();
  files.exportText.mockClear();
  files.importText.mockClear();
  const services: HostServices = {
    saves: new SaveStore(join(dir, 'saves'), { newId: () => 'new-id' }),
    settings: new SettingsStore(join(dir, 'settings.json')),
    files,
    onSettingsChanged: (settings) => changed.push(settings),
  };
  deps = { trusted: () => ({ webContentsId: 1, app: appProtocolOrigin('/app/dist') }), services, log: (line) => logged.push(line) };
});
afterEach(() => cleanup());

const call = (name: InvokeName, ...args: unknown[]) => ipc.dispatch(name, OURS, args, deps);

describe('IPC handlers', () => {
  it('has exactly one handler per invoke channel of the contract', () => {
    const invokeChannels = Object.keys(CHANNELS).filter((name) => name !== 'menuCommand');
    expect(Object.keys(ipc.HANDLERS).sort()).toEqual(invokeChannels.sort());
  });

  it('writes, lists, loads and deletes a save through the channels', async () => {
    expect(await call('writeSave', makeSave('Via IPC'))).toMatchObject({ ok: true, value: { id: 'new-id', name: 'Via IPC' } });
    expect(await call('listSaves')).toMatchObject([{ id: 'new-id', name: 'Via IPC' }]);
    expect(await call('loadSave', 'new-id')).toEqual({ ok: true, value: makeSave('Via IPC') });
    expect(await call('deleteSave', 'new-id')).toEqual({ ok: true, value: undefined });
    expect(await call('listSaves')).toEqual([]);
  });

  it('runs the autosave slot', async () => {
    expect(await call('readAutosave')).toEqual({ ok: true, value: null });
    expect(await call('writeAutosave', makeSave('Auto'))).toEqual({ ok: true, value: undefined });
    expect(await call('readAutosave')).toEqual({ ok: true, value: makeSave('Auto') });
    const entry = { base: 1, savedAt: '2025-07-08T09:10:11.000Z', actions: [{ seat: 1, action: { type: 'step' } }] };
    expect(await call('appendAutosave', entry)).toEqual({ ok: true, value: undefined });
    expect(await call('readAutosave')).toEqual({ ok: true, value: makeSave('Auto', 2, '2025-07-08T09:10:11.000Z') });
    expect(await call('clearAutosave')).toBeUndefined();
    expect(await call('readAutosave')).toEqual({ ok: true, value: null });
  });

  it.each<[string, InvokeName, unknown[], string]>([
    ['a hostile save', 'writeSave', [withOwnKey(makeSave(), '__proto__')], 'file/forbidden-key'],
    ['a foreign object', 'writeSave', [{ hello: 'world' }], 'save/foreign-file'],
    ['a save with a bad id', 'writeSave', [makeSave(), '../../etc'], 'save/invalid'],
    ['no save at all', 'writeSave', [], 'save/invalid'],
    ['a bad load id', 'loadSave', ['../settings'], 'save/not-found'],
    ['a bad delete id', 'deleteSave', [42], 'save/not-found'],
    ['a hostile autosave', 'writeAutosave', [{ format: 'halo-tabletop/save', formatVersion: 2 }], 'save/unknown-format-version'],
    ['an autosave entry out of step', 'appendAutosave', [{ base: 5, savedAt: '2025-07-08T09:10:11.000Z', actions: [{ seat: 0, action: 1 }] }], 'save/out-of-step'],
    ['a hostile autosave entry', 'appendAutosave', [JSON.parse('{"base":0,"savedAt":"2025-07-08T09:10:11.000Z","actions":[{"seat":0,"action":{"constructor":{}}}]}')], 'file/forbidden-key'],
    ['an autosave entry with a second argument', 'appendAutosave', [{ base: 0 }, 'extra'], 'save/invalid'],
    ['an export without a name', 'exportSave', [makeSave()], 'save/invalid'],
    ['an export of garbage', 'exportSave', [[1, 2], 'name'], 'save/foreign-file'],
  ])('refuses %s with a code and writes nothing', async (_name, channel, args, code) => {
    const before = await snapshot(join(dir, 'saves'));
    expect(await call(channel, ...args)).toMatchObject({ ok: false, error: { code } });
    expect(await snapshot(join(dir, 'saves'))).toEqual(before);
    expect(files.exportSave).not.toHaveBeenCalled();
  });

  it('passes a checked save and the name to the export dialog', async () => {
    expect(await call('exportSave', makeSave('Exported'), 'My game')).toEqual({ ok: true, value: true });
    expect(files.exportSave).toHaveBeenCalledWith(makeSave('Exported'), 'My game');
  });

  it.each<[string, unknown[]]>([
    ['a kind that is not a deck', ['save', '{}', 'x']],
    ['a text over 64 KB', ['deck', 'x'.repeat(64 * 1024 + 1), 'x']],
    ['no file name', ['deck', '{}', '']],
    ['a text that is not a string', ['deck', { format: 'x' }, 'x']],
  ])('refuses to export %s as a text file', async (_name, args) => {
    expect(await call('exportText', ...args)).toMatchObject({ ok: false, error: { code: 'ipc/invalid-payload', params: { channel: 'exportText' } } });
    expect(files.exportText).not.toHaveBeenCalled();
  });

  it('passes a deck text to the dialogs, and asks for a deck file of that kind only', async () => {
    expect(await call('exportText', 'deck', '{"a":1}', 'Mine')).toEqual({ ok: true, value: true });
    expect(files.exportText).toHaveBeenCalledWith('deck', '{"a":1}', 'Mine');
    expect(await call('importText', 'deck')).toEqual({ ok: true, value: null });
    expect(await call('importText', '../etc')).toMatchObject({ ok: false, error: { code: 'ipc/invalid-payload' } });
    expect(files.importText).toHaveBeenCalledTimes(1);
  });

  it('patches settings and reports the change; a bad patch changes nothing', async () => {
    expect(await call('getSettings')).toEqual({ prefs: {}, muted: false });
    expect(await call('setSettings', { language: 'de' })).toEqual({ language: 'de', prefs: {}, muted: false });
    expect(changed).toEqual([{ language: 'de', prefs: {}, muted: false }]);
    expect(await call('setSettings', { language: 'fr' })).toEqual({ language: 'de', prefs: {}, muted: false });
    expect(await call('setSettings', { language: 'en', admin: true })).toEqual({ language: 'de', prefs: {}, muted: false });
    expect(changed).toHaveLength(1);
  });
});

describe('IPC storage report', () => {
  it('names the saves the last list left out and the settings problem', async () => {
    await call('writeSave', makeSave('Fine'));
    await mkdir(join(dir, 'saves'), { recursive: true });
    await writeFile(join(dir, 'saves', 'broken.json'), '{"format":"halo-tabletop/save"');
    expect(await call('storageReport')).toEqual({ settings: null, skippedSaves: [] });
    expect(await call('listSaves')).toMatchObject([{ id: 'new-id' }]);
    expect(await call('storageReport')).toEqual({ settings: null, skippedSaves: [{ id: 'broken', code: 'file/not-json' }] });
  });
});

describe('IPC sender check', () => {
  it.each(Object.keys(HANDLERS) as InvokeName[])('%s from a foreign page is dropped, logged, and touches nothing', async (name) => {
    await expect(ipc.dispatch(name, STRANGER, [makeSave(), 'x'], deps)).rejects.toThrow('refused');
    expect(logged).toEqual([expect.stringContaining(`dropped ${CHANNELS[name]} from https://evil.example/: ipc/foreign-page`)]);
    expect(await snapshot(join(dir, 'saves'))).toEqual({});
    expect(files.exportSave).not.toHaveBeenCalled();
  });
});

describe('registerIpc', () => {
  it('registers every channel on ipcMain, checks senders, and removes them again', async () => {
    const handlers = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
    const ipcMain = { handle: vi.fn((channel: string, fn) => handlers.set(channel, fn)), removeHandler: vi.fn((channel: string) => handlers.delete(channel)) };
    const dispose = ipc.registerIpc(ipcMain as never, deps);
    expect([...handlers.keys()].sort()).toEqual(Object.values(CHANNELS).filter((c) => c !== CHANNELS.menuCommand).sort());
    const frame = { url: 'app://halo/index.html', parent: null };
    expect(await handlers.get(CHANNELS.getSettings)?.({ sender: { id: 1 }, senderFrame: frame })).toEqual({ prefs: {}, muted: false });
    await expect(handlers.get(CHANNELS.getSettings)?.({ sender: { id: 2 }, senderFrame: frame })).rejects.toThrow();
    dispose();
    expect(handlers.size).toBe(0);
  });
});

describe('senderOf', () => {
  it.each([
    ['a top frame', { sender: { id: 3 }, senderFrame: { url: 'app://halo/a', parent: null } }, { webContentsId: 3, frameUrl: 'app://halo/a', isMainFrame: true }],
    ['a subframe', { sender: { id: 3 }, senderFrame: { url: 'app://halo/b', parent: {} } }, { webContentsId: 3, frameUrl: 'app://halo/b', isMainFrame: false }],
    ['no frame', { sender: { id: 3 }, senderFrame: null }, { webContentsId: 3, frameUrl: undefined, isMainFrame: false }],
  ])('%s', (_name, event, expected) => {
    expect(ipc.senderOf(event as never)).toEqual(expected);
  });

  it('treats a frame that throws on access as gone', () => {
    const event = { sender: { id: 3 }, get senderFrame(): never { throw new Error('disposed'); } };
    expect(ipc.senderOf(event as never)).toEqual({ webContentsId: 3, frameUrl: undefined, isMainFrame: false });
  });
});

describe('IPC refusals name what was wrong exactly', () => {
  it.each([
    { name: 'writeSave with a name that is not text', channel: 'writeSave', args: [makeSave('x'), 5], result: { ok: false, error: { code: 'save/invalid', params: { path: '1' } } } },
    { name: 'exportSave with a file name that is not text', channel: 'exportSave', args: [makeSave('x'), 5], result: { ok: false, error: { code: 'save/invalid', params: { path: '1' } } } },
    { name: 'writeAutosave with too many arguments', channel: 'writeAutosave', args: [makeSave('x'), 1, 2, 3], result: { ok: false, error: { code: 'save/invalid', params: { path: '' } } } },
    { name: 'appendAutosave with too many arguments', channel: 'appendAutosave', args: [{}, 1, 2, 3], result: { ok: false, error: { code: 'save/invalid', params: { path: 'entry' } } } },
  ] as const)('$name', async ({ channel, args, result }) => {
    expect(await call(channel, ...args)).toEqual(result);
  });

  it('settings change without anyone listening', async () => {
    const { onSettingsChanged: _unused, ...services } = deps.services;
    const quiet: IpcDependencies = { ...deps, services };
    const settings = await ipc.dispatch('setSettings', OURS, [{ language: 'de' }], quiet);
    expect(settings).toMatchObject({ language: 'de' });
  });

  it('a call from a page without a frame is logged as from no frame', async () => {
    await expect(ipc.dispatch('listSaves', { webContentsId: 1, frameUrl: undefined, isMainFrame: true }, [], deps)).rejects.toThrow('refused');
    expect(logged).toEqual([`[ipc] dropped ${CHANNELS.listSaves} from no frame: ipc/no-frame`]);
  });
});
