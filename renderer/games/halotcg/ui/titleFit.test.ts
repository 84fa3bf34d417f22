import { describe, expect, it } from 'vitest';
import { titleBreaks } from './titleBreaks';
import { fitTitle, type TitleBox } from './titleFit';

/** Every letter 55 units wide at 100 px (about Arial bold's average), a space 28. */
const measure = (s: string) => [...s].reduce((w, ch) => w + (ch === ' ' || ch === '\u00a0' ? 28 : 55), 0);
/** A card in large print (LargePrint.tsx) and at its normal size (CardNode.tsx). */
const LARGE: TitleBox = { width: 88, height: 42, max: 17, min: 12, lineHeight: 1.02 };
const NORMAL: TitleBox = { width: 93, height: 30, max: 13, min: 10, lineHeight: 1.05 };

describe('fitTitle', () => {
  it.each([
    { name: 'a short title keeps the largest size on one line', title: 'Seraph', box: LARGE, size: 17, text: 'Seraph' },
    { name: 'two words too wide for one line wrap between them', title: 'Jacob Keyes', box: LARGE, size: 17, text: 'Jacob\nKeyes' },
    { name: "a unique card's • stays with its first word", title: '• Sergeant Mobuto', box: LARGE, size: 16.5, text: '•\u00a0Sergeant\nMobuto' },
    { name: 'at normal size a long word fits whole at a smaller size', title: 'Insurrectionist Sniper', box: NORMAL, size: 11, text: 'Insurrectionist\nSniper' },
    { name: 'in large print a word too long at the smallest size is hyphenated at a syllable', title: 'Insurrectionist Sniper', box: LARGE, size: 13.5, text: 'Insurrec-\ntionist\nSniper' },
    { name: 'a one-line box shrinks the type rather than wrap', title: 'Sanctuary 3', box: { width: 54, height: 16, max: 11, min: 8, lineHeight: 1, lines: 1 }, size: 9, text: 'Sanctuary 3' },
    { name: 'a word with its own hyphen breaks after it without a second one', title: 'Titanium-A Plating', box: { ...LARGE, min: 17 }, size: 17, text: 'Titanium-\nA Plating' },
  ])('$name', ({ title, box, size, text }) => {
    const fitted = fitTitle(title, box, measure, titleBreaks);
    expect(fitted.text).toBe(text);
    expect(fitted.size).toBe(size);
  });

  it('never breaks a word between two letters without a hyphen', () => {
    for (const title of ['Countermeasures', 'Reinforcements', 'Reconciliation Protocol', 'Fragmentation Grenade', 'Insurrectionist Sniper']) {
      const { text } = fitTitle(title, LARGE, measure, titleBreaks);
      const lines = text.split('\n');
      const words = title.split(' ');
      for (const line of lines) for (const piece of line.split(' ')) expect(words.includes(piece) || piece.endsWith('-') || words.some((w) => w.endsWith(piece)), `${title}: ${line}`).toBe(true);
      expect(lines.join(' ').replace(/- /g, ''), title).toBe(title);
    }
  });

  it('a title that fits nowhere is cut to the lines the box holds, ending in …', () => {
    const fitted = fitTitle('Honour Guard Councillor Of The Prophet Of Truth', { ...LARGE, height: 28 }, measure, titleBreaks);
    expect(fitted.size).toBe(12);
    expect(fitted.text.split('\n')).toHaveLength(2);
    expect(fitted.text.endsWith('…')).toBe(true);
  });
});

describe('titleBreaks', () => {
  it.each([
    { word: 'Insurrectionist', want: 'In-sur-rec-tion-ist' },
    { word: 'Countermeasures', want: 'Coun-ter-mea-sures' },
    { word: 'Reinforcements', want: 'Re-in-force-ments' },
    { word: 'Titanium-A', want: 'Ti-ta-ni-um-A' },
  ])('$word: $want', ({ word, want }) => {
    const points = titleBreaks(word);
    const marked = [...word].map((ch, i) => (points.includes(i) && word[i - 1] !== '-' ? `-${ch}` : ch)).join('');
    expect(marked).toBe(want);
  });
});
