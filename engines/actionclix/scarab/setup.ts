/**
 * Setting up the scenario: the attacker moves first (its first turn deploys its force), then the Scarab.
 * The Scarab starts standing in the middle of the battlefield, facing north, dials on their starting
 * lines; every reinforcement waits off the map until the Event dial brings it in. Only the attacker
 * places spawn points, none beneath the Scarab and each 5 or more squares from the area beneath.
 */
import type { GameError } from '../../core';
import type { ActionClixState } from '../types';
import { geoOf } from '../battlemap';
import { fail } from '../errors';
import { START_CLICKS } from './dials';
import { distanceToArea, startPlacement } from './geometry';
import { attackerSeat } from './rules';
import type { ScarabState } from './types';

/** Spawn points may not be closer to the area beneath than this (the basic spacing). */
export const SPAWN_CLEARANCE = 5;

export function scarabSetup(s: ActionClixState): ActionClixState {
  const opts = s.options.scarab;
  if (opts === undefined) return s;
  const geo = geoOf(s);
  const place = startPlacement(geo.width, geo.height);
  const scarab: ScarabState = {
    seat: opts.scarabSeat,
    power: opts.power,
    ...place,
    kneeling: false,
    clicks: START_CLICKS[opts.power],
    die: null,
    read: null,
    step: null,
    aerialAttackers: [],
    flyersOn: [],
    aboard: {},
  };
  const attacker = attackerSeat(scarab);
  return {
    ...s,
    order: [attacker, opts.scarabSeat],
    units: s.units.map((u) => (u.seat === opts.scarabSeat ? { ...u, status: 'reserve' } : u)),
    scarab,
  };
}

/** Spawn points in the scenario: the attacker's only, kept clear of the Scarab. */
export function scarabSpawnProblem(s: ActionClixState, sq: number): GameError | undefined {
  const sc = s.scarab;
  if (sc === undefined) return undefined;
  if (distanceToArea(sc, geoOf(s).width, sq) < SPAWN_CLEARANCE) return fail('actionclix/spawn-too-close', { min: SPAWN_CLEARANCE }).error;
  return undefined;
}
