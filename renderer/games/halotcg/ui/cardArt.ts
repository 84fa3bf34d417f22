/**
 * The cards' illustrations and the card back of assets/tcg (scripts/makeTcgCards.mjs) as shapes: the
 * table's Konva cards and the DOM's card faces draw the same paths. Read once, when the game's code loads.
 */
import back from '../../../../assets/tcg/table/back.svg?raw';
import { ALL_CARDS, LEGACY_CARDS } from '../../../../engines/halotcg';

/** One path of a picture: its outline, fill and optional stroke and opacity. */
export interface ArtShape {
  readonly d: string;
  readonly fill: string;
  readonly stroke?: string;
  readonly sw?: number;
  readonly opacity?: number;
}

/** The illustration window of a card, in the pictures' units (the script's ART_W × ART_H). */
export const ART_BOX = { w: 120, h: 50 } as const;
export const BACK_BOX = { w: 128, h: 178 } as const;

const RAW = import.meta.glob<string>('../../../../assets/tcg/cards/*.svg', { query: '?raw', import: 'default', eager: true });

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The paths of one of our SVG pictures (paths only, as the script writes them). */
export function parseArt(svg: string): ArtShape[] {
  return [...svg.matchAll(/<path\s[^>]*\/>/g)].map(([tag]) => {
    const stroke = attr(tag, 'stroke');
    const opacity = attr(tag, 'opacity');
    return {
      d: attr(tag, 'd') ?? '',
      fill: attr(tag, 'fill') ?? 'none',
      ...(stroke === undefined ? {} : { stroke, sw: Number(attr(tag, 'stroke-width') ?? 1) }),
      ...(opacity === undefined ? {} : { opacity: Number(opacity) }),
    };
  });
}

const byId = new Map<string, readonly ArtShape[]>();
for (const [file, svg] of Object.entries(RAW)) byId.set(file.slice(file.lastIndexOf('/') + 1, -'.svg'.length), parseArt(svg));

/** A card kept only for the replays of older saves shows the picture of today's card of its title. */
const TODAY: ReadonlyMap<string, string> = new Map(LEGACY_CARDS.flatMap((old) => ALL_CARDS.filter((c) => c.title === old.title).map((c) => [old.id, c.id] as const)));

/** The picture of card `id`; empty for an unknown card. */
export function cardArt(id: string): readonly ArtShape[] {
  return byId.get(id) ?? byId.get(TODAY.get(id) ?? '') ?? [];
}

/** The back every hidden card shows. */
export const BACK_ART: readonly ArtShape[] = parseArt(back);
