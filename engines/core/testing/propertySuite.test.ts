import { describe, expect, it } from 'vitest';
import { ok, type Result } from '../result';
import { runPropertySuite, sameValue, simulateMismatch, viewLeaks } from './propertySuite';
import { counterEngine } from './counterEngine';
import { tallyEngine, type TallyAction, type TallyState } from './tallyEngine';

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

describe('the fast-path check itself', () => {
  const config = { engine: tallyEngine, setups: [], games: 1, maxActions: 100 };
  const setup = { name: 'two seats', players: 2, options: { target: 12 } };
  const drift = (change: (s: TallyState) => TallyState, refuseAt = Number.POSITIVE_INFINITY) => {
    let calls = 0;
    return {
      ...tallyEngine,
      simulate(s: TallyState, seat: number, a: TallyAction): Result<TallyState> {
        calls++;
        if (calls >= refuseAt) return { ok: false, error: { code: 'tally/too-far' } };
        const r = tallyEngine.simulate(s, seat, a);
        return r.ok ? ok(change(r.value)) : r;
      },
    };
  };

  it('finds no difference in a fast path that matches apply', () => {
    expect(simulateMismatch(config, setup, 'match')).toBeUndefined();
  });

  it('finds a fast path that reaches another state, naming the step and the action', () => {
    const found = simulateMismatch({ ...config, engine: drift((s) => (s.peeks > 0 ? { ...s, peeks: s.peeks + 1 } : s)) }, setup, 'drift');
    expect(found).toMatch(/^step \d+, seat \d, \{"type":"peek"\}: the states differ$/);
  });

  it('finds a fast path that refuses what apply takes', () => {
    expect(simulateMismatch({ ...config, engine: drift((s) => s, 3) }, setup, 'refuse')).toMatch(/apply took it, simulate refused it$/);
  });

  it('finds an engine without a fast path', () => {
    const { simulate: _, ...slow } = tallyEngine;
    expect(simulateMismatch({ ...config, engine: slow }, setup, 'none')).toBe('tally has no simulate');
  });

  it('compares plain values all the way down', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(null, {})).toBe(false);
  });
});
