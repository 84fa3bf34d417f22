import { describe, expect, it } from 'vitest';
import { layoutRichText } from './richText';

/** Every character 1 unit wide. */
const measure = (s: string) => s.length;

describe('card text with culture symbols on the canvas', () => {
  it.each([
    { name: 'words on one line', text: 'Exert a Marine.', width: 40, lines: 3, want: [[0, 0, 'Exert'], [6, 0, 'a'], [8, 0, 'Marine.']] },
    { name: 'a mark is a symbol of the type size, not "[UNSC]"', text: 'Spot a [UNSC] companion', width: 40, lines: 3, want: [[0, 0, 'Spot'], [5, 0, 'a'], [7, 0, 'unsc'], [11, 0, 'companion']] },
    { name: 'a German mark followed by a hyphen keeps to its word', text: 'Ein [Allianz]-Scherge', width: 40, lines: 3, want: [[0, 0, 'Ein'], [4, 0, 'covenant'], [7, 0, '-Scherge']] },
    { name: 'wraps before a word that does not fit', text: 'aaaa bbbb cccc', width: 10, lines: 3, want: [[0, 0, 'aaaa'], [5, 0, 'bbbb'], [0, 1, 'cccc']] },
    { name: 'wraps before a mark that does not fit', text: 'aaaaaaaa [Flood]', width: 10, lines: 3, want: [[0, 0, 'aaaaaaaa'], [0, 1, 'flood']] },
    { name: 'a newline counts as a space', text: 'a\nb', width: 10, lines: 3, want: [[0, 0, 'a'], [2, 0, 'b']] },
  ])('$name', ({ text, width, lines, want }) => {
    const out = layoutRichText(text, width, 3, lines, measure);
    expect(out.cut).toBe(false);
    expect(out.runs.map((r) => [r.x, r.line, 'text' in r ? r.text : r.culture])).toEqual(want);
  });

  it('cuts the text after the last line with "…", dropping words until the dots fit', () => {
    const out = layoutRichText('aaaa bbbb cccc dddd', 10, 3, 1, measure);
    expect(out.cut).toBe(true);
    expect(out.runs.map((r) => [r.x, r.line, 'text' in r ? r.text : r.culture])).toEqual([[0, 0, 'aaaa'], [5, 0, 'bbbb'], [9, 0, '…']]);
  });

  it('never places a run past the width', () => {
    const out = layoutRichText('Response: If a [UNSC] companion is about to be killed, exert two [Human] companions to prevent that.', 30, 3, 9, measure);
    for (const r of out.runs) expect(r.x + ('text' in r ? r.text.length : 3)).toBeLessThanOrEqual(30);
  });
});
