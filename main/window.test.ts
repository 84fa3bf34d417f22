/**
 * The game window with a stand-in for Electron: it opens where it was closed (or centred), hidden until
 * painted, locked down, and remembers its place when closed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempFolder } from './testing/saveFixtures';
import type { WindowState } from './windowState';

const fake = vi.hoisted(() => {
  type Listener = () => void;
  const created: FakeWindow[] = [];
  class FakeWindow {
    readonly options: Record<string, unknown>;
    readonly listeners = new Map<string, Listener[]>();
    readonly calls: string[] = [];
    maximized = false;
    bounds = { x: 0, y: 0, width: 0, height: 0 };
    normalBounds = { x: 0, y: 0, width: 0, height: 0 };
    constructor(options: Record<string, unknown>) {
      this.options = options;
      created.push(this);
    }
    on(event: string, fn: Listener): this {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
      return this;
    }
    once(event: string, fn: Listener): this {
      return this.on(event, fn);
    }
    emit(event: string): void {
      for (const fn of this.listeners.get(event) ?? []) fn();
    }
    maximize(): void {
      this.calls.push('maximize');
    }
    show(): void {
      this.calls.push('show');
    }
    isMaximized(): boolean {
      return this.maximized;
    }
    getBounds() {
      return { ...this.bounds };
    }
    getNormalBounds() {
      return { ...this.normalBounds };
    }
  }
  const area = (x: number, width: number) => ({ workArea: { x, y: 0, width, height: 1040 } });
  return { created, FakeWindow, screen: { getPrimaryDisplay: () => area(0, 1920), getAllDisplays: () => [area(0, 1920), area(1920, 2560)] } };
});
vi.mock('electron', () => ({ BrowserWindow: fake.FakeWindow, screen: fake.screen }));

const { createMainWindow } = await import('./window');

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempFolder());
  fake.created.length = 0;
});
afterEach(() => cleanup());

const stateFile = () => join(dir, 'window-state.json');
const open = () => createMainWindow({ preload: '/app/preload.cjs', stateFile: stateFile(), development: false, title: 'Halo Tabletop' });
const saved = (x: number, maximized = false): WindowState => ({ bounds: { x, y: 100, width: 1200, height: 800 }, maximized });

describe('createMainWindow', () => {
  it('opens hidden, at least 960 × 640, locked down, and shows itself once painted', async () => {
    await open();
    const [window] = fake.created;
    expect(window?.options).toMatchObject({ x: 320, y: 110, width: 1280, height: 820, minWidth: 960, minHeight: 640, title: 'Halo Tabletop', show: false, backgroundColor: '#0b1117', autoHideMenuBar: false });
    expect(window?.options['webPreferences']).toMatchObject({ preload: '/app/preload.cjs', sandbox: true, contextIsolation: true, devTools: false });
    expect(window?.calls).toEqual([]);
    window?.emit('ready-to-show');
    expect(window?.calls).toEqual(['show']);
  });

  it.each<[string, WindowState, { x: number; calls: string[] }]>([
    ['on the primary screen', saved(100), { x: 100, calls: [] }],
    ['on the second screen (any screen counts, not only the primary)', saved(2500), { x: 2500, calls: [] }],
    ['maximised', saved(100, true), { x: 100, calls: ['maximize'] }],
  ])('opens where it was closed: %s', async (_name, state, expected) => {
    await writeFile(stateFile(), JSON.stringify(state));
    await open();
    expect(fake.created[0]?.options).toMatchObject({ x: expected.x, y: 100, width: 1200, height: 800 });
    expect(fake.created[0]?.calls).toEqual(expected.calls);
  });

  it.each<[string, boolean, WindowState]>([
    ['its bounds', false, { bounds: { x: 10, y: 20, width: 1000, height: 700 }, maximized: false }],
    ['its size before maximising, and that it was maximised', true, { bounds: { x: 30, y: 40, width: 1100, height: 750 }, maximized: true }],
  ])('remembers %s when closed', async (_name, maximized, expected) => {
    const { stateSaved } = await open();
    const window = fake.created[0]!;
    window.maximized = maximized;
    window.bounds = { x: 10, y: 20, width: 1000, height: 700 };
    window.normalBounds = { x: 30, y: 40, width: 1100, height: 750 };
    window.emit('close');
    await stateSaved();
    expect(JSON.parse(await readFile(stateFile(), 'utf8'))).toEqual(expected);
  });
});
