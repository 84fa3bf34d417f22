import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rect, WindowState } from './windowState';
import { loadFresh } from './testing/loadFresh';
import { tempFolder } from './testing/saveFixtures';

// The bounds schema and the fallback screen are built while the module loads: loaded afresh per test (see loadFresh).
const loadWindowState = () => loadFresh(() => import('./windowState'));
let windowState: Awaited<ReturnType<typeof loadWindowState>>;
beforeEach(async () => {
  windowState = await loadWindowState();
});

const FULL_HD: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const RIGHT_SCREEN: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };
const SMALL: Rect = { x: 0, y: 0, width: 1024, height: 700 };

const saved = (x: number, y: number, width = 1200, height = 800, maximized = false): WindowState => ({ bounds: { x, y, width, height }, maximized });

describe('restoreWindowState', () => {
  it.each<[string, unknown, readonly Rect[], WindowState]>([
    ['nothing saved: default size centred on the primary screen', undefined, [FULL_HD], saved(320, 110, 1280, 820)],
    ['garbage saved: same as nothing', { bounds: 'x' }, [FULL_HD], saved(320, 110, 1280, 820)],
    ['extra keys are refused (strict)', { ...saved(10, 10), extra: 1 }, [FULL_HD], saved(320, 110, 1280, 820)],
    ['fractional numbers are refused', saved(10.5, 10), [FULL_HD], saved(320, 110, 1280, 820)],
    ['on screen: kept as it was', saved(100, 50), [FULL_HD], saved(100, 50)],
    ['maximised flag kept', saved(100, 50, 1200, 800, true), [FULL_HD], saved(100, 50, 1200, 800, true)],
    ['on the second screen: kept there', saved(2000, 100), [FULL_HD, RIGHT_SCREEN], saved(2000, 100)],
    ['second screen unplugged: centred on the primary', saved(2000, 100), [FULL_HD], saved(360, 120)],
    ['far off every screen: centred', saved(-5000, -5000), [FULL_HD], saved(360, 120)],
    ['title bar above the screen: centred', saved(100, -200), [FULL_HD], saved(360, 120)],
    ['title bar below the bottom: centred', saved(100, 1030), [FULL_HD], saved(360, 120)],
    ['only a sliver on screen: centred', saved(1850, 100), [FULL_HD], saved(360, 120)],
    ['larger than the screen: shrunk to fit', saved(0, 0, 3000, 2000), [SMALL], saved(0, 0, 1024, 700)],
    ['smaller than the minimum: grown', saved(10, 10, 300, 200), [FULL_HD], saved(10, 10, 960, 640)],
    ['shrinking keeps the title bar reachable', saved(-2000, 0, 3000, 900), [FULL_HD], saved(-1800, 0, 1920, 900)],
    ['no screens reported: centred on a default area', saved(100, 100), [], saved(40, 10)],
  ])('%s', (_name, state, screens, expected) => {
    expect(windowState.restoreWindowState(state, screens)).toEqual(expected);
  });

  // The title bar must start inside the screen and at least 32 px above its bottom, with 120 px of it across.
  it.each<[string, WindowState, WindowState]>([
    ['title bar exactly 32 px above the bottom: kept', saved(100, 1040 - 32), saved(100, 1040 - 32)],
    ['title bar 31 px above the bottom: centred', saved(100, 1040 - 31), saved(360, 120)],
    ['title bar at the very top: kept', saved(100, 0), saved(100, 0)],
    ['exactly 120 px of the title bar on the right edge: kept', saved(1920 - 120, 100), saved(1920 - 120, 100)],
    ['119 px on the right edge: centred', saved(1920 - 119, 100), saved(360, 120)],
    ['exactly 120 px on the left edge: kept', saved(120 - 1200, 100), saved(120 - 1200, 100)],
    ['119 px on the left edge: centred', saved(119 - 1200, 100), saved(360, 120)],
  ])('%s', (_name, state, expected) => {
    expect(windowState.restoreWindowState(state, [FULL_HD])).toEqual(expected);
  });

  // A screen far out (a wall of monitors) shows where the stored numbers stop being believed.
  const FAR: Rect = { x: -100_000, y: -100_000, width: 200_000, height: 200_000 };
  const DEFAULT_ON_FAR = saved(-640, -410, 1280, 820);
  it.each<[string, WindowState, WindowState]>([
    ['x and y at -100,000: kept', saved(-100_000, -100_000), saved(-100_000, -100_000)],
    ['x one past -100,000: refused', saved(-100_001, 0), DEFAULT_ON_FAR],
    ['y one past -100,000: refused', saved(0, -100_001), DEFAULT_ON_FAR],
    ['x at 100,000: refused, as the title bar would be off the screen anyway', saved(100_001, 0), DEFAULT_ON_FAR],
    ['y at 100,000 or more: refused', saved(0, 100_001), DEFAULT_ON_FAR],
    ['100,000 px wide and high: kept', saved(-100_000, -100_000, 100_000, 100_000), saved(-100_000, -100_000, 100_000, 100_000)],
    ['one pixel wider: refused', saved(0, 0, 100_001, 900), DEFAULT_ON_FAR],
    ['one pixel higher: refused', saved(0, 0, 1200, 100_001), DEFAULT_ON_FAR],
    ['zero wide: refused', saved(0, 0, 0, 900), DEFAULT_ON_FAR],
    ['zero high: refused', saved(0, 0, 1200, 0), DEFAULT_ON_FAR],
  ])('on a huge screen, %s', (_name, state, expected) => {
    expect(windowState.restoreWindowState(state, [FAR])).toEqual(expected);
  });

  it('never returns a window whose title bar is off every screen', () => {
    const screens = [FULL_HD, RIGHT_SCREEN];
    for (let x = -6000; x <= 6000; x += 250) {
      for (let y = -3000; y <= 3000; y += 250) {
        const { bounds } = windowState.restoreWindowState(saved(x, y, 1500, 900), screens);
        expect(screens.some((area) => windowState.titleBarVisible(bounds, area))).toBe(true);
      }
    }
  });
});

describe('window state file', () => {
  it('round-trips, and reads a missing or hostile file as nothing', async () => {
    const { dir, cleanup } = await tempFolder();
    try {
      const file = join(dir, 'window-state.json');
      expect(await windowState.readWindowState(file)).toBeUndefined();
      await windowState.writeWindowState(file, saved(1, 2, 1300, 900, true));
      expect(windowState.restoreWindowState(await windowState.readWindowState(file), [FULL_HD])).toEqual(saved(1, 2, 1300, 900, true));
      await writeFile(file, '{"__proto__":{"bounds":1}}');
      expect(await windowState.readWindowState(file)).toBeUndefined();
      await writeFile(file, '{"bounds":{"x":[[[[1]]]]}}');
      expect(await windowState.readWindowState(file)).toBeUndefined();
    } finally {
      await cleanup();
    }
  });
});

it('says in the log when the window state could not be written', async () => {
  const { dir, cleanup } = await tempFolder();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await writeFile(join(dir, 'file'), 'x');
    await windowState.writeWindowState(join(dir, 'file', 'window-state.json'), saved(1, 2));
    expect(warn.mock.calls).toEqual([['[window] could not remember the window state: save/write-failed']]);
  } finally {
    warn.mockRestore();
    await cleanup();
  }
});
