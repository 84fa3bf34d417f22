/**
 * Under the units: the squares some enemy could attack on its next turn, shaded when the player turns the
 * enemy reach on (key R or the panel's button), and the path the chosen unit would take to the hovered
 * move, deploy or cover square, with its length (UX rule 14). Both come from `reach.ts`.
 */
import type Konva from 'konva';
import { memo, useCallback, useMemo } from 'react';
import { Group, Label, Layer, Line, Shape, Tag, Text } from 'react-konva';
import type { ActionClixView, Geo } from '../../../../engines/actionclix';
import { CELL, squareCentre, type Choice } from '../model';
import { enemyReach, pathFor } from './reach';

const REACH_COLOUR = 'rgba(255, 90, 79, 0.22)';
const PATH_COLOUR = '#37d0e0';

const Shade = memo(function Shade({ view, geo }: { view: ActionClixView; geo: Geo }) {
  const seat = view.turn?.seat ?? view.viewer ?? 0;
  const marked = useMemo(() => enemyReach(view, geo, seat), [view, geo, seat]);
  const squares = useMemo(() => [...marked.keys()].filter((k) => marked[k] === 1), [marked]);
  const draw = useCallback(
    (ctx: Konva.Context) => {
      ctx.beginPath();
      for (const sq of squares) {
        const c = squareCentre(view.width, sq);
        ctx.rect(c.x - CELL / 2, c.y - CELL / 2, CELL, CELL);
      }
      ctx.closePath();
      ctx.fillStyle = REACH_COLOUR;
      ctx.fill();
    },
    [squares, view.width],
  );
  return <Shape name="enemy-reach" squares={squares} sceneFunc={draw} />;
});

function Path({ squares, width, label }: { squares: readonly number[]; width: number; label: string }) {
  const points = squares.flatMap((sq) => {
    const c = squareCentre(width, sq);
    return [c.x, c.y];
  });
  const end = squareCentre(width, squares[squares.length - 1] ?? 0);
  return (
    <Group>
      <Line points={points} stroke="#0b0f14" strokeWidth={7} opacity={0.55} lineCap="round" lineJoin="round" />
      <Line name="move-path" squares={squares} points={points} stroke={PATH_COLOUR} strokeWidth={3.5} lineCap="round" lineJoin="round" />
      <Label name="move-path-length" x={end.x} y={end.y - CELL * 0.62}>
        <Tag fill="rgba(8,12,16,0.92)" stroke={PATH_COLOUR} strokeWidth={1.5} cornerRadius={4} pointerDirection="down" pointerWidth={8} pointerHeight={5} />
        <Text text={label} fontSize={12} fontStyle="bold" fill="#f4f8fb" padding={4} />
      </Label>
    </Group>
  );
}

export interface ReachLayerProps {
  readonly view: ActionClixView;
  readonly geo: Geo;
  readonly unit: string | null;
  readonly hover: number;
  readonly choices: readonly Choice[];
  readonly reach: boolean;
  readonly t: (key: string, params?: Record<string, unknown>) => string;
}

export const ReachLayer = memo(function ReachLayer({ view, geo, unit, hover, choices, reach, t }: ReachLayerProps) {
  const path = useMemo(() => pathFor(view, geo, unit, hover, choices), [view, geo, unit, hover, choices]);
  if (!reach && path.length === 0) return null;
  return (
    <Layer listening={false}>
      {reach && <Shade view={view} geo={geo} />}
      {path.length > 1 && <Path squares={path} width={view.width} label={t('ui.path', { count: path.length - 1 })} />}
    </Layer>
  );
});
