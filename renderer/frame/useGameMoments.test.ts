import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engines/core';
import { momentsOf } from './useGameMoments';

const plugin = {
  soundOf: (e: GameEvent) => (e.type === 'rolled' ? 'dice' : e.type === 'took' ? 'conquest' : null),
  highlightOf: (e: GameEvent, t: (k: string) => string, name: (s: number) => string) =>
    e.type === 'scored' && typeof e.seat === 'number' ? { seat: e.seat, title: t('scored'), detail: name(e.seat), sound: 'objective' as const } : null,
};
const t = (key: string) => `«${key}»`;
const name = (seat: number) => ['Ana', 'Ben'][seat] ?? '?';

describe('momentsOf', () => {
  it('collects sounds in event order, each once, with a highlight’s own sound', () => {
    const events: GameEvent[] = [{ type: 'rolled' }, { type: 'rolled' }, { type: 'took' }, { type: 'scored', seat: 1 }];
    expect(momentsOf(plugin, events, t, name)).toEqual({
      sounds: ['dice', 'conquest', 'objective'],
      highlights: [{ seat: 1, title: '«scored»', detail: 'Ben', sound: 'objective' }],
    });
  });
  it('is silent for a game without the hooks', () => {
    expect(momentsOf({}, [{ type: 'rolled' }], t, name)).toEqual({ sounds: [], highlights: [] });
  });
  it('is silent for no events (after undo or load)', () => {
    expect(momentsOf(plugin, [], t, name)).toEqual({ sounds: [], highlights: [] });
  });
});
