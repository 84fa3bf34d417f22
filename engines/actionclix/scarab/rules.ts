/**
 * Small facts of the scenario every part asks: the sides, the action counts, the kill points, whether the
 * reinforcements act.
 */
import type { Seat } from '../../core';
import type { ActionClixState } from '../types';
import { isInside } from './aboard';
import { coreClick } from './dials';
import type { ScarabPower, ScarabState } from './types';

/** The attacker's force budget and the Scarab side's kill points per power level. */
export const POWER_POINTS: Readonly<Record<ScarabPower, number>> = { normal: 700, heroic: 1000 };
export const POWER_KILLS: Readonly<Record<ScarabPower, number>> = { normal: 20, heroic: 30 };
/** Points the Scarab side may spend on reinforcements (Covenant figures only). */
export const REINFORCEMENT_POINTS: Readonly<Record<ScarabPower, number>> = { normal: 300, heroic: 400 };
/** Actions the activated reinforcements get per Scarab turn. */
export const REINFORCEMENT_ACTIONS: Readonly<Record<ScarabPower, number>> = { normal: 3, heroic: 4 };
/** Reinforcements that must stand on the interior map to activate, and that must always stay there. */
export const GARRISON = 5;
/** Aerial units that may attack the Scarab in one turn; flying units that may fly onto it in one turn. */
export const AERIAL_LIMIT = 2;
export const FLYER_LIMIT = 2;

export function attackerSeat(sc: ScarabState): Seat {
  return sc.seat === 0 ? 1 : 0;
}

/** Half the attacker's starting force, rounded up. */
export function attackerActions(s: ActionClixState, sc: ScarabState): number {
  return Math.ceil((s.options.forces[attackerSeat(sc)]?.length ?? 0) / 2);
}

export function insideCount(s: ActionClixState, seat: Seat): number {
  const sc = s.scarab;
  if (sc === undefined) return 0;
  let n = 0;
  for (const u of s.units) if (u.seat === seat && isInside(sc, u)) n++;
  return n;
}

/** The reinforcements act with 3 (Normal) or 4 (Heroic) actions once five stand inside or Swarm shows. */
export function reinforcementsActive(s: ActionClixState, sc: ScarabState): boolean {
  return insideCount(s, sc.seat) >= GARRISON || coreClick(sc.clicks).swarm;
}

/** Actions the reinforcements get this Scarab turn (fixed when the reinforcements' step begins). */
export function reinforcementActions(s: ActionClixState, sc: ScarabState): number {
  if (sc.step?.kind === 'reinforcements') return sc.step.actions;
  return reinforcementsActive(s, sc) ? REINFORCEMENT_ACTIONS[sc.power] : 0;
}
