/**
 * The fast path (`simulate`: no events, the in-play table copied only when it changes) reaches the very
 * state `apply` reaches, at every step of 82 random games (the property suite plays three per
 * table size), and refuses what `apply` refuses (an earlier action tried again).
 */
import { describe, expect, it } from 'vitest';
import { simulateMismatch, type PropertySuiteConfig } from '../core/testing/propertySuite';
import { halotcgEngine } from './index';
import type { HaloAction, HaloOptions, HaloState } from './types';
import type { HaloView } from './view';

const config: PropertySuiteConfig<HaloState, HaloAction, HaloView, HaloOptions> = { engine: halotcgEngine, setups: [], games: 0, maxActions: 6000 };

const TABLES = [
  { name: '2 players', players: 2, games: 60 },
  { name: '3 players', players: 3, games: 16 },
  { name: '5 players', players: 5, games: 6 },
];

describe('halotcg fast path', () => {
  it.each(TABLES)('$name: simulate matches apply at every step of $games random games', ({ name, players, games }) => {
    const found: string[] = [];
    for (let g = 0; g < games; g++) {
      const differs = simulateMismatch(config, { name, players, options: {} }, `fast-path-${players}-${g}`);
      if (differs !== undefined) found.push(`game ${g}: ${differs}`);
    }
    expect(found).toEqual([]);
  });
});
