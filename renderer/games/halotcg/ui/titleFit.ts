/**
 * A card title set to fit its box on the table: the largest type size at which every word fits the width
 * and the lines fit the height, breaking only between words; a word too long for the box even at the
 * smallest size ("Insurrectionist" on a card in large print) is hyphenated at a point the hyphenation patterns allow rather
 * than cut anywhere. A unique card's "•" stays with the first word. The lines come back joined by "\n",
 * so the canvas draws exactly them (Konva's own wrap would break a long word between any two letters).
 */

/** Width of `s` in bold type at 100 px (widths scale with the size). */
export type Measure100 = (s: string) => number;

export interface TitleBox {
  readonly width: number;
  readonly height: number;
  /** The type size wanted and the smallest allowed (table units), tried in steps of `step`. */
  readonly max: number;
  readonly min: number;
  readonly lineHeight: number;
  readonly step?: number;
  /** At most this many lines, whatever the height allows. */
  readonly lines?: number;
}

export interface FittedTitle {
  readonly size: number;
  readonly text: string;
}

const NBSP = '\u00a0';

/** Where a word may be hyphenated: the indices a piece may end before (from the hyphenation patterns). */
export type Breaks = (word: string) => readonly number[];

/** `word` cut at its allowed breaks into pieces that each fit `fits` (all but the last end in "-"), or null when no cut works. */
function hyphenate(word: string, fits: (s: string) => boolean, breaks: Breaks): string[] | null {
  const pieces: string[] = [];
  let from = 0;
  const points = breaks(word);
  while (!fits(word.slice(from))) {
    let cut = 0;
    for (const i of points) if (i > from && fits(piece(word, from, i))) cut = i;
    if (cut === 0) return null;
    pieces.push(piece(word, from, cut));
    from = cut;
  }
  return [...pieces, word.slice(from)];
}

/** The piece of `word` from `from` to `to`, with a hyphen unless it already ends in one ("Titanium-"). */
const piece = (word: string, from: number, to: number): string => (word[to - 1] === '-' ? word.slice(from, to) : `${word.slice(from, to)}-`);

/** The title's lines at one size (greedy, word by word), or null when a word does not fit and may not be cut. */
function wrap(words: readonly string[], fits: (s: string) => boolean, cut: Breaks | null): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    if (fits(word)) {
      line = word;
      continue;
    }
    const pieces = cut === null ? null : hyphenate(word, fits, cut);
    if (pieces === null) return null;
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? '';
  }
  if (line !== '') lines.push(line);
  return lines;
}

function sizes(box: TitleBox): number[] {
  const step = box.step ?? 0.5;
  const out: number[] = [];
  for (let s = box.max; s >= box.min - 1e-9; s -= step) out.push(Math.round(s * 100) / 100);
  return out;
}

/**
 * The title in its box: whole words at the largest size that fits; else hyphenated at the largest size
 * that fits; else at the smallest size, cut to the box's lines (the last one ending in "…").
 */
export function fitTitle(title: string, box: TitleBox, measure: Measure100, breaks: Breaks): FittedTitle {
  const words = title.trim().replace(/^•\s+/, `•${NBSP}`).split(/ +/).filter((w) => w !== '');
  const fitsAt = (size: number) => (s: string) => (measure(s) * size) / 100 <= box.width + 1e-6;
  const room = (size: number) => Math.min(box.lines ?? Infinity, Math.max(1, Math.floor(box.height / (size * box.lineHeight) + 1e-6)));
  for (const cut of [null, breaks]) {
    for (const size of sizes(box)) {
      const out = wrap(words, fitsAt(size), cut);
      if (out !== null && out.length <= room(size)) return { size, text: out.join('\n') };
    }
  }
  const lines = wrap(words, fitsAt(box.min), breaks) ?? [...words];
  const shown = lines.slice(0, room(box.min));
  if (lines.length > shown.length) shown[shown.length - 1] = `${shown[shown.length - 1] ?? ''}…`;
  return { size: box.min, text: shown.join('\n') };
}
