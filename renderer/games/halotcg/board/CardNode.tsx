/**
 * One card drawn in Konva, our own design: a frame in the culture's colour, the twilight cost in a
 * circle, the title, the card's own illustration (assets/tcg/cards) with its culture's symbol and subtitle
 * over it, the type line, game text with culture symbols and stat badges; wounds as red tokens. A tucked card (borne by another) shows only its title strip.
 *
 * A whole card's face is drawn once into a bitmap (Konva's cache, at the stage's zoom) and the table layer copies it;
 * it is drawn again only when what it shows changes. The mark (playable, target, selected) and the glow of
 * a raised hand card sit outside the bitmap, so selecting a card redraws no face.
 */
import type Konva from 'konva';
import { memo, useLayoutEffect, useRef } from 'react';
import { Circle, Group, Rect, Text } from 'react-konva';
import { bonusLine, currentValue, type CardFace } from '../ui/cards';
import { ArtWindow, Emblem, fittedTitle, RichText } from './CardArt';
import { afterNextPaint } from '../../../frame/useAfterPaint';
import type { Mark } from '../ui/decisions';

const MARK_STROKE: Readonly<Record<Mark, string | null>> = { none: null, playable: '#f4c542', target: '#35d0ff', selected: '#ffffff' };

interface FaceProps {
  readonly face: CardFace;
  readonly w: number;
  readonly h: number;
  readonly wounds: number;
  /** Current stats (`statsKey`): shown instead of the printed ones, green when raised and red when lowered. */
  readonly now: string;
  readonly tucked: boolean;
  /** Canvas pixels per table unit of the cached bitmap (the stage's zoom times the device pixel ratio). */
  readonly detail: number;
  /** The width the next card of the row leaves uncovered: the title wraps within it instead of running under that card. */
  readonly open: number;
}

interface CardNodeProps extends FaceProps {
  readonly iid: string;
  readonly x: number;
  readonly y: number;
  readonly mark: Mark;
  readonly raised: boolean;
  /** Stable callbacks (they take the card), so a card re-renders only when what it shows changes. */
  readonly onCard: (iid: string) => void;
  readonly onHover: (iid: string, over: boolean) => void;
}

/** Decoration: never hit (the card's frame answers the pointer), drawn without Konva's extra pass. */
const DECOR = { listening: false, perfectDrawEnabled: false } as const;

/**
 * Wounds as one red drop with their number; damage on a ship as an orange square (ships take damage, not
 * wounds). One token whatever the count, so it never runs over the title or the text beside it.
 */
export function Wounds({ n, x, y, ship, r = 8 }: { readonly n: number; readonly x: number; readonly y: number; readonly ship: boolean; readonly r?: number }) {
  if (n <= 0) return null;
  return (
    <>
      {ship ? <Rect x={x - r} y={y - r} width={2 * r} height={2 * r} cornerRadius={2} fill="#f08a24" stroke="#3a1e05" strokeWidth={1.5} {...DECOR} /> : <Circle x={x} y={y} radius={r} fill="#c0262d" stroke="#2a0506" strokeWidth={1.5} {...DECOR} />}
      <Text x={x - r} y={y - r} width={2 * r} height={2 * r} align="center" verticalAlign="middle" text={String(n)} fontSize={Math.round(r * 1.4)} fontStyle="bold" fill="#fff" {...DECOR} />
    </>
  );
}

export const statColour = (value: number, printed: number): string => (value > printed ? '#7dff8a' : value < printed ? '#ff8a80' : '#fff');

function Stats({ face, now, w, h }: { readonly face: CardFace; readonly now: string; readonly w: number; readonly h: number }) {
  return (
    <>
      {face.stats.map((s, i) => {
        const value = currentValue(now, s.stat, s.value);
        return (
          <Group key={s.label} x={6 + i * ((w - 12) / 2)} y={h - 24} listening={false}>
            <Rect width={(w - 16) / 2} height={19} cornerRadius={4} fill="rgba(0,0,0,0.55)" {...DECOR} />
            <Text width={(w - 16) / 2} height={19} align="center" verticalAlign="middle" text={`${s.label.slice(0, 3)} ${value}`} fontSize={12} fontStyle="bold" fill={statColour(value, s.value)} {...DECOR} />
          </Group>
        );
      })}
    </>
  );
}

function TuckedFace({ face, w, h }: Pick<FaceProps, 'face' | 'w' | 'h'>) {
  return (
    <>
      <Rect width={w} height={h} cornerRadius={4} fill={face.colour.frame} stroke="#111" strokeWidth={1} perfectDrawEnabled={false} />
      <Text x={6} y={6} width={w - 12} text={bonusLine(face)} fontSize={12} fill={face.colour.ink} wrap="none" ellipsis {...DECOR} />
    </>
  );
}

/** The illustration window of a full card: below the title, above the type line. */
const ART_Y = 34;
const ART_H = 48;
/**
 * Where a full card's wound token sits: the illustration's top left, clear of the title, the emblem and the
 * subtitle strip, and on the side of the card the next card of a crowded row never covers.
 */
export const WOUND_AT = { x: 17, y: ART_Y + 12 } as const;
/** A small card's title strip over its illustration. */
const SMALL_TITLE = { y: 28, h: 26 } as const;

/**
 * A small card (a site on the adventure path): what it is beside the cost disc, its title over the
 * illustration in up to two lines (fitted, never cut inside a word), its first stat at the foot.
 */
function SmallFace({ face, w, h, now, detail }: Pick<FaceProps, 'face' | 'w' | 'h' | 'now' | 'detail'>) {
  const title = fittedTitle(face.title, { width: w - 16, height: SMALL_TITLE.h, max: 12, min: 9, lineHeight: 1.08 });
  const kind = fittedTitle(face.subtitle || face.typeLine, { width: w - 38, height: 16, max: 11, min: 8, lineHeight: 1, lines: 1 });
  return (
    <>
      <ArtWindow id={face.id} x={5} y={26} w={w - 10} h={h - 31} detail={detail} />
      <Rect x={5} y={26} width={w - 10} height={h - 31} fill="rgba(10,12,16,0.3)" {...DECOR} />
      <Text x={32} y={7} width={w - 38} height={16} verticalAlign="middle" text={kind.text} fontSize={kind.size} fontStyle="bold" fill={face.colour.ink} wrap="none" ellipsis {...DECOR} />
      <Rect x={5} y={SMALL_TITLE.y} width={w - 10} height={SMALL_TITLE.h} fill="rgba(0,0,0,0.5)" {...DECOR} />
      <Text name="card-title" x={8} y={SMALL_TITLE.y} width={w - 16} height={SMALL_TITLE.h} verticalAlign="middle" text={title.text} fontSize={title.size} lineHeight={1.08} fontStyle="bold" fill="#fff" wrap="none" ellipsis {...DECOR} />
      <Emblem culture={face.culture} x={w - 12} y={h - 14} r={7} />
      {face.stats[0] && <Text x={8} y={h - 20} text={`${face.stats[0].label} ${currentValue(now, face.stats[0].stat, face.stats[0].value)}`} fontSize={11} fill="#fff" {...DECOR} />}
    </>
  );
}

/** A card drawn shorter than this shows the small face (title and stats only, no art or text). */
const SMALL_BELOW = 120;
const isSmall = (h: number): boolean => h < SMALL_BELOW;

/** A full card's title box: beside the cost disc, as wide as the part of the card the next card leaves open. */
const bigTitleBox = (w: number, open: number) => ({ width: Math.max(24, Math.min(w, open) - 35), height: 30, max: 13, min: 10, lineHeight: 1.05 });

/**
 * What of `open` a full card's bitmap shows: the title as fitted (size and lines). A card whose uncovered
 * width changes but whose title sets the same (a hand closing up when a card leaves it) keeps its bitmap.
 */
function openKey(face: CardFace, w: number, h: number, open: number): string {
  if (isSmall(h)) return '';
  const box = bigTitleBox(w, open);
  const title = fittedTitle(face.title, box);
  // A title cut short ("…") is cut by its box's width: that width is then part of what shows.
  return title.text.endsWith('…') ? `${title.size}|${title.text}|${box.width}` : `${title.size}|${title.text}`;
}

function BigFace({ face, w, h, now, open, detail }: Pick<FaceProps, 'face' | 'w' | 'h' | 'now' | 'open' | 'detail'>) {
  const box = bigTitleBox(w, open);
  const { width } = box;
  const title = fittedTitle(face.title, box);
  return (
    <>
      <Text name="card-title" x={31} y={4} width={width} height={30} verticalAlign="middle" text={title.text} fontSize={title.size} lineHeight={1.05} fontStyle="bold" fill={face.colour.ink} wrap="none" ellipsis {...DECOR} />
      <ArtWindow id={face.id} x={5} y={ART_Y} w={w - 10} h={ART_H} detail={detail} />
      <Circle x={w - 17} y={ART_Y + 12} radius={10} fill="rgba(0,0,0,0.45)" {...DECOR} />
      <Emblem culture={face.culture} x={w - 17} y={ART_Y + 12} r={8} />
      {face.subtitle !== '' && <Rect x={5} y={ART_Y + ART_H - 15} width={w - 10} height={15} fill="rgba(0,0,0,0.5)" {...DECOR} />}
      <Text x={8} y={ART_Y + ART_H - 13} width={w - 16} text={face.subtitle} fontSize={11} fill="#fff" wrap="none" ellipsis {...DECOR} />
      <Text x={8} y={ART_Y + ART_H + 3} width={w - 16} text={face.typeLine} fontSize={10} fontStyle="italic" fill={face.colour.ink} wrap="none" ellipsis {...DECOR} />
      <RichText text={face.text} x={8} y={ART_Y + ART_H + 17} width={w - 16} height={h - ART_Y - ART_H - 17 - 26} fontSize={11} lineHeight={1.1} fill="#fff" />
      <Stats face={face} now={now} w={w} h={h} />
    </>
  );
}

function FullFace({ face, w, h, wounds, now, open, detail }: Omit<FaceProps, 'tucked'>) {
  const small = isSmall(h);
  return (
    <>
      <Rect width={w} height={h} cornerRadius={8} fill={face.colour.frame} stroke="#0d0d0d" strokeWidth={1.5} perfectDrawEnabled={false} />
      <Rect x={5} y={5} width={w - 10} height={h - 10} cornerRadius={6} fill="rgba(10,12,16,0.35)" {...DECOR} />
      {small ? <SmallFace face={face} w={w} h={h} now={now} detail={detail} /> : <BigFace face={face} w={w} h={h} now={now} open={open} detail={detail} />}
      <Circle x={16} y={16} radius={12} fill={face.side === 'shadow' ? '#1b1020' : '#f5f1e3'} stroke="#000" strokeWidth={1} {...DECOR} />
      <Text x={4} y={9} width={24} align="center" text={face.cost} fontSize={14} fontStyle="bold" fill={face.side === 'shadow' ? '#fff' : '#111'} {...DECOR} />
      <Wounds n={wounds} x={small ? w - 14 : WOUND_AT.x} y={small ? h / 2 : WOUND_AT.y} ship={face.kind === 'ship'} />
    </>
  );
}

/**
 * What a whole card shows, cached as a bitmap that is made again (one frame after the change shows) only
 * when the face, size, wounds, zoom or fitted title change. Konva releases the bitmap when the node is destroyed.
 */
const FullFaceNode = memo(function FullFaceNode({ face, w, h, wounds, now, detail, open }: Omit<FaceProps, 'tucked'>) {
  const group = useRef<Konva.Group>(null);
  const title = openKey(face, w, h, open);
  useLayoutEffect(() => {
    const node = group.current;
    if (node === null) return;
    // Made just after the frame that shows the change (a few canvases to make and a face to draw): that frame
    // copies the card's last bitmap, or draws a card new on the table shape by shape, so a click's frame
    // does not wait for it. The bitmap follows one frame later.
    return afterNextPaint(() => node.cache({ pixelRatio: detail }));
  }, [face, w, h, wounds, now, detail, title]);
  return (
    <Group ref={group}>
      <FullFace face={face} w={w} h={h} wounds={wounds} now={now} open={open} detail={detail} />
    </Group>
  );
});

export const CardNode = memo(function CardNode({ iid, face, x, y, w, h, wounds, now, tucked, mark, raised, detail, open, onCard, onHover }: CardNodeProps) {
  const stroke = MARK_STROKE[mark];
  const dy = raised ? -16 : 0;
  const onClick = () => onCard(iid);
  const corner = tucked ? 4 : 8;
  return (
    <Group id={`card-${iid}`} x={x} y={y + dy} onClick={onClick} onTap={onClick} onMouseEnter={() => onHover(iid, true)} onMouseLeave={() => onHover(iid, false)}>
      {raised && <Rect width={w} height={h} cornerRadius={corner} fill={face.colour.frame} shadowBlur={10} shadowColor="#f4c542" {...DECOR} />}
      {/* A tucked card's strip is two shapes: drawn as they are, so a card that goes under another makes no bitmap. */}
      {tucked ? <TuckedFace face={face} w={w} h={h} /> : <FullFaceNode face={face} w={w} h={h} wounds={wounds} now={now} detail={detail} open={open} />}
      {stroke !== null && <Rect width={w} height={h} cornerRadius={corner} stroke={stroke} strokeWidth={tucked ? 3 : 4} {...DECOR} />}
    </Group>
  );
});
