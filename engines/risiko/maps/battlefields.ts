/**
 * The four board halves and the four battlefields built from them (rulebook: SCHLACHTFELDER; RULES.md:
 * HAMMER and ANVIL for two players, THE RING and FORGE for three to five, joined only by mobile teleporters).
 */
import { ANVIL } from './halves/anvil';
import { HAMMER } from './halves/hammer';
import { INLAND_CANYON } from './halves/inlandCanyon';
import { PULSE_GRID_01 } from './halves/pulseGrid01';
import type { BattlefieldDef, BattlefieldId, HalfDef, HalfId } from './types';

export const HALVES: Readonly<Record<HalfId, HalfDef>> = {
  hammer: HAMMER,
  anvil: ANVIL,
  'inland-canyon': INLAND_CANYON,
  'pulse-grid-01': PULSE_GRID_01,
};

export const BATTLEFIELDS: Readonly<Record<BattlefieldId, BattlefieldDef>> = {
  hammer: { id: 'hammer', name: 'HAMMER', halves: ['hammer'], minPlayers: 2, maxPlayers: 2 },
  anvil: { id: 'anvil', name: 'ANVIL', halves: ['anvil'], minPlayers: 2, maxPlayers: 2 },
  'the-ring': { id: 'the-ring', name: 'THE RING', halves: ['inland-canyon', 'pulse-grid-01'], minPlayers: 3, maxPlayers: 5 },
  forge: { id: 'forge', name: 'FORGE', halves: ['hammer', 'anvil'], minPlayers: 3, maxPlayers: 5 },
};

export const HALF_IDS = Object.keys(HALVES) as readonly HalfId[];
export const BATTLEFIELD_IDS = Object.keys(BATTLEFIELDS) as readonly BattlefieldId[];
