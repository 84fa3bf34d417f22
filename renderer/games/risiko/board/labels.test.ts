import { describe, expect, it } from 'vitest';
import { NAME_MIN_SCALE, pieceSizes, scaleStep, wrapLabel } from './labels';

const mono = (s: string) => s.length * 10;

describe('territory names', () => {
  it.each([
    { name: 'a short name stays on one line', text: 'Overlook', max: 100, lines: ['Overlook'] },
    { name: 'a long name wraps at a word', text: 'Research Facility A', max: 120, lines: ['Research', 'Facility A'] },
    { name: 'at most two lines', text: 'One Two Three Four', max: 40, lines: ['One', 'Two Three Four'] },
    { name: 'a single long word is kept whole', text: 'Mangrove', max: 30, lines: ['Mangrove'] },
  ])('$name', ({ text, max, lines }) => {
    expect(wrapLabel(text, max, mono).lines).toEqual(lines);
  });

  it('keeps pieces readable: bigger in world units when zoomed out, within limits, names hidden far out', () => {
    const far = pieceSizes(0.3);
    const fit = pieceSizes(0.55);
    const near = pieceSizes(2);
    expect(far.badge).toBeGreaterThanOrEqual(fit.badge);
    expect(fit.badge).toBeGreaterThan(near.badge);
    expect(fit.badge * 0.55).toBeGreaterThanOrEqual(11);
    expect(far.k).toBeLessThanOrEqual(2.3);
    expect([far.showNames, pieceSizes(NAME_MIN_SCALE).showNames]).toEqual([false, true]);
  });

  it('rounds the zoom into steps', () => {
    expect([scaleStep(0.5649), scaleStep(0.5651), scaleStep(0)]).toEqual([0.55, 0.55, 0.05]);
  });
});
