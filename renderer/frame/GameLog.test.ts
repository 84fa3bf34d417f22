import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engines/core';
import { fakeFixturePlugin } from '../store/testHarness';
import { firstShown, followsAfterScroll, LOG_TRIM_STEP, logLines, MAX_LOG_LINES } from './GameLog';

describe('logLines', () => {
  const seats = [
    { name: 'Ada', color: '#111111' },
    { name: 'Bo', color: '#222222' },
  ];
  const plugin = { ...fakeFixturePlugin, formatEvent: (e: { type: string }) => (e.type === 'hidden' ? null : e.type) };

  it('numbers lines by move, colours them by seat and drops unformatted events', () => {
    const lines = logLines([[{ type: 'a', seat: 0 }, { type: 'hidden' }], [{ type: 'b', seat: 1 }, { type: 'c' }]], plugin, seats, (k) => k);
    expect(lines).toEqual([
      { id: '1.0', move: 1, text: 'a', color: '#111111' },
      { id: '2.0', move: 2, text: 'b', color: '#222222' },
      { id: '2.1', move: 2, text: 'c', color: null },
    ]);
  });

  it("puts the engine's opening lines first, as move 0", () => {
    const lines = logLines([[{ type: 'a', seat: 0 }]], plugin, seats, (k) => k, { opening: [{ type: 'dealt', seat: 1 }] });
    expect(lines).toEqual([
      { id: '0.0', move: 0, text: 'dealt', color: '#222222' },
      { id: '1.0', move: 1, text: 'a', color: '#111111' },
    ]);
  });

  it("hands the game's formatter the board it names places on", () => {
    const byBoard = { ...plugin, formatEvent: (e: { type: string }, _t: unknown, _n: unknown, board?: { width: number }) => `${e.type} on ${board?.width ?? 'none'}` };
    expect(logLines([[{ type: 'a' }]], byBoard, seats, (k) => k, { board: { width: 36 } }).map((l) => l.text)).toEqual(['a on 36']);
    expect(logLines([[{ type: 'a' }]], byBoard, seats, (k) => k).map((l) => l.text)).toEqual(['a on none']);
  });

  it("colours a line by the game's own actor when the game names one", () => {
    const byAttacker = { ...plugin, actorOf: (e: GameEvent) => (typeof e.attacker === 'number' ? e.attacker : null) };
    const lines = logLines([[{ type: 'battle', attacker: 1 }, { type: 'note', seat: 0 }]], byAttacker, seats, (k) => k);
    expect(lines.map((l) => l.color)).toEqual(['#222222', null]);
  });
});

describe('logLines with a cache', () => {
  const seats = [{ name: 'Ada', color: '#111111' }];
  it('formats only the moves it has not written before, and numbers a cached move where it now stands', () => {
    let calls = 0;
    const plugin = { ...fakeFixturePlugin, formatEvent: (e: { type: string }) => ((calls += 1), e.type) };
    const cache = new WeakMap();
    const first: GameEvent[] = [{ type: 'a', seat: 0 }];
    const second: GameEvent[] = [{ type: 'b' }];
    logLines([first], plugin, seats, (k) => k, { cache });
    expect(calls).toBe(1);
    const lines = logLines([first, second], plugin, seats, (k) => k, { cache });
    expect(calls).toBe(2);
    expect(lines).toEqual([
      { id: '1.0', move: 1, text: 'a', color: '#111111' },
      { id: '2.0', move: 2, text: 'b', color: null },
    ]);
    // The same list at another move (never in a real game) is written again with its new number.
    expect(logLines([second], plugin, seats, (k) => k, { cache })).toEqual([{ id: '1.0', move: 1, text: 'b', color: null }]);
    expect(calls).toBe(3);
  });
});

describe('firstShown', () => {
  it.each([
    { name: 'no line', total: 0, first: 0 },
    { name: 'exactly the most shown', total: MAX_LOG_LINES, first: 0 },
    { name: 'one more than the most shown', total: MAX_LOG_LINES + 1, first: 0 },
    { name: 'one short of a whole step more', total: MAX_LOG_LINES + LOG_TRIM_STEP - 1, first: 0 },
    { name: 'a whole step more', total: MAX_LOG_LINES + LOG_TRIM_STEP, first: LOG_TRIM_STEP },
    { name: 'two steps and a bit more', total: MAX_LOG_LINES + 2 * LOG_TRIM_STEP + 7, first: 2 * LOG_TRIM_STEP },
  ])('$name: $total lines show from line $first', ({ total, first }) => {
    expect(firstShown(total)).toBe(first);
    expect(total - firstShown(total)).toBeLessThan(MAX_LOG_LINES + LOG_TRIM_STEP);
  });
});

describe('followsAfterScroll', () => {
  it.each([
    { name: 'at the bottom', m: { scrollTop: 400, scrollHeight: 500, clientHeight: 100 }, pinned: null, follows: true },
    { name: 'a little above the bottom', m: { scrollTop: 380, scrollHeight: 500, clientHeight: 100 }, pinned: null, follows: true },
    { name: 'scrolled up by the player', m: { scrollTop: 200, scrollHeight: 500, clientHeight: 100 }, pinned: 400, follows: false },
    { name: "the log's own scroll, seen after the panel above grew and the box shrank by 120", m: { scrollTop: 640, scrollHeight: 900, clientHeight: 140 }, pinned: 640, follows: true },
    { name: 'above the bottom where the log never scrolled itself', m: { scrollTop: 200, scrollHeight: 500, clientHeight: 100 }, pinned: null, follows: false },
  ])('$name: follows $follows', ({ m, pinned, follows }) => {
    expect(followsAfterScroll(m, pinned)).toBe(follows);
  });
});
