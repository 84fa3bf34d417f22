/**
 * main.ts itself, run from source against the Electron stand-in: the single-instance lock, the wiring
 * of the start (page, protocol, menu, IPC), a second start, closing, and a start that fails.
 * (packaging.test.ts runs the built main.cjs the same way.)
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from './contract';
import { fakeElectron } from './testing/fakeElectron';
import { makeSave, tempFolder } from './testing/saveFixtures';

const current = vi.hoisted(() => ({ module: {} as Record<string, unknown> }));
// The mock is made once; each export reads the stand-in of the test running now.
vi.mock('electron', () =>
  Object.defineProperties(
    {},
    Object.fromEntries(['app', 'BrowserWindow', 'ipcMain', 'Menu', 'dialog', 'protocol', 'screen', 'session'].map((key) => [key, { enumerable: true, get: () => current.module[key] }])),
  ),
);

let userData: string;
let cleanup: () => Promise<void>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  ({ dir: userData, cleanup } = await tempFolder());
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.resetModules();
});
afterEach(async () => {
  warn.mockRestore();
  vi.unstubAllEnvs();
  await cleanup();
});

type Fake = ReturnType<typeof fakeElectron>;

async function runMain(setup: (fake: Fake) => void = () => undefined, appPath = '/app'): Promise<Fake> {
  const fake = fakeElectron({ appPath, userData, systemLanguages: ['en-US'] });
  setup(fake);
  current.module = fake.module as unknown as Record<string, unknown>;
  await import('./main');
  return fake;
}

async function started(setup?: (fake: Fake) => void, appPath?: string) {
  const fake = await runMain(setup, appPath);
  await vi.waitFor(() => expect(fake.windows[0]?.loadURL).toHaveBeenCalled());
  return { fake, window: fake.windows[0]! };
}

const emit = (fake: Fake, event: string) => fake.app.emit(event);
const FROM_WINDOW = { sender: { id: 41 }, senderFrame: { url: 'app://halo/index.html', parent: null } };
const call = (fake: Fake, channel: string, ...args: unknown[]) => fake.handlers.get(channel)?.(FROM_WINDOW, ...args);
type Dialog = { showSaveDialog: ReturnType<typeof vi.fn>; showOpenDialog: ReturnType<typeof vi.fn> };
const dialogOf = (fake: Fake) => fake.module.dialog as unknown as Dialog;

describe('main', () => {
  it('quits at once when another copy already runs', async () => {
    const fake = await runMain((f) => f.app.requestSingleInstanceLock.mockReturnValue(false));
    expect(fake.app.quit).toHaveBeenCalledTimes(1);
    expect(fake.app.enableSandbox).not.toHaveBeenCalled();
    expect(fake.app.listeners.size).toBe(0);
  });

  it('starts one sandboxed window on the app page, serving dist/ on app:// with its menu and IPC', async () => {
    const { fake, window } = await started();
    expect(fake.app.enableSandbox).toHaveBeenCalled();
    expect(window.loadURL).toHaveBeenCalledWith('app://halo/index.html');
    expect(window.options['title']).toBe('Halo Tabletop');
    expect(window.options['webPreferences']).toMatchObject({ preload: '/app/dist-main/preload.cjs', devTools: false });
    expect([...fake.protocolHandlers.keys()]).toEqual(['app']);
    expect((fake.menus.at(-1) as { label: string }[]).map((item) => item.label)).toEqual(['Game', 'Language', 'View']);
    expect([...fake.app.listeners.keys()].sort()).toEqual(['second-instance', 'web-contents-created', 'will-quit', 'window-all-closed']);
    expect([...fake.handlers.keys()].sort()).toEqual(Object.values(CHANNELS).filter((c) => c !== CHANNELS.menuCommand).sort());
  });

  it('answers IPC from its window only while the window lives', async () => {
    const { fake, window } = await started();
    const event = { sender: { id: 41 }, senderFrame: { url: 'app://halo/index.html', parent: null } };
    expect(await fake.handlers.get(CHANNELS.getSettings)?.(event)).toEqual({ prefs: {}, muted: false });
    window.destroyed = true;
    await expect(fake.handlers.get(CHANNELS.getSettings)?.(event)).rejects.toThrow('refused');
    window.emit('closed');
    await expect(fake.handlers.get(CHANNELS.getSettings)?.(event)).rejects.toThrow('refused');
  });

  it('sends menu clicks to the window, and nothing once it is closed', async () => {
    const { fake, window } = await started();
    type Item = { id?: string; click?: () => void; submenu?: Item[] };
    const click = (id: string) => (fake.menus.at(-1) as Item[]).flatMap((item) => [item, ...(item.submenu ?? [])]).find((item) => item.id === id)?.click?.();
    click('new-game');
    expect(window.webContents.send).toHaveBeenCalledWith(CHANNELS.menuCommand, 'new-game');
    window.destroyed = true;
    click('open-saves');
    window.destroyed = false;
    window.emit('closed');
    click('open-saves');
    expect(window.webContents.send).toHaveBeenCalledTimes(1);
  });

  it('brings the window to the front on a second start, restoring it when minimised', async () => {
    const { fake, window } = await started();
    window.minimized = true;
    emit(fake, 'second-instance');
    expect(window.restore).toHaveBeenCalledTimes(1);
    expect(window.focus).toHaveBeenCalledTimes(1);
    window.emit('closed');
    emit(fake, 'second-instance');
    expect(window.focus).toHaveBeenCalledTimes(1);
  });

  it('quits when the window is closed, and hardens every new web contents', async () => {
    const { fake } = await started();
    emit(fake, 'window-all-closed');
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledTimes(1));
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    fake.app.emit('web-contents-created', {}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
  });

  it('loads the dev server when run unpackaged with HALO_DEV_URL, without the app protocol', async () => {
    vi.stubEnv('HALO_DEV_URL', 'http://127.0.0.1:5173');
    const { fake, window } = await started((f) => Object.assign(f.app, { isPackaged: false }));
    expect(window.loadURL).toHaveBeenCalledWith('http://127.0.0.1:5173/');
    expect(fake.protocolHandlers.size).toBe(0);
    expect(window.options['webPreferences']).toMatchObject({ devTools: true });
  });

  it('logs a start that fails and exits with 1', async () => {
    const fake = await runMain((f) => {
      f.app.getPath = () => {
        throw new Error('no user data');
      };
    });
    await vi.waitFor(() => expect(fake.app.exit).toHaveBeenCalledWith(1));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[main] could not start: Error: no user data'));
    expect(fake.windows).toEqual([]);
  });

  it('keeps settings, saves and the window\u2019s place in the user-data folder, and relabels the menu for a new language', async () => {
    const { fake, window } = await started();
    expect(await call(fake, CHANNELS.setSettings, { language: 'de' })).toMatchObject({ language: 'de' });
    expect(JSON.parse(await readFile(join(userData, 'settings.json'), 'utf8'))).toMatchObject({ language: 'de' });
    await vi.waitFor(() => expect((fake.menus.at(-1) as { label: string }[]).map((item) => item.label)).toEqual(['Spiel', 'Sprache', 'Ansicht']));
    expect(await call(fake, CHANNELS.writeSave, makeSave('Kept'))).toMatchObject({ ok: true });
    expect(await readdir(join(userData, 'saves'))).toHaveLength(1);
    window.emit('close');
    emit(fake, 'window-all-closed');
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalled());
    expect(JSON.parse(await readFile(join(userData, 'window-state.json'), 'utf8'))).toMatchObject({ bounds: { x: 1, y: 2, width: 1300, height: 900 } });
  });

  it('exports and imports saves and decks through native dialogs over the window, starting in the documents folder', async () => {
    const { fake, window } = await started();
    const dialog = dialogOf(fake);
    const saveFile = join(userData, 'out.halosave.json');
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: saveFile });
    expect(await call(fake, CHANNELS.exportSave, makeSave('Out'), 'My game')).toEqual({ ok: true, value: true });
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(window, expect.objectContaining({ defaultPath: join(userData, 'documents', 'My game.halosave.json') }));
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [saveFile] });
    expect(await call(fake, CHANNELS.importSave)).toEqual({ ok: true, value: makeSave('Out') });

    const deckFile = join(userData, 'red.halodeck.json');
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: deckFile });
    expect(await call(fake, CHANNELS.exportText, 'deck', '{"deck":1}', 'red')).toEqual({ ok: true, value: true });
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [deckFile] });
    expect(await call(fake, CHANNELS.importText, 'deck')).toEqual({ ok: true, value: '{"deck":1}' });
    expect(dialog.showOpenDialog).toHaveBeenLastCalledWith(window, expect.objectContaining({ properties: ['openFile'] }));
  });

  it('serves the page from the dist folder inside the app', async () => {
    const appPath = join(userData, 'app');
    await mkdir(join(appPath, 'dist'), { recursive: true });
    await writeFile(join(appPath, 'dist', 'index.html'), '<!doctype html><title>Halo</title>');
    const { fake } = await started(undefined, appPath);
    const page = await fake.protocolHandlers.get('app')!(new Request('app://halo/index.html'));
    expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>Halo</title>']);
  });
});
