/**
 * The special attacks of the Event and Shell dials (texts in `scarab.special.<id>`): Stomp, Plasma Mortar
 * and Dropship (reinforce) on the Event dial, Plasma Burst and Shield Regeneration on the Shell.
 */
import type { Battlemap } from '../battlemap';
import type { Draft } from '../draft';
import { fail } from '../errors';
import type { UnitState } from '../types';
import { healShell, scarabHurt } from './damage';
import { inArea } from './geometry';
import { interiorOf } from './interiorBattlemap';
import { RAMP_SQUARES } from './interior';
import { nextToAnyBase } from './places';
import { scarabOf } from './state';
import type { ScarabSpecial, ScarabState } from './types';

export const STOMP_DAMAGE = 2;
export const MORTAR_ATTACK = 9;
export const MORTAR_DAMAGE = 3;
export const MORTAR_SPLASH = 1;
export const BURST_DAMAGE = 1;

function isEnemy(sc: ScarabState, u: UnitState): boolean {
  return u.seat !== sc.seat && u.status === 'map';
}

/** Reinforcements waiting to arrive: never in play yet, or eliminated on an earlier turn. */
export function waiting(s: Battlemap['s'], sc: ScarabState): UnitState[] {
  return s.units.filter((u) => u.seat === sc.seat && (u.status === 'reserve' || (u.status === 'down' && u.downTurn < s.turnNumber)));
}

export function freeRamps(battlemap: Battlemap): number[] {
  const b = interiorOf(battlemap);
  return RAMP_SQUARES.filter((sq) => (b.occ[sq] ?? -1) < 0);
}

/** Whether the special waits for the Scarab player (mortar always; reinforce while a unit and a Ramp square are free). */
export function needsChoice(d: Draft, special: ScarabSpecial): boolean {
  if (special === 'mortar') return true;
  if (special === 'reinforce') return waiting(d.s, scarabOf(d)).length > 0 && freeRamps(d).length > 0;
  return false;
}

/** Resolves a special that needs no choice (a reinforce without a unit or square does nothing). */
export function applySpecial(d: Draft, special: ScarabSpecial, dial: 'event' | 'shell'): void {
  const sc = scarabOf(d);
  if (special === 'stomp') {
    d.log?.push({ type: 'scarabSpecial', special, dial });
    const hits: [number, number][] = [];
    d.s.units.forEach((u, i) => {
      if (isEnemy(sc, u) && inArea(sc, d.geo.width, u.sq)) hits.push([i, STOMP_DAMAGE]);
    });
    scarabHurt(d, hits, 'stomp');
  } else if (special === 'plasmaBurst') {
    d.log?.push({ type: 'scarabSpecial', special, dial });
    const hits: [number, number][] = [];
    d.s.units.forEach((u, i) => {
      if (isEnemy(sc, u) && nextToAnyBase(d.geo, sc, u.sq)) hits.push([i, BURST_DAMAGE]);
    });
    scarabHurt(d, hits, 'plasmaBurst');
  } else if (special === 'shieldRegen') {
    d.log?.push({ type: 'scarabSpecial', special, dial });
    healShell(d, 1);
  }
}

/** Squares the mortar may target: every open battlefield square not under a base. */
export function mortarProblem(d: Battlemap, square: number): ReturnType<typeof fail> | undefined {
  if (square < 0 || square >= d.geo.width * d.geo.height) return fail('actionclix/off-map', { square });
  if (d.geo.blocked[square] === 1 || (d.occ[square] ?? -1) >= d.s.units.length) return fail('actionclix/square-blocked', { square });
  return undefined;
}

