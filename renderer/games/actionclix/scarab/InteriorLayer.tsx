/**
 * The Scarab Interior map as a second board beside the battlefield: its terrain drawn once into a
 * bitmap, its title, the highlights of the choices on it, and a click surface that turns clicks into
 * interior squares. Units inside are drawn by the units layer.
 */
import type Konva from 'konva';
import { memo, useMemo } from 'react';
import { Group, Image, Layer, Rect, Text } from 'react-konva';
import { CELL, type Choice } from '../model';
import { Highlights } from '../board/MarksLayer';
import { drawInterior, INTERIOR_PAD, type InteriorShape } from './interiorArt';
import type { Pt } from './geometry';

const RESOLUTION = 2;

function bitmap(shape: InteriorShape): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = (shape.width * CELL + 2 * INTERIOR_PAD) * RESOLUTION;
  canvas.height = (shape.height * CELL + 2 * INTERIOR_PAD) * RESOLUTION;
  const ctx = canvas.getContext('2d');
  if (ctx !== null) {
    ctx.scale(RESOLUTION, RESOLUTION);
    drawInterior(ctx, shape);
  }
  return canvas;
}

export interface InteriorLayerProps {
  readonly origin: Pt;
  readonly shape: InteriorShape;
  readonly title: string;
  readonly choices: readonly Choice[];
  readonly onSquare: (sq: number) => void;
}

function squareOf(e: Konva.KonvaEventObject<MouseEvent | TouchEvent>, shape: InteriorShape): number {
  const p = e.target.getRelativePointerPosition();
  if (p === null) return -1;
  const x = Math.floor((p.x - INTERIOR_PAD) / CELL);
  const y = Math.floor((p.y - INTERIOR_PAD) / CELL);
  return x < 0 || y < 0 || x >= shape.width || y >= shape.height ? -1 : y * shape.width + x;
}

export const InteriorLayer = memo(function InteriorLayer({ origin, shape, title, choices, onSquare }: InteriorLayerProps) {
  const image = useMemo(() => bitmap(shape), [shape]);
  const w = shape.width * CELL + 2 * INTERIOR_PAD;
  const h = shape.height * CELL + 2 * INTERIOR_PAD;
  const marks = useMemo(() => choices.map((c) => ({ x: INTERIOR_PAD + (c.sq % shape.width) * CELL + CELL / 2, y: INTERIOR_PAD + Math.floor(c.sq / shape.width) * CELL + CELL / 2, role: c.role })), [choices, shape]);
  return (
    <Layer>
      <Group x={origin.x} y={origin.y} name="interior">
        <Text text={title} x={0} y={-22} width={w} align="center" fontSize={15} fontStyle="bold" fill="#e6dcff" letterSpacing={1.5} listening={false} />
        <Image image={image} x={0} y={0} width={w} height={h} listening={false} />
        <Rect
          x={0}
          y={0}
          width={w}
          height={h}
          onClick={(e) => {
            if (e.evt.button === 0) onSquare(squareOf(e, shape));
          }}
          onTap={(e) => onSquare(squareOf(e, shape))}
        />
        <Highlights marks={marks} />
      </Group>
    </Layer>
  );
});
