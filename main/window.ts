/**
 * The one game window: locked-down web preferences, the remembered size and place, shown once painted.
 */
import { BrowserWindow, screen, type WebPreferences } from 'electron';
import { readWindowState, restoreWindowState, writeWindowState, WINDOW_SIZE, type WindowState } from './windowState';

export interface WindowOptions {
  readonly preload: string;
  readonly stateFile: string;
  readonly development: boolean;
  readonly title: string;
}

/** The security-relevant web preferences, in one place so a test can pin them. */
export function secureWebPreferences(preload: string, development: boolean): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    devTools: development,
  };
}

function currentState(window: BrowserWindow): WindowState {
  const maximized = window.isMaximized();
  const { x, y, width, height } = maximized ? window.getNormalBounds() : window.getBounds();
  return { bounds: { x, y, width, height }, maximized };
}

export interface MainWindow {
  readonly window: BrowserWindow;
  /** Resolves once the window state written on close is on disk (await it before quitting). */
  readonly stateSaved: () => Promise<void>;
}

export async function createMainWindow(options: WindowOptions): Promise<MainWindow> {
  const workAreas = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((display) => display.workArea);
  const state = restoreWindowState(await readWindowState(options.stateFile), workAreas);
  const window = new BrowserWindow({
    ...state.bounds,
    minWidth: WINDOW_SIZE.minWidth,
    minHeight: WINDOW_SIZE.minHeight,
    title: options.title,
    show: false,
    backgroundColor: '#0b1117',
    autoHideMenuBar: false,
    webPreferences: secureWebPreferences(options.preload, options.development),
  });
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  let saving: Promise<void> = Promise.resolve();
  window.on('close', () => {
    saving = writeWindowState(options.stateFile, currentState(window));
  });
  return { window, stateSaved: () => saving };
}
