/**
 * The pieces layer: names, mobile teleporter tokens and the pieces of every territory. Their Konva nodes
 * (PieceNodes.tsx) are memoised per territory and keyed by its id, but kept hidden: one shape copies
 * each one's sprite (sprites.ts), in order. Drawing sixty territories from their vectors costs ten-odd
 * milliseconds in software rendering, copying their sprites about one; a change (a reinforcement planned,
 * a battle fought) rasterises only the sprites whose key changed and repaints only where they are
 * (damage.ts).
 */
import type Konva from 'konva';
import type { SceneCanvas } from 'konva/lib/Canvas';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { Group, Layer, Shape } from 'react-konva';
import type { TerritoryId } from '../../../../engines/risiko';
import type { Point } from '../../../../engines/risiko/maps/geometry';
import { INK, withAlpha } from './colour';
import type { BoardModel, TerritoryArt } from './model';
import { NamePlaque, PortToken, TerritoryPieces, portReach, type PieceInfo } from './PieceNodes';
import { piecesBounds, type Box, type NameLabel, type Offset, type Placement } from './placement';
import { SpriteCache } from './sprites';
import { DamageRenderer, type Operation } from './damage';

const NO_OFFSET: Offset = { x: 0, y: 0 };

/** One sprite to copy: the hidden group in `slot`, drawn as `key`, inside `bounds`. */
interface Item {
  readonly slot: string;
  readonly key: string;
  readonly bounds: Box;
}

/** The hidden groups by slot, each with one stable ref callback (so memoised nodes stay untouched). */
class Slots {
  private readonly nodes = new Map<string, Konva.Group>();
  private readonly refs = new Map<string, (group: Konva.Group | null) => void>();

  ref(slot: string): (group: Konva.Group | null) => void {
    let ref = this.refs.get(slot);
    if (ref === undefined) {
      ref = (group) => {
        if (group === null) this.nodes.delete(slot);
        else this.nodes.set(slot, group);
      };
      this.refs.set(slot, ref);
    }
    return ref;
  }

  get(slot: string): Konva.Group | undefined {
    return this.nodes.get(slot);
  }
}

/** A number per object, for sprite keys: labels, spots and sizes are new objects with every placement. */
const uids = new WeakMap<object, number>();
let nextUid = 0;
function uid(o: object): number {
  let n = uids.get(o);
  if (n === undefined) uids.set(o, (n = ++nextUid));
  return n;
}

/** Items per territory, remade only for pieces that changed (per placement: names, spots and sizes). */
class ItemCache {
  private placement: Placement | null = null;
  private byInfo = new WeakMap<PieceInfo, Item>();

  itemsOf(model: BoardModel, pieces: Readonly<Record<TerritoryId, PieceInfo>>, placement: Placement, hover: NameLabel | null): Item[] {
    if (placement !== this.placement) {
      this.placement = placement;
      this.byInfo = new WeakMap();
    }
    const names: Item[] = [];
    const tokens: Item[] = [];
    const badges: Item[] = [];
    for (const id of model.order) {
      const info = pieces[id];
      const label = placement.labels.get(id);
      if (label?.shown === true) names.push(nameItem(`name-${id}`, label, false));
      const token = info === undefined ? null : this.portItem(id, info, placement);
      if (token !== null) tokens.push(token);
      const art = model.territories[id];
      if (art === undefined || info === undefined) continue;
      let item = this.byInfo.get(info);
      if (item === undefined) this.byInfo.set(info, (item = piecesItem(art, info, placement)));
      badges.push(item);
    }
    return [...names, ...tokens, ...badges, ...(hover === null ? [] : [nameItem('hover', hover, true)])];
  }

  private portItem(id: TerritoryId, info: PieceInfo, placement: Placement): Item | null {
    const at = placement.ports.get(id);
    if (info.port === null || at === undefined) return null;
    const r = portReach(placement.sizes);
    return { slot: `port-${id}`, key: `port|${uid(placement)}|${id}|${info.port}`, bounds: { x: at[0] - r, y: at[1] - r, width: 2 * r, height: 2 * r } };
  }
}

const nameItem = (slot: string, label: NameLabel, strong: boolean): Item => ({ slot, key: `name|${uid(label)}|${strong}`, bounds: label.box });

const lookKey = (look: PieceInfo['hero']): string => (look === null ? '-' : `${look.faction}:${look.colour}`);

/** Keyed by content, not identity: a plan planned and cancelled again shows the sprite it had before. */
function piecesItem(art: TerritoryArt, info: PieceInfo, placement: Placement): Item {
  const chip = placement.chips.get(art.id) ?? NO_OFFSET;
  const bounds = piecesBounds(art, placement.sizes, { hero: info.hero !== null, base: info.base !== null }, info.plan > 0 ? chip : null);
  const key = `pieces|${uid(placement)}|${art.id}|${info.colour ?? '-'}|${info.units}|${lookKey(info.hero)}|${lookKey(info.base)}|${info.plan}`;
  return { slot: `pieces-${art.id}`, key, bounds };
}

type Pairs = readonly (readonly [TerritoryId, TerritoryId])[];

/** The arcs between the ends of each mobile pair: start, control point, end. */
function arcs(ports: ReadonlyMap<TerritoryId, Point>, pairs: Pairs): [Point, Point, Point][] {
  return pairs.flatMap(([a, b]): [Point, Point, Point][] => {
    const pa = ports.get(a);
    const pb = ports.get(b);
    if (pa === undefined || pb === undefined) return [];
    const len = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) || 1;
    const bow = Math.min(0.18 * len, 160);
    return [[pa, [(pa[0] + pb[0]) / 2 + ((pb[1] - pa[1]) / len) * bow, (pa[1] + pb[1]) / 2 - ((pb[0] - pa[0]) / len) * bow], pb]];
  });
}

/** The links between the ends of each mobile pair, long, faint, dashed arcs, as a damage operation. */
function linksOperation(ports: ReadonlyMap<TerritoryId, Point>, pairs: Pairs): Operation | null {
  const curves = arcs(ports, pairs);
  if (curves.length === 0) return null;
  const points = curves.flat();
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const bounds = { x: Math.min(...xs) - 4, y: Math.min(...ys) - 4, width: Math.max(...xs) - Math.min(...xs) + 8, height: Math.max(...ys) - Math.min(...ys) + 8 };
  const paint = (ctx: Konva.Context) => {
    const c = ctx._context;
    const m = c.getTransform();
    const px = ctx.getCanvas().getPixelRatio() / (Math.hypot(m.a, m.b) || 1);
    c.save();
    c.beginPath();
    for (const [a, q, b] of curves) {
      c.moveTo(a[0], a[1]);
      c.quadraticCurveTo(q[0], q[1], b[0], b[1]);
    }
    c.strokeStyle = withAlpha(INK.mobile, 0.38);
    c.lineWidth = 1.4 * px;
    c.setLineDash([6 * px, 8 * px]);
    c.stroke();
    c.restore();
  };
  return { key: `links|${curves.map((curve) => curve.flat().join(',')).join(';')}`, bounds, paint };
}

interface PiecesLayerProps {
  readonly model: BoardModel;
  readonly pieces: Readonly<Record<TerritoryId, PieceInfo>>;
  readonly placement: Placement;
  /** A territory under the pointer whose name is otherwise hidden (shown over everything), or null. */
  readonly hover: TerritoryId | null;
  readonly pairs: readonly (readonly [TerritoryId, TerritoryId])[];
}

export const PiecesLayer = memo(function PiecesLayer({ model, pieces, placement, hover, pairs }: PiecesLayerProps) {
  const { sizes, labels, chips, ports } = placement;
  const hovered = hover === null ? null : (labels.get(hover) ?? null);
  const shownOnHover = hovered !== null && !hovered.shown ? hovered : null;
  const sprites = useMemo(() => new SpriteCache(), []);
  const slots = useMemo(() => new Slots(), []);
  const cache = useMemo(() => new ItemCache(), []);
  useEffect(() => () => sprites.dispose(), [sprites]);
  const damage = useMemo(() => new DamageRenderer(), []);
  const items = useMemo(() => cache.itemsOf(model, pieces, placement, shownOnHover), [cache, model, pieces, placement, shownOnHover]);
  const links = useMemo(() => linksOperation(ports, pairs), [ports, pairs]);
  const draw = useCallback(
    (ctx: Konva.Context, shape: Konva.Shape) => {
      const frame = sprites.begin(ctx, shape);
      const paint = (item: Item, canvas: SceneCanvas) => {
        const group = slots.get(item.slot);
        group?.drawScene(canvas, group);
      };
      const operations = items.map((item): Operation => ({ ...item, paint: () => frame.draw(item, paint) }));
      damage.draw(ctx, links === null ? operations : [links, ...operations], sprites.generation);
    },
    [items, links, slots, sprites, damage],
  );
  return (
    <Layer listening={false} clearBeforeDraw={false}>
      <Shape sceneFunc={draw} perfectDrawEnabled={false} listening={false} />
      <Group visible={false}>
        {model.order.map((id) => {
          const label = labels.get(id);
          return label?.shown === true ? <NamePlaque key={`name-${id}`} label={label} strong={false} nodeRef={slots.ref(`name-${id}`)} /> : null;
        })}
        {model.order.map((id) => {
          const n = pieces[id]?.port;
          const at = ports.get(id);
          return typeof n !== 'number' || at === undefined ? null : <PortToken key={`port-${id}`} at={at} n={n} sizes={sizes} nodeRef={slots.ref(`port-${id}`)} />;
        })}
        {model.order.map((id) => {
          const art = model.territories[id];
          const info = pieces[id];
          if (art === undefined || info === undefined) return null;
          return <TerritoryPieces key={id} art={art} info={info} sizes={sizes} chip={chips.get(id) ?? NO_OFFSET} nodeRef={slots.ref(`pieces-${id}`)} />;
        })}
        {shownOnHover !== null && <NamePlaque label={shownOnHover} strong nodeRef={slots.ref('hover')} />}
      </Group>
    </Layer>
  );
});
