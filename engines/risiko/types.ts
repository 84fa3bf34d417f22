/**
 * The Risiko Halo game state, actions and options. State is plain JSON; territories are kept as arrays
 * indexed like `battlefield.territories` (fast to copy, small to save), actions and views use territory ids.
 */
import type { Outcome, RngState, Seat } from '../core';
import type { BattlefieldId, TerritoryId } from './maps/types';

export type { BattlefieldId, TerritoryId } from './maps/types';

export const FACTIONS = ['unsc', 'covenant', 'flood'] as const;
export type Faction = (typeof FACTIONS)[number];

export const MODES = ['objective', 'one-on-one', 'slayer', 'team-objective'] as const;
export type Mode = (typeof MODES)[number];

export const TELEPORTER_OPTIONS = ['each-player', 'last-player-only'] as const;
export type TeleporterOption = (typeof TELEPORTER_OPTIONS)[number];

export const SETUP_OPTIONS = ['manual', 'quick'] as const;
export type SetupOption = (typeof SETUP_OPTIONS)[number];

export interface RisikoOptions {
  readonly mode: Mode;
  readonly battlefield: BattlefieldId;
  /** One faction per seat. */
  readonly factions: readonly Faction[];
  readonly teleporters: TeleporterOption;
  readonly setup: SetupOption;
}

/** Territory owner codes besides seats. */
export const UNCLAIMED = -1;
/** The passive neutral Flood of ONE-ON-ONE. */
export const NEUTRAL = -2;

export interface SeatState {
  readonly faction: Faction;
  /** Team number; in modes without teams every seat is its own team (= seat). */
  readonly team: number;
  readonly eliminated: boolean;
  /** Starting units not yet placed (setup only). */
  readonly reserve: number;
  /** Territory index of the hero, or -1 when it is not on the board. */
  readonly hero: number;
  /** The hero fell since the owner's last turn and may be redeployed. */
  readonly heroFallen: boolean;
  /** Territory index of this seat's base, or -1 (SLAYER, or not yet placed). */
  readonly base: number;
  /** Faction cards held (ids, secret). */
  readonly hand: readonly string[];
  /** Captured faction cards (skulls only, kept apart; secret). */
  readonly captured: readonly string[];
  /** Campaign cards held and not completed (secret unless listed in `revealed`). */
  readonly objectives: readonly string[];
  /** Held campaign cards shown to everyone by the last-objective rule. */
  readonly revealed: readonly string[];
  /** Completed campaign cards (public). */
  readonly completed: readonly string[];
}

export interface Teleporter {
  /** Territory indices of the two ends; `b` is -1 while the pair is half placed. */
  readonly a: number;
  readonly b: number;
  /** Seats that placed the ends. */
  readonly by: readonly Seat[];
}

export interface Deck {
  readonly draw: readonly string[];
  readonly discard: readonly string[];
}

/** An invasion in progress: declared and waiting for the defence, or won and waiting for the move-in. */
export interface Battle {
  readonly stage: 'defend' | 'moveIn';
  readonly from: number;
  readonly to: number;
  readonly attacker: Seat;
  /** Defending seat, or NEUTRAL. */
  readonly defender: number;
  readonly dice: number;
  readonly attackCard: string | null;
  /** Move-in bounds (stage moveIn). */
  readonly minMove: number;
  readonly heroMust: boolean;
  readonly heroMay: boolean;
}

/** A command transfer waiting for the ally's consent. */
export interface Transfer {
  readonly ally: Seat;
  readonly territory: number;
  readonly from: number;
}

export type Phase =
  | { readonly kind: 'setupTeleporters'; readonly queue: readonly Seat[]; readonly step: number }
  | { readonly kind: 'setupBases'; readonly step: number }
  | { readonly kind: 'setupClaim'; readonly cursor: number }
  | { readonly kind: 'setupReinforce'; readonly cursor: number; readonly left: number }
  | { readonly kind: 'setupHeroes'; readonly step: number }
  | { readonly kind: 'reinforce'; readonly left: number; readonly placed: boolean; readonly traded: boolean }
  | { readonly kind: 'attack'; readonly battle: Battle | null; readonly transfer: Transfer | null }
  | { readonly kind: 'fortify'; readonly objectiveOpen: boolean; readonly maneuvered: boolean }
  | { readonly kind: 'over' };

export type PhaseKind = Phase['kind'];
export const PHASES: readonly PhaseKind[] = [
  'setupTeleporters', 'setupBases', 'setupClaim', 'setupReinforce', 'setupHeroes', 'reinforce', 'attack', 'fortify', 'over',
];

/** What the current player did this turn, for `during` objectives and the faction-card draw. */
export interface TurnState {
  readonly seat: Seat;
  readonly conquests: number;
  /** Conquests per former owner: index = seat, last index = neutral. */
  readonly conqueredFrom: readonly number[];
  /** Bit per board half on which a territory was conquered. */
  readonly halves: number;
  /** Conquests in battles where the player's hero gave its bonus. */
  readonly heroConquests: number;
  readonly eliminations: number;
  readonly objectiveDone: boolean;
  readonly transferUsed: boolean;
  readonly attacked: boolean;
  /** The player's own `start` objectives that were met at the start of this turn (secret). */
  readonly startMet: readonly string[];
}

export interface RisikoState {
  readonly options: RisikoOptions;
  readonly players: number;
  readonly rng: RngState;
  /** Seats in turn order (the start player first). */
  readonly order: readonly Seat[];
  /** The start-player rolls, one row per round of rolling (0 = did not roll in that round). */
  readonly startRolls: readonly (readonly number[])[];
  readonly seats: readonly SeatState[];
  readonly owner: readonly number[];
  readonly units: readonly number[];
  /** Neutral Flood units still to place (ONE-ON-ONE setup). */
  readonly neutralReserve: number;
  readonly teleporters: readonly Teleporter[];
  readonly decks: Readonly<Record<Faction, Deck>>;
  readonly phase: Phase;
  /** The current turn (null during setup). */
  readonly turn: TurnState | null;
  readonly turnNumber: number;
  readonly outcome: Outcome | null;
}

export type RisikoAction =
  | { readonly type: 'placeTeleporter'; readonly territory: TerritoryId }
  | { readonly type: 'placeBase'; readonly territory: TerritoryId }
  | { readonly type: 'claim'; readonly territory: TerritoryId }
  | { readonly type: 'placeNeutral'; readonly territory: TerritoryId; readonly count: number }
  | { readonly type: 'placeSetupUnits'; readonly territory: TerritoryId; readonly count: number }
  | { readonly type: 'placeHero'; readonly territory: TerritoryId }
  | { readonly type: 'tradeSkulls'; readonly cards: readonly string[] }
  | { readonly type: 'reinforce'; readonly territory: TerritoryId; readonly count: number }
  | { readonly type: 'redeployHero'; readonly territory: TerritoryId }
  | { readonly type: 'requestTransfer'; readonly territory: TerritoryId; readonly from: TerritoryId }
  | { readonly type: 'answerTransfer'; readonly accept: boolean }
  | {
      readonly type: 'playCard';
      readonly card: string;
      readonly territory?: TerritoryId;
      readonly from?: TerritoryId;
      readonly to?: TerritoryId;
      readonly count?: number;
    }
  | { readonly type: 'attack'; readonly from: TerritoryId; readonly to: TerritoryId; readonly dice: number; readonly card?: string }
  | { readonly type: 'defend'; readonly dice: number; readonly card?: string; /** Sent for the seat without asking it, and why (logged as such). */ readonly auto?: AutoDefence }
  | { readonly type: 'moveIn'; readonly count: number; readonly hero?: boolean }
  | { readonly type: 'endAttacks' }
  | { readonly type: 'claimObjective'; readonly card: string }
  | { readonly type: 'skipObjective' }
  | { readonly type: 'maneuver'; readonly from: TerritoryId; readonly to: TerritoryId; readonly count: number; readonly hero?: boolean }
  | { readonly type: 'endTurn' };

export type RisikoActionType = RisikoAction['type'];
/** Why a defence was sent without asking: no card that could change the battle, the defender's orders for the invasion, the neutral Flood. */
export const AUTO_DEFENCES = ['no-card', 'orders', 'neutral'] as const;
export type AutoDefence = (typeof AUTO_DEFENCES)[number];

export type ActionOf<T extends RisikoActionType> = Extract<RisikoAction, { type: T }>;
