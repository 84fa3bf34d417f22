/**
 * Every error code the Risiko engine can return. Each code is also an i18n key: `risiko/not-adjacent`
 * is translated by `errors.not-adjacent` in the `risiko` namespace (locales test checks all of them).
 */
import { err, isOneOf, type ErrorParams, type Fail, type Failure } from '../core';

export { DONE } from '../core';

export const ERROR_CODES = [
  // options and shapes
  'risiko/bad-options',
  'risiko/bad-action',
  'risiko/mode-players',
  'risiko/battlefield-players',
  'risiko/faction-limit',
  'risiko/team-factions',
  'risiko/one-on-one-factions',
  'risiko/teleporters-players',
  // turn machinery
  'risiko/game-over',
  'risiko/not-active',
  'risiko/wrong-phase',
  // territories
  'risiko/unknown-territory',
  'risiko/territory-taken',
  'risiko/not-your-territory',
  'risiko/not-neutral',
  'risiko/bad-count',
  // mobile teleporters (the pair codes come from the maps module)
  'risiko/teleporter-same-territory',
  'risiko/teleporter-already-here',
  'risiko/teleporter-connected',
  'risiko/teleporter-same-half',
  'risiko/teleporter-no-partner',
  // reinforcements and skulls
  'risiko/must-place-all',
  'risiko/trade-too-late',
  'risiko/trade-skulls',
  'risiko/trade-duplicate',
  'risiko/card-not-yours',
  'risiko/hero-not-fallen',
  'risiko/hero-fallen',
  // invasions
  'risiko/battle-pending',
  'risiko/no-battle',
  'risiko/not-adjacent',
  'risiko/attack-own',
  'risiko/attack-ally',
  'risiko/too-few-units',
  'risiko/too-many-dice',
  'risiko/defend-dice',
  'risiko/not-offensive',
  'risiko/not-defensive',
  'risiko/captured-card',
  'risiko/neutral-card',
  'risiko/move-in-too-few',
  'risiko/move-in-too-many',
  'risiko/hero-must-follow',
  'risiko/hero-not-here',
  // objectives
  'risiko/objective-closed',
  'risiko/objective-done',
  'risiko/objective-not-yours',
  'risiko/objective-not-met',
  // maneuver
  'risiko/maneuver-used',
  'risiko/same-territory',
  'risiko/not-connected',
  'risiko/leave-one',
  // teams
  'risiko/not-team-mode',
  'risiko/transfer-used',
  'risiko/transfer-too-late',
  'risiko/transfer-not-ally',
  'risiko/transfer-one-unit',
  'risiko/transfer-last-territory',
  'risiko/transfer-hero',
  'risiko/transfer-source',
  'risiko/no-transfer',
  // strategic cards
  'risiko/not-strategic',
  'risiko/card-wrong-time',
  'risiko/card-target',
] as const;

export type RisikoErrorCode = (typeof ERROR_CODES)[number];

export const fail: Fail<RisikoErrorCode> = err;

/** A code returned by the maps module, narrowed to ours (they share the namespace). */
export function mapsFail(code: string, params?: ErrorParams): Failure {
  return err(isOneOf(ERROR_CODES, code) ? code : 'risiko/teleporter-connected', params);
}
