/**
 * The Konva nodes of the pieces: a unit badge in the owner's colour with the count, the hero and base
 * glyphs, a planned-reinforcement chip, the mobile teleporter token and the name plaque. They are never
 * drawn on the layer themselves: PiecesLayer keeps them hidden and copies their sprites (sprites.ts).
 * Every component draws at world coordinates inside an untransformed group, so a sprite can be made from
 * the group alone.
 */
import { memo, type Ref } from 'react';
import { Circle, Group, Path, Rect, RegularPolygon, Text } from 'react-konva';
import type Konva from 'konva';
import type { Faction } from '../../../../engines/risiko';
import type { Point } from '../../../../engines/risiko/maps/geometry';
import { FACTION_COLOURS, INK, inkOn, withAlpha } from './colour';
import { BASE_GLYPHS, HERO_GLYPHS, type Glyph } from './glyphs';
import { FONT, type PieceSizes } from './labels';
import type { TerritoryArt } from './model';
import { pieceSpots, type NameLabel, type Offset } from './placement';

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

type GroupRef = Ref<Konva.Group>;

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
          {/* A hero's golden halo: it reads as a hero, not a badge, at the fitted zoom. */}
          <Circle radius={size * 1.28} stroke={INK.selected} strokeWidth={size * 0.13} opacity={0.95} />
        </>
      )}
      <Path data={glyph.body} scaleX={s} scaleY={s} fill={fill} />
      <Path data={glyph.accent} scaleX={s} scaleY={s} fill={look.faction === 'unsc' ? '#f0b43c' : '#0b1117'} opacity={0.95} />
    </Group>
  );
}

/** A territory's name on a dark plaque, where the placement put it (placement.ts sizes the plaque). */
export const NamePlaque = memo(function NamePlaque({ label, strong, nodeRef }: { readonly label: NameLabel; readonly strong: boolean; readonly nodeRef: GroupRef }) {
  const { box, font } = label;
  return (
    <Group ref={nodeRef}>
      <Group x={box.x} y={box.y}>
        <Rect width={box.width} height={box.height} cornerRadius={font * 0.35} fill={strong ? 'rgba(4, 8, 12, 0.86)' : 'rgba(4, 8, 12, 0.62)'} />
        <Text y={font * 0.2} width={box.width} align="center" text={label.lines.join('\n')} lineHeight={1.12} fontFamily={FONT} fontSize={font} fontStyle="600" fill={INK.text} />
      </Group>
    </Group>
  );
});

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

function PlanChip({ plan, sizes, at }: { readonly plan: number; readonly sizes: PieceSizes; readonly at: Offset }) {
  if (plan <= 0) return null;
  const r = pieceSpots(sizes).chipRadius;
  return (
    <Group x={at.x} y={at.y}>
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
  readonly chip: Offset;
  readonly nodeRef: GroupRef;
}

/** Badge, hero, base and plan chip of one territory. */
export const TerritoryPieces = memo(function TerritoryPieces({ art, info, sizes, chip, nodeRef }: PiecesProps) {
  const [x, y] = art.anchor;
  const t = sizes.token;
  const { side } = pieceSpots(sizes);
  const hasBadge = info.colour !== null;
  return (
    <Group ref={nodeRef}>
      <Group x={x} y={y}>
        <Badge info={info} sizes={sizes} />
        {info.hero && <GlyphToken x={-side} y={hasBadge ? 0 : -t * 0.2} size={t} glyph={HERO_GLYPHS[info.hero.faction]} look={info.hero} hex={false} />}
        {info.base && <GlyphToken x={info.hero || hasBadge ? side : 0} y={0} size={t} glyph={BASE_GLYPHS[info.base.faction]} look={info.base} hex />}
        <PlanChip plan={info.plan} sizes={sizes} at={chip} />
      </Group>
    </Group>
  );
});

/** Half the width of a mobile teleporter token (its glow included). */
export const portReach = (sizes: PieceSizes): number => sizes.token * 0.95 * 1.55;

/**
 * A mobile teleporter end: a numbered diamond, light on a glowing ring, so it never reads as a player's
 * round unit badge.
 */
export const PortToken = memo(function PortToken({ at, n, sizes, nodeRef }: { readonly at: Point; readonly n: number; readonly sizes: PieceSizes; readonly nodeRef: GroupRef }) {
  const r = sizes.token * 0.95;
  return (
    <Group ref={nodeRef}>
      <Group x={at[0]} y={at[1]}>
        <RegularPolygon sides={4} radius={r * 1.55} fill={withAlpha(INK.mobile, 0.28)} />
        <RegularPolygon sides={4} radius={r * 1.3} fill="#ffe6ff" stroke={INK.mobile} strokeWidth={r * 0.24} />
        <RegularPolygon sides={4} radius={r * 0.95} stroke={withAlpha(INK.mobile, 0.6)} strokeWidth={r * 0.08} />
        <Text x={-r} y={-r * 0.5} width={2 * r} align="center" text={String(n)} fontFamily={FONT} fontSize={r * 1.05} fontStyle="bold" fill="#3a0b45" />
      </Group>
    </Group>
  );
});
