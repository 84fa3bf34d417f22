/**
 * The canvas's share of a card's looks: its illustration (assets/tcg/cards) in a window, its game text
 * with culture symbols in place of "[UNSC]", and the card back. The pictures are bitmaps drawn once per
 * card, size and detail and shared by every card that shows them; the game text is one shape that draws
 * its words and symbols itself (not a Konva node per word).
 */
import { Image as KImage, Path, Shape } from 'react-konva';
import type Konva from 'konva';
import { ART_UNITS } from '../../../ui/glyphPaths';
import { ART_BOX, BACK_ART, BACK_BOX, cardArt, type ArtShape } from '../ui/cardArt';
import type { CardFace } from '../ui/cards';
import { CULTURE_PATHS } from '../ui/culturePaths';
import { layoutRichText } from '../ui/richText';
import { titleBreaks } from '../ui/titleBreaks';
import { fitTitle, type FittedTitle, type TitleBox } from '../ui/titleFit';

const DECOR = { listening: false, perfectDrawEnabled: false } as const;

/** The culture's symbol (assets/tcg, the same drawing as the DOM's), centred on (x, y) with radius r. */
export function Emblem({ culture, x, y, r }: { readonly culture: CardFace['culture']; readonly x: number; readonly y: number; readonly r: number }) {
  const k = (2 * r) / ART_UNITS;
  return <Path x={x - r} y={y - r} scaleX={k} scaleY={k} data={CULTURE_PATHS[culture]} fill="rgba(255,255,255,0.85)" fillRule="evenodd" listening={false} perfectDrawEnabled={false} />;
}

/** The illustration of card `id` scaled to cover a w × h window from its top left, cut to the window (one shared bitmap). */
export function ArtWindow({ id, x, y, w, h, detail }: { readonly id: string; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly detail: number }) {
  const image = artBitmap(id, w, h, detail);
  return image === null ? null : <KImage image={image} x={x} y={y} width={w} height={h} {...DECOR} />;
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

const titles = new Map<string, FittedTitle>();

/** A card title fitted to its box (ui/titleFit: whole words, else hyphenated), once per title and box. */
export function fittedTitle(title: string, box: TitleBox): FittedTitle {
  const key = `${title}|${box.width}x${box.height}|${box.max}-${box.min}|${box.lineHeight}`;
  let fitted = titles.get(key);
  if (fitted === undefined) {
    fitted = fitTitle(title, box, measure(100, true), titleBreaks);
    titles.set(key, fitted);
  }
  return fitted;
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

/** The font Konva's Text uses for these sizes, and how far below a line's top its baseline sits (as Konva places it). */
function fontOf(size: number): { readonly font: string; readonly baseline: number } {
  const font = `normal normal ${size}px Arial`;
  if (context === null && typeof document !== 'undefined') context = document.createElement('canvas').getContext('2d');
  if (context === null) return { font, baseline: size * 0.85 };
  context.font = font;
  const m = context.measureText('M');
  const ascent = m.fontBoundingBoxAscent ?? m.actualBoundingBoxAscent;
  const descent = m.fontBoundingBoxDescent ?? m.actualBoundingBoxDescent;
  return { font, baseline: (ascent - descent) / 2 + size / 2 };
}

const symbols = new Map<string, Path2D>();

/** A culture symbol as a path (made once per culture). */
function symbolPath(culture: CardFace['culture']): Path2D {
  let p = symbols.get(culture);
  if (p === undefined) {
    p = new Path2D(CULTURE_PATHS[culture]);
    symbols.set(culture, p);
  }
  return p;
}

/** Game text in lines, each culture mark drawn as its symbol; cut with "…" where the height ends. One shape draws it all. */
export function RichText({ text, x, y, width, height, fontSize, lineHeight, fill }: RichTextProps) {
  const step = fontSize * lineHeight;
  const lines = Math.max(1, Math.floor(height / step));
  const { runs } = layoutRichText(text, width, fontSize, lines, measure(fontSize, false));
  const draw = (konvaContext: Konva.Context) => {
    const ctx = konvaContext._context;
    const { font, baseline } = fontOf(fontSize);
    ctx.font = font;
    ctx.textBaseline = 'alphabetic';
    ctx.textAlign = 'left';
    for (const r of runs) {
      if ('text' in r) {
        ctx.fillStyle = fill;
        ctx.fillText(r.text, r.x, r.line * step + baseline);
        continue;
      }
      const k = fontSize / ART_UNITS;
      ctx.save();
      ctx.translate(r.x, r.line * step - 1);
      ctx.scale(k, k);
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.fill(symbolPath(r.culture), 'evenodd');
      ctx.restore();
    }
  };
  return <Shape x={x} y={y} width={width} height={height} sceneFunc={draw} {...DECOR} />;
}

/** A picture drawn into a bitmap of w × h table units at `detail` pixels per unit, scaled by `k` from its top left. */
function paint(shapes: readonly ArtShape[], w: number, h: number, detail: number, kx: number, ky: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(w * detail));
  canvas.height = Math.max(1, Math.ceil(h * detail));
  const ctx = canvas.getContext('2d');
  if (ctx !== null && typeof Path2D !== 'undefined') {
    ctx.scale(detail * kx, detail * ky);
    for (const s of shapes) {
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
  return canvas;
}

const arts = new Map<string, HTMLCanvasElement>();

/** Card `id`'s illustration covering a w × h window at `detail` pixels per unit, drawn once per card, size and detail. */
export function artBitmap(id: string, w: number, h: number, detail: number): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  const key = `${id}|${w}x${h}@${detail}`;
  let canvas = arts.get(key);
  if (canvas === undefined) {
    const k = Math.max(w / ART_BOX.w, h / ART_BOX.h);
    canvas = paint(cardArt(id), w, h, detail, k, k);
    arts.set(key, canvas);
  }
  return canvas;
}

const backs = new Map<string, HTMLCanvasElement>();

/** The card back drawn into a bitmap of w × h table units at `detail` pixels per unit, once per size. */
export function backBitmap(w: number, h: number, detail: number): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  const key = `${w}x${h}@${detail}`;
  let canvas = backs.get(key);
  if (canvas === undefined) {
    canvas = paint(BACK_ART, w, h, detail, w / BACK_BOX.w, h / BACK_BOX.h);
    backs.set(key, canvas);
  }
  return canvas;
}
