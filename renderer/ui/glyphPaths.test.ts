import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathData } from './glyphPaths';

describe('pathData', () => {
  it('joins every path of an SVG', () => {
    expect(pathData('<svg><path d="M0 0 L1 1 Z"/><path d="M2 2 L3 3 Z"/></svg>')).toBe('M0 0 L1 1 Z M2 2 L3 3 Z');
  });
  it.each(['emblem-unsc', 'emblem-covenant', 'emblem-flood', 'glyph-unit', 'glyph-hero'])('%s has drawable path data', (name) => {
    const d = pathData(readFileSync(`assets/art/${name}.svg`, 'utf8'));
    expect(d).toMatch(/^M[\d.]/);
    expect(d).not.toMatch(/NaN|undefined/);
  });
});
