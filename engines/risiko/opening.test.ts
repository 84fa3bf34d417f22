import { describe, expect, it } from 'vitest';
import { risikoEngine } from './index';
import { parseOptions } from './options';
import type { RisikoState } from './types';

function start(setup: 'quick' | 'manual', players: number): RisikoState {
  const options = parseOptions({ mode: players === 2 ? 'one-on-one' : 'objective', battlefield: players === 2 ? 'hammer' : 'the-ring', setup }, players);
  if (!options.ok) throw new Error(options.error.code);
  const s = risikoEngine.setup({ players, options: options.value, seed: 'opening' });
  if (!s.ok) throw new Error(s.error.code);
  return s.value;
}

describe('opening lines', () => {
  it('a quick setup says the battlefield is set and what the first player receives', () => {
    const s = start('quick', 3);
    const events = risikoEngine.opening?.(s) ?? [];
    const first = s.turn?.seat;
    expect(events.map((e) => e.type)).toEqual(['setupFinished', 'turnStarted']);
    expect(events[1]).toMatchObject({ seat: first, turn: 1 });
    expect(s.phase).toMatchObject({ kind: 'reinforce', left: events[1]?.total });
  });

  it('a quick setup for 5 names the starting faction cards of the 4th and 5th players', () => {
    const s = start('quick', 5);
    const drawn = (risikoEngine.opening?.(s) ?? []).filter((e) => e.type === 'cardDrawn');
    expect(drawn.map((e) => [e.seat, e.count])).toEqual([
      [s.order[3], 1],
      [s.order[4], 2],
    ]);
  });

  it('a manual setup has nothing to say before its first placement', () => {
    expect(risikoEngine.opening?.(start('manual', 3))).toEqual([]);
  });
});
