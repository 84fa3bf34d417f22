/**
 * Risiko Halo: the rules engine and everything a board UI needs (types, card data, phase names).
 * The board UI asks `legalActions` and `view`; it never decides legality itself.
 */
import { battlefield, mobilePairProblem } from './maps';
import { createRisikoEngine, type RisikoEngine } from './engine';

export const risikoEngine: RisikoEngine = createRisikoEngine({ battlefield, mobilePairProblem });

export { createRisikoEngine, type RisikoEngine } from './engine';
export type { BattlefieldSource } from './territoryGraph';
export * from './types';
export type {
  FactionCardView,
  ObjectiveView,
  OwnerView,
  PendingView,
  PhaseView,
  PlayerView,
  PrivateView,
  RisikoView,
  TerritoryView,
  TurnProgressView,
} from './view';
export {
  ABILITIES,
  FACTION_CARDS,
  SKULL_TABLE,
  MIN_TRADE_SKULLS,
  MAX_TRADE_SKULLS,
  STRATEGIC_PHASE,
  factionCard,
  type Ability,
  type CardKind,
  type FactionCard,
} from './factionCards';
export { CAMPAIGN_CARDS, DIFFICULTIES, campaignCard, goalParams, type CampaignCard, type Difficulty, type Goal, type ObjectiveTiming } from './campaignCards';
export { ERROR_CODES, type RisikoErrorCode } from './errors';
export { BATTLEFIELD_IDS, BATTLEFIELD_PLAYERS, MODE_PLAYERS, FACTION_LIMIT, defaultFactions } from './options';
export { maxAttackDice, maxDefenceDice, resolveRound } from './dice';
export { unitsForSkulls } from './reinforcements';
export { EVENT_TYPES, type RisikoEventType } from './events';
