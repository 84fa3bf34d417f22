/**
 * The choices on top of the Scarab, over the units: its deck (climb on, exit onto it) as a marked disc at
 * its centre, the Scarab as a target as a dashed ring round its body, and each unit on top as a ring at its
 * deck spot. The ring only shows: a click anywhere on the body reaches the battlefield's squares, which
 * attack the Scarab (scarab/choices.ts `bodyChoice`) unless a unit stands there.
 */
import type Konva from 'konva';
import { memo } from 'react';
import { Circle, Ellipse, Group, Layer } from 'react-konva';
import { CELL, type Choice } from '../model';
import { ROLE_COLOURS } from '../board/MarksLayer';
import type { Pt } from './geometry';

export interface TopLayerProps {
  readonly centre: Pt;
  /** Radii of the ring round the body. */
  readonly ring: { readonly rx: number; readonly ry: number };
  readonly spots: readonly Pt[];
  readonly choices: readonly Choice[];
  readonly onTop: (sq: number) => void;
}

export const TopLayer = memo(function TopLayer({ centre, ring, spots, choices, onTop }: TopLayerProps) {
  const deck = choices.find((c) => c.sq === -1);
  const target = choices.find((c) => c.sq === -2);
  const units = choices.filter((c) => c.sq >= 0);
  const click = (sq: number) => (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (!('button' in e.evt) || e.evt.button === 0) onTop(sq);
  };
  return (
    <Layer>
      {target !== undefined && (
        <Ellipse name="scarab-target" x={centre.x} y={centre.y} radiusX={ring.rx} radiusY={ring.ry} stroke={ROLE_COLOURS.target} strokeWidth={5} fillEnabled={false} dash={[12, 6]} shadowColor={ROLE_COLOURS.target} shadowBlur={10} listening={false} />
      )}
      {deck !== undefined && (
        <Group name="scarab-deck">
          <Ellipse x={centre.x} y={centre.y} radiusX={ring.rx * 0.8} radiusY={ring.ry * 0.8} stroke={ROLE_COLOURS[deck.role]} strokeWidth={4} listening={false} shadowColor={ROLE_COLOURS[deck.role]} shadowBlur={12} />
          <Circle x={centre.x} y={centre.y} radius={CELL * 0.55} fill={ROLE_COLOURS[deck.role]} opacity={0.5} stroke={ROLE_COLOURS[deck.role]} strokeWidth={3} onClick={click(-1)} onTap={click(-1)} />
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
