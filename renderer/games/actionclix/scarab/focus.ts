/**
 * The Scarab board in a small window: the battlefield with the interior map beside it is wider than the
 * standard battlefield, and at 1024 x 700 the whole of it fits only at about 0.45, where the names and
 * dials on the bases are too small to read. Below a readable zoom the frame fits a part of the board
 * instead (`GamePlugin.boardFocus`), centred on the Scarab, and the rest is a pan away. The zooms are the
 * basic battlefield's (board/focus.ts): the whole Scarab board at 1440 x 900 (about 0.67) stays whole.
 */
import type { ActionClixView } from '../../../../engines/actionclix';
import type { Rect, Size } from '../../../frame/viewport';
import { focusAround } from '../../../frame/viewport';
import { needsFocus, READABLE_SCALE } from '../board/focus';
import { placementOf, scarabCentre } from './read';

export { READABLE_SCALE, WHOLE_SCALE } from '../board/focus';

/** The part of the world to fit: null when the whole board is readable, else as much as fits readably round the Scarab. */
export function scarabFocus(view: ActionClixView, world: Size, area: Size): Rect | null {
  const sc = view.scarab;
  if (sc === undefined || !needsFocus(world, area)) return null;
  return focusAround(world, area, scarabCentre(placementOf(sc, view.width)), READABLE_SCALE);
}
