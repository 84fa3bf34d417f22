/**
 * Spawn points in their owners' colours and the highlights of the current choices, under the units, with
 * the one listening shape of the board: a transparent rectangle that turns clicks and hovers into squares.
 */
import type Konva from 'konva';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { Circle, Group, Layer, Rect, RegularPolygon, Shape } from 'react-konva';
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

/** A highlighted square's centre and what it offers. */
export interface Mark {
  readonly x: number;
  readonly y: number;
  readonly role: Role;
}

const ringed = (role: Role) => role === 'select' || role === 'selected' || role === 'target';

/** Draws the marks of one role as one path: a ring for units (dashed for targets), a tinted square otherwise. */
function drawRole(ctx: Konva.Context, role: Role, marks: readonly Mark[]): void {
  const colour = ROLE_COLOURS[role];
  ctx.beginPath();
  for (const m of marks) {
    if (ringed(role)) {
      ctx.moveTo(m.x + CELL * 0.5, m.y);
      ctx.arc(m.x, m.y, CELL * 0.5, 0, 2 * Math.PI);
    } else ctx.roundRect(m.x - CELL / 2 + 2, m.y - CELL / 2 + 2, CELL - 4, CELL - 4, 4);
  }
  ctx.setAttr('strokeStyle', colour);
  if (ringed(role)) {
    ctx.setAttr('globalAlpha', 1);
    ctx.setAttr('lineWidth', role === 'selected' ? 4 : 3);
    ctx.setLineDash(role === 'target' ? [6, 3] : []);
    ctx.stroke();
    return;
  }
  ctx.setAttr('globalAlpha', 0.3);
  ctx.setAttr('fillStyle', colour);
  ctx.fill();
  ctx.setAttr('lineWidth', 1.5);
  ctx.setLineDash([]);
  ctx.stroke();
}

/**
 * The highlights of the current choices as one shape: a click that chooses another unit redraws this one
 * node instead of making and dropping a Konva node per square (`roles` lists each mark's role, for tests).
 */
export const Highlights = memo(function Highlights({ marks }: { marks: readonly Mark[] }) {
  const draw = useCallback(
    (ctx: Konva.Context) => {
      const byRole = new Map<Role, Mark[]>();
      for (const m of marks) byRole.set(m.role, [...(byRole.get(m.role) ?? []), m]);
      ctx.save();
      for (const [role, some] of byRole) drawRole(ctx, role, some);
      ctx.restore();
    },
    [marks],
  );
  return <Shape name="highlights" roles={marks.map((m) => m.role)} sceneFunc={draw} listening={false} perfectDrawEnabled={false} />;
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
  /** The terrain under it all (MapLayer's `MapImage`): memoise it, or every render redraws the layer. */
  readonly map: ReactNode;
}

function squareOf(e: Konva.KonvaEventObject<MouseEvent | TouchEvent>, width: number, height: number): number {
  const p = e.target.getRelativePointerPosition();
  return p === null ? -1 : squareAt(width, height, p.x, p.y);
}

/**
 * The terrain, the spawn points and the click surface in one layer, redrawn only when a spawn point changes;
 * the highlights in a layer of their own, the only one a click that chooses a unit redraws.
 */
export const MarksLayer = memo(function MarksLayer({ width, height, spawns, captured, colours, choices, onSquare, onHover, map }: MarksLayerProps) {
  const marks = useMemo(() => choices.map((c) => ({ ...squareCentre(width, c.sq), role: c.role })), [choices, width]);
  return (
    <>
      <Layer>
        {map}
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
        </Group>
      </Layer>
      <Layer listening={false}>
        <Highlights marks={marks} />
      </Layer>
    </>
  );
});
