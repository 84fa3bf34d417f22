/**
 * The battlefield in a small window. At 1024 x 700 the whole standard battlefield fits only at about 0.52,
 * where the names and dials on the bases are too small to read; below a readable zoom the frame fits a part
 * of the board instead (`GamePlugin.boardFocus`): where the action is, the player to act's units and the
 * squares they can reach (at deployment: their spawn points and the squares their force can deploy to).
 * The rest is a pan away. While spawn points are placed the whole board is the choice, and shows whole.
 */
import type { ActionClixView, UnitView } from '../../../../engines/actionclix';
import type { Rect, Size } from '../../../frame/viewport';
import { fitViewport, focusAround } from '../../../frame/viewport';
import { squareCentre } from '../model';

/** The zoom a focus is fitted at: about the standard battlefield's at 1440 x 900, where the bases are legible (board/token.ts). */
export const READABLE_SCALE = 0.7;

/**
 * Below this zoom of the whole board the frame fits a focus instead: the standard battlefield at 1440 x 900
 * (about 0.72) and the quick one at 1024 x 700 (about 0.64) stay whole; the standard one at 1024 x 700 is focused.
 */
export const WHOLE_SCALE = 0.6;

/** Whether the board is too small to read whole in `area`. */
export function needsFocus(world: Size, area: Size): boolean {
  return area.width > 0 && area.height > 0 && fitViewport(world, area).scale < WHOLE_SCALE;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Adds the squares within `reach` of `sq` (king's moves, as units move) to `box`, kept on the battlefield. */
function grow(box: Box | null, view: ActionClixView, sq: number, reach: number): Box {
  const x = sq % view.width;
  const y = Math.floor(sq / view.width);
  const b = { x0: Math.max(0, x - reach), y0: Math.max(0, y - reach), x1: Math.min(view.width - 1, x + reach), y1: Math.min(view.height - 1, y + reach) };
  return box === null ? b : { x0: Math.min(box.x0, b.x0), y0: Math.min(box.y0, b.y0), x1: Math.max(box.x1, b.x1), y1: Math.max(box.y1, b.y1) };
}

/** The squares where the player to act's action is, as a box of columns and rows (null: none, or every square). */
export function actionBox(view: ActionClixView): Box | null {
  const turn = view.turn;
  if (view.phase.kind !== 'play' || turn === null) return null;
  const seat = turn.seat;
  const mine = (u: UnitView) => u.seat === seat;
  let box: Box | null = null;
  if (turn.deploy) {
    const team = view.seats[seat]?.team;
    const reach = Math.max(0, ...view.units.filter((u) => mine(u) && u.status === 'force').map((u) => u.speed));
    for (const sp of view.spawns) if (sp.seat === seat || (team !== undefined && view.seats[sp.seat]?.team === team)) box = grow(box, view, sp.sq, reach);
  }
  for (const u of view.units) if (mine(u) && u.status === 'map' && u.sq >= 0) box = grow(box, view, u.sq, turn.deploy ? 0 : u.speed);
  return box;
}

/** The part of the battlefield to fit: null when the whole board is readable (or the action is everywhere), else a readable window round the action. */
export function battleFocus(view: ActionClixView, world: Size, area: Size): Rect | null {
  if (view.scarab !== undefined || !needsFocus(world, area)) return null;
  const box = actionBox(view);
  if (box === null) return null;
  const a = squareCentre(view.width, box.y0 * view.width + box.x0);
  const b = squareCentre(view.width, box.y1 * view.width + box.x1);
  return focusAround(world, area, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, READABLE_SCALE);
}
