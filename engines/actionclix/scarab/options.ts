/**
 * Options of the 'scarab' mode: `{ mode: 'scarab', scarab: { power: 'normal' | 'heroic', scarabSeat: 0 | 1 } }`
 * for two players. The attacker's force is a normal starting force up to the power level's points
 * (700 / 1,000; at least five units, none over 150); the Scarab side's force is its reinforcements:
 * Covenant figures worth up to 300 / 400 points, at least five. Kill points to win: 20 / 30.
 */
import { ok, type Result } from '../../core';
import { fail } from '../errors';
import { validateForceUnits, forcePoints } from '../forces';
import { ROSTER, rosterUnit } from '../roster';
import type { ActionClixOptions, ForceLimits } from '../types';
import { GARRISON, POWER_KILLS, POWER_POINTS, REINFORCEMENT_POINTS } from './rules';
import { SCARAB_POWERS, type ScarabOptions, type ScarabPower } from './types';

type Rec = Record<string, unknown>;

/** Default forces per power level: the attacker's (UNSC) and the reinforcements (Covenant). */
export const SCARAB_DEFAULT_FORCES: Readonly<Record<ScarabPower, { readonly attacker: readonly string[]; readonly reinforcements: readonly string[] }>> = {
  normal: {
    attacker: ['master-chief', 'spartan-ar', 'odst-sniper', 'odst-smg', 'marine-ar', 'marine-shotgun', 'sgt-johnson', 'hornet'],
    reinforcements: ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine', 'elite-rifle', 'elite-sword'],
  },
  heroic: {
    attacker: ['master-chief', 'spartan-ar', 'spartan-laser', 'odst-sniper', 'odst-smg', 'marine-ar', 'marine-shotgun', 'sgt-johnson', 'hornet', 'warthog'],
    reinforcements: ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine', 'elite-rifle', 'elite-sword', 'brute-hammer'],
  },
};

export function attackerLimits(power: ScarabPower): ForceLimits {
  return { minUnits: 5, maxPoints: POWER_POINTS[power], maxUnitPoints: 150 };
}

function parseScarab(raw: unknown): Result<ScarabOptions> {
  const rec: Rec = raw === undefined ? {} : typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Rec) : { bad: true };
  if (Object.keys(rec).some((k) => k !== 'power' && k !== 'scarabSeat')) return fail('actionclix/bad-options', { field: 'scarab' });
  const power = rec.power === undefined ? 'normal' : SCARAB_POWERS.find((p) => p === rec.power);
  if (power === undefined) return fail('actionclix/bad-options', { field: 'scarab.power' });
  const seat = rec.scarabSeat === undefined ? 1 : rec.scarabSeat;
  if (seat !== 0 && seat !== 1) return fail('actionclix/bad-options', { field: 'scarab.scarabSeat' });
  return ok({ power, scarabSeat: seat });
}

/** The Scarab side's reinforcements: known Covenant figures, no duplicates, at least five, within the points. */
export function validateReinforcements(units: readonly string[], power: ScarabPower): Result<void> {
  for (const [i, id] of units.entries()) {
    const r = rosterUnit(id);
    if (r === undefined) return fail('actionclix/force-unknown-unit', { unit: id });
    if (units.indexOf(id) !== i) return fail('actionclix/force-duplicate-unit', { unit: id });
    if (r.faction !== 'covenant' || r.kind !== 'figure') return fail('actionclix/reinforcement-unit', { unit: id });
  }
  if (units.length < GARRISON) return fail('actionclix/reinforcement-count', { count: units.length, min: GARRISON });
  const points = forcePoints(units);
  if (points > REINFORCEMENT_POINTS[power]) return fail('actionclix/reinforcement-points', { points, max: REINFORCEMENT_POINTS[power] });
  return ok(undefined);
}

function idList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length <= ROSTER.length && value.every((id) => typeof id === 'string') ? [...(value as string[])] : undefined;
}

function parseSides(rec: Rec, sc: ScarabOptions): Result<{ forces: string[][]; reserves: string[][] }> {
  const defaults = SCARAB_DEFAULT_FORCES[sc.power];
  const attacker = 1 - sc.scarabSeat;
  const given = rec.forces === undefined ? undefined : Array.isArray(rec.forces) && rec.forces.length === 2 ? rec.forces.map(idList) : [undefined, undefined];
  const force = (seat: number, fallback: readonly string[]): string[] | undefined => (given === undefined ? [...fallback] : given[seat]);
  const attack = force(attacker, defaults.attacker);
  const reinf = force(sc.scarabSeat, defaults.reinforcements);
  if (attack === undefined || reinf === undefined) return fail('actionclix/bad-options', { field: 'forces' });
  const checked = validateForceUnits(attack, attackerLimits(sc.power));
  if (!checked.ok) return checked;
  const reinfChecked = validateReinforcements(reinf, sc.power);
  if (!reinfChecked.ok) return reinfChecked;
  const scarabReserves: unknown = Array.isArray(rec.reserves) ? rec.reserves[sc.scarabSeat] : [];
  if (!Array.isArray(scarabReserves) || scarabReserves.length > 0) return fail('actionclix/bad-options', { field: 'reserves' });
  const reserve = rec.reserves === undefined ? ROSTER.map((u) => u.id).filter((id) => !attack.includes(id)) : idList(Array.isArray(rec.reserves) ? rec.reserves[attacker] : undefined);
  if (reserve === undefined) return fail('actionclix/bad-options', { field: 'reserves' });
  const bad = reserve.find((id) => rosterUnit(id) === undefined);
  if (bad !== undefined) return fail('actionclix/force-unknown-unit', { unit: bad });
  const clash = reserve.find((id, i) => attack.includes(id) || reserve.indexOf(id) !== i);
  if (clash !== undefined) return fail('actionclix/reserve-in-force', { unit: clash });
  const forces: string[][] = [[], []];
  const reserves: string[][] = [[], []];
  forces[attacker] = attack;
  forces[sc.scarabSeat] = reinf;
  reserves[attacker] = reserve;
  return ok({ forces, reserves });
}

/** The scenario's options after the shared scalars and tiles are parsed. */
export function parseScarabOptions(rec: Rec, players: number, base: Omit<ActionClixOptions, 'forces' | 'reserves' | 'limits' | 'scarab'>): Result<ActionClixOptions> {
  if (players !== 2) return fail('actionclix/scarab-players', { players });
  if (base.teams !== 'none') return fail('actionclix/bad-options', { field: 'teams' });
  const sc = parseScarab(rec.scarab);
  if (!sc.ok) return sc;
  if (rec.limits !== undefined && JSON.stringify(rec.limits) !== JSON.stringify(attackerLimits(sc.value.power))) return fail('actionclix/bad-options', { field: 'limits' });
  const sides = parseSides(rec, sc.value);
  if (!sides.ok) return sides;
  const killsToWin = rec.killsToWin === undefined ? POWER_KILLS[sc.value.power] : base.killsToWin;
  return ok({ ...base, killsToWin, limits: attackerLimits(sc.value.power), ...sides.value, scarab: sc.value });
}
