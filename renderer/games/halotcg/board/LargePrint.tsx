/**
 * Large print for a table fitted small (layout.ts `largePrint`, e.g. 1024 × 700): every card's cost,
 * title, game text, stats and wounds drawn again over it in type about 1.4× larger, so at a fitted scale
 * near 0.5 they still show at 8–10 px on screen and read without the hover zoom. The type line and emblem
 * are left out for room (the zoom shows them). It listens to nothing: clicks and hovers reach the card
 * beneath, and the card's frame (its highlight when playable, a target or selected) stays visible.
 */
import { memo } from 'react';
import { Circle, Group, Rect, Text } from 'react-konva';
import { bonusLine, currentValue, type CardFace } from '../ui/cards';
import { fittedTitle, RichText } from './CardArt';
import { statColour, Wounds } from './CardNode';
import type { Placed } from './layout';

const INSET = 5;

/** The large-print wound token: under the cost disc, on the side a crowded row never covers, clear of the title and text. */
export const LARGE_WOUND_AT = { x: 19, y: 45, r: 10 } as const;
/** Where the game text starts: below the title and the wound token. */
const TEXT_Y = 57;

function Tucked({ face, w, h }: { readonly face: CardFace; readonly w: number; readonly h: number }) {
  return (
    <>
      <Rect x={2} y={2} width={w - 4} height={h - 4} cornerRadius={3} fill={face.colour.frame} />
      <Text x={6} y={4} width={w - 10} height={h - 6} verticalAlign="middle" text={bonusLine(face)} fontSize={16} fontStyle="bold" fill={face.colour.ink} wrap="none" ellipsis />
    </>
  );
}

function Site({ face, w, h }: { readonly face: CardFace; readonly w: number; readonly h: number }) {
  const title = fittedTitle(face.title, { width: w - 2 * INSET - 4, height: h - 36, max: 13, min: 10, lineHeight: 1.05 });
  return <Text x={INSET + 2} y={32} width={w - 2 * INSET - 4} height={h - 36} text={title.text} fontSize={title.size} lineHeight={1.05} fontStyle="bold" fill={face.colour.ink} wrap="none" ellipsis />;
}

function Full({ face, w, h, wounds, now, open }: { readonly face: CardFace; readonly w: number; readonly h: number; readonly wounds: number; readonly now: string; readonly open: number }) {
  const width = Math.max(24, Math.min(w, open) - 40);
  const title = fittedTitle(face.title, { width, height: 42, max: 17, min: 12, lineHeight: 1.02 });
  return (
    <>
      <Text name="large-title" x={36} y={INSET} width={width} height={42} verticalAlign="middle" text={title.text} fontSize={title.size} lineHeight={1.02} fontStyle="bold" fill={face.colour.ink} wrap="none" ellipsis />
      <RichText text={face.text} x={8} y={TEXT_Y} width={w - 16} height={h - TEXT_Y - 34} fontSize={15} lineHeight={1.08} fill="#fff" />
      {face.stats.map((s, i) => (
        <Group key={s.label} x={6 + i * ((w - 12) / 2)} y={h - 31}>
          <Rect width={(w - 16) / 2} height={25} cornerRadius={4} fill="rgba(0,0,0,0.7)" />
          <Text x={4} width={(w - 16) / 2 - 8} height={25} verticalAlign="middle" text={s.label.slice(0, 3)} fontSize={12} fill="#dfe6ee" wrap="none" />
          <Text x={4} width={(w - 16) / 2 - 8} height={25} align="right" verticalAlign="middle" text={String(currentValue(now, s.stat, s.value))} fontSize={19} fontStyle="bold" fill={statColour(currentValue(now, s.stat, s.value), s.value)} wrap="none" />
        </Group>
      ))}
      <Wounds n={wounds} x={LARGE_WOUND_AT.x} y={LARGE_WOUND_AT.y} r={LARGE_WOUND_AT.r} ship={face.kind === 'ship'} />
    </>
  );
}

/** One card in large print; `dy` follows a raised hand card. */
const LargeCard = memo(function LargeCard({ p, face, dy }: { readonly p: Placed; readonly face: CardFace; readonly dy: number }) {
  const { w, h } = p;
  if (p.tucked) {
    return (
      <Group x={p.x} y={p.y + dy} listening={false}>
        <Tucked face={face} w={w} h={h} />
      </Group>
    );
  }
  const small = h < 120;
  return (
    <Group x={p.x} y={p.y + dy} listening={false}>
      <Rect x={INSET} y={INSET} width={w - 2 * INSET} height={h - 2 * INSET} cornerRadius={6} fill={face.colour.frame} />
      <Rect x={INSET} y={INSET} width={w - 2 * INSET} height={h - 2 * INSET} cornerRadius={6} fill="rgba(10,12,16,0.35)" />
      <Circle x={19} y={19} radius={small ? 13 : 15} fill={face.side === 'shadow' ? '#1b1020' : '#f5f1e3'} stroke="#000" strokeWidth={1} />
      <Text x={4} y={small ? 11 : 10} width={30} align="center" text={face.cost} fontSize={small ? 16 : 19} fontStyle="bold" fill={face.side === 'shadow' ? '#fff' : '#111'} />
      {small ? <Site face={face} w={w} h={h} /> : <Full face={face} w={w} h={h} wounds={p.wounds} now={p.now ?? ''} open={p.open ?? w} />}
    </Group>
  );
});

export function LargePrint({ placed, face, raised }: { readonly placed: readonly Placed[]; readonly face: (card: string) => CardFace; readonly raised: (iid: string) => boolean }) {
  return (
    <>
      {placed.map((p) => (
        <LargeCard key={`${p.iid}-${p.tucked ? 't' : 'c'}`} p={p} face={face(p.card)} dy={raised(p.iid) ? -16 : 0} />
      ))}
    </>
  );
}
