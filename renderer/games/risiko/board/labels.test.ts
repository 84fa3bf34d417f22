import { describe, expect, it } from 'vitest';
import { balancedLabel, measureName, NAME_MIN_PX, NAME_PX, nameFonts, pieceSizes, scaleStep, SMALL_NAMES_BELOW, tableWidth } from './labels';

const mono = (s: string) => s.length * 10;

describe('territory names', () => {
  it.each([
    { name: 'one line keeps the name whole', text: 'Research Facility A', lines: 1, want: ['Research Facility A'] },
    { name: 'two lines break where the longer line is shortest', text: 'Research Facility A', lines: 2, want: ['Research', 'Facility A'] },
    { name: 'three lines', text: 'Truth and Reconciliation', lines: 3, want: ['Truth', 'and', 'Reconciliation'] },
    { name: 'a balanced break, not a greedy one', text: 'Monitor’s Gallery East', lines: 2, want: ['Monitor’s', 'Gallery East'] },
    { name: 'no more lines than words', text: 'Overlook', lines: 2, want: null },
  ])('$name', ({ text, lines, want }) => {
    expect(balancedLabel(text, lines, mono)?.lines ?? null).toEqual(want);
  });

  it.each([0.2, 0.296, 0.464, 0.587, 1, 2.5])('keeps names at zoom %s never under 9 px on screen, 10.5 px at most when zoomed out, one size far out', (scale) => {
    const fonts = nameFonts(scale);
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f * scale).toBeGreaterThanOrEqual(NAME_MIN_PX - 1e-9);
    const largest = scale < SMALL_NAMES_BELOW ? NAME_MIN_PX : scale >= 1 ? NAME_PX * scale : NAME_PX;
    expect((fonts[0] ?? 0) * scale).toBeCloseTo(largest);
    expect([...fonts].sort((a, b) => b - a)).toEqual(fonts);
  });

  it('measures without a DOM from a table at least as wide as the fonts of the stack', () => {
    expect(measureName('Vadam Keep', 10)).toBe(tableWidth('Vadam Keep', 10));
    // DejaVu Sans Bold, the widest fallback: "Mausoleum Dome" at 100 px is 1002 px wide.
    expect(tableWidth('Mausoleum Dome', 100)).toBeGreaterThan(1000);
    expect(tableWidth('Ice', 20)).toBeCloseTo(2 * (0.372 + 0.593 + 0.678) * 10);
  });
});

describe('pieces against zoom', () => {
  it('keeps pieces readable: bigger in world units when zoomed out, within limits', () => {
    const far = pieceSizes(0.3);
    const fit = pieceSizes(0.55);
    const near = pieceSizes(2);
    expect(far.badge).toBeGreaterThanOrEqual(fit.badge);
    expect(fit.badge).toBeGreaterThan(near.badge);
    expect(fit.badge * 0.55).toBeGreaterThanOrEqual(11);
    expect(far.k).toBeLessThanOrEqual(2.3);
  });

  it('steps the zoom down, so sizes are never smaller on screen than intended', () => {
    expect([scaleStep(0.5649), scaleStep(0.5751), scaleStep(0.55), scaleStep(0)]).toEqual([0.55, 0.575, 0.55, 0.05]);
  });
});
