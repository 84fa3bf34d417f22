import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../engines/halotcg/cards';
import { cardArt, TCG_DIR, tcgCardFiles } from './makeTcgCards.mjs';

/** A path's outline whatever its place and size: its points moved to start at 0 and scaled to a width of 10. */
function outline(d: string): string {
  const n = (d.match(/-?[\d.]+/g) ?? []).map(Number);
  const xs = n.filter((_, i) => i % 2 === 0);
  const ys = n.filter((_, i) => i % 2 === 1);
  const k = 10 / Math.max(1e-6, Math.max(...xs) - Math.min(...xs));
  return `${d.replace(/[^A-Za-z]/g, '')}:${xs.map((x, i) => `${Math.round((x - xs[0]!) * k)},${Math.round(((ys[i] ?? 0) - ys[0]!) * k)}`).join(' ')}`;
}

describe('assets/tcg/cards and assets/tcg/table', () => {
  const files = tcgCardFiles(ALL_CARDS);

  it('hold exactly the files the script draws, each as the script draws it (run node scripts/makeTcgCards.mjs)', () => {
    const onDisk = ['cards', 'table'].flatMap((dir) => readdirSync(join(TCG_DIR, dir)).map((f) => `${dir}/${f}`));
    expect(onDisk.sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(TCG_DIR, name), 'utf8'), name).toBe(text);
  });

  it('give every card a picture of its own: no two cards draw the same', () => {
    const pictures = new Set(ALL_CARDS.map((c) => JSON.stringify(cardArt(c))));
    expect(pictures.size).toBe(ALL_CARDS.length);
  });

  it.each([
    { name: 'a Spartan and an Elite differ in their figure', a: 'master-chief', b: 'arbiter' },
    { name: 'a UNSC ship and a Covenant ship differ in their hull', a: 'pillar-of-autumn', b: 'seraph' },
    { name: 'a weapon and an armour differ', a: 'ma5b', b: 'mjolnir' },
  ])('are shaped by kind and race, not one glyph per culture: $name', ({ a, b }) => {
    const shapes = (id: string) => new Set(cardArt(ALL_CARDS.find((c) => c.id === id)!).map((p) => outline(p.d)));
    const [sa, sb] = [shapes(a), shapes(b)];
    expect([...sa].filter((d) => !sb.has(d)).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(files))('%s is paths on a view box, self-contained', (_name, text) => {
    expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(text).not.toMatch(/<script|href=|url\((?!#(fibre|mottle)\))|<image/i);
    expect(text).not.toContain('NaN');
  });
});
