/**
 * The canvas's share of a card's looks: its illustration (assets/tcg/cards) clipped to a window, its game
 * text with culture symbols in place of "[UNSC]", and the card back as one bitmap drawn once per size.
 */
import { Group, Path, Text } from 'react-konva';
import { ART_UNITS } from '../../../ui/glyphPaths';
import { ART_BOX, BACK_ART, BACK_BOX, type ArtShape } from '../ui/cardArt';
import type { CardFace } from '../ui/cards';
import { CULTURE_PATHS } from '../ui/culturePaths';
import { layoutRichText } from '../ui/richText';

const DECOR = { listening: false, perfectDrawEnabled: false } as const;

/** The culture's symbol (assets/tcg, the same drawing as the DOM's), centred on (x, y) with radius r. */
export function Emblem({ culture, x, y, r }: { readonly culture: CardFace['culture']; readonly x: number; readonly y: number; readonly r: number }) {
  const k = (2 * r) / ART_UNITS;
  return <Path x={x - r} y={y - r} scaleX={k} scaleY={k} data={CULTURE_PATHS[culture]} fill="rgba(255,255,255,0.85)" fillRule="evenodd" listening={false} perfectDrawEnabled={false} />;
}

/** A picture scaled to cover a w × h window from its top left, cut to the window. */
export function ArtWindow({ shapes, x, y, w, h }: { readonly shapes: readonly ArtShape[]; readonly x: number; readonly y: number; readonly w: number; readonly h: number }) {
  const k = Math.max(w / ART_BOX.w, h / ART_BOX.h);
  return (
    <Group x={x} y={y} clipX={0} clipY={0} clipWidth={w} clipHeight={h} listening={false}>
      <Group scaleX={k} scaleY={k}>
        {shapes.map((s, i) => (
          <Path key={i} data={s.d} {...(s.fill === 'none' ? {} : { fill: s.fill })} {...(s.stroke === undefined ? {} : { stroke: s.stroke, strokeWidth: s.sw ?? 1 })} opacity={s.opacity ?? 1} {...DECOR} />
        ))}
      </Group>
    </Group>
  );
}

let context: CanvasRenderingContext2D | null = null;
const widths = new Map<string, number>();

/** Width of `text` in Konva's default face at `size` px (measured once per text and size). */
function measure(size: number, bold: boolean): (s: string) => number {
  return (s) => {
    const key = `${size}${bold ? 'b' : ''}|${s}`;
    let w = widths.get(key);
    if (w === undefined) {
      if (context === null && typeof document !== 'undefined') context = document.createElement('canvas').getContext('2d');
      if (context === null) return s.length * size * 0.55;
      context.font = `${bold ? 'bold ' : ''}${size}px Arial`;
      w = context.measureText(s).width;
      widths.set(key, w);
    }
    return w;
  };
}

interface RichTextProps {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly fontSize: number;
  readonly lineHeight: number;
  readonly fill: string;
}

/** Game text in lines, each culture mark drawn as its symbol; cut with "…" where the height ends. */
export function RichText({ text, x, y, width, height, fontSize, lineHeight, fill }: RichTextProps) {
  const step = fontSize * lineHeight;
  const lines = Math.max(1, Math.floor(height / step));
  const { runs } = layoutRichText(text, width, fontSize, lines, measure(fontSize, false));
  return (
    <Group x={x} y={y} listening={false}>
      {runs.map((r, i) =>
        'text' in r ? (
          <Text key={i} x={r.x} y={r.line * step} text={r.text} fontSize={fontSize} fill={fill} wrap="none" {...DECOR} />
        ) : (
          <Emblem key={i} culture={r.culture} x={r.x + fontSize / 2} y={r.line * step + fontSize / 2 - 1} r={fontSize / 2} />
        ),
      )}
    </Group>
  );
}

const backs = new Map<string, HTMLCanvasElement>();

/** The card back drawn into a bitmap of w × h table units at `detail` pixels per unit, once per size. */
export function backBitmap(w: number, h: number, detail: number): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  const key = `${w}x${h}@${detail}`;
  let canvas = backs.get(key);
  if (canvas === undefined) {
    canvas = document.createElement('canvas');
    canvas.width = Math.ceil(w * detail);
    canvas.height = Math.ceil(h * detail);
    const ctx = canvas.getContext('2d');
    if (ctx !== null && typeof Path2D !== 'undefined') {
      ctx.scale((w * detail) / BACK_BOX.w, (h * detail) / BACK_BOX.h);
      for (const s of BACK_ART) {
        const p = new Path2D(s.d);
        ctx.globalAlpha = s.opacity ?? 1;
        if (s.fill !== 'none') {
          ctx.fillStyle = s.fill;
          ctx.fill(p);
        }
        if (s.stroke !== undefined) {
          ctx.strokeStyle = s.stroke;
          ctx.lineWidth = s.sw ?? 1;
          ctx.stroke(p);
        }
      }
    }
    backs.set(key, canvas);
  }
  return canvas;
}
