import { describe, expect, it } from 'vitest';
import type { GameEvent, Session } from '../../engines/core';
import { nextPresentation, presentNow, settle } from './presentation';

const session = (n: number): Session => ({ state: n, events: [] }) as unknown as Session;
const roll: readonly GameEvent[] = [{ type: 'diceRolled' }];
const placed: readonly GameEvent[] = [{ type: 'reinforced' }];

describe('presentation of a running game', () => {
  const a = session(1);
  const b = session(2);
  const c = session(3);
  const cases = [
    { name: 'an action nobody animates shows at once', holds: false, events: placed, shown: b, last: placed, pending: [] },
    { name: 'an animated action keeps the session before it on screen', holds: true, events: roll, shown: a, last: [], pending: roll },
    { name: 'undo or load (no events) shows at once even when asked to hold', holds: true, events: [], shown: b, last: [], pending: [] },
  ];
  for (const k of cases) {
    it(k.name, () => {
      const p = nextPresentation(presentNow(a, []), b, k.events, k.holds);
      expect(p.source).toBe(b);
      expect(p.shown).toBe(k.shown);
      expect(p.lastEvents).toEqual(k.last);
      expect(p.pending).toEqual(k.pending);
    });
  }

  it('settling shows the held session with its events as the last ones', () => {
    const held = nextPresentation(presentNow(a, placed), b, roll, true);
    const p = settle(held);
    expect(p.shown).toBe(b);
    expect(p.lastEvents).toBe(roll);
    expect(p.pending).toEqual([]);
  });

  it('settling with nothing held changes nothing (same object)', () => {
    const p = presentNow(a, placed);
    expect(settle(p)).toBe(p);
  });

  it('the same session again is no change', () => {
    const p = nextPresentation(presentNow(a, []), b, roll, true);
    expect(nextPresentation(p, b, roll, true)).toBe(p);
  });

  it('a second action while one is held keeps the first on screen and rolls the newest', () => {
    const first = nextPresentation(presentNow(a, placed), b, roll, true);
    const second = nextPresentation(first, c, roll, true);
    expect(second.shown).toBe(a);
    expect(second.source).toBe(c);
    expect(settle(second).shown).toBe(c);
  });
});
