/**
 * Where a card title's word may be hyphenated, from the `hyphen` package's US English patterns (the
 * cards' titles are English names in both languages). Computed once per word.
 */
import { hyphenateSync } from 'hyphen/en-us';
import type { Breaks } from './titleFit';

const MARK = '|';
const known = new Map<string, readonly number[]>();

/** The indices of `word` a hyphenated piece may end before: the patterns' points, and after a hyphen already in the word. */
export const titleBreaks: Breaks = (word) => {
  let points = known.get(word);
  if (points === undefined) {
    const marked = hyphenateSync(word, { hyphenChar: MARK });
    const found: number[] = [];
    let at = 0;
    for (const ch of marked) {
      if (ch === MARK) found.push(at);
      else {
        at += 1;
        if (ch === '-' && at < word.length) found.push(at);
      }
    }
    points = found;
    known.set(word, points);
  }
  return points;
};
