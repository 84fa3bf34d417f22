/** Card pictures by id: each card its own, a legacy card kept for old saves the picture of today's card of its title. */
import { describe, expect, it } from 'vitest';
import { cardArt } from './cardArt';

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
