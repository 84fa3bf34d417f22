import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, type HostApi, type MenuCommand } from './contract';

const electron = vi.hoisted(() => {
  const listeners = new Map<string, ((event: unknown, ...args: unknown[]) => void)[]>();
  return {
    listeners,
    contextBridge: { exposeInMainWorld: vi.fn() },
    ipcRenderer: {
      invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args })),
      on: vi.fn((channel: string, fn: (event: unknown, ...args: unknown[]) => void) => {
        listeners.set(channel, [...(listeners.get(channel) ?? []), fn]);
      }),
      removeListener: vi.fn((channel: string, fn: unknown) => {
        listeners.set(channel, (listeners.get(channel) ?? []).filter((other) => other !== fn));
      }),
    },
  };
});
vi.mock('electron', () => ({ contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer }));

/** Every HostApi member, spelled out: the test fails when the preload exposes more or less. */
const HOST_API_KEYS: readonly (keyof HostApi)[] = [
  'kind', 'listSaves', 'loadSave', 'writeSave', 'deleteSave', 'writeAutosave', 'appendAutosave', 'readAutosave', 'clearAutosave',
  'exportSave', 'importSave', 'exportText', 'importText', 'getSettings', 'setSettings', 'storageReport', 'onMenuCommand', 'systemLanguages',
];

let host: HostApi;

beforeAll(() => vi.stubGlobal('navigator', { languages: ['de-DE', 'en'] }));
// The preload is loaded afresh in every test: what it builds while loading (the exposed object and its
// functions) then belongs to that test, so mutation testing runs these tests against it.
beforeEach(async () => {
  vi.resetModules();
  electron.contextBridge.exposeInMainWorld.mockClear();
  electron.listeners.clear();
  await import('./preload');
  host = electron.contextBridge.exposeInMainWorld.mock.calls[0]?.[1] as HostApi;
});
afterAll(() => vi.unstubAllGlobals());

describe('preload', () => {
  it('exposes exactly one global, haloHost, with exactly the HostApi members', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(electron.contextBridge.exposeInMainWorld.mock.calls[0]?.[0]).toBe('haloHost');
    expect(Object.keys(host).sort()).toEqual([...HOST_API_KEYS].sort());
    expect(host.kind).toBe('electron');
  });

  const save = { format: 'halo-tabletop/save' } as never;
  const entry = { base: 3, savedAt: '2025-01-02T03:04:05.000Z', actions: [{ seat: 0, action: { type: 'step' } }] };
  it.each<[string, (api: HostApi) => Promise<unknown>, string, unknown[]]>([
    ['listSaves', (api) => api.listSaves(), CHANNELS.listSaves, []],
    ['loadSave', (api) => api.loadSave('id-1'), CHANNELS.loadSave, ['id-1']],
    ['writeSave without id sends one argument', (api) => api.writeSave(save), CHANNELS.writeSave, [save]],
    ['writeSave with id', (api) => api.writeSave(save, 'id-2'), CHANNELS.writeSave, [save, 'id-2']],
    ['deleteSave', (api) => api.deleteSave('id-3'), CHANNELS.deleteSave, ['id-3']],
    ['writeAutosave', (api) => api.writeAutosave(save), CHANNELS.writeAutosave, [save]],
    ['appendAutosave', (api) => api.appendAutosave(entry), CHANNELS.appendAutosave, [entry]],
    ['readAutosave', (api) => api.readAutosave(), CHANNELS.readAutosave, []],
    ['clearAutosave', (api) => api.clearAutosave(), CHANNELS.clearAutosave, []],
    ['exportSave', (api) => api.exportSave(save, 'name'), CHANNELS.exportSave, [save, 'name']],
    ['importSave', (api) => api.importSave(), CHANNELS.importSave, []],
    ['exportText', (api) => api.exportText('deck', '{}', 'My deck'), CHANNELS.exportText, ['deck', '{}', 'My deck']],
    ['importText', (api) => api.importText('deck'), CHANNELS.importText, ['deck']],
    ['getSettings', (api) => api.getSettings(), CHANNELS.getSettings, []],
    ['setSettings', (api) => api.setSettings({ language: 'de' }), CHANNELS.setSettings, [{ language: 'de' }]],
    ['storageReport', (api) => api.storageReport(), CHANNELS.storageReport, []],
  ])('%s invokes its channel', async (_name, callApi, channel, args) => {
    expect(await callApi(host)).toEqual({ channel, args });
  });

  it('reports the system languages from navigator.languages', () => {
    expect(host.systemLanguages()).toEqual(['de-DE', 'en']);
  });

  it('relays known menu commands only, without the IPC event, until unsubscribed', () => {
    const received: MenuCommand[] = [];
    const unsubscribe = host.onMenuCommand((command) => received.push(command));
    const emit = (...args: unknown[]) => electron.listeners.get(CHANNELS.menuCommand)?.forEach((fn) => fn({ sender: 'secret' }, ...args));
    emit('undo');
    emit('format-disk');
    emit({ command: 'save' });
    emit('language-de');
    unsubscribe();
    emit('save');
    expect(received).toEqual(['undo', 'language-de']);
    expect(electron.listeners.get(CHANNELS.menuCommand)).toEqual([]);
  });
});
