/**
 * Risiko Halo battlefields: the four board halves (our own design, RULES.md), the battlefields built from
 * them, resolved for the rules engine (`battlefield(id)`), and teleporter rules. Drawing data lives in `geometry.ts`.
 */
export type * from './types';
export { HALVES, BATTLEFIELDS, HALF_IDS, BATTLEFIELD_IDS } from './battlefields';
export { battlefield, halfBorders } from './battlefield';
export { stationaryLinks, mobilePairProblem, TELEPORTER_PROBLEMS } from './teleporters';
export type { TeleporterProblem } from './teleporters';
