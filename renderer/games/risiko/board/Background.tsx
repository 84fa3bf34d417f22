/**
 * The board plate: deep space with stars and a faint nebula, the silhouette of a Halo ring arching
 * behind the battlefield, and a HUD frame with the battlefield's title. Our own vector art, drawn once
 * per battlefield (static, not listening).
 */
import type Konva from 'konva';
import { memo } from 'react';
import { Group, Line, Rect, Shape, Text } from 'react-konva';
import { INK } from './colour';
import { FONT } from './labels';
import type { BoardModel } from './model';

/** A small deterministic generator for star positions (cosmetic only; not game randomness). */
function stars(seed: number, count: number, width: number, height: number): number[] {
  let x = seed >>> 0;
  const next = (): number => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return x / 0x1_0000_0000;
  };
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(next() * width, next() * height, 0.4 + next() * next() * 1.8, 0.25 + next() * 0.75);
  return out;
}

function Stars({ width, height }: { readonly width: number; readonly height: number }) {
  const field = stars(width * 31 + height, Math.round((width * height) / 4200), width, height);
  const draw = (ctx: Konva.Context) => {
    const c = ctx._context;
    for (let i = 0; i < field.length; i += 4) {
      c.globalAlpha = field[i + 3] ?? 1;
      c.fillStyle = i % 12 === 0 ? '#ffe9c4' : i % 7 === 0 ? '#b9dcff' : '#ffffff';
      c.beginPath();
      c.arc(field[i] ?? 0, field[i + 1] ?? 0, field[i + 2] ?? 1, 0, Math.PI * 2);
      c.fill();
    }
    c.globalAlpha = 1;
  };
  return <Shape sceneFunc={draw} listening={false} perfectDrawEnabled={false} />;
}

/** The ring: a wide, thin ellipse band seen at an angle, lit on its inner surface. */
function Ring({ width, height }: { readonly width: number; readonly height: number }) {
  const draw = (ctx: Konva.Context) => {
    const c = ctx._context;
    const cx = width * 0.5;
    const cy = height * 1.05;
    const rx = width * 0.78;
    const ry = height * 0.72;
    for (const [grow, alpha, line, colour] of [
      [0, 0.1, 26, '#6fd6ff'],
      [16, 0.16, 3, '#a8ecff'],
      [-16, 0.12, 2, '#74c5e8'],
      [40, 0.05, 40, '#4aa3d8'],
    ] as const) {
      c.save();
      c.globalAlpha = alpha;
      c.strokeStyle = colour;
      c.lineWidth = line;
      c.beginPath();
      c.ellipse(cx, cy, rx + grow, ry + grow * 0.6, -0.08, Math.PI * 1.04, Math.PI * 1.96);
      c.stroke();
      c.restore();
    }
  };
  return <Shape sceneFunc={draw} listening={false} perfectDrawEnabled={false} />;
}

function Nebula({ width, height }: { readonly width: number; readonly height: number }) {
  const blob = (x: number, y: number, r: number, colour: string) => (
    <Rect
      x={x - r}
      y={y - r}
      width={2 * r}
      height={2 * r}
      listening={false}
      fillRadialGradientStartPoint={{ x: r, y: r }}
      fillRadialGradientEndPoint={{ x: r, y: r }}
      fillRadialGradientStartRadius={0}
      fillRadialGradientEndRadius={r}
      fillRadialGradientColorStops={[0, colour, 1, 'rgba(0,0,0,0)']}
    />
  );
  return (
    <Group listening={false}>
      {blob(width * 0.18, height * 0.2, Math.max(width, height) * 0.42, 'rgba(40, 120, 170, 0.22)')}
      {blob(width * 0.86, height * 0.78, Math.max(width, height) * 0.38, 'rgba(120, 60, 170, 0.18)')}
      {blob(width * 0.6, height * 0.05, Math.max(width, height) * 0.25, 'rgba(30, 170, 160, 0.12)')}
    </Group>
  );
}

/** Corner brackets and a double rule: the HUD frame around the plate. */
function Frame({ width, height }: { readonly width: number; readonly height: number }) {
  const c = 34;
  const i = 10;
  const corners = [
    [i, i + c, i, i, i + c, i],
    [width - i - c, i, width - i, i, width - i, i + c],
    [width - i, height - i - c, width - i, height - i, width - i - c, height - i],
    [i + c, height - i, i, height - i, i, height - i - c],
  ];
  return (
    <Group listening={false}>
      <Rect x={i} y={i} width={width - 2 * i} height={height - 2 * i} stroke={INK.frame} strokeWidth={1.2} opacity={0.7} cornerRadius={6} />
      <Rect x={i + 5} y={i + 5} width={width - 2 * i - 10} height={height - 2 * i - 10} stroke={INK.frame} strokeWidth={0.6} opacity={0.35} cornerRadius={4} />
      {corners.map((points, k) => (
        <Line key={k} points={points} stroke={INK.frameBright} strokeWidth={3} lineCap="square" opacity={0.85} />
      ))}
    </Group>
  );
}

export const Background = memo(function Background({ model, title }: { readonly model: BoardModel; readonly title: string }) {
  const { width, height } = model;
  return (
    <Group listening={false}>
      <Rect
        width={width}
        height={height}
        cornerRadius={14}
        fillLinearGradientStartPoint={{ x: 0, y: 0 }}
        fillLinearGradientEndPoint={{ x: width * 0.3, y: height }}
        fillLinearGradientColorStops={[0, INK.spaceHigh, 1, INK.space]}
      />
      <Nebula width={width} height={height} />
      <Stars width={width} height={height} />
      <Ring width={width} height={height} />
      <Frame width={width} height={height} />
      <Text x={30} y={20} text={title} fontFamily={FONT} fontSize={24} fontStyle="bold" letterSpacing={7} fill={INK.frameBright} opacity={0.9} />
    </Group>
  );
});
