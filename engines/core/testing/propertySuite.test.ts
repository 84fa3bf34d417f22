import { describe, expect, it } from 'vitest';
import { runPropertySuite, viewLeaks } from './propertySuite';
import { counterEngine } from './counterEngine';

// The suite checks itself on the small counter engine; every real engine runs it in its own tests.
runPropertySuite({
  engine: counterEngine,
  setups: [
    { name: 'two seats', players: 2, options: { target: 10 } },
    { name: 'three seats', players: 3, options: { target: 20 } },
  ],
  games: 50,
  maxActions: 200,
  mustFinish: true,
  secrets: (state) => state.secrets.map((value, owner) => ({ owner, value })),
});

describe('the leak check itself', () => {
  const setup = counterEngine.setup({ players: 2, options: { target: 10 }, seed: 'leak' });
  if (!setup.ok) throw new Error('setup');
  const state = setup.value;
  const secrets = state.secrets.map((value, owner) => ({ owner, value }));

  it('finds another seat\'s secret and the RNG state in a leaky view', () => {
    const leaky = { view: (s: typeof state) => ({ all: s.secrets, rng: s.rng }) };
    const leaks = viewLeaks(leaky, state, 2, secrets);
    expect(leaks.some((l) => l.includes('RNG'))).toBe(true);
    expect(leaks.some((l) => l.includes(state.secrets[1] ?? '?'))).toBe(true);
  });

  it('passes the counter engine, which shows each seat only its own secret', () => {
    expect(viewLeaks(counterEngine, state, 2, secrets)).toEqual([]);
  });
});
