/** DOM over the board: the dice tray of the last battle, the legend and the rules in short. */
import { useCallback } from 'react';
import { boardModelFor } from './board/model';
import { DiceTray } from './overlay/DiceTray';
import { traySpot } from './overlay/trayPlace';
import { Legend } from './overlay/Legend';
import { Rules } from './overlay/Rules';
import type { OverlayProps } from '../types';
import type { RisikoAction, RisikoView } from '../../../engines/risiko';
import './styles/tray.css';
import './styles/board.css';

type RisikoOverlayProps = OverlayProps<RisikoView, RisikoAction>;

export function RisikoOverlay(props: RisikoOverlayProps) {
  const { view, seats, lastEvents, pendingEvents, settled, width, height } = props;
  const rolling = pendingEvents.length > 0;
  const { battlefield } = view;
  const spotFor = useCallback((ids: readonly string[]) => traySpot(boardModelFor(battlefield, { width, height }), { width, height }, ids), [battlefield, width, height]);
  return (
    <>
      <DiceTray events={rolling ? pendingEvents : lastEvents} rolling={rolling} settled={settled} seats={seats} battlefield={battlefield} spotFor={spotFor} />
      <Legend battlefield={view.battlefield} />
      <Rules />
    </>
  );
}
