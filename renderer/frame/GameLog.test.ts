import { describe, expect, it } from 'vitest';
import { fakeFixturePlugin } from '../store/testHarness';
import { logLines } from './GameLog';

describe('logLines', () => {
  const seats = [
    { name: 'Ada', color: '#111111' },
    { name: 'Bo', color: '#222222' },
  ];
  const plugin = { ...fakeFixturePlugin, formatEvent: (e: { type: string }) => (e.type === 'hidden' ? null : e.type) };

  it('numbers lines by move, colours them by seat and drops unformatted events', () => {
    const lines = logLines([[{ type: 'a', seat: 0 }, { type: 'hidden' }], [{ type: 'b', seat: 1 }, { type: 'c' }]], plugin, seats, (k) => k);
    expect(lines).toEqual([
      { id: '0.0', move: 1, text: 'a', color: '#111111' },
      { id: '1.0', move: 2, text: 'b', color: '#222222' },
      { id: '1.1', move: 2, text: 'c', color: null },
    ]);
  });
});
