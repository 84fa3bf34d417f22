/**
 * The choices on top of the Scarab, over the units: the Scarab itself (climb on, exit onto it, shoot at
 * it) as a ring round its body and a marked disc at its centre that takes the click, and each unit on top
 * as a ring at its deck spot. Squares beneath the body keep their own choices (clicks there go to them).
 */
import type Konva from 'konva';
import { memo } from 'react';
import { Circle, Ellipse, Group, Layer } from 'react-konva';
import { CELL, type Choice } from '../model';
import { ROLE_COLOURS } from '../board/MarksLayer';
import type { Pt } from './geometry';

export interface TopLayerProps {
  readonly centre: Pt;
  /** The area beneath in squares (the ring's size). */
  readonly area: { readonly width: number; readonly height: number };
  readonly spots: readonly Pt[];
  readonly choices: readonly Choice[];
  readonly onTop: (sq: number) => void;
}

export const TopLayer = memo(function TopLayer({ centre, area, spots, choices, onTop }: TopLayerProps) {
  const scarab = choices.find((c) => c.sq === -1);
  const units = choices.filter((c) => c.sq >= 0);
  const rx = area.width * CELL * 0.42;
  const ry = area.height * CELL * 0.42;
  const click = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (!('button' in e.evt) || e.evt.button === 0) onTop(-1);
  };
  return (
    <Layer>
      {scarab !== undefined && (
        <Group name="scarab-choice">
          <Ellipse x={centre.x} y={centre.y} radiusX={rx} radiusY={ry} stroke={ROLE_COLOURS[scarab.role]} strokeWidth={5} dash={scarab.role === 'target' ? [12, 6] : [4, 0]} listening={false} shadowColor={ROLE_COLOURS[scarab.role]} shadowBlur={12} />
          <Circle x={centre.x} y={centre.y} radius={CELL * 0.55} fill={ROLE_COLOURS[scarab.role]} opacity={0.45} stroke={ROLE_COLOURS[scarab.role]} strokeWidth={3} onClick={click} onTap={click} />
        </Group>
      )}
      {units.map((c) => {
        const p = spots[c.sq];
        if (p === undefined) return null;
        return (
          <Circle
            key={`${c.role}-${c.sq}`}
            x={p.x}
            y={p.y}
            radius={CELL * 0.5}
            stroke={ROLE_COLOURS[c.role]}
            strokeWidth={c.role === 'selected' ? 4 : 3}
            dash={c.role === 'target' ? [6, 3] : []}
            fill="rgba(0,0,0,0.001)"
            onClick={(e) => {
              if (e.evt.button === 0) onTop(c.sq);
            }}
            onTap={() => onTop(c.sq)}
          />
        );
      })}
    </Layer>
  );
});
