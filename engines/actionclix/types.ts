/**
 * Halo ActionClix: state, actions and options. Everything is plain JSON. Squares are integers
 * `y * width + x` on the assembled battlefield; units are ids `<seat>-<roster id>` (a seat owns at most
 * one copy of each roster unit: its starting force and its reserves).
 */
import type { Outcome, RngState, Seat } from '../core';
import type { Mode, ModeAction, ModeOptions, ModeStates } from './modes/vocabulary';

export type { Mode } from './modes/vocabulary';

export const FACTIONS = ['unsc', 'covenant', 'flood'] as const;
export type Faction = (typeof FACTIONS)[number];

/**
 * Figures stand on the ground; vehicles drive; aerial vehicles fly over other units; special heavy
 * weapons (turrets and cannons, rulebook "Units") are emplaced: they move or attack in an action, never
 * both, and are never knocked back (RULES.md "Special heavy weapons").
 */
export const UNIT_KINDS = ['figure', 'vehicle', 'aerial', 'heavy'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const ABILITIES = [
  'ma37',
  'jump',
  'energySword',
  'fullBurst',
  'blastBack',
  'splash',
  'vehicleArmor',
  'multiAttack',
  'sniper',
  'camo',
  'needler',
  'consume',
  'plasmaGrenade',
  'gravityHammer',
  'flight',
  'overcharge',
] as const;
export type AbilityId = (typeof ABILITIES)[number];

export const BATTLEFIELDS = ['standard', 'quick', 'large'] as const;
export type BattlefieldKind = (typeof BATTLEFIELDS)[number];

export const TEAM_OPTIONS = ['none', 'pairs'] as const;
export type TeamOption = (typeof TEAM_OPTIONS)[number];

/** Force limits (the rulebook's standard game; larger games raise them). */
export interface ForceLimits {
  readonly minUnits: number;
  readonly maxPoints: number;
  readonly maxUnitPoints: number;
}

/** Game options: the shared ones and each mode's own (`ModeOptions`, modes/vocabulary.ts). */
export interface ActionClixOptions extends ModeOptions {
  /** The rules in force (modes/index.ts): the basic game or a scenario played as a mode. */
  readonly mode: Mode;
  readonly battlefield: BattlefieldKind;
  /** Tile ids, left to right then top to bottom (4 for standard, 2 for quick). */
  readonly tiles: readonly string[];
  /** 'pairs': seats 0+2 against 1+3 (4 players only). */
  readonly teams: TeamOption;
  /** With teams: whether teammates use each other's spawn points as their own. */
  readonly sharedSpawns: boolean;
  readonly spawnsPerPlayer: number;
  readonly killsToWin: number;
  readonly limits: ForceLimits;
  /** Starting force per seat (roster ids). */
  readonly forces: readonly (readonly string[])[];
  /** Reserves per seat (roster ids); every roster unit outside the force unless narrowed. */
  readonly reserves: readonly (readonly string[])[];
}

/**
 * Where a unit is: waiting to deploy, on the battlefield, in reserves (never used or back there), down
 * (eliminated, waiting to respawn), or 'elsewhere': in play off the battlefield, where the mode's own state
 * says (the Scarab scenario: on top of the Scarab or inside it).
 */
export type UnitStatus = 'force' | 'map' | 'reserve' | 'down' | 'elsewhere';

/** Whether the unit is in play: on the battlefield or wherever its mode keeps it. */
export function inPlay(u: { readonly status: UnitStatus }): boolean {
  return u.status === 'map' || u.status === 'elsewhere';
}

export interface UnitState {
  readonly id: string;
  readonly seat: Seat;
  readonly roster: string;
  readonly status: UnitStatus;
  /** Square on the battlefield ('map'); for 'elsewhere' a square of the mode's own map, or -1; -1 otherwise. */
  readonly sq: number;
  /** Dial position (0 = the first click); the unit is eliminated when it passes the last click. */
  readonly click: number;
  readonly grenades: number;
  readonly upgrades: number;
  /** For 'down' units: the turn number of the elimination (respawn only on a later turn). */
  readonly downTurn: number;
}

export interface SeatState {
  readonly team: number;
  readonly kills: number;
}

export interface Spawn {
  readonly seat: Seat;
  readonly sq: number;
}

/** A choice the current player must make before anything else. */
export type Pending =
  | { readonly kind: 'strike'; readonly unit: string; readonly penalty: boolean }
  | { readonly kind: 'cover'; readonly unit: string }
  | { readonly kind: 'respawned'; readonly unit: string }
  | {
      readonly kind: 'knockback';
      readonly unit: string;
      readonly by: string;
      /** Square of the attacker when it attacked (the line of fire's start). */
      readonly origin: number;
      readonly remaining: number;
      readonly hurt: boolean;
      /** The attacker may decline it (`pass`): Blast Back. */
      readonly optional?: boolean;
      readonly path: readonly number[];
      readonly choices: readonly number[];
    };

export interface TurnState {
  readonly seat: Seat;
  /** Actions given so far (at most 3). */
  readonly used: number;
  /** Actions given to each unit this turn. */
  readonly acted: Readonly<Record<string, number>>;
  /** Units that swapped weapons this turn (they may not be given an action). */
  readonly swapped: readonly string[];
  readonly pending: readonly Pending[];
  /** The player's first turn: deploying the whole force, no attacks, no captures. */
  readonly deploy: boolean;
}

export type Phase =
  | { readonly kind: 'spawns' }
  | { readonly kind: 'play' }
  | { readonly kind: 'over' };

/** The whole game: the shared state and each mode's own (`ModeStates`, modes/vocabulary.ts). */
export interface ActionClixState extends ModeStates {
  readonly options: ActionClixOptions;
  readonly players: number;
  readonly rng: RngState;
  /** Turn order (seat numbers). */
  readonly order: readonly Seat[];
  /** The roll-off for the first player: rounds of 2d6 per seat (null for seats out of the roll). */
  readonly startRolls: readonly (readonly (readonly [number, number] | null)[])[];
  readonly seats: readonly SeatState[];
  readonly spawns: readonly Spawn[];
  readonly units: readonly UnitState[];
  readonly phase: Phase;
  readonly turn: TurnState | null;
  /** Turns begun so far (1 = the first player's deployment turn). */
  readonly turnNumber: number;
  readonly outcome: Outcome | null;
}

export type ActionClixAction =
  | { readonly type: 'placeSpawn'; readonly square: number }
  | { readonly type: 'deploy'; readonly unit: string; readonly to: number }
  | { readonly type: 'move'; readonly unit: string; readonly to: number }
  | { readonly type: 'moveAttack'; readonly unit: string; readonly to: number }
  | { readonly type: 'attack'; readonly unit: string; readonly target: string }
  | { readonly type: 'attackCover'; readonly unit: string; readonly target: string }
  | { readonly type: 'grenade'; readonly unit: string; readonly square: number }
  | { readonly type: 'grenadeCover'; readonly unit: string; readonly square: number }
  /** A special ability used as an attack on its own (rulebook "Attacking"), alone or with cover. */
  | { readonly type: 'special'; readonly unit: string; readonly target: string }
  | { readonly type: 'specialCover'; readonly unit: string; readonly target: string }
  | { readonly type: 'cover'; readonly unit: string; readonly to: number }
  | { readonly type: 'knockback'; readonly to: number }
  | { readonly type: 'pass' }
  | { readonly type: 'upgrade'; readonly unit: string; readonly into: string; readonly spend: number }
  | { readonly type: 'swap'; readonly unit: string; readonly into: string }
  | { readonly type: 'respawn'; readonly unit: string; readonly into: string; readonly spawn: number }
  | { readonly type: 'endTurn' }
  | ModeAction;

export type ActionClixActionType = ActionClixAction['type'];
export type ActionOf<T extends ActionClixActionType> = Extract<ActionClixAction, { type: T }>;

/** The assembled battlefield (or a mode's own map) as flat typed arrays, built by grid.ts `buildGeo`. */
export interface Geo {
  readonly key: string;
  readonly width: number;
  readonly height: number;
  readonly vEdge: Uint8Array;
  readonly hEdge: Uint8Array;
  readonly cornerWall: Uint8Array;
  /** Blocking terrain: no unit enters it; its edges count as walls for line of fire. */
  readonly blocked: Uint8Array;
  /** Bit d set when a step in direction DIRS[d] from the square is allowed by walls and terrain. */
  readonly steps: Uint8Array;
  /** Doors (for drawing): edges left open in a wall. */
  readonly doors: readonly { readonly x: number; readonly y: number; readonly dir: 'h' | 'v' }[];
}
