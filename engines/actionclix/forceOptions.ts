/**
 * The option fields every mode reads the same way (bounded integers, choices, id lists) and the basic
 * game's forces: limits, a starting force and reserves per seat.
 */
import { ok, type Result } from '../core';
import { fail } from './errors';
import { STANDARD_LIMITS, validateForceUnits } from './forces';
import { DEFAULT_FORCES, ROSTER, rosterUnit } from './roster';
import type { Faction, ForceLimits } from './types';

export type Rec = Readonly<Record<string, unknown>>;

const SEAT_FACTIONS: readonly Faction[] = ['unsc', 'covenant', 'flood', 'unsc', 'covenant'];

export function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T | undefined {
  if (value === undefined) return fallback;
  return allowed.find((a) => a === value);
}

export function intIn(value: unknown, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined) return fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

export function idLists(value: unknown, players: number): string[][] | undefined {
  if (!Array.isArray(value) || value.length !== players) return undefined;
  if (!value.every((l) => Array.isArray(l) && l.length <= ROSTER.length * 2 && l.every((id) => typeof id === 'string'))) return undefined;
  return (value as string[][]).map((l) => [...l]);
}

export function parseLimits(raw: unknown): ForceLimits | undefined {
  if (raw === undefined) return STANDARD_LIMITS;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Rec;
  if (Object.keys(r).some((k) => !['minUnits', 'maxPoints', 'maxUnitPoints'].includes(k))) return undefined;
  const minUnits = intIn(r.minUnits, STANDARD_LIMITS.minUnits, 1, 20);
  const maxPoints = intIn(r.maxPoints, STANDARD_LIMITS.maxPoints, 25, 5000);
  const maxUnitPoints = intIn(r.maxUnitPoints, STANDARD_LIMITS.maxUnitPoints, 25, 1000);
  if (minUnits === undefined || maxPoints === undefined || maxUnitPoints === undefined) return undefined;
  return { minUnits, maxPoints, maxUnitPoints };
}
/** Forces and reserves per seat; reserves default to every roster unit outside the force. */
export function parseForces(rec: Rec, players: number, limits: ForceLimits): Result<{ forces: string[][]; reserves: string[][] }> {
  const forces = rec.forces === undefined ? SEAT_FACTIONS.slice(0, players).map((f) => [...DEFAULT_FORCES[f]]) : idLists(rec.forces, players);
  if (forces === undefined) return fail('actionclix/bad-options', { field: 'forces' });
  for (const force of forces) {
    const checked = validateForceUnits(force, limits);
    if (!checked.ok) return checked;
  }
  const reserves = rec.reserves === undefined ? forces.map((f) => ROSTER.map((u) => u.id).filter((id) => !f.includes(id))) : idLists(rec.reserves, players);
  if (reserves === undefined) return fail('actionclix/bad-options', { field: 'reserves' });
  for (let seat = 0; seat < players; seat++) {
    const list = reserves[seat] ?? [];
    const bad = list.find((id) => rosterUnit(id) === undefined);
    if (bad !== undefined) return fail('actionclix/force-unknown-unit', { unit: bad });
    const clash = list.find((id, i) => (forces[seat] ?? []).includes(id) || list.indexOf(id) !== i);
    if (clash !== undefined) return fail('actionclix/reserve-in-force', { unit: clash });
  }
  return ok({ forces, reserves });
}

