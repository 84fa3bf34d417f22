/**
 * A stand-in for the `electron` module, enough to run the built main.cjs and preload.cjs in Node: it
 * records what main does (windows, menus, IPC handlers, session hooks) so tests can check the wiring.
 */
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

export interface FakeElectronOptions {
  readonly appPath: string;
  readonly userData: string;
  readonly systemLanguages?: readonly string[];
}

class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, fn: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  once(event: string, fn: Listener): this {
    return this.on(event, fn);
  }
  emit(event: string, ...args: unknown[]): void {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
}

export function fakeElectron(options: FakeElectronOptions) {
  const windows: FakeWindow[] = [];
  const handlers = new Map<string, Listener>();
  const sessionHooks: Record<string, Listener> = {};
  const menus: unknown[] = [];
  /** The protocol handlers main registered, by scheme, and the schemes it made privileged (before ready). */
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const privilegedSchemes: unknown[] = [];

  class FakeWindow extends FakeEmitter {
    readonly webContents = Object.assign(new FakeEmitter(), { id: 41, send: vi.fn() });
    readonly loadFile = vi.fn(async () => undefined);
    readonly loadURL = vi.fn(async () => undefined);
    constructor(readonly options: Record<string, unknown>) {
      super();
      windows.push(this);
    }
    destroyed = false;
    minimized = false;
    isDestroyed = () => this.destroyed;
    isMaximized = () => false;
    isMinimized = () => this.minimized;
    restore = vi.fn(() => {
      this.minimized = false;
    });
    focus = vi.fn();
    maximize = vi.fn();
    getBounds = () => ({ x: 1, y: 2, width: 1300, height: 900 });
    getNormalBounds = () => ({ x: 1, y: 2, width: 1300, height: 900 });
  }

  const app = Object.assign(new FakeEmitter(), {
    isPackaged: true,
    requestSingleInstanceLock: vi.fn(() => true),
    enableSandbox: vi.fn(),
    whenReady: () => Promise.resolve(),
    getAppPath: () => options.appPath,
    getPath: (name: string) => {
      // Like Electron, only known names: a wrong name must not quietly give a folder.
      if (name === 'userData') return options.userData;
      if (name === 'documents') return `${options.userData}/documents`;
      throw new Error(`Failed to get '${name}' path`);
    },
    getPreferredSystemLanguages: () => [...(options.systemLanguages ?? ['en-US'])],
    quit: vi.fn(),
    exit: vi.fn(),
  });

  const hook = (name: string) => (fn: Listener) => {
    sessionHooks[name] = fn;
  };
  const module = {
    app,
    BrowserWindow: FakeWindow,
    ipcMain: { handle: (channel: string, fn: Listener) => handlers.set(channel, fn), removeHandler: (channel: string) => handlers.delete(channel) },
    Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: (menu: unknown) => menus.push(menu) },
    dialog: { showSaveDialog: vi.fn(), showOpenDialog: vi.fn() },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => privilegedSchemes.push(...schemes),
      handle: (scheme: string, fn: (request: Request) => Promise<Response>) => protocolHandlers.set(scheme, fn),
    },
    screen: {
      getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }),
      getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
    },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: hook('headers'), onBeforeRequest: hook('request') },
        setPermissionRequestHandler: hook('permission'),
        setPermissionCheckHandler: hook('check'),
        setDevicePermissionHandler: hook('device'),
      },
    },
  };
  return { module, app, windows, handlers, sessionHooks, menus, protocolHandlers, privilegedSchemes };
}
