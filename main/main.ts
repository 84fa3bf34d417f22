/**
 * The Electron main process: one locked-down window showing the renderer, the save store, settings,
 * menus and file dialogs behind checked IPC. No game rules live here.
 */
import { app, dialog, ipcMain, Menu, protocol, session, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import { CHANNELS, type MenuCommand } from './contract';
import { appPageUrl } from './appOrigin';
import { handleAppProtocol, registerAppScheme } from './appProtocol';
import { nativeFileDialogs } from './fileDialogs';
import { registerIpc } from './ipc';
import { exportSave, exportText, importSave, importText } from './saveFiles';
import { workerSaveParser } from './saveParser';
import { SaveStore } from './saveStore';
import { hardenSession, hardenWebContents } from './security';
import { SettingsStore } from './settings';
import { bringToFront, contentPolicyFor, languageMenu, startFailureMessage, startOrigin } from './startup';
import { createMainWindow } from './window';

const TITLE = 'Halo Tabletop';
const log = (message: string): void => console.warn(message);

let mainWindow: BrowserWindow | undefined;

function send(command: MenuCommand): void {
  if (mainWindow !== undefined && !mainWindow.isDestroyed()) mainWindow.webContents.send(CHANNELS.menuCommand, command);
}

async function start(): Promise<void> {
  const userData = app.getPath('userData');
  const settings = new SettingsStore(join(userData, 'settings.json'));
  // Save files from disk are checked in a worker thread, so a long game loads without freezing the window.
  const parser = workerSaveParser({ script: join(app.getAppPath(), 'dist-main', 'saveParseWorker.cjs') });
  app.on('will-quit', () => void parser.close());
  const saves = new SaveStore(join(userData, 'saves'), { parse: parser.parse });
  const { origin, development } = startOrigin({ packaged: app.isPackaged, devUrl: process.env['HALO_DEV_URL'], rendererRoot: join(app.getAppPath(), 'dist') }, log);
  const policy = contentPolicyFor(origin);
  if (origin.kind === 'app') handleAppProtocol(protocol, origin, policy, log);
  hardenSession(session.defaultSession, origin, policy, log);

  const menu = languageMenu({
    settings,
    systemLanguages: () => app.getPreferredSystemLanguages(),
    development,
    platform: process.platform,
    setMenu: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
    send,
  });
  await menu.refresh();

  const dialogs = nativeFileDialogs({ dialog, window: () => mainWindow, documents: () => app.getPath('documents'), labels: menu.labels });
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
      onSettingsChanged: () => void menu.refresh(),
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
  app.on('second-instance', () => bringToFront(mainWindow));
  // A hot-seat table game has one window; closing it ends the app on every platform.
  app.on('window-all-closed', () => void stateSaved().finally(() => app.quit()));
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      log(startFailureMessage(error));
      app.exit(1);
    });
}

main();
