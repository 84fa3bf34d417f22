/**
 * Where the enlarged card goes over the table: beside the side column (twilight pool and player boxes),
 * never on it, at the top of the board area. Pure: from the board area's size and the table's fitted view.
 */
import type { GameEvent } from '../../../../engines/core';
import { fitViewport, type Size } from '../../../frame/viewport';
import { HEIGHT, SIDE_X, WIDTH } from '../board/layout';

const MARGIN = 8;

/** The zoom's left edge in the board area: just left of the side column when it fits, else at the margin. */
export function zoomLeft(area: Size, zoomWidth: number): number {
  const v = fitViewport({ width: WIDTH, height: HEIGHT }, area);
  const side = v.x + SIDE_X * v.scale;
  return Math.max(MARGIN, Math.min(area.width - zoomWidth - MARGIN, side - zoomWidth - MARGIN));
}

/** Whether the events played the zoomed card (it left the hand, so its enlarged copy goes too). */
export const playedZoomed = (events: readonly GameEvent[], zoom: string | null): boolean => zoom !== null && events.some((e) => (e.type === 'played' || e.type === 'startingCompanion') && e.card === zoom);
