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
