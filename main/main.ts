/**
 * The Electron main process: one locked-down window showing the renderer, the save store, settings,
 * menus and file dialogs behind checked IPC. No game rules live here.
 */
import { app, dialog, ipcMain, Menu, protocol, session, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import { CHANNELS, TEXT_FILE_KINDS, type Language, type MenuCommand, type TextFileKind } from './contract';
import { appPageUrl, appProtocolOrigin, devAppOrigin, type AppOrigin } from './appOrigin';
import { handleAppProtocol, registerAppScheme } from './appProtocol';
import { CONTENT_SECURITY_POLICY, developmentContentSecurityPolicy } from './csp.mjs';
import { registerIpc } from './ipc';
import { menuTemplate } from './menu';
import { menuLabels, pickLanguage, type MenuLabels } from './menuLabels';
import { exportSave, exportText, importSave, importText, SAVE_EXTENSION, type SaveFileDialogs } from './saveFiles';
import { workerSaveParser } from './saveParser';
import { SaveStore } from './saveStore';
import { hardenSession, hardenWebContents } from './security';
import { SettingsStore } from './settings';
import { createMainWindow } from './window';

const TITLE = 'Halo Tabletop';
const log = (message: string): void => console.warn(message);

/** Where the renderer comes from: dist/ on app://halo/, or the dev server when HALO_DEV_URL is set unpackaged. */
function resolveOrigin(): AppOrigin {
  const devUrl = app.isPackaged ? undefined : process.env['HALO_DEV_URL'];
  if (devUrl !== undefined) {
    const dev = devAppOrigin(devUrl);
    if (dev.ok) return dev.value;
    log(`[main] ignoring HALO_DEV_URL (${dev.error.code})`);
  }
  return appProtocolOrigin(join(app.getAppPath(), 'dist'));
}

let mainWindow: BrowserWindow | undefined;

function send(command: MenuCommand): void {
  if (mainWindow !== undefined && !mainWindow.isDestroyed()) mainWindow.webContents.send(CHANNELS.menuCommand, command);
}

function electronDialogs(labels: () => Promise<MenuLabels>): SaveFileDialogs {
  const filters = (text: MenuLabels, extensions: string[], kind?: TextFileKind) => [{ name: kind === 'deck' ? text.deckFileType : text.saveFileType, extensions }];
  const extensionOf = (kind?: TextFileKind): string => (kind === undefined ? SAVE_EXTENSION : TEXT_FILE_KINDS[kind].extension).slice(1);
  return {
    async chooseExportPath(suggestedName, kind) {
      if (mainWindow === undefined) return undefined;
      const text = await labels();
      const defaultPath = join(app.getPath('documents'), suggestedName);
      const result = await dialog.showSaveDialog(mainWindow, { title: text.exportTitle, defaultPath, filters: filters(text, [extensionOf(kind)], kind) });
      return result.canceled || result.filePath === '' ? undefined : result.filePath;
    },
    async chooseImportPath(kind) {
      if (mainWindow === undefined) return undefined;
      const text = await labels();
      // A deck may also come as a plain-text list (.txt); the game tells the two apart.
      const extensions = [extensionOf(kind), 'json', ...(kind === 'deck' ? ['txt'] : [])];
      const result = await dialog.showOpenDialog(mainWindow, { title: text.importTitle, properties: ['openFile'], filters: filters(text, extensions, kind) });
      return result.canceled ? undefined : result.filePaths[0];
    },
  };
}

async function start(): Promise<void> {
  const userData = app.getPath('userData');
  const settings = new SettingsStore(join(userData, 'settings.json'));
  // Save files from disk are checked in a worker thread, so a long game loads without freezing the window.
  const parser = workerSaveParser({ script: join(app.getAppPath(), 'dist-main', 'saveParseWorker.cjs') });
  app.on('will-quit', () => void parser.close());
  const saves = new SaveStore(join(userData, 'saves'), { parse: parser.parse });
  const development = !app.isPackaged && process.env['HALO_DEV_URL'] !== undefined;
  const origin = resolveOrigin();
  const policy = origin.kind === 'dev' ? developmentContentSecurityPolicy(origin.origin) : CONTENT_SECURITY_POLICY;
  if (origin.kind === 'app') handleAppProtocol(protocol, origin, policy, log);
  hardenSession(session.defaultSession, origin, policy, log);

  const language = async (): Promise<Language> => pickLanguage((await settings.get()).language, app.getPreferredSystemLanguages());
  const labels = async (): Promise<MenuLabels> => menuLabels(await language());
  const refreshMenu = async (): Promise<void> => {
    const options = { labels: await labels(), language: await language(), development, platform: process.platform };
    const chooseLanguage = (chosen: Language): void => {
      void settings.patch({ language: chosen }).then(refreshMenu).then(() => send(chosen === 'de' ? 'language-de' : 'language-en'));
    };
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(options, { command: send, chooseLanguage })));
  };
  await refreshMenu();

  const dialogs = electronDialogs(labels);
  registerIpc(ipcMain, {
    trusted: () => ({ webContentsId: mainWindow?.isDestroyed() === false ? mainWindow.webContents.id : undefined, app: origin }),
    services: {
      saves,
      settings,
      files: {
        exportSave: (save, fileName) => exportSave(save, fileName, dialogs),
        importSave: () => importSave(dialogs, parser.parse),
        exportText: (kind, text, fileName) => exportText(kind, text, fileName, dialogs),
        importText: (kind) => importText(kind, dialogs),
      },
      onSettingsChanged: () => void refreshMenu(),
    },
    log,
  });
  await openWindow(development, (window) => window.loadURL(appPageUrl(origin)));
}

let stateSaved: () => Promise<void> = () => Promise.resolve();

async function openWindow(development: boolean, load: (window: BrowserWindow) => Promise<void>): Promise<void> {
  const preload = join(app.getAppPath(), 'dist-main', 'preload.cjs');
  const created = await createMainWindow({ preload, stateFile: join(app.getPath('userData'), 'window-state.json'), development, title: TITLE });
  mainWindow = created.window;
  stateSaved = created.stateSaved;
  mainWindow.on('closed', () => {
    mainWindow = undefined;
  });
  await load(mainWindow);
}

function main(): void {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.enableSandbox();
  registerAppScheme(protocol);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, log));
  app.on('second-instance', () => {
    if (mainWindow === undefined) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  // A hot-seat table game has one window; closing it ends the app on every platform.
  app.on('window-all-closed', () => void stateSaved().finally(() => app.quit()));
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      log(`[main] could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      app.exit(1);
    });
}

main();
