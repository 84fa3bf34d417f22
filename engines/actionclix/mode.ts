/**
 * A mode: the rules the engine plays, as one object of hooks (chessops' `variant.ts` is the model: a base
 * rules object and variants that override hooks). `BASIC_MODE` (basicMode.ts) is the rulebook game; a
 * scenario is a mode that spreads it and overrides what it changes (scarab/mode.ts). Base code reaches the
 * mode only through these hooks, on the `Battlemap` (`b.mode`) and the `Draft` (`d.mode`); the registry
 * (modes/index.ts) picks the object for `options.mode`.
 */
import type { GameError, Result, Seat } from '../core';
import type { Battlemap } from './battlemap';
import type { Draft } from './draft';
import type { ModeActionType, ModePlace, ModeViews } from './modes/vocabulary';
import type { ActionClixAction, ActionClixOptions, ActionClixState, Mode, UnitState } from './types';

export type Handler<A> = (d: Draft, seat: Seat, action: A) => Result<void>;
export type ModeHandlers = { readonly [T in ModeActionType]?: Handler<Extract<ActionClixAction, { type: T }>> };

/** The options every mode shares, parsed before the mode's own (options.ts). */
export type SharedOptions = Omit<ActionClixOptions, 'forces' | 'reserves' | 'limits'>;

export interface GameMode {
  readonly id: Mode;

  // Setup
  /** Forces, reserves, limits and the mode's own settings, after the shared options. */
  parseOptions(rec: Readonly<Record<string, unknown>>, players: number, shared: SharedOptions): Result<ActionClixOptions>;
  /** The state after the roll-off, before spawn points: the mode's own state, turn order, unit statuses. */
  setup(s: ActionClixState): ActionClixState;
  /** The seat whose spawn point is placed next. */
  spawnSeat(s: ActionClixState): Seat;
  /** Why a spawn point may not go on `sq`, or undefined. */
  spawnProblem(s: ActionClixState, sq: number): GameError | undefined;
  /** Spawn points placed before play begins. */
  spawnsNeeded(s: ActionClixState): number;

  // The battlefield
  /**
   * Marks squares the mode fills without a unit (occupancy beyond every unit index, and the team that
   * blocks line of fire) on a freshly built Battlemap; undefined when the mode fills none.
   */
  readonly markBattlemap: ((s: ActionClixState, width: number, occ: Int16Array, occTeam: Int8Array) => void) | undefined;

  // Turn steps
  /** Called as each turn begins (after the shared turn record is set). */
  turnStarted(d: Draft, seat: Seat): void;
  /** Actions the seat may give this turn. */
  actionsPerTurn(s: ActionClixState, seat: Seat): number;
  /** Why the seat may not end its turn yet (the mode's steps), or undefined. */
  endTurnProblem(s: ActionClixState, seat: Seat): GameError | undefined;

  // Extra actions
  /** Handlers of the mode's own action types; the other modes' types are refused. */
  readonly handlers: ModeHandlers;
  /** A shared action the mode resolves (or refuses) itself, or undefined to let the shared handler run. */
  route(d: Draft, seat: Seat, action: ActionClixAction): Result<void> | undefined;
  /** Legal actions of the play phase after deployment (deployment and spawn points are shared). */
  legalActions(b: Battlemap, seat: Seat): ActionClixAction[];

  // Attack rules
  /**
   * Squares a battlefield unit may throw its grenade at beyond the shared rule (range, open square, line
   * of fire): the Scarab's base squares, which need neither. Undefined when the mode adds none.
   */
  readonly moreGrenadeSquares: ((b: Battlemap, u: UnitState) => readonly number[]) | undefined;
  /** Whether a unit with the status 'elsewhere' has anything to attack now (a pending attack stays open). */
  canAttackElsewhere(b: Battlemap, u: UnitState): boolean;
  /** Called when a unit stops being 'elsewhere' (moved onto the battlefield, eliminated): the mode forgets its place. */
  leftElsewhere(d: Draft, unit: string): void;

  // View
  /** Where a unit with the status 'elsewhere' is, as the view shows it. */
  place(s: ActionClixState, u: UnitState): { readonly status: ModePlace; readonly sq: number };
  /** The mode's part of the view. */
  view(s: ActionClixState, b: Battlemap): ModeViews;

  // Outcome
  /** Victory, checked after every action and as each turn begins. */
  settle(d: Draft): void;
}
