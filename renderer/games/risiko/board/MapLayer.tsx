/**
 * The printed board: plate, land with its shadow, territories filled in their region colour, crisp borders,
 * heavier region edges, the coastline, printed teleporter links and the half names, with the highlights
 * of the decision in progress on it (marks.ts). The art is static for a whole game (it depends on the
 * battlefield only): it is a hidden group rendered into a bitmap and a dimmed copy (mapBitmap.ts,
 * useBitmap.ts), and the layer copies those. Map and highlights share one canvas: every canvas costs a
 * copy to the compositor on every frame in software rendering. Nothing here listens: clicks are resolved
 * from the model's geometry (usePointer.ts), so there is no hit canvas to draw or read.
 */
import type Konva from 'konva';
import { memo, useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { Circle, Group, Layer, Shape, Text } from 'react-konva';
import type { TerritoryId } from '../../../../engines/risiko';
import { HEX_RADIUS } from '../../../../engines/risiko/maps/geometry';
import type { Marks } from '../ui/roles';
import { Background } from './Background';
import { INK, shade, withAlpha } from './colour';
import { FONT } from './labels';
import { DamageRenderer } from './damage';
import { dimLand, highlights, mapOperations } from './marks';
import type { OwnerFill } from './ownership';
import type { BoardModel, PadLink, TerritoryArt } from './model';
import { tracePath } from './paths';
import { SpriteCache } from './sprites';
import { useBitmap } from './useBitmap';

type Rings = readonly (readonly number[])[];

function ringsShape(rings: Rings, closed = true) {
  return (ctx: Konva.Context, shape: Konva.Shape) => {
    ctx.beginPath();
    tracePath(ctx, rings, closed);
    ctx.fillStrokeShape(shape);
  };
}

/** One territory: region colour, softly lit from its centre like a printed relief. */
const TerritoryShape = memo(function TerritoryShape({ art }: { readonly art: TerritoryArt }) {
  const r = Math.max(art.box.width, art.box.height) * 0.75;
  return (
    <Shape
      name={`territory-${art.id}`}
      sceneFunc={ringsShape(art.rings)}
      fillRadialGradientStartPoint={{ x: art.anchor[0], y: art.anchor[1] - r * 0.25 }}
      fillRadialGradientEndPoint={{ x: art.anchor[0], y: art.anchor[1] }}
      fillRadialGradientStartRadius={0}
      fillRadialGradientEndRadius={r}
      fillRadialGradientColorStops={[0, shade(art.fill, 0.16), 0.7, art.fill, 1, shade(art.fill, -0.18)]}
      perfectDrawEnabled={false}
    />
  );
});

/** Land shadow under the territories and a faint hex texture over them: a board with relief. */
function landParts(model: BoardModel) {
  const coast = model.halves.flatMap((h) => h.coast);
  const hexes = model.halves.flatMap((h) => h.hexes);
  const texture = (ctx: Konva.Context) => {
    const c = ctx._context;
    c.beginPath();
    for (const [x, y] of hexes) {
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k - Math.PI / 2;
        const px = x + HEX_RADIUS * 0.92 * Math.cos(a);
        const py = y + HEX_RADIUS * 0.92 * Math.sin(a);
        if (k === 0) c.moveTo(px, py);
        else c.lineTo(px, py);
      }
      c.closePath();
    }
    c.strokeStyle = 'rgba(255, 255, 255, 0.07)';
    c.lineWidth = 1;
    c.stroke();
  };
  return { shadow: <Shape sceneFunc={ringsShape(coast)} fill="#02060a" shadowColor="#000" shadowBlur={36} shadowOffsetY={14} shadowOpacity={0.9} listening={false} />, texture: <Shape sceneFunc={texture} listening={false} perfectDrawEnabled={false} /> };
}

function Lines({ model }: { readonly model: BoardModel }) {
  const borders = (ctx: Konva.Context, shape: Konva.Shape) => {
    ctx.beginPath();
    for (const b of model.borders) tracePath(ctx, [b.points], b.closed);
    ctx.strokeShape(shape);
  };
  const regions = model.regions.flatMap((r) => r.rings);
  const coast = model.halves.flatMap((h) => h.coast);
  return (
    <Group listening={false}>
      <Shape sceneFunc={borders} stroke={INK.border} strokeWidth={1.4} strokeScaleEnabled={false} opacity={0.85} lineJoin="round" />
      <Shape sceneFunc={ringsShape(regions)} stroke="rgba(4, 8, 12, 0.9)" strokeWidth={4.2} strokeScaleEnabled={false} lineJoin="round" />
      <Shape sceneFunc={ringsShape(regions)} stroke="rgba(236, 246, 248, 0.62)" strokeWidth={1.6} strokeScaleEnabled={false} lineJoin="round" />
      <Shape sceneFunc={ringsShape(coast)} stroke="#9feaf4" strokeWidth={2.2} strokeScaleEnabled={false} shadowColor="#37d0e0" shadowBlur={14} shadowOpacity={0.8} lineJoin="round" />
    </Group>
  );
}

/** A printed teleporter: two glowing pads joined by a dashed arc. */
function Portal({ link }: { readonly link: PadLink }) {
  const [ax, ay] = link.padA;
  const [bx, by] = link.padB;
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const len = Math.hypot(bx - ax, by - ay);
  // Bow the arc sideways by a fifth of its length, so links never run along borders.
  const cx = mx - ((by - ay) / len) * len * 0.2;
  const cy = my + ((bx - ax) / len) * len * 0.2;
  const arc = (ctx: Konva.Context, shape: Konva.Shape) => {
    ctx.beginPath();
    ctx.moveTo(ax, ay);
    ctx.quadraticCurveTo(cx, cy, bx, by);
    ctx.strokeShape(shape);
  };
  const pad = (x: number, y: number) => (
    <Group x={x} y={y}>
      <Circle radius={14} fill={withAlpha(INK.portal, 0.18)} />
      <Circle radius={9} fill="#06141a" stroke={INK.portal} strokeWidth={2} />
      <Circle radius={4.5} stroke={INK.portal} strokeWidth={1.2} opacity={0.8} />
      <Circle radius={1.6} fill="#e8feff" />
    </Group>
  );
  return (
    <Group listening={false}>
      <Shape sceneFunc={arc} stroke={withAlpha(INK.portal, 0.85)} strokeWidth={2} strokeScaleEnabled={false} dash={[7, 5]} shadowColor={INK.portal} shadowBlur={8} shadowOpacity={0.8} />
      {pad(ax, ay)}
      {pad(bx, by)}
    </Group>
  );
}

/** Below each half; staggered, the higher half is named above it (below, its name would lie on the other). */
export function halfNameY(model: BoardModel, h: BoardModel['halves'][number]): number {
  const staggered = model.arrangement.startsWith('stagger');
  const higher = model.halves.every((o) => o === h || o.y > h.y);
  return staggered && higher ? h.y - 26 : h.y + h.height + 10;
}

function HalfNames({ model }: { readonly model: BoardModel }) {
  if (model.halves.length < 2) return null;
  return (
    <Group listening={false}>
      {model.halves.map((h) => (
        <Text key={h.id} x={h.x + 4} y={halfNameY(model, h)} text={h.name} fontFamily={FONT} fontSize={17} fontStyle="bold" letterSpacing={5} fill={INK.textDim} opacity={0.8} />
      ))}
    </Group>
  );
}

/** The vector art of the map (hidden: it is only ever rendered into the bitmap). */
const MapArt = memo(function MapArt({ artRef, model, title }: { readonly artRef: RefObject<Konva.Group | null>; readonly model: BoardModel; readonly title: string }) {
  const land = landParts(model);
  return (
    <Group ref={artRef} visible={false}>
      <Background model={model} title={title} />
      {land.shadow}
      {model.order.map((id) => {
        const art = model.territories[id];
        return art === undefined ? null : <TerritoryShape key={id} art={art} />;
      })}
      {land.texture}
      <Lines model={model} />
      {model.stationary.map((link) => (
        <Portal key={`${link.a}|${link.b}`} link={link} />
      ))}
      <HalfNames model={model} />
    </Group>
  );
});

interface MapLayerProps {
  readonly layerRef: RefObject<Konva.Layer | null>;
  readonly model: BoardModel;
  readonly title: string;
  readonly marks: Marks;
  readonly hover: TerritoryId | null;
  /** Owners' fills in the owner view; null in the region view (the printed region colours). */
  readonly fills: ReadonlyMap<TerritoryId, OwnerFill> | null;
}

export const MapLayer = memo(function MapLayer({ layerRef, model, title, marks, hover, fills }: MapLayerProps) {
  const art = useRef<Konva.Group>(null);
  const world = useMemo(() => ({ width: model.width, height: model.height }), [model]);
  const tint = useMemo(() => dimLand(model), [model]);
  const map = useBitmap(art, world, title, tint);
  const sprites = useMemo(() => new SpriteCache(), []);
  const damage = useMemo(() => new DamageRenderer(), []);
  useEffect(() => () => sprites.dispose(), [sprites]);
  const h = useMemo(() => highlights(model, marks, hover), [model, marks, hover]);
  const owners = useMemo(() => (fills === null ? null : { model, fills }), [model, fills]);
  const draw = useCallback(
    (ctx: Konva.Context, shape: Konva.Shape) => {
      const frame = sprites.begin(ctx, shape);
      const bounds = { x: 0, y: 0, ...world };
      damage.draw(ctx, mapOperations(ctx, map, bounds, h, frame, owners), `${map.version}|${sprites.generation}`);
    },
    [map, h, sprites, damage, world, owners],
  );
  return (
    <Layer ref={layerRef} listening={false} clearBeforeDraw={false}>
      <MapArt artRef={art} model={model} title={title} />
      <Shape sceneFunc={draw} perfectDrawEnabled={false} />
    </Layer>
  );
});
