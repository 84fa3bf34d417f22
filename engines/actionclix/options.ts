/**
 * Game options: validated from untrusted input, defaults filled. Defaults are the rulebook's standard
 * game: a 24 x 24 battlefield of four tiles, two spawn points each, 5 kill points, standard force limits,
 * one default force per faction (seat 0 UNSC, 1 Covenant, 2 Flood, 3 UNSC, 4 Covenant). Two to five
 * players; the large battlefield (six tiles) gives 3 to 5 players room.
 */
import { ok, type Result } from '../core';
import { fail } from './errors';
import { intIn, pick, type Rec } from './forceOptions';
import { BATTLEFIELD_SHAPE, DEFAULT_TILES, tileById } from './maps';
import type { SharedOptions } from './mode';
import { modeRules } from './modes';
import { MODE_OPTION_KEYS, MODES } from './modes/vocabulary';
import { BATTLEFIELDS, TEAM_OPTIONS, type ActionClixOptions, type BattlefieldKind } from './types';

const SHARED_KEYS = ['mode', 'battlefield', 'tiles', 'teams', 'sharedSpawns', 'spawnsPerPlayer', 'killsToWin', 'limits', 'forces', 'reserves'];
const KEYS = new Set([...SHARED_KEYS, ...MODES.flatMap((m) => MODE_OPTION_KEYS[m])]);

function parseTiles(raw: unknown, battlefield: BattlefieldKind): Result<string[]> {
  if (raw === undefined) return ok([...DEFAULT_TILES[battlefield]]);
  const { cols, rows } = BATTLEFIELD_SHAPE[battlefield];
  if (!Array.isArray(raw) || !raw.every((t) => typeof t === 'string')) return fail('actionclix/bad-options', { field: 'tiles' });
  if (raw.length !== cols * rows) return fail('actionclix/tile-count', { count: raw.length, needed: cols * rows });
  const unknown = (raw as string[]).find((t) => tileById(t) === undefined);
  if (unknown !== undefined) return fail('actionclix/unknown-tile', { tile: unknown });
  return ok([...(raw as string[])]);
}

function parseScalars(rec: Rec, players: number): Result<Omit<SharedOptions, 'tiles'>> {
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

/** Seats a game of ActionClix takes (the engine's minPlayers and maxPlayers). */
export const PLAYER_RANGE = { min: 2, max: 5 } as const;

export function parseOptions(raw: unknown, players: number): Result<ActionClixOptions> {
  if (!Number.isInteger(players) || players < PLAYER_RANGE.min || players > PLAYER_RANGE.max) return fail('actionclix/bad-options', { field: 'players' });
  const input = raw === undefined || raw === null ? {} : raw;
  if (typeof input !== 'object' || Array.isArray(input)) return fail('actionclix/bad-options', { field: '' });
  const rec = input as Rec;
  const unknownKey = Object.keys(rec).find((k) => !KEYS.has(k));
  if (unknownKey !== undefined) return fail('actionclix/bad-options', { field: unknownKey });
  const scalars = parseScalars(rec, players);
  if (!scalars.ok) return scalars;
  const tiles = parseTiles(rec.tiles, scalars.value.battlefield);
  if (!tiles.ok) return tiles;
  const mode = scalars.value.mode;
  const foreign = Object.keys(rec).find((k) => MODES.some((m) => m !== mode && MODE_OPTION_KEYS[m].includes(k)));
  if (foreign !== undefined) return fail('actionclix/bad-options', { field: foreign });
  return modeRules(mode).parseOptions(rec, players, { ...scalars.value, tiles: tiles.value });
}
