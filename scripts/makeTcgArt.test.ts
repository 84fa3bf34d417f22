import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TCG_ART_DIR, tcgArtFiles } from './makeTcgArt.mjs';

describe('assets/tcg', () => {
  const files = tcgArtFiles();

  it('holds exactly the files the script draws, each as the script draws it (run node scripts/makeTcgArt.mjs)', () => {
    expect(readdirSync(TCG_ART_DIR, { withFileTypes: true }).filter((f) => f.isFile()).map((f) => f.name).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(TCG_ART_DIR, name), 'utf8'), name).toBe(text);
  });

  it.each(Object.entries(files))('%s is one colour on a 64 unit square, self-contained', (_name, text) => {
    expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(text).toContain('viewBox="0 0 64 64"');
    expect(text).not.toMatch(/<script|href=|url\(|<image/i);
    expect(text).not.toContain('NaN');
    expect(new Set(text.match(/#[0-9a-f]{3,6}/gi))).toEqual(new Set(['#000']));
  });
});
