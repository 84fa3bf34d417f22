/**
 * Halo ActionClix: the rules engine and everything a board UI or force builder needs (types, roster,
 * tiles, geometry, force validation). The board asks `legalActions` and `view`; it never decides legality.
 */
export { actionclixEngine, type ActionClixEngine } from './engine';
export * from './types';
export type { ActionClixView, UnitView } from './view';
export { ROSTER, ABILITY_COLOURS, DEFAULT_FORCES, rosterUnit, type RosterUnit, type Click } from './roster';
export { TILES, TILE_IDS, TILE_SIZE, DEFAULT_TILES, BATTLEFIELD_SHAPE, type Tile } from './maps';
export { geoFor, distance, adjacent, type Geo } from './grid';
export { traceLine, clearLine, lineSquares, CLEAR, WALL } from './lineOfFire';
export { STANDARD_LIMITS, forcePoints, forceProblems, validateForce, validateForceUnits, type NamedForce } from './forces';
export { ERROR_CODES, type ActionClixErrorCode } from './errors';
export { EVENT_TYPES, DAMAGE_SOURCES, LOOT_RESULTS, type ActionClixEventType } from './events';
export { grenadeDefense, GRENADE_RANGE } from './grenades';
export { OUTCOME_REASONS } from './outcomes';
// The modes (the basic game, the Scarab scenario) and their public shapes: modes/exports.ts
export * from './modes/exports';
