/**
 * Game options: validated from untrusted input, defaults filled. Defaults are the rulebook's standard
 * game: a 24 x 24 battlefield of four tiles, two spawn points each, 5 kill points, standard force limits,
 * one default force per faction (seat 0 UNSC, 1 Covenant, 2 Flood, 3 UNSC).
 */
import { ok, type Result } from '../core';
import { fail } from './errors';
import { STANDARD_LIMITS, validateForceUnits } from './forces';
import { BATTLEFIELD_SHAPE, DEFAULT_TILES, tileById } from './maps';
import { DEFAULT_FORCES, ROSTER, rosterUnit } from './roster';
import { parseScarabOptions } from './scarab/options';
import { BATTLEFIELDS, MODES, TEAM_OPTIONS, type ActionClixOptions, type Faction, type ForceLimits } from './types';

const KEYS = new Set(['scarab', 'mode', 'battlefield', 'tiles', 'teams', 'sharedSpawns', 'spawnsPerPlayer', 'killsToWin', 'limits', 'forces', 'reserves']);
const SEAT_FACTIONS: readonly Faction[] = ['unsc', 'covenant', 'flood', 'unsc'];

type Rec = Record<string, unknown>;

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T | undefined {
  if (value === undefined) return fallback;
  return allowed.find((a) => a === value);
}

function intIn(value: unknown, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined) return fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function idLists(value: unknown, players: number): string[][] | undefined {
  if (!Array.isArray(value) || value.length !== players) return undefined;
  if (!value.every((l) => Array.isArray(l) && l.length <= ROSTER.length * 2 && l.every((id) => typeof id === 'string'))) return undefined;
  return (value as string[][]).map((l) => [...l]);
}

function parseLimits(raw: unknown): ForceLimits | undefined {
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

function parseTiles(raw: unknown, battlefield: 'standard' | 'quick'): Result<string[]> {
  if (raw === undefined) return ok([...DEFAULT_TILES[battlefield]]);
  const { cols, rows } = BATTLEFIELD_SHAPE[battlefield];
  if (!Array.isArray(raw) || !raw.every((t) => typeof t === 'string')) return fail('actionclix/bad-options', { field: 'tiles' });
  if (raw.length !== cols * rows) return fail('actionclix/tile-count', { count: raw.length, needed: cols * rows });
  const unknown = (raw as string[]).find((t) => tileById(t) === undefined);
  if (unknown !== undefined) return fail('actionclix/unknown-tile', { tile: unknown });
  return ok([...(raw as string[])]);
}

/** Forces and reserves per seat; reserves default to every roster unit outside the force. */
function parseForces(rec: Rec, players: number, limits: ForceLimits): Result<{ forces: string[][]; reserves: string[][] }> {
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

function parseScalars(rec: Rec, players: number): Result<Omit<ActionClixOptions, 'tiles' | 'forces' | 'reserves' | 'limits'>> {
  const mode = pick(rec.mode, MODES, 'basic');
  if (mode === undefined) return fail('actionclix/bad-options', { field: 'mode' });
  const battlefield = pick(rec.battlefield, BATTLEFIELDS, 'standard');
  if (battlefield === undefined) return fail('actionclix/bad-options', { field: 'battlefield' });
  const teams = pick(rec.teams, TEAM_OPTIONS, 'none');
  if (teams === undefined) return fail('actionclix/bad-options', { field: 'teams' });
  if (teams === 'pairs' && players !== 4) return fail('actionclix/team-players', { players });
  if (rec.sharedSpawns !== undefined && typeof rec.sharedSpawns !== 'boolean') return fail('actionclix/bad-options', { field: 'sharedSpawns' });
  const spawnsPerPlayer = intIn(rec.spawnsPerPlayer, 2, 1, 4);
  if (spawnsPerPlayer === undefined) return fail('actionclix/bad-options', { field: 'spawnsPerPlayer' });
  const killsToWin = intIn(rec.killsToWin, 5, 1, 50);
  if (killsToWin === undefined) return fail('actionclix/bad-options', { field: 'killsToWin' });
  return ok({ mode, battlefield, teams, sharedSpawns: teams === 'pairs' && rec.sharedSpawns === true, spawnsPerPlayer, killsToWin });
}

export function parseOptions(raw: unknown, players: number): Result<ActionClixOptions> {
  const input = raw === undefined || raw === null ? {} : raw;
  if (typeof input !== 'object' || Array.isArray(input)) return fail('actionclix/bad-options', { field: '' });
  const rec = input as Rec;
  const unknownKey = Object.keys(rec).find((k) => !KEYS.has(k));
  if (unknownKey !== undefined) return fail('actionclix/bad-options', { field: unknownKey });
  const scalars = parseScalars(rec, players);
  if (!scalars.ok) return scalars;
  const tiles = parseTiles(rec.tiles, scalars.value.battlefield);
  if (!tiles.ok) return tiles;
  if (scalars.value.mode === 'scarab') return parseScarabOptions(rec, players, { ...scalars.value, tiles: tiles.value });
  if (rec.scarab !== undefined) return fail('actionclix/bad-options', { field: 'scarab' });
  const limits = parseLimits(rec.limits);
  if (limits === undefined) return fail('actionclix/bad-options', { field: 'limits' });
  const forces = parseForces(rec, players, limits);
  if (!forces.ok) return forces;
  return ok({ ...scalars.value, tiles: tiles.value, limits, ...forces.value });
}
