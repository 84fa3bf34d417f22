/**
 * Stationary teleporters are printed on the halves; mobile teleporter pairs are placed by the players
 * (rulebook: MOBILE TELEPORTER EINSETZEN). This module says which placements the rules allow.
 */
import { BATTLEFIELDS, HALVES } from './battlefields';
import { battlefield } from './battlefield';
import type { BattlefieldId, TerritoryId } from './types';

/** Error codes of an illegal mobile teleporter pair; each is also the i18n key under `risiko:errors`. */
export const TELEPORTER_PROBLEMS = {
  unknownTerritory: 'risiko/unknown-territory',
  sameTerritory: 'risiko/teleporter-same-territory',
  alreadyHere: 'risiko/teleporter-already-here',
  connected: 'risiko/teleporter-connected',
  sameHalf: 'risiko/teleporter-same-half',
} as const;

export type TeleporterProblem = (typeof TELEPORTER_PROBLEMS)[keyof typeof TELEPORTER_PROBLEMS];

const linkCache = new Map<BattlefieldId, readonly (readonly [TerritoryId, TerritoryId])[]>();

/** Every stationary teleporter link of the battlefield, half by half. */
export function stationaryLinks(id: BattlefieldId): readonly (readonly [TerritoryId, TerritoryId])[] {
  let links = linkCache.get(id);
  if (links === undefined) {
    links = Object.freeze(BATTLEFIELDS[id].halves.flatMap((h) => HALVES[h].stationaryTeleporters));
    linkCache.set(id, links);
  }
  return links;
}

/**
 * Why a mobile teleporter pair on `a` and `b` is illegal, or undefined when it may be placed.
 * Rulebook: the two territories must not be connected already (by a border or a stationary teleporter),
 * a territory never holds two mobile teleporters, and on THE RING and FORGE each pair joins the two halves.
 */
export function mobilePairProblem(
  battlefieldId: BattlefieldId,
  a: TerritoryId,
  b: TerritoryId,
  placedTerritories: ReadonlySet<TerritoryId>,
): TeleporterProblem | undefined {
  const b0 = battlefield(battlefieldId);
  const ta = b0.territory[a];
  const tb = b0.territory[b];
  if (ta === undefined || tb === undefined) return TELEPORTER_PROBLEMS.unknownTerritory;
  if (a === b) return TELEPORTER_PROBLEMS.sameTerritory;
  if (placedTerritories.has(a) || placedTerritories.has(b)) return TELEPORTER_PROBLEMS.alreadyHere;
  if (b0.neighbours[a]?.includes(b) === true) return TELEPORTER_PROBLEMS.connected;
  if (b0.halves.length > 1 && ta.half === tb.half) return TELEPORTER_PROBLEMS.sameHalf;
  return undefined;
}
