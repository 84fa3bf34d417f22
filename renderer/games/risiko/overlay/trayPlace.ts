/**
 * Where the dice tray sits over the board: at the first of a few spots (top centre, top left, top right,
 * bottom centre) that covers neither territory of the battle at the fitted zoom, so the conquered
 * territory stays in view while its move-in is chosen.
 */
import { fitViewport, type Size } from '../../../frame/viewport';
import type { BoardModel } from '../board/model';

export type TraySpot = 'top' | 'top-left' | 'top-right' | 'bottom';

export const TRAY_SPOTS: readonly TraySpot[] = ['top', 'top-left', 'top-right', 'bottom'];

/** The tray's largest size and its distance from the board's edge (CSS pixels, as in tray.css). */
const TRAY = { width: 440, height: 190, inset: 14 };
/** Room kept around a territory's badge. */
const CLEAR = 36;

function rectOf(spot: TraySpot, area: Size): { x: number; y: number; width: number; height: number } {
  const width = Math.min(TRAY.width, area.width - 2 * TRAY.inset);
  const x = spot === 'top-left' ? TRAY.inset : spot === 'top-right' ? area.width - TRAY.inset - width : (area.width - width) / 2;
  const y = spot === 'bottom' ? area.height - TRAY.inset - TRAY.height : TRAY.inset;
  return { x, y, width, height: TRAY.height };
}

export function traySpot(model: BoardModel, area: Size, territories: readonly string[]): TraySpot {
  const view = fitViewport({ width: model.width, height: model.height }, area);
  const points = territories.flatMap((id) => {
    const art = model.territories[id];
    return art === undefined ? [] : [{ x: view.x + art.anchor[0] * view.scale, y: view.y + art.anchor[1] * view.scale }];
  });
  const covers = (spot: TraySpot) => {
    const r = rectOf(spot, area);
    return points.some((p) => p.x > r.x - CLEAR && p.x < r.x + r.width + CLEAR && p.y > r.y - CLEAR && p.y < r.y + r.height + CLEAR);
  };
  return TRAY_SPOTS.find((spot) => !covers(spot)) ?? 'top';
}
