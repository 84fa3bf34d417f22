/**
 * One card drawn in Konva, our own design: a frame in the culture's colour, the twilight cost in a
 * circle, the title, a vector emblem of the culture, the type line, game text and stat badges; wounds as
 * red tokens. A tucked card (borne by another) shows only its title strip.
 */
import { memo } from 'react';
import { Circle, Group, Rect, RegularPolygon, Star, Text } from 'react-konva';
import type { CardFace } from '../ui/cards';
import type { Mark } from '../ui/decisions';

const MARK_STROKE: Readonly<Record<Mark, string | null>> = { none: null, playable: '#f4c542', target: '#35d0ff', selected: '#ffffff' };

export function Emblem({ culture, x, y, r }: { readonly culture: CardFace['culture']; readonly x: number; readonly y: number; readonly r: number }) {
  const fill = 'rgba(255,255,255,0.85)';
  switch (culture) {
    case 'unsc':
      return <Star x={x} y={y} numPoints={5} innerRadius={r * 0.45} outerRadius={r} fill={fill} />;
    case 'human':
      return <Circle x={x} y={y} radius={r * 0.8} stroke={fill} strokeWidth={3} />;
    case 'sentinel':
      return <RegularPolygon x={x} y={y} sides={6} radius={r} stroke={fill} strokeWidth={3} />;
    case 'arbiter':
      return <RegularPolygon x={x} y={y} sides={3} radius={r} fill={fill} />;
    case 'covenant':
      return <Star x={x} y={y} numPoints={4} innerRadius={r * 0.3} outerRadius={r} fill={fill} />;
    case 'flood':
      return <Star x={x} y={y} numPoints={9} innerRadius={r * 0.55} outerRadius={r} fill={fill} />;
    case 'heretic':
      return <RegularPolygon x={x} y={y} sides={4} radius={r} stroke={fill} strokeWidth={3} />;
    case 'site':
      return <Rect x={x - r} y={y - r * 0.6} width={r * 2} height={r * 1.2} stroke={fill} strokeWidth={2} />;
  }
}

interface CardNodeProps {
  readonly iid: string;
  readonly face: CardFace;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly wounds: number;
  readonly tucked: boolean;
  readonly mark: Mark;
  readonly raised: boolean;
  /** Stable callbacks (they take the card), so a card re-renders only when what it shows changes. */
  readonly onCard: (iid: string) => void;
  readonly onHover: (iid: string, over: boolean) => void;
}

function Wounds({ n, x, y }: { readonly n: number; readonly x: number; readonly y: number }) {
  return (
    <>
      {Array.from({ length: n }, (_, i) => (
        <Circle key={i} x={x - i * 16} y={y} radius={7} fill="#c0262d" stroke="#2a0506" strokeWidth={1.5} />
      ))}
    </>
  );
}

function Stats({ face, w, h }: { readonly face: CardFace; readonly w: number; readonly h: number }) {
  return (
    <>
      {face.stats.map((s, i) => (
        <Group key={s.label} x={6 + i * ((w - 12) / 2)} y={h - 24}>
          <Rect width={(w - 16) / 2} height={19} cornerRadius={4} fill="rgba(0,0,0,0.55)" />
          <Text width={(w - 16) / 2} height={19} align="center" verticalAlign="middle" text={`${s.label.slice(0, 3)} ${s.value}`} fontSize={12} fontStyle="bold" fill="#fff" />
        </Group>
      ))}
    </>
  );
}

export const CardNode = memo(function CardNode({ iid, face, x, y, w, h, wounds, tucked, mark, raised, onCard, onHover }: CardNodeProps) {
  const stroke = MARK_STROKE[mark];
  const dy = raised ? -16 : 0;
  const onClick = () => onCard(iid);
  const common = { onClick, onTap: onClick, onMouseEnter: () => onHover(iid, true), onMouseLeave: () => onHover(iid, false) };
  if (tucked) {
    return (
      <Group x={x} y={y + dy} {...common}>
        <Rect width={w} height={h} cornerRadius={4} fill={face.colour.frame} stroke={stroke ?? '#111'} strokeWidth={stroke ? 3 : 1} />
        <Text x={6} y={6} width={w - 12} text={`${face.title} ${face.stats.map((s) => `+${s.value}`).join(' ')}`} fontSize={12} fill={face.colour.ink} wrap="none" ellipsis />
      </Group>
    );
  }
  const small = h < 120;
  return (
    <Group x={x} y={y + dy} {...common}>
      <Rect width={w} height={h} cornerRadius={8} fill={face.colour.frame} stroke={stroke ?? '#0d0d0d'} strokeWidth={stroke ? 4 : 1.5} shadowBlur={raised ? 10 : 0} shadowColor="#f4c542" />
      <Rect x={5} y={5} width={w - 10} height={h - 10} cornerRadius={6} fill="rgba(10,12,16,0.35)" />
      <Circle x={16} y={16} radius={12} fill={face.side === 'shadow' ? '#1b1020' : '#f5f1e3'} stroke="#000" strokeWidth={1} />
      <Text x={4} y={9} width={24} align="center" text={face.cost} fontSize={14} fontStyle="bold" fill={face.side === 'shadow' ? '#fff' : '#111'} />
      {small ? (
        <>
          <Text x={32} y={7} width={w - 38} text={face.title} fontSize={12} fontStyle="bold" fill={face.colour.ink} wrap="none" ellipsis />
          <Emblem culture={face.culture} x={w - 12} y={h - 14} r={7} />
        </>
      ) : (
        <>
          <Text x={31} y={4} width={w - 35} height={30} verticalAlign="middle" text={face.title} fontSize={13} lineHeight={1.05} fontStyle="bold" fill={face.colour.ink} wrap="word" ellipsis />
          <Text x={8} y={37} width={w - 34} text={face.subtitle} fontSize={11} fill={face.colour.ink} wrap="none" ellipsis />
          <Emblem culture={face.culture} x={w - 16} y={44} r={10} />
          <Text x={8} y={53} width={w - 16} text={face.typeLine} fontSize={11} fontStyle="italic" fill={face.colour.ink} wrap="none" ellipsis />
          <Text x={8} y={69} width={w - 16} height={h - 97} text={face.text} fontSize={12} lineHeight={1.1} fill="#fff" ellipsis />
          <Stats face={face} w={w} h={h} />
        </>
      )}
      {small && <Text x={8} y={30} width={w - 16} text={face.subtitle || face.typeLine} fontSize={11} fill={face.colour.ink} wrap="none" ellipsis />}
      {small && face.stats[0] && <Text x={8} y={h - 24} text={`${face.stats[0].label} ${face.stats[0].value}`} fontSize={11} fill="#fff" />}
      <Wounds n={wounds} x={w - 14} y={small ? h / 2 : 44} />
    </Group>
  );
});
