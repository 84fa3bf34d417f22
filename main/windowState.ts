/**
 * The main window's remembered size, position and maximised flag. Restoring is a pure function of the
 * saved state and the screens' work areas, so a window is never put where no screen shows it (a monitor
 * unplugged since the last run, a changed resolution, a hand-edited file).
 */
import { z } from 'zod';
import { parseJsonSafely } from '../engines/core';
import { readTextLimited, writeFileAtomic } from './atomicFile';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const rectSchema = z.strictObject({
  x: z.number().int().min(-100_000).max(100_000),
  y: z.number().int().min(-100_000).max(100_000),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
});

export const windowStateSchema = z.strictObject({ bounds: rectSchema, maximized: z.boolean() });
export type WindowState = z.infer<typeof windowStateSchema>;

export const WINDOW_SIZE = { minWidth: 960, minHeight: 640, width: 1280, height: 820 } as const;

/** How much of the title bar must be on a screen for the window to count as reachable. */
const TITLE_BAR = { height: 32, minVisibleWidth: 120 } as const;

const FALLBACK_AREA: Rect = { x: 0, y: 0, width: WINDOW_SIZE.width, height: WINDOW_SIZE.height };

function overlap(start: number, length: number, otherStart: number, otherLength: number): number {
  return Math.max(0, Math.min(start + length, otherStart + otherLength) - Math.max(start, otherStart));
}

/** True when the window's title bar can be grabbed on this screen. */
export function titleBarVisible(bounds: Rect, area: Rect): boolean {
  const topInside = bounds.y >= area.y && bounds.y <= area.y + area.height - TITLE_BAR.height;
  return topInside && overlap(bounds.x, bounds.width, area.x, area.width) >= TITLE_BAR.minVisibleWidth;
}

function fitSize(width: number, height: number, area: Rect): { width: number; height: number } {
  return {
    width: Math.min(Math.max(width, WINDOW_SIZE.minWidth), area.width),
    height: Math.min(Math.max(height, WINDOW_SIZE.minHeight), area.height),
  };
}

function centred(width: number, height: number, area: Rect): Rect {
  const size = fitSize(width, height, area);
  return { ...size, x: area.x + Math.floor((area.width - size.width) / 2), y: area.y + Math.floor((area.height - size.height) / 2) };
}

/**
 * Where to open the window. `workAreas` lists the screens' usable areas, the primary screen first.
 * A saved window whose title bar is on some screen keeps its place (shrunk to fit that screen);
 * otherwise it is centred on the primary screen. No or bad saved state gives the default size, centred.
 */
export function restoreWindowState(saved: unknown, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0] ?? FALLBACK_AREA;
  const parsed = windowStateSchema.safeParse(saved);
  if (!parsed.success) return { bounds: centred(WINDOW_SIZE.width, WINDOW_SIZE.height, primary), maximized: false };
  const { bounds, maximized } = parsed.data;
  const home = workAreas.find((area) => titleBarVisible(bounds, area));
  if (home === undefined) return { bounds: centred(bounds.width, bounds.height, primary), maximized };
  const size = fitSize(bounds.width, bounds.height, home);
  // Shrinking can slide the title bar off the screen's edge; keep enough of it on the screen.
  const lowest = home.x + TITLE_BAR.minVisibleWidth - size.width;
  const x = Math.min(Math.max(bounds.x, lowest), home.x + home.width - TITLE_BAR.minVisibleWidth);
  return { bounds: { x, y: bounds.y, ...size }, maximized };
}

/** The saved window state as untrusted data (`restoreWindowState` validates it); `undefined` if unreadable. */
export async function readWindowState(file: string): Promise<unknown> {
  const text = await readTextLimited(file, 64 * 1024);
  if (!text.ok || text.value === null) return undefined;
  const json = parseJsonSafely(text.value, { maxLength: 64 * 1024, maxDepth: 4 });
  return json.ok ? json.value : undefined;
}

export async function writeWindowState(file: string, state: WindowState): Promise<void> {
  const written = await writeFileAtomic(file, `${JSON.stringify(state)}\n`);
  if (!written.ok) console.warn(`[window] could not remember the window state: ${written.error.code}`);
}
