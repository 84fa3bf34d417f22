/**
 * Game options: validated from untrusted input, defaults filled (rulebook: the mode decides the player
 * count, the battlefield the player count; the box holds 2 UNSC, 2 Covenant and 1 Flood faction).
 */
import { isRecord, listOf, oneOf, ok, pickOne, type Result } from '../core';
import type { BattlefieldId } from './maps/types';
import { DONE, fail } from './errors';
import { FACTIONS, MODES, SETUP_OPTIONS, TELEPORTER_OPTIONS, type Faction, type Mode, type RisikoOptions } from './types';

export const BATTLEFIELD_IDS: readonly BattlefieldId[] = ['hammer', 'anvil', 'the-ring', 'forge'];

export const MODE_PLAYERS: Readonly<Record<Mode, readonly [number, number]>> = {
  objective: [3, 5],
  'one-on-one': [2, 2],
  slayer: [3, 5],
  'team-objective': [4, 5],
};

export const BATTLEFIELD_PLAYERS: Readonly<Record<BattlefieldId, readonly [number, number]>> = {
  hammer: [2, 2],
  anvil: [2, 2],
  'the-ring': [3, 5],
  forge: [3, 5],
};

/** Faction components in the box. */
export const FACTION_LIMIT: Readonly<Record<Faction, number>> = { unsc: 2, covenant: 2, flood: 1 };

export function defaultFactions(players: number, mode: Mode): readonly Faction[] {
  if (mode === 'team-objective' && players === 5) return ['flood', 'unsc', 'covenant', 'unsc', 'covenant'];
  const table: Readonly<Record<number, readonly Faction[]>> = {
    2: ['unsc', 'covenant'],
    3: ['unsc', 'covenant', 'flood'],
    4: ['unsc', 'covenant', 'unsc', 'covenant'],
    5: ['unsc', 'covenant', 'flood', 'unsc', 'covenant'],
  };
  return table[players] ?? [];
}

const KEYS = new Set(['mode', 'battlefield', 'factions', 'teleporters', 'setup']);

const isFactionList = listOf(oneOf(FACTIONS), 16);

function checkFactions(factions: readonly Faction[], players: number, mode: Mode): Result<void> {
  if (factions.length !== players) return fail('risiko/bad-options', { field: 'factions' });
  for (const f of FACTIONS) {
    if (factions.filter((x) => x === f).length > FACTION_LIMIT[f]) return fail('risiko/faction-limit', { faction: f, max: FACTION_LIMIT[f] });
  }
  if (mode === 'one-on-one' && factions.includes('flood')) return fail('risiko/one-on-one-factions');
  if (mode === 'team-objective') {
    // Seats alternate teams (rulebook: allies never play one after the other); 5p: seat 0 is the Flood.
    const rest = players === 5 ? factions.slice(1) : factions;
    const alternates = rest.every((f, i) => f !== 'flood' && f === rest[i % 2]) && rest[0] !== rest[1];
    if (!alternates || (players === 5 && factions[0] !== 'flood')) return fail('risiko/team-factions');
  }
  return DONE;
}

export function parseOptions(raw: unknown, players: number): Result<RisikoOptions> {
  const rec = raw === undefined || raw === null ? {} : raw;
  if (!isRecord(rec)) return fail('risiko/bad-options', { field: '' });
  const unknownKey = Object.keys(rec).find((k) => !KEYS.has(k));
  if (unknownKey !== undefined) return fail('risiko/bad-options', { field: unknownKey });
  const mode = pickOne(rec.mode, MODES, players === 2 ? 'one-on-one' : 'objective');
  if (mode === undefined) return fail('risiko/bad-options', { field: 'mode' });
  const [minP, maxP] = MODE_PLAYERS[mode];
  if (players < minP || players > maxP) return fail('risiko/mode-players', { mode, min: minP, max: maxP, players });
  const battlefield = pickOne(rec.battlefield, BATTLEFIELD_IDS, players === 2 ? 'hammer' : 'the-ring');
  if (battlefield === undefined) return fail('risiko/bad-options', { field: 'battlefield' });
  const [minB, maxB] = BATTLEFIELD_PLAYERS[battlefield];
  if (players < minB || players > maxB) return fail('risiko/battlefield-players', { battlefield, min: minB, max: maxB, players });
  const teleporters = pickOne(rec.teleporters, TELEPORTER_OPTIONS, 'each-player');
  if (teleporters === undefined) return fail('risiko/bad-options', { field: 'teleporters' });
  if (teleporters === 'last-player-only' && (players < 3 || mode === 'team-objective')) return fail('risiko/teleporters-players');
  const setup = pickOne(rec.setup, SETUP_OPTIONS, 'quick');
  if (setup === undefined) return fail('risiko/bad-options', { field: 'setup' });
  let factions = defaultFactions(players, mode);
  if (rec.factions !== undefined) {
    if (!isFactionList(rec.factions)) return fail('risiko/bad-options', { field: 'factions' });
    factions = rec.factions;
  }
  const checked = checkFactions(factions, players, mode);
  if (!checked.ok) return checked;
  return ok({ mode, battlefield, factions: [...factions], teleporters, setup });
}
