/** DOM over the board: the dice tray of the last battle, the legend, and the board's choices as buttons. */
import { useMemo } from 'react';
import { DiceTray, serialOf } from './overlay/DiceTray';
import { Legend } from './overlay/Legend';
import { TargetList } from './overlay/TargetList';
import { marksOf } from './ui/roles';
import { useRisiko, type RisikoProps } from './ui/useRisiko';
import './styles/tray.css';
import './styles/board.css';

export function RisikoOverlay(props: RisikoProps) {
  const { view, seats, lastEvents } = props;
  const r = useRisiko(props);
  const marks = useMemo(() => marksOf(r.ctx, r.draft), [r.ctx, r.draft]);
  return (
    <>
      <DiceTray events={lastEvents} seats={seats} battlefield={view.battlefield} />
      <Legend battlefield={view.battlefield} />
      <TargetList view={view} seats={seats} marks={marks} step={r.d.step.kind} onTerritory={r.onTerritory} />
      {/* Which action the board shows: changes with every applied action (tests wait on it). */}
      <span hidden data-testid="risiko-sync" data-serial={serialOf(lastEvents)} />
    </>
  );
}
