/**
 * Risiko Halo battlefields: the four board halves (our own design, RULES.md), the battlefields built from
 * them, resolved boards for the rules engine, and teleporter rules. Drawing data lives in `geometry.ts`.
 */
export type * from './types';
export { HALVES, BATTLEFIELDS, HALF_IDS, BATTLEFIELD_IDS } from './battlefields';
export { board, halfBorders } from './board';
export { stationaryLinks, mobilePairProblem, TELEPORTER_PROBLEMS } from './teleporters';
export type { TeleporterProblem } from './teleporters';
