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
// The Scarab scenario (mode 'scarab'; scarab/README.md)
export * from './scarab/types';
export type { ScarabView } from './scarab/view';
export { SHELL_DIAL, CHASSIS_DIAL, CORE_DIAL, EVENT_DIAL, START_CLICKS, CORE_BLACK_CLICK, eventColumn } from './scarab/dials';
export { INTERIOR_WIDTH, INTERIOR_HEIGHT, INTERIOR_LAYOUT, RAMP_SQUARES, CORE_SQUARES, isRamp, isCore } from './scarab/interior';
export { SCARAB_WIDTH, SCARAB_LENGTH, areaSize, baseSquares, areaSquares, inArea, distanceToArea, type Placement } from './scarab/geometry';
export { SCARAB_DEFAULT_FORCES, validateReinforcements } from './scarab/options';
export { POWER_POINTS, POWER_KILLS, REINFORCEMENT_POINTS, REINFORCEMENT_ACTIONS, GARRISON, AERIAL_LIMIT, FLYER_LIMIT } from './scarab/rules';
