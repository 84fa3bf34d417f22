import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engines/core';
import { actionclixPlugin } from './plugin';

const SHOT: readonly GameEvent[] = [
  { type: 'diceRolled', unit: 'u0', dice: [3, 4] },
  { type: 'shotHit', unit: 'u0', target: 'u1', attack: 9, total: 16, needed: 7 },
];
const MOVE: readonly GameEvent[] = [{ type: 'moved', unit: 'u0', from: 1, to: 2 }];

describe('the board, panel and log wait for the dice to land', () => {
  it.each([
    { name: 'a shot with the animation on is held back', events: SHOT, animMs: 250, holds: true },
    { name: 'a shot with the animation off shows at once', events: SHOT, animMs: 0, holds: false },
    { name: 'a move without dice shows at once', events: MOVE, animMs: 250, holds: false },
  ])('$name', ({ events, animMs, holds }) => {
    expect(actionclixPlugin.holdsBack?.(events, { animMs })).toBe(holds);
  });
});
