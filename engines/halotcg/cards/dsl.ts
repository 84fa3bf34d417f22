/** Phrases of the effect language that many cards share ("a minion in this skirmish", ...). */
import type { Ability, Cost, Effect, Filter, Race, Requirement, Stat, Target, Timing } from '../cardTypes';

export const self: Target = { t: 'self' };
export const bearer: Target = { t: 'bearer' };
export const chosen = (i: number): Target => ({ t: 'chosen', i });
export const choose = (f: Filter): Target => ({ t: 'choose', f });
export const each = (f: Filter): Target => ({ t: 'each', f });

export const fightingMinion: Filter = { kinds: ['minion'], inFight: true };
export const fightingCompanion: Filter = { kinds: ['companion', 'ally'], inFight: true };
export const myCompanion = (f: Filter = {}): Filter => ({ kinds: ['companion'], mine: true, ...f });
export const race = (r: Race, f: Filter = {}): Filter => ({ race: r, ...f });

export const exertSelf: Cost = { c: 'exert', target: self };
export const exert = (f: Filter): Cost => ({ c: 'exert', target: choose(f) });
export const pump = (target: Target, n: number, stat: Stat = 'strength', until?: 'regroup' | 'turn'): Effect =>
  until === undefined ? { e: 'pump', target, stat, n } : { e: 'pump', target, stat, n, until };
export const wound = (target: Target, n = 1): Effect => (n === 1 ? { e: 'wound', target } : { e: 'wound', target, n });
export const heal = (target: Target, n = 1): Effect => (n === 1 ? { e: 'heal', target } : { e: 'heal', target, n });

export function action(timing: Timing, costs: readonly Cost[], effects: readonly Effect[], needs?: readonly Requirement[]): Ability {
  return needs === undefined ? { a: 'action', timing, costs, effects } : { a: 'action', timing, costs, effects, needs };
}
export const spot = (f: Filter, n?: number): Requirement => (n === undefined ? { r: 'spot', f } : { r: 'spot', f, n });
export const statBonus = (to: 'self' | 'bearer' | Filter, stat: Stat, n: number, whileSpot?: Filter): Ability =>
  whileSpot === undefined ? { a: 'static', mod: { s: 'stat', to, stat, n } } : { a: 'static', mod: { s: 'stat', to, stat, n }, whileSpot };
