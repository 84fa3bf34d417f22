import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ART_DIR, artFiles } from './makeArt.mjs';

describe('assets/art', () => {
  const files = artFiles();

  it('holds exactly the files the script draws, each as the script draws it (run node scripts/makeArt.mjs)', () => {
    expect(readdirSync(ART_DIR).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(ART_DIR, name), 'utf8'), name).toBe(text);
  });

  it.each(Object.entries(files))('%s is a self-contained SVG (no external references, no script)', (_name, text) => {
    expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(text).not.toMatch(/<script|href=|url\((?!#)|<image/i);
    expect(text).not.toContain('NaN');
  });

  it.each(['emblem-unsc.svg', 'emblem-covenant.svg', 'emblem-flood.svg', 'glyph-unit.svg', 'glyph-hero.svg'])('%s is one colour on a 64 unit square, for tinting through a mask', (name) => {
    const text = files[name] ?? '';
    expect(text).toContain('viewBox="0 0 64 64"');
    expect(new Set(text.match(/#[0-9a-f]{3,6}/gi))).toEqual(new Set(['#000']));
  });
});
