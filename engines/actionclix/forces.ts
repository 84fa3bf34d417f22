/**
 * Starting forces (rulebook "Building your starting force": at least five units, 400 points or less, no
 * unit above 150; a larger game raises the limits). A force builder lists every problem at once with
 * `forceProblems`; the engine takes the first with `validateForce`.
 */
import { ok, type GameError, type Result } from '../core';
import { fail } from './errors';
import { rosterUnit } from './roster';
import type { ForceLimits } from './types';

export const STANDARD_LIMITS: ForceLimits = { minUnits: 5, maxPoints: 400, maxUnitPoints: 150 };

export const MAX_FORCE_NAME = 40;

export interface NamedForce {
  readonly name: string;
  readonly units: readonly string[];
}

/** Total points of the known units in a list. */
export function forcePoints(units: readonly string[]): number {
  return units.reduce((sum, id) => sum + (rosterUnit(id)?.points ?? 0), 0);
}

/** Every problem of a force's units, in a fixed order (unknown, duplicate, too expensive, count, points). */
export function forceProblems(units: readonly string[], limits: ForceLimits = STANDARD_LIMITS): GameError[] {
  const out: GameError[] = [];
  const seen = new Set<string>();
  for (const id of units) {
    const u = rosterUnit(id);
    if (u === undefined) {
      out.push(fail('actionclix/force-unknown-unit', { unit: id }).error);
      continue;
    }
    if (seen.has(id)) out.push(fail('actionclix/force-duplicate-unit', { unit: id }).error);
    seen.add(id);
    if (u.points > limits.maxUnitPoints) out.push(fail('actionclix/force-unit-too-expensive', { unit: id, points: u.points, max: limits.maxUnitPoints }).error);
  }
  if (units.length < limits.minUnits) out.push(fail('actionclix/force-too-few', { count: units.length, min: limits.minUnits }).error);
  const points = forcePoints(units);
  if (points > limits.maxPoints) out.push(fail('actionclix/force-too-many-points', { points, max: limits.maxPoints }).error);
  return out;
}

/** The force's units are legal under the limits, or the first problem. */
export function validateForceUnits(units: readonly string[], limits: ForceLimits = STANDARD_LIMITS): Result<void> {
  const first = forceProblems(units, limits)[0];
  return first === undefined ? ok(undefined) : { ok: false, error: first };
}

/** A named force as the force builder saves it: a name of 1 to 40 characters and legal units. */
export function validateForce(force: NamedForce, limits: ForceLimits = STANDARD_LIMITS): Result<void> {
  const name = force.name.trim();
  if (name.length === 0 || name.length > MAX_FORCE_NAME) return fail('actionclix/force-name', { max: MAX_FORCE_NAME });
  return validateForceUnits(force.units, limits);
}
