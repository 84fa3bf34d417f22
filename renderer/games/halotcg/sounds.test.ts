import { describe, expect, it } from 'vitest';
import { RECIPES } from '../../ui/sound';
import { soundOf } from './sounds';

describe('Halo TCG sounds', () => {
  it.each([
    { name: 'a card played', event: { type: 'played', seat: 0, card: 'grunt' }, want: 'card' },
    { name: 'a starting companion', event: { type: 'startingCompanion', seat: 0, card: 'mobuto' }, want: 'card' },
    { name: 'a wound or ship damage', event: { type: 'wounded', card: 'grunt', count: 1 }, want: 'hit' },
    { name: 'a card killed', event: { type: 'killed', card: 'grunt', seat: 1 }, want: 'down' },
    { name: 'a player out of the game (they lose)', event: { type: 'eliminated', seat: 1 }, want: 'defeat' },
    { name: 'a pass is silent', event: { type: 'passed', seat: 0 }, want: null },
  ])('$name: $want', ({ event, want }) => {
    const id = soundOf(event);
    expect(id).toBe(want);
    if (id !== null) expect(RECIPES[id].length).toBeGreaterThan(0);
  });
});
