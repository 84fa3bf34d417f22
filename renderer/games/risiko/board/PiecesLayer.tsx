/**
 * The pieces on the board: per territory a unit badge in the owner's colour with the count, the hero and
 * base glyphs, a planned-reinforcement chip, the mobile teleporter token and the name plaque. One memoised
 * node per territory keyed by its id, so a move redraws the pieces that changed, not the map.
 */
import type Konva from 'konva';
import { memo } from 'react';
import { Circle, Group, Layer, Path, Rect, RegularPolygon, Shape, Text } from 'react-konva';
import type { Faction, TerritoryId } from '../../../../engines/risiko';
import { FACTION_COLOURS, INK, inkOn, withAlpha } from './colour';
import { BASE_GLYPHS, HERO_GLYPHS, type Glyph } from './glyphs';
import { FONT, measureName, wrapLabel, type PieceSizes } from './labels';
import type { BoardModel, TerritoryArt } from './model';

export interface TokenLook {
  readonly faction: Faction;
  /** Colour of the seat the token belongs to. */
  readonly colour: string;
}

export interface PieceInfo {
  /** Owner colour, or null while the territory is empty (setup). */
  readonly colour: string | null;
  readonly units: number;
  readonly hero: TokenLook | null;
  readonly base: TokenLook | null;
  /** Reinforcements planned here and not yet sent. */
  readonly plan: number;
  /** 1-based mobile teleporter pair number, or null. */
  readonly port: number | null;
}

function GlyphToken({ x, y, size, glyph, look, hex }: { readonly x: number; readonly y: number; readonly size: number; readonly glyph: Glyph; readonly look: TokenLook; readonly hex: boolean }) {
  const fill = FACTION_COLOURS[look.faction];
  const s = (size * 0.9) / 12;
  // Shadows are plain offset discs: a blurred canvas shadow on 50-odd pieces would cost every frame.
  return (
    <Group x={x} y={y}>
      {hex ? (
        <>
          <RegularPolygon sides={6} radius={size * 1.2} y={size * 0.14} fill="rgba(0, 0, 0, 0.45)" />
          <RegularPolygon sides={6} radius={size * 1.08} fill="#0b1117" stroke={look.colour} strokeWidth={size * 0.2} />
        </>
      ) : (
        <>
          <Circle radius={size * 1.12} y={size * 0.14} fill="rgba(0, 0, 0, 0.45)" />
          <Circle radius={size} fill="#0b1117" stroke={look.colour} strokeWidth={size * 0.2} />
        </>
      )}
      <Path data={glyph.body} scaleX={s} scaleY={s} fill={fill} />
      <Path data={glyph.accent} scaleX={s} scaleY={s} fill={look.faction === 'unsc' ? '#f0b43c' : '#0b1117'} opacity={0.95} />
    </Group>
  );
}

function NamePlaque({ art, sizes, y }: { readonly art: TerritoryArt; readonly sizes: PieceSizes; readonly y: number }) {
  const font = sizes.nameFont;
  const label = wrapLabel(art.name, Math.max(art.labelWidth, font * 6), (s) => measureName(s, font));
  const padX = font * 0.45;
  const lineH = font * 1.12;
  const w = label.width + 2 * padX;
  const h = label.lines.length * lineH + font * 0.35;
  return (
    <Group y={y}>
      <Rect x={-w / 2} width={w} height={h} cornerRadius={font * 0.35} fill="rgba(4, 8, 12, 0.62)" />
      <Text x={-w / 2} y={font * 0.2} width={w} align="center" text={label.lines.join('\n')} lineHeight={1.12} fontFamily={FONT} fontSize={font} fontStyle="600" fill={INK.text} />
    </Group>
  );
}

function Badge({ info, sizes }: { readonly info: PieceInfo; readonly sizes: PieceSizes }) {
  if (info.colour === null) return null;
  const r = sizes.badge;
  const text = String(info.units);
  const font = text.length > 2 ? sizes.countFont * 0.8 : sizes.countFont;
  return (
    <Group>
      <Circle radius={r * 1.12} y={r * 0.16} fill="rgba(0, 0, 0, 0.5)" />
      <Circle radius={r} fill={info.colour} stroke="#05080b" strokeWidth={r * 0.14} />
      <Circle radius={r * 0.78} stroke={withAlpha(inkOn(info.colour), 0.35)} strokeWidth={r * 0.07} />
      <Text x={-r} y={-font * 0.52} width={2 * r} align="center" text={text} fontFamily={FONT} fontSize={font} fontStyle="bold" fill={inkOn(info.colour)} />
    </Group>
  );
}

function PlanChip({ plan, sizes }: { readonly plan: number; readonly sizes: PieceSizes }) {
  if (plan <= 0) return null;
  const r = sizes.badge * 0.62;
  return (
    <Group x={sizes.badge * 0.85} y={-sizes.badge * 0.85}>
      <Circle radius={r * 1.45} fill={withAlpha(INK.plan, 0.28)} />
      <Circle radius={r} fill={INK.plan} stroke="#05080b" strokeWidth={r * 0.16} />
      <Text x={-r * 1.5} y={-r * 0.55} width={r * 3} align="center" text={`+${plan}`} fontFamily={FONT} fontSize={r * 1.05} fontStyle="bold" fill="#1d1400" />
    </Group>
  );
}

interface PiecesProps {
  readonly art: TerritoryArt;
  readonly info: PieceInfo;
  readonly sizes: PieceSizes;
  readonly showName: boolean;
}

const TerritoryPieces = memo(function TerritoryPieces({ art, info, sizes, showName }: PiecesProps) {
  const [x, y] = art.anchor;
  const r = sizes.badge;
  const t = sizes.token;
  const side = r + t + 2 * sizes.k;
  const hasBadge = info.colour !== null;
  return (
    <Group x={x} y={y}>
      <Badge info={info} sizes={sizes} />
      {info.hero && <GlyphToken x={-side} y={hasBadge ? 0 : -t * 0.2} size={t} glyph={HERO_GLYPHS[info.hero.faction]} look={info.hero} hex={false} />}
      {info.base && <GlyphToken x={info.hero || hasBadge ? side : 0} y={0} size={t} glyph={BASE_GLYPHS[info.base.faction]} look={info.base} hex />}
      <PlanChip plan={info.plan} sizes={sizes} />
      {showName && <NamePlaque art={art} sizes={sizes} y={hasBadge || info.base ? r + 2.5 * sizes.k : -sizes.nameFont * 0.7} />}
    </Group>
  );
});

/** A mobile teleporter end: a numbered hexagonal chip. */
const PortToken = memo(function PortToken({ art, n, sizes }: { readonly art: TerritoryArt; readonly n: number; readonly sizes: PieceSizes }) {
  const r = sizes.token * 0.95;
  return (
    <Group x={art.portSpot[0]} y={art.portSpot[1]}>
      <RegularPolygon sides={6} rotation={30} radius={r * 1.55} fill={withAlpha(INK.mobile, 0.22)} />
      <RegularPolygon sides={6} rotation={30} radius={r * 1.15} fill="#1b0920" stroke={INK.mobile} strokeWidth={r * 0.2} />
      <Text x={-r} y={-r * 0.55} width={2 * r} align="center" text={String(n)} fontFamily={FONT} fontSize={r * 1.15} fontStyle="bold" fill="#ffe6ff" />
    </Group>
  );
});

/** The links between the ends of each mobile pair: long, faint, dashed arcs (memoised: a new scene function would redraw the layer). */
const PortLinks = memo(function PortLinks({ model, pairs }: { readonly model: BoardModel; readonly pairs: readonly (readonly [TerritoryId, TerritoryId])[] }) {
  const draw = (ctx: Konva.Context, shape: Konva.Shape) => {
    ctx.beginPath();
    for (const [a, b] of pairs) {
      const pa = model.territories[a]?.portSpot;
      const pb = model.territories[b]?.portSpot;
      if (pa === undefined || pb === undefined) continue;
      const len = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) || 1;
      const bow = Math.min(0.18 * len, 160);
      const cx = (pa[0] + pb[0]) / 2 + ((pb[1] - pa[1]) / len) * bow;
      const cy = (pa[1] + pb[1]) / 2 - ((pb[0] - pa[0]) / len) * bow;
      ctx.moveTo(pa[0], pa[1]);
      ctx.quadraticCurveTo(cx, cy, pb[0], pb[1]);
    }
    ctx.strokeShape(shape);
  };
  return <Shape sceneFunc={draw} stroke={withAlpha(INK.mobile, 0.38)} strokeWidth={1.4} strokeScaleEnabled={false} dash={[6, 8]} listening={false} />;
});

interface PiecesLayerProps {
  readonly model: BoardModel;
  readonly pieces: Readonly<Record<TerritoryId, PieceInfo>>;
  readonly sizes: PieceSizes;
  readonly hover: TerritoryId | null;
  readonly pairs: readonly (readonly [TerritoryId, TerritoryId])[];
}

export const PiecesLayer = memo(function PiecesLayer({ model, pieces, sizes, hover, pairs }: PiecesLayerProps) {
  return (
    <Layer listening={false}>
      <PortLinks model={model} pairs={pairs} />
      {model.order.map((id) => {
        const art = model.territories[id];
        const n = pieces[id]?.port;
        return art === undefined || n === null || n === undefined ? null : <PortToken key={`port-${id}`} art={art} n={n} sizes={sizes} />;
      })}
      {model.order.map((id) => {
        const art = model.territories[id];
        const info = pieces[id];
        if (art === undefined || info === undefined) return null;
        return <TerritoryPieces key={id} art={art} info={info} sizes={sizes} showName={sizes.showNames || hover === id} />;
      })}
    </Layer>
  );
});
