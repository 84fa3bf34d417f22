/**
 * A card's game text laid out in lines with its culture marks as symbols (the canvas has no inline
 * images): words and marks are placed left to right, wrapped at `width`, cut with "…" after `maxLines`.
 * Pure: the width of a text comes from `measure`, so the table passes the canvas's and tests a fixed one.
 */
import type { Culture } from '../../../../engines/halotcg/cardTypes';
import { cultureParts } from './cultureText';

export type Run = { readonly x: number; readonly line: number; readonly text: string } | { readonly x: number; readonly line: number; readonly culture: Culture };

export interface RichLayout {
  readonly runs: readonly Run[];
  /** Whether the text ran past `maxLines` (its last line then ends with "…"). */
  readonly cut: boolean;
}

type Token = { readonly word: string; readonly space: boolean } | { readonly culture: Culture; readonly space: boolean };

/** Words (each with whether a space came before it) and marks, in order. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let space = false;
  for (const part of cultureParts(text)) {
    if (typeof part !== 'string') {
      out.push({ culture: part.culture, space });
      space = false;
      continue;
    }
    for (const m of part.matchAll(/(\s*)(\S*)/g)) {
      if (m[1] !== '' || m[2] !== '') space = space || (m[1] ?? '') !== '';
      if ((m[2] ?? '') === '') continue;
      out.push({ word: m[2] ?? '', space });
      space = false;
    }
  }
  return out;
}

/** Lays out `text`; a mark is `icon` wide (the type size), a space `measure(' ')`. */
export function layoutRichText(text: string, width: number, icon: number, maxLines: number, measure: (s: string) => number): RichLayout {
  const runs: Run[] = [];
  const gap = measure(' ');
  let line = 0;
  let x = 0;
  for (const tok of tokens(text)) {
    const w = 'word' in tok ? measure(tok.word) : icon;
    const lead = tok.space && x > 0 ? gap : 0;
    if (x > 0 && x + lead + w > width) {
      line += 1;
      x = 0;
    }
    if (line >= maxLines) return { runs: ellipsis(runs, maxLines - 1, width, measure), cut: true };
    const at = x === 0 ? 0 : x + lead;
    runs.push('word' in tok ? { x: at, line, text: tok.word } : { x: at, line, culture: tok.culture });
    x = at + w;
  }
  return { runs, cut: false };
}

/** The last line with "…" after it, dropping its last runs until the dots fit. */
function ellipsis(runs: Run[], last: number, width: number, measure: (s: string) => number): Run[] {
  const dots = measure('…');
  const out = [...runs];
  for (;;) {
    const end = out[out.length - 1];
    if (end === undefined || end.line < last) break;
    const right = end.x + ('text' in end ? measure(end.text) : dots);
    if (right + dots <= width) break;
    out.pop();
  }
  const end = out[out.length - 1];
  const x = end === undefined || end.line < last ? 0 : end.x + ('text' in end ? measure(end.text) : dots);
  out.push({ x, line: last, text: '…' });
  return out;
}
