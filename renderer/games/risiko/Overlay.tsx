/** DOM over the board: the dice tray of the last battle and the legend. */
import { DiceTray, serialOf } from './overlay/DiceTray';
import { Legend } from './overlay/Legend';
import type { OverlayProps } from '../types';
import type { RisikoAction, RisikoView } from '../../../engines/risiko';
import './styles/tray.css';
import './styles/board.css';

type RisikoOverlayProps = OverlayProps<RisikoView, RisikoAction>;

export function RisikoOverlay(props: RisikoOverlayProps) {
  const { view, seats, lastEvents, pendingEvents, settled } = props;
  const rolling = pendingEvents.length > 0;
  return (
    <>
      <DiceTray events={rolling ? pendingEvents : lastEvents} rolling={rolling} settled={settled} seats={seats} battlefield={view.battlefield} />
      <Legend battlefield={view.battlefield} />
      {/* Which action the board shows: changes with every applied action (tests wait on it). */}
      <span hidden data-testid="risiko-sync" data-serial={serialOf(lastEvents)} />
    </>
  );
}
