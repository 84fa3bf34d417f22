/**
 * The fast path over many games (issue 24: the search's budget): in 180 seeded random games of every kind
 * the engine plays, every step taken through `simulate` reaches the very state `apply` reaches, and an
 * earlier action tried again is refused or taken alike (the shared suite's check, `simulateMismatch`, which
 * the property suites run on a few games per setup). Games are cut at 100 actions, so the file stays fast
 * while covering spawn points, deployment and the fighting that follows.
 */
import { describe, expect, it } from 'vitest';
import { simulateMismatch, type PropertySetup, type PropertySuiteConfig } from '../core/testing/propertySuite';
import { actionclixEngine } from './index';
import type { ActionClixAction, ActionClixOptions, ActionClixState } from './types';
import type { ActionClixView } from './view';

const GAMES_PER_SETUP = 30;

const SETUPS: readonly PropertySetup[] = [
  { name: '2 players standard', players: 2, options: {} },
  { name: '3 players quick', players: 3, options: { battlefield: 'quick' } },
  { name: '4 players large in two teams sharing spawn points', players: 4, options: { battlefield: 'large', teams: 'pairs', sharedSpawns: true } },
  { name: '5 players large', players: 5, options: { battlefield: 'large' } },
  { name: 'Scarab Normal', players: 2, options: { mode: 'scarab', scarab: { power: 'normal' } } },
  { name: 'Scarab Heroic, seat 1 plays the Scarab', players: 2, options: { mode: 'scarab', scarab: { power: 'heroic', scarabSeat: 1 } } },
];

const config: PropertySuiteConfig<ActionClixState, ActionClixAction, ActionClixView, ActionClixOptions> = {
  engine: actionclixEngine,
  setups: SETUPS,
  games: GAMES_PER_SETUP,
  maxActions: 100,
};

describe('simulate reaches the state apply reaches at every step of many random games', () => {
  it.each(SETUPS)('$name: 30 games', (setup) => {
    const mismatches: string[] = [];
    for (let g = 0; g < GAMES_PER_SETUP; g++) {
      const differs = simulateMismatch(config, setup, `fast-path-${g}`);
      if (differs !== undefined) mismatches.push(`game ${g}: ${differs}`);
    }
    expect(mismatches).toEqual([]);
  }, 30_000);
});
