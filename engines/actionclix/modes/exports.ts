/**
 * What the modes show the renderer: the list of modes and each scenario's public shapes, tables and
 * geometry (re-exported by the engine's index.ts, so the renderer imports them from the engine).
 */
export { MODES } from './vocabulary';
// The Scarab scenario (mode 'scarab'; scarab/README.md)
export * from '../scarab/types';
export { SHELL_DIAL, CHASSIS_DIAL, CORE_DIAL, EVENT_DIAL, START_CLICKS, CORE_BLACK_CLICK, eventColumn } from '../scarab/dials';
export { INTERIOR_WIDTH, INTERIOR_HEIGHT, INTERIOR_LAYOUT, RAMP_SQUARES, CORE_SQUARES, isRamp, isCore } from '../scarab/interior';
export { SCARAB_WIDTH, SCARAB_LENGTH, areaSize, baseSquares, areaSquares, inArea, distanceToArea, type Placement } from '../scarab/geometry';
export { SCARAB_DEFAULT_FORCES, validateReinforcements } from '../scarab/options';
export { POWER_POINTS, POWER_KILLS, REINFORCEMENT_POINTS, REINFORCEMENT_ACTIONS, GARRISON, AERIAL_LIMIT, FLYER_LIMIT } from '../scarab/rules';
