/**
 * Spawn points in their owners' colours and the highlights of the current choices, under the units, with
 * the one listening shape of the board: a transparent rectangle that turns clicks and hovers into squares.
 */
import type Konva from 'konva';
import { memo } from 'react';
import { Circle, Group, Layer, Rect, RegularPolygon } from 'react-konva';
import type { Spawn } from '../../../../engines/actionclix';
import { CELL, PAD, squareAt, squareCentre, type Choice, type Role } from '../model';

/** One colour language for choices (UX rule 2): what can act, what is selected, where it can go, what it can hit. */
export const ROLE_COLOURS: Readonly<Record<Role, string>> = {
  spawn: '#37d0e0',
  deploy: '#37d0e0',
  move: '#37d0e0',
  cover: '#5fe08a',
  knockback: '#d77bff',
  target: '#ff5a4f',
  grenade: '#f2994a',
  select: '#ffe27a',
  selected: '#ffffff',
  climb: '#c59bff',
  off: '#37d0e0',
  enter: '#c59bff',
  exit: '#c59bff',
  displace: '#d77bff',
};

const SpawnMark = memo(function SpawnMark({ x, y, colour, captured }: { x: number; y: number; colour: string; captured: boolean }) {
  return (
    <Group x={x} y={y}>
      <RegularPolygon sides={6} radius={CELL * 0.46} fill={colour} opacity={0.35} stroke={colour} strokeWidth={3} dash={captured ? [5, 4] : []} />
      <Circle radius={CELL * 0.14} fill={colour} />
      {captured && <Rect x={-CELL * 0.3} y={-1.5} width={CELL * 0.6} height={3} fill="#ff5a4f" rotation={45} />}
    </Group>
  );
});

export const Highlight = memo(function Highlight({ x, y, role }: { x: number; y: number; role: Role }) {
  const colour = ROLE_COLOURS[role];
  if (role === 'select' || role === 'selected' || role === 'target') {
    return <Circle x={x} y={y} radius={CELL * 0.5} stroke={colour} strokeWidth={role === 'selected' ? 4 : 3} dash={role === 'target' ? [6, 3] : []} />;
  }
  return <Rect x={x - CELL / 2 + 2} y={y - CELL / 2 + 2} width={CELL - 4} height={CELL - 4} fill={colour} opacity={0.3} stroke={colour} strokeWidth={1.5} cornerRadius={4} />;
});

export interface MarksLayerProps {
  readonly width: number;
  readonly height: number;
  readonly spawns: readonly Spawn[];
  readonly captured: readonly boolean[];
  readonly colours: readonly string[];
  readonly choices: readonly Choice[];
  readonly onSquare: (sq: number) => void;
  readonly onHover: (sq: number) => void;
}

function squareOf(e: Konva.KonvaEventObject<MouseEvent | TouchEvent>, width: number, height: number): number {
  const p = e.target.getRelativePointerPosition();
  return p === null ? -1 : squareAt(width, height, p.x, p.y);
}

export const MarksLayer = memo(function MarksLayer({ width, height, spawns, captured, colours, choices, onSquare, onHover }: MarksLayerProps) {
  return (
    <Layer>
      <Rect
        x={0}
        y={0}
        width={width * CELL + 2 * PAD}
        height={height * CELL + 2 * PAD}
        onClick={(e) => {
          if (e.evt.button === 0) onSquare(squareOf(e, width, height));
        }}
        onTap={(e) => onSquare(squareOf(e, width, height))}
        onMouseMove={(e) => onHover(squareOf(e, width, height))}
        onMouseLeave={() => onHover(-1)}
      />
      <Group listening={false}>
        {spawns.map((s, i) => {
          const c = squareCentre(width, s.sq);
          return <SpawnMark key={`${s.seat}-${s.sq}`} x={c.x} y={c.y} colour={colours[s.seat] ?? '#ccc'} captured={captured[i] === true} />;
        })}
        {choices.map((c) => {
          const p = squareCentre(width, c.sq);
          return <Highlight key={`${c.role}-${c.sq}`} x={p.x} y={p.y} role={c.role} />;
        })}
      </Group>
    </Layer>
  );
});
