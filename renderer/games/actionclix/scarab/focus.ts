/**
 * The Scarab board in a small window: the battlefield with the interior map beside it is wider than the
 * standard battlefield, and at 1024 x 700 the whole of it fits only at about 0.45, where the names and
 * dials on the bases are too small to read. Below a readable zoom the frame fits a part of the board
 * instead (`GamePlugin.boardFocus`), centred on the Scarab, and the rest is a pan away.
 */
import type { ActionClixView } from '../../../../engines/actionclix';
import type { Rect, Size } from '../../../frame/viewport';
import { fitViewport } from '../../../frame/viewport';
import { placementOf, scarabCentre } from './read';

/** The zoom the focus is fitted at: about the standard battlefield's at 1440 x 900, where the bases are legible (board/token.ts). */
export const READABLE_SCALE = 0.7;

/**
 * Below this zoom of the whole board the frame fits the focus instead. The whole Scarab board at 1440 x 900
 * (about 0.67) stays whole, its interior map in view; at 1024 x 700 (about 0.45) it is focused.
 */
export const WHOLE_SCALE = 0.6;

/** The margin the frame keeps round a fitted board (frame/viewport.ts), in screen pixels. */
const MARGIN = 24;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The part of the world to fit: null when the whole board is readable, else as much as fits readably round the Scarab. */
export function scarabFocus(view: ActionClixView, world: Size, area: Size): Rect | null {
  const sc = view.scarab;
  if (sc === undefined || area.width <= 0 || area.height <= 0) return null;
  if (fitViewport(world, area).scale >= WHOLE_SCALE) return null;
  const width = Math.min(world.width, (area.width - 2 * MARGIN) / READABLE_SCALE);
  const height = Math.min(world.height, (area.height - 2 * MARGIN) / READABLE_SCALE);
  const c = scarabCentre(placementOf(sc, view.width));
  return { x: clamp(c.x - width / 2, 0, world.width - width), y: clamp(c.y - height / 2, 0, world.height - height), width, height };
}
