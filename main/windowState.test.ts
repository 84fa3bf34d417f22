import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readWindowState, restoreWindowState, titleBarVisible, writeWindowState, type Rect, type WindowState } from './windowState';
import { tempFolder } from './testing/saveFixtures';

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
    expect(restoreWindowState(state, screens)).toEqual(expected);
  });

  it('never returns a window whose title bar is off every screen', () => {
    const screens = [FULL_HD, RIGHT_SCREEN];
    for (let x = -6000; x <= 6000; x += 250) {
      for (let y = -3000; y <= 3000; y += 250) {
        const { bounds } = restoreWindowState(saved(x, y, 1500, 900), screens);
        expect(screens.some((area) => titleBarVisible(bounds, area))).toBe(true);
      }
    }
  });
});

describe('window state file', () => {
  it('round-trips, and reads a missing or hostile file as nothing', async () => {
    const { dir, cleanup } = await tempFolder();
    try {
      const file = join(dir, 'window-state.json');
      expect(await readWindowState(file)).toBeUndefined();
      await writeWindowState(file, saved(1, 2, 1300, 900, true));
      expect(restoreWindowState(await readWindowState(file), [FULL_HD])).toEqual(saved(1, 2, 1300, 900, true));
      await writeFile(file, '{"__proto__":{"bounds":1}}');
      expect(await readWindowState(file)).toBeUndefined();
    } finally {
      await cleanup();
    }
  });
});
