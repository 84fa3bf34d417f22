/**
 * The rulebook game as a mode: the base rules object every scenario spreads and overrides
 * (scarab/mode.ts). Its hooks are the basic game's own rules; nothing here knows any scenario.
 */
import { ok } from '../core';
import { fail } from './errors';
import { parseForces, parseLimits } from './forceOptions';
import { basicLegalActions } from './listing';
import type { GameMode } from './mode';
import { basicSpawnProblem, basicSpawnSeat } from './spawns';
import { ACTIONS_PER_TURN, settleKills } from './turn';

export const BASIC_MODE: GameMode = {
  id: 'basic',
  parseOptions(rec, players, shared) {
    const limits = parseLimits(rec.limits);
    if (limits === undefined) return fail('actionclix/bad-options', { field: 'limits' });
    const forces = parseForces(rec, players, limits);
    if (!forces.ok) return forces;
    return ok({ ...shared, limits, ...forces.value });
  },
  setup: (s) => s,
  spawnSeat: basicSpawnSeat,
  spawnProblem: basicSpawnProblem,
  spawnsNeeded: (s) => s.players * s.options.spawnsPerPlayer,
  markBattlemap: undefined,
  turnStarted: () => undefined,
  actionsPerTurn: () => ACTIONS_PER_TURN,
  endTurnProblem: () => undefined,
  handlers: {},
  route: () => undefined,
  legalActions: basicLegalActions,
  moreGrenadeSquares: undefined,
  canAttackElsewhere: () => false,
  leftElsewhere: () => undefined,
  place(_s, u) {
    throw new Error(`${u.id}: no unit is elsewhere in the basic game`);
  },
  view: () => ({}),
  settle: settleKills,
};
