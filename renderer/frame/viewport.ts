/** Zoom and pan of the board stage, as pure math (tested without a canvas). */

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Viewport {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 5;
export const ZOOM_STEP = 1.2;
const FIT_PADDING = 24;
/** How much of the board must stay on screen while panning, in screen pixels. */
const KEEP_VISIBLE = 80;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The whole board centred in the stage, as large as fits with a margin. */
export function fitViewport(world: Size, stage: Size): Viewport {
  if (world.width <= 0 || world.height <= 0 || stage.width <= 0 || stage.height <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = clamp(Math.min((stage.width - 2 * FIT_PADDING) / world.width, (stage.height - 2 * FIT_PADDING) / world.height), MIN_SCALE, MAX_SCALE);
  return { scale, x: (stage.width - world.width * scale) / 2, y: (stage.height - world.height * scale) / 2 };
}

/** A part of the board, in world coordinates. */
export interface Rect extends Size {
  readonly x: number;
  readonly y: number;
}

/**
 * `focus` as large as fits, centred, with the rest of the board around it (reached by panning); the view
 * never shows more beyond the board's edge than the fit's margin. Without a focus, the whole board.
 */
export function fitFocus(world: Size, stage: Size, focus: Rect | null): Viewport {
  if (focus === null) return fitViewport(world, stage);
  const fit = fitViewport(focus, stage);
  const cx = focus.x + focus.width / 2;
  const cy = focus.y + focus.height / 2;
  const x = stage.width / 2 - cx * fit.scale;
  const y = stage.height / 2 - cy * fit.scale;
  const within = (v: number, worldSize: number, stageSize: number) => {
    const span = worldSize * fit.scale;
    return span + 2 * FIT_PADDING <= stageSize ? (stageSize - span) / 2 : clamp(v, stageSize - FIT_PADDING - span, FIT_PADDING);
  };
  return { scale: fit.scale, x: within(x, world.width, stage.width), y: within(y, world.height, stage.height) };
}

/**
 * The part of a board a plugin names for `boardFocus` when the whole is too small to read: as much of the
 * board as the area shows at `scale`, centred on `centre` and kept on the board (the rest is a pan away).
 */
export function focusAround(world: Size, area: Size, centre: { readonly x: number; readonly y: number }, scale: number): Rect {
  const width = Math.min(world.width, (area.width - 2 * FIT_PADDING) / scale);
  const height = Math.min(world.height, (area.height - 2 * FIT_PADDING) / scale);
  return { x: clamp(centre.x - width / 2, 0, world.width - width), y: clamp(centre.y - height / 2, 0, world.height - height), width, height };
}

/** Zooms by `factor` keeping the world point under `focus` (stage coordinates) where it is. */
export function zoomAt(view: Viewport, factor: number, focus: { readonly x: number; readonly y: number }): Viewport {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE);
  const worldX = (focus.x - view.x) / view.scale;
  const worldY = (focus.y - view.y) / view.scale;
  return { scale, x: focus.x - worldX * scale, y: focus.y - worldY * scale };
}

/** Keeps at least a strip of the board on screen, so it cannot be dragged out of reach. */
export function clampPan(view: Viewport, world: Size, stage: Size): Viewport {
  const w = world.width * view.scale;
  const h = world.height * view.scale;
  const keepX = Math.min(KEEP_VISIBLE, w);
  const keepY = Math.min(KEEP_VISIBLE, h);
  return { ...view, x: clamp(view.x, keepX - w, stage.width - keepX), y: clamp(view.y, keepY - h, stage.height - keepY) };
}
