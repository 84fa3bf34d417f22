import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../../core';
import { newMatchGame } from '../../core/bot/testing/match';
import { fairnessCases, unfairness, type HiddenChange } from '../../core/bot/testing/fairness';
import { actionclixEngine as engine } from '../engine';
import type { ActionClixState } from '../types';
import { actionclixBot, boundedBot } from './index';

// The shared fairness check (engines/core/bot/testing/fairness.ts). ActionClix hides only the dice to come.
// Hard anchored on Normal's search as shipped (margin 0: its own choice wherever its search prefers it).
const normal = { iterations: 8, capMs: 1e9, rolloutDepth: 8, exploration: 0.2, breadth: { moves: 2, shots: 2 } };
const small = boundedBot({
  normal,
  hard: { iterations: 16, capMs: 1e9, rolloutDepth: 8, exploration: 0.2, breadth: { moves: 3, shots: 2 }, anchor: { limits: normal, margin: 0, visits: 2 } },
});

/** Easy seats play `actions` moves from a seeded start: a position with choices to make. */
function played(players: number, options: Record<string, unknown>, seed: string, actions: number): () => ActionClixState {
  let made: ActionClixState | undefined;
  return () => {
    if (made !== undefined) return made;
    let s = newMatchGame(engine, players, options, seed);
    for (let i = 0; i < actions && s.outcome === null; i++) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const legal = engine.legalActions(s, seat);
      const a = actionclixBot.decide({ seat, players, options: s.options as never, view: engine.view(s, seat), legal, level: 'easy', seed: `${seed}:${i}`, budgetMs: 1e9, clock: () => 0 });
      s = unwrap(engine.apply(s, seat, a)).state;
    }
    return (made = s);
  };
}

const POSITIONS = [
  { name: 'a basic game on the quick battlefield', make: played(2, { battlefield: 'quick' }, 'fair-basic', 40) },
  { name: 'the Scarab scenario, the attackers to act', make: played(2, { mode: 'scarab', scarab: { power: 'normal', scarabSeat: 1 } }, 'fair-scarab', 40) },
  { name: '4 players in teams', make: played(4, { teams: 'pairs', killsToWin: 6 }, 'fair-teams', 30) },
];

const CHANGES: readonly HiddenChange<ActionClixState>[] = [
  { name: 'the generator seeded anew', change: (s) => ({ ...s, rng: seedRng('another generator') }) },
  {
    name: 'the generator a few draws on',
    change: (s) => {
      const r = new Random(s.rng);
      for (let i = 0; i < 5; i++) r.nextUint32();
      return { ...s, rng: r.state };
    },
  },
];

describe('actionclixBot decides the same whatever the dice will be', () => {
  it.each(fairnessCases(POSITIONS, CHANGES, ['easy', 'normal', 'hard']))('$name', ({ make, change, level }) => {
    const s = make();
    expect(engine.activePlayers(s).length).toBeGreaterThan(0);
    expect(unfairness({ engine, bot: small, state: s, change, level, options: s.options as never, players: s.players })).toEqual([]);
  });
});
