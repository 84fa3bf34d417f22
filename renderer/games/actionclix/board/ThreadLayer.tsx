/**
 * What the pointer is aiming at: the line-of-fire thread from the chosen unit to a hovered unit (green
 * when clear, red from the point where it is blocked, the blocker named) with the roll an attack needs,
 * or a grenade's blast squares and the roll it needs.
 */
import { memo } from 'react';
import { Group, Label, Layer, Line, Rect, Tag, Text } from 'react-konva';
import type { ActionClixView, Geo } from '../../../../engines/actionclix';
import { CELL, squareCentre, type Choice } from '../model';
import { aimOf, type Aim } from './aim';

function Badge({ x, y, text, colour }: { x: number; y: number; text: string; colour: string }) {
  return (
    <Label x={x} y={y - CELL * 0.62}>
      <Tag fill="rgba(8,12,16,0.92)" stroke={colour} strokeWidth={1.5} cornerRadius={4} pointerDirection="down" pointerWidth={8} pointerHeight={5} />
      <Text text={text} fontSize={12} fontStyle="bold" fill="#f4f8fb" padding={4} />
    </Label>
  );
}

function AimMarks({ aim, width }: { aim: Aim; width: number }) {
  if (aim.kind === 'blast') {
    const c = squareCentre(width, aim.sq);
    return (
      <Group>
        {aim.squares.map((sq) => {
          const p = squareCentre(width, sq);
          return <Rect key={sq} x={p.x - CELL / 2} y={p.y - CELL / 2} width={CELL} height={CELL} fill="#f2994a" opacity={sq === aim.sq ? 0.5 : 0.25} />;
        })}
        <Badge x={c.x} y={c.y} text={aim.label} colour="#f2994a" />
      </Group>
    );
  }
  const a = squareCentre(width, aim.from);
  const b = squareCentre(width, aim.to);
  const stop = aim.stop === null ? null : squareCentre(width, aim.stop);
  return (
    <Group>
      <Line points={[a.x, a.y, b.x, b.y]} stroke="#0b0f14" strokeWidth={6} opacity={0.6} />
      {stop === null ? (
        <Line points={[a.x, a.y, b.x, b.y]} stroke="#5fe08a" strokeWidth={3} dash={[8, 4]} />
      ) : (
        <>
          <Line points={[a.x, a.y, stop.x, stop.y]} stroke="#5fe08a" strokeWidth={3} dash={[8, 4]} />
          <Line points={[stop.x, stop.y, b.x, b.y]} stroke="#ff5a4f" strokeWidth={3} dash={[3, 3]} />
        </>
      )}
      <Badge x={b.x} y={b.y} text={aim.label} colour={aim.stop === null ? '#5fe08a' : '#ff5a4f'} />
    </Group>
  );
}

export interface ThreadLayerProps {
  readonly view: ActionClixView;
  readonly geo: Geo;
  readonly unit: string | null;
  readonly hover: number;
  readonly choices: readonly Choice[];
  readonly t: (key: string, params?: Record<string, unknown>) => string;
}

/** A knockback in progress: the push so far from the attacker's square, in the knockback colour. */
function Push({ view }: { view: ActionClixView }) {
  const p = view.turn?.pending[0];
  if (p?.kind !== 'knockback') return null;
  const unit = view.units.find((u) => u.id === p.unit);
  const squares = [p.origin, ...p.path, ...(unit !== undefined && unit.sq >= 0 && !p.path.includes(unit.sq) ? [unit.sq] : [])];
  const points = squares.flatMap((sq) => {
    const c = squareCentre(view.width, sq);
    return [c.x, c.y];
  });
  return <Line points={points} stroke="#d77bff" strokeWidth={3} dash={[6, 4]} />;
}

export const ThreadLayer = memo(function ThreadLayer({ view, geo, unit, hover, choices, t }: ThreadLayerProps) {
  const aim = aimOf(view, geo, unit, hover, choices, t);
  // Hidden (its canvas not shown, so not composited) while there is nothing to aim or push, but kept: making
  // and dropping a canvas each time the pointer moves on and off a target costs more than it saves.
  const shown = aim !== null || view.turn?.pending[0]?.kind === 'knockback';
  return (
    <Layer listening={false} visible={shown}>
      <Push view={view} />
      {aim !== null && <AimMarks aim={aim} width={view.width} />}
    </Layer>
  );
});
