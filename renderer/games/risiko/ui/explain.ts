/**
 * Why a click on a territory cannot do what the player meant, as the engine's own error codes (so the
 * message is the engine's, in the player's language). Facts come from the view; teleporter placements
 * ask the map module's own rule check.
 */
import type { GameError, Seat } from '../../../../engines/core';
import type { RisikoView, TerritoryId } from '../../../../engines/risiko';
import { mobilePairProblem } from '../../../../engines/risiko/maps';
import type { SetupType } from '../decisions';

const fail = (code: string, params?: Record<string, string | number>): GameError => (params === undefined ? { code } : { code, params });

export function sameTeam(view: RisikoView, a: Seat, b: Seat): boolean {
  if (a === b) return true;
  if (view.mode !== 'team-objective') return false;
  return view.players[a]?.team === view.players[b]?.team;
}

function ownerOf(view: RisikoView, id: TerritoryId) {
  return view.territories[id]?.owner ?? null;
}

/** Territories holding a mobile teleporter end, without the open end of a half-placed pair. */
function placedEnds(view: RisikoView): { placed: Set<TerritoryId>; open: TerritoryId | null } {
  const placed = new Set<TerritoryId>();
  let open: TerritoryId | null = null;
  for (const pair of view.teleporters) {
    if (pair.b === null) open = pair.a;
    else placed.add(pair.a).add(pair.b);
  }
  return { placed, open };
}

function teleporterProblem(view: RisikoView, id: TerritoryId): GameError {
  const { placed, open } = placedEnds(view);
  if (open !== null) return fail(mobilePairProblem(view.battlefield, open, id, placed) ?? 'risiko/teleporter-connected', { territory: id });
  if (placed.has(id)) return fail('risiko/teleporter-already-here', { territory: id });
  return fail('risiko/teleporter-no-partner', { territory: id });
}

/** A setup placement the engine does not list for this territory. */
export function placeProblem(view: RisikoView, viewer: Seat, type: SetupType, id: TerritoryId): GameError {
  if (type === 'placeTeleporter') return teleporterProblem(view, id);
  const owner = ownerOf(view, id);
  if (type === 'placeBase' || type === 'claim' || (type === 'placeNeutral' && view.phase.kind === 'setupClaim')) {
    return fail('risiko/territory-taken', { territory: id });
  }
  if (type === 'placeNeutral' && owner !== 'neutral') return fail('risiko/not-neutral', { territory: id });
  if (owner !== viewer) return fail('risiko/not-your-territory', { territory: id });
  return fail('risiko/wrong-phase', { phase: view.phase.kind });
}

/** A territory chosen as the start of an attack, maneuver or airlift that cannot be one. */
export function sourceProblem(view: RisikoView, viewer: Seat, id: TerritoryId): GameError | null {
  const t = view.territories[id];
  if (t === undefined) return fail('risiko/unknown-territory', { territory: id });
  if (t.owner !== viewer) return fail('risiko/not-your-territory', { territory: id });
  if (t.units < 2) return fail('risiko/too-few-units', { territory: id, min: 2 });
  return null;
}

/** An attack target the engine does not list from `from`. */
export function attackProblem(view: RisikoView, viewer: Seat, from: TerritoryId, to: TerritoryId): GameError {
  const owner = ownerOf(view, to);
  if (owner === viewer) return fail('risiko/attack-own', { territory: to });
  if (typeof owner === 'number' && sameTeam(view, viewer, owner)) return fail('risiko/attack-ally', { territory: to });
  return fail('risiko/not-adjacent', { from, to });
}

/** A maneuver or airlift destination the engine does not list from `from`. */
export function moveProblem(view: RisikoView, viewer: Seat, from: TerritoryId, to: TerritoryId): GameError {
  if (ownerOf(view, to) !== viewer) return fail('risiko/not-your-territory', { territory: to });
  return fail('risiko/not-connected', { from, to });
}

/** A command-transfer click the engine does not list. */
export function transferProblem(view: RisikoView, viewer: Seat, id: TerritoryId, asSource: boolean): GameError {
  const t = view.territories[id];
  if (asSource) return fail('risiko/transfer-source', { territory: id });
  const owner = t?.owner ?? null;
  if (typeof owner !== 'number' || owner === viewer || !sameTeam(view, viewer, owner)) return fail('risiko/transfer-not-ally', { territory: id });
  if (t?.units !== 1) return fail('risiko/transfer-one-unit', { territory: id });
  if (t.hero !== null) return fail('risiko/transfer-hero', { territory: id });
  return fail('risiko/transfer-last-territory', { territory: id });
}
