import { describe, expect, it } from 'vitest';
import { ROSTER } from '../../../../engines/actionclix';
import en from '../../../../locales/en/actionclix.json';
import de from '../../../../locales/de/actionclix.json';
import { NAME_MIN, TOKEN, fitSize, statSlot, textWidth } from './token';

/** The frame's fitted zoom of the standard battlefield on a 1440 x 900 window. */
const ZOOM_1440 = 0.72;
const FONT = 'Inter';
const units = ROSTER.filter((u) => u.id !== 'scarab' && u.id !== 'core');

describe('a unit token at 1440 x 900', () => {
  it.each([
    { name: 'the dial values', size: TOKEN.statSize, least: 8 },
    { name: 'the short names, however long', size: TOKEN.nameSize * NAME_MIN, least: 5.6 },
  ])('$name are at least $least screen pixels tall', ({ size, least }) => {
    expect(size * ZOOM_1440).toBeGreaterThanOrEqual(least);
  });

  it('every two-digit value of every dial fits its column (defence 14 shows "14", not "1")', () => {
    for (const u of units) for (const click of u.dial) for (const v of click.slice(0, 4) as number[]) expect(textWidth(String(v), TOKEN.statSize, FONT) - 1.4, `${u.id} ${v}`).toBeLessThanOrEqual(statSlot + 1);
  });

  it.each([
    { name: 'English', short: en.short as Record<string, string> },
    { name: 'German', short: de.short as Record<string, string> },
  ])('every unit type has a short name in $name that fits its base', ({ short }) => {
    for (const u of units) {
      const name = short[u.id];
      expect(name, u.id).toBeTruthy();
      const size = fitSize(name ?? '', TOKEN.nameSize, TOKEN.nameWidth - 4, FONT);
      expect(textWidth(name ?? '', size, FONT), u.id).toBeLessThanOrEqual(TOKEN.nameWidth - 1);
    }
  });
});
