/**
 * Our own vector glyphs for the units (24 x 24 boxes, drawn as Konva Paths): one silhouette per kind of
 * character or vehicle, chosen by the roster id's first word.
 */

const HUMAN = 'M12 2.5a3.4 3.4 0 1 1 0 6.8a3.4 3.4 0 0 1 0-6.8zM7 10.5h10l1.6 6.5h-2.4l-.7 5h-3v-4.5h-1v4.5h-3l-.7-5H5.4z';
const SPARTAN = 'M8.6 2.5h6.8l1 4.2h-8.8zM9.2 5h5.6v1.2H9.2zM4.6 9.2l3.4-1.6h8l3.4 1.6-.6 7.3h-2.4l-.8 5.5h-3v-5h-1.2v5h-3l-.8-5.5H5.2z';
const GRUNT = 'M12 5.2a3 3 0 1 1 0 6a3 3 0 0 1 0-6zM8.4 1.8h7.2v3.6H8.4zM5 12.2h14l-1.4 9.8h-3.4v-3.4h-4.4v3.4H6.4z';
const JACKAL = 'M13.4 2.5l3 2.8-2.2 2.4h-1.8zM11.2 8.2h3.2l1 7h-1.4l-.4 6.8h-1.6v-5.4h-.6v5.4H9.8l.6-6.8zM3.5 6.5a9 9 0 0 1 0 11l1.6.6a10.6 10.6 0 0 0 0-12.2z';
const ELITE = 'M10.5 1.8h3l1.8 3.4-1.2 3.2h-1.1l.4-1.6h-2.8l.4 1.6h-1.1L8.7 5.2zM6.2 10l3.6-1.2h4.4l3.6 1.2-1 6.4h-1.8l-.6 5.6h-2.3v-4.8h-.2V22H9.6L9 16.4H7.2z';
const BRUTE = 'M9 2.2h6l.8 4.4H8.2zM3.4 9.2l4-2.2h9.2l4 2.2-1 7.6h-3l-.8 5.2h-3.4v-4.6h-.8V22H8.2l-.8-5.2h-3z';
const FLOOD_SMALL = 'M12 6a6 6 0 1 1 0 12a6 6 0 0 1 0-12zM3 21l5-5M21 21l-5-5M3 11h4M17 11h4M7 3l3 4M17 3l-3 4';
const FLOOD = 'M10.6 2.8a3 3 0 1 1 2.6 5.4l-2.4-1zM6.4 9.2l6.6-.6 4.6 3.4-2 2.6-1.6-1 .8 8.4h-3l-.4-5.2-1.8 5.2H6.8l2-7.6-2.8 2.6-1.4-1.6z';
const TANK = 'M8.4 2.6h7.2l1.4 4H7zM2.6 8.6l6-1.6h6.8l6 1.6-.8 8.2h-3.2l-1 5.2h-3.6v-4.6h-1.6V22H7.6l-1-5.2H3.4z';
const CAR = 'M4 9.5l2.6-4h9.4l3 4h1.8v6.2h-2.2a2.6 2.6 0 0 0-5.1 0H10.4a2.6 2.6 0 0 0-5.1 0H3.2V9.5zM7.8 14.2a1.8 1.8 0 1 1 0 3.6a1.8 1.8 0 0 1 0-3.6zM16.1 14.2a1.8 1.8 0 1 1 0 3.6a1.8 1.8 0 0 1 0-3.6z';
const HOVER = 'M3 13.8l3.4-5.6h11.2l3.4 5.6-2 3H5zM9 5.4h6l1.2 2.8H7.8z';
/** A gun on a tripod: the emplaced heavy weapons. */
const TRIPOD = 'M4 8.6h13v3.2H4zM17 9.2h4.6v2H17zM10 11.8h2.2v4.4H10zM11.1 15.6l-5.4 6.4h2.2l3.2-3.8 3.2 3.8h2.2z';
/** The Shade: a gunner's seat on a pedestal. */
const SHADE = 'M5.4 7.6h13.2l2.2 5.4H3.2zM10 13h4v5h-4zM5.6 18h12.8v3.4H5.6z';
const AIR = 'M12 2l2 6.4 8 4.6v2.2l-8-2-.8 5.2 2.6 2.4V22h-7.6v-1.2l2.6-2.4-.8-5.2-8 2v-2.2l8-4.6z';

const BY_WORD: Readonly<Record<string, string>> = {
  marine: HUMAN,
  odst: HUMAN,
  sgt: HUMAN,
  spartan: SPARTAN,
  master: SPARTAN,
  grunt: GRUNT,
  jackal: JACKAL,
  elite: ELITE,
  arbiter: ELITE,
  brute: BRUTE,
  infection: FLOOD_SMALL,
  combat: FLOOD,
  pure: FLOOD,
  warthog: CAR,
  ghost: HOVER,
  hornet: AIR,
  banshee: AIR,
  noble: SPARTAN,
  mg: TRIPOD,
  plasma: TRIPOD,
  shade: SHADE,
};

/** The glyph for a roster id ("pure-tank" has its own, bulkier one). */
export function glyphOf(rosterId: string): string {
  if (rosterId === 'pure-tank') return TANK;
  return BY_WORD[rosterId.split('-')[0] ?? ''] ?? HUMAN;
}

/** Whether the glyph is drawn as lines rather than filled (the infection form's tendrils). */
export function strokedGlyph(rosterId: string): boolean {
  return rosterId === 'infection-form';
}
