import { describe, expect, it } from 'vitest';
import { chartLines } from './SeriesChart';

describe('chartLines', () => {
  it('scales each seat from the left edge (start) to the right (end), the top at the highest value', () => {
    const { max, lines } = chartLines([[2, 0], [4, 1], [1, 4]], 2);
    expect(max).toBe(4);
    // x: 30 … 508 (520 wide, 30 left, 12 right); y: 10 (top) … 128 (150 high, 22 bottom).
    expect(lines[0]).toBe('30.0,69.0 269.0,10.0 508.0,98.5');
    expect(lines[1]).toBe('30.0,128.0 269.0,98.5 508.0,10.0');
  });
  it('keeps a flat zero line on the baseline (no division by zero)', () => {
    expect(chartLines([[0], [0]], 1).lines).toEqual(['30.0,128.0 508.0,128.0']);
  });
});
