import { describe, expect, it } from 'vitest';
import { act, type Session } from '../../engines/core';
import { fixtureEngine, type FixtureState } from '../../engines/fixture';
import { startGame } from './gameThunks';
import { sessionChanged } from './gameSlice';
import { makeHarness, SEATS } from './testHarness';

describe('the running game in the store', () => {
  it('keeps each new session as it came, frozen at its top only: the store does not walk the game state after every action', async () => {
    const h = makeHarness();
    await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: { trackLength: 10 }, seed: 'slice' }));
    const before = h.store.getState().game.current?.session as Session<FixtureState>;
    const next = act(fixtureEngine, before, 0, { type: 'step' });
    if (!next.ok) throw new Error(next.error.code);
    const events = [...(next.value.events.at(-1) ?? [])];
    h.store.dispatch(sessionChanged({ session: next.value, lastEvents: events }));
    const current = h.store.getState().game.current;
    expect(current?.session).toBe(next.value);
    expect(current?.lastEvents).toBe(events);
    expect(Object.isFrozen(next.value)).toBe(true);
    expect(Object.isFrozen(events)).toBe(true);
    // Deep freezing would visit every object of the new state, and of a long record's action list.
    expect(Object.isFrozen(next.value.state)).toBe(false);
    expect(Object.isFrozen(next.value.record.actions)).toBe(false);
  });
});
