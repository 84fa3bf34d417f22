import { describe, expect, it } from 'vitest';
import { defineEngine } from './defineEngine';
import { ok, unwrap } from './result';
import { runPropertySuite } from './testing/propertySuite';
import { logged, tallyEngine, type TallyState } from './testing/tallyEngine';

const start = (seed = 'kernel', players = 2): TallyState => unwrap(tallyEngine.setup({ players, options: { target: 5 }, seed }));

describe('defineEngine: setup', () => {
  it('reads the options again (they may come from a save) and fills defaults', () => {
    const raw = JSON.parse('{}');
    expect(unwrap(tallyEngine.setup({ players: 2, options: raw, seed: 's' })).target).toBe(12);
  });

  it.each([
    { name: 'options that do not read', options: { target: 0 }, seed: 's', error: { code: 'tally/bad-options', params: { field: 'target' } } },
    { name: 'an empty seed', options: { target: 5 }, seed: '', error: { code: 'tally/bad-options', params: { field: 'seed' } } },
  ])('refuses $name with the engine\'s code', ({ options, seed, error }) => {
    expect(tallyEngine.setup({ players: 2, options, seed })).toEqual({ ok: false, error });
  });
});

describe('defineEngine: the gate before the rules', () => {
  it('refuses a seat that may not act, naming it', () => {
    expect(tallyEngine.apply(start(), 1, { type: 'roll' })).toEqual({ ok: false, error: { code: 'tally/not-active', params: { seat: 1 } } });
  });

  it('refuses any action once the game has an outcome, before asking who may act', () => {
    const won: TallyState = { ...start(), winner: 0, turn: 1 };
    expect(tallyEngine.apply(won, 1, { type: 'peek' })).toEqual({ ok: false, error: { code: 'tally/game-over' } });
    expect(tallyEngine.simulate(won, 1, { type: 'peek' })).toEqual({ ok: false, error: { code: 'tally/game-over' } });
  });

  it('lets the rules refuse with their own code and leaves the state alone', () => {
    const s = { ...start(), tally: 4 };
    const before = JSON.stringify(s);
    expect(tallyEngine.apply(s, 0, { type: 'bump', by: 2 })).toEqual({ ok: false, error: { code: 'tally/too-far', params: { by: 2 } } });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('passes a seat that may act to the rules, with events and the irreversible mark', () => {
    const applied = unwrap(tallyEngine.apply(start(), 0, { type: 'roll' }));
    expect(applied.irreversible).toBe('dice');
    expect(applied.events.map((e) => e.type)).toEqual(['added']);
    expect(applied.state.turn).toBe(1);
  });
});

describe('defineEngine: simulate, the fast path', () => {
  it('reaches the state apply reaches without building a single event', () => {
    let s = start('fast');
    const actions = [{ type: 'bump', by: 2 }, { type: 'roll' }, { type: 'peek' }, { type: 'bump', by: 1 }] as const;
    for (const [i, action] of actions.entries()) {
      if (s.winner !== null) break;
      logged.count = 0;
      const simulated = unwrap(tallyEngine.simulate(s, s.turn, action));
      expect(logged.count, `step ${i}`).toBe(0);
      const applied = unwrap(tallyEngine.apply(s, s.turn, action));
      expect(logged.count, `step ${i}`).toBeGreaterThan(0);
      expect(simulated).toEqual(applied.state);
      s = applied.state;
    }
  });

  it('refuses what apply refuses, with the same code', () => {
    const s = { ...start(), tally: 4 };
    expect(tallyEngine.simulate(s, 0, { type: 'bump', by: 2 })).toEqual(tallyEngine.apply(s, 0, { type: 'bump', by: 2 }));
    expect(tallyEngine.simulate(s, 1, { type: 'bump', by: 1 })).toEqual(tallyEngine.apply(s, 1, { type: 'bump', by: 1 }));
  });
});

describe('defineEngine: the rest of the interface', () => {
  it('hands the rules\' own functions through', () => {
    const s = start();
    expect(tallyEngine.view(s, null)).toEqual({ tally: 0, secret: null });
    expect(tallyEngine.activePlayers(s)).toEqual([0]);
    expect(tallyEngine.legalActions(s, 1)).toEqual([]);
    expect(tallyEngine.outcome(s)).toBeUndefined();
    expect(tallyEngine.opening?.(s)).toEqual([{ type: 'started', target: 5 }]);
    expect([tallyEngine.id, tallyEngine.version, tallyEngine.minPlayers, tallyEngine.maxPlayers, tallyEngine.hiddenInformation]).toEqual(['tally', 1, 2, 3, true]);
  });

  it('has no opening when the rules give none', () => {
    const bare = defineEngine({
      id: 'bare', version: 1, minPlayers: 1, maxPlayers: 1, hiddenInformation: false,
      refusals: { badOptions: 'bare/bad-options', gameOver: 'bare/game-over', notActive: 'bare/not-active' },
      parseOptions: () => ok({}), parseAction: () => ok({ type: 'x' }), start: () => ok({ done: false }),
      activePlayers: () => [0], legalActions: () => [], play: (s) => ok({ state: s, events: [] }),
      view: () => null, outcome: () => undefined,
    });
    expect('opening' in bare).toBe(false);
  });
});

runPropertySuite({
  engine: tallyEngine,
  setups: [
    { name: 'two seats', players: 2, options: { target: 12 } },
    { name: 'three seats', players: 3, options: { target: 40 } },
  ],
  games: 20,
  maxActions: 200,
  mustFinish: true,
  secrets: (s) => s.secrets.map((value, owner) => ({ owner, value: `"secret":${value}` })),
  malformed: [{ type: 'bump' }, { type: 'bump', by: 4 }, { type: 'peek', twice: 'yes' }, { type: 'roll', by: 1 }],
});
