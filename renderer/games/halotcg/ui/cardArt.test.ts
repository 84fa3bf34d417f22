/** Card pictures by id: each card its own, a legacy card kept for old saves the picture of today's card of its title. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../../../engines/halotcg';
import { BACK_ART, BACK_BOX, cardArt } from './cardArt';

describe('cardArt', () => {
  it.each([
    { name: 'a card of the pool has its own picture', id: 'armor-lock', same: 'armor-lock', empty: false },
    { name: "version 5's Armor Lock (kept for old saves) shows today's Armor Lock", id: 'armor-lock-v5', same: 'armor-lock', empty: false },
    { name: 'an unknown card has none', id: 'no-such-card', same: 'no-such-card', empty: true },
  ])('$name', ({ id, same, empty }) => {
    expect(cardArt(id)).toEqual(cardArt(same));
    expect(cardArt(id).length === 0).toBe(empty);
  });
});

describe('the card back and the table cloth', () => {
  it('the back every hidden card shows is a drawn pattern filling the card, not any card’s picture', () => {
    expect(BACK_ART.length).toBeGreaterThanOrEqual(10);
    expect(BACK_ART[0]?.d).toBe(`M0 0 H${BACK_BOX.w} V${BACK_BOX.h} H0 Z`);
    expect(new Set(BACK_ART.flatMap((s) => [s.fill, s.stroke ?? 'none'])).size).toBeGreaterThanOrEqual(3);
    const back = JSON.stringify(BACK_ART);
    expect(ALL_CARDS.filter((c) => JSON.stringify(cardArt(c.id)) === back)).toEqual([]);
  });

  it('the cloth is a seamless tile of woven texture over a base colour, not a flat colour', () => {
    const felt = readFileSync(new URL('../../../../assets/tcg/table/felt.svg', import.meta.url), 'utf8');
    expect(felt).toMatch(/<rect width="256" height="256" fill="#[0-9a-f]{6}"\/>/);
    const noises = [...felt.matchAll(/<feTurbulence [^>]*stitchTiles="stitch"/g)];
    expect(noises.length).toBeGreaterThanOrEqual(2);
    expect([...felt.matchAll(/filter="url\(#(\w+)\)"/g)].map((m) => m[1])).toEqual(['mottle', 'fibre']);
  });
});
