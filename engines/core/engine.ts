import type { GameRecord, Json } from './gameRecord';
import type { Result } from './result';

export type { Json } from './gameRecord';

/** A seat at the table: 0 for the first player, in turn order of the setup. */
export type Seat = number;

/**
 * Something that happened, for the log and for animation. `type` is namespaced by the engine's log keys
 * (`log.<type>` in the engine's locale namespace); the other fields are the message parameters. Fields
 * named `seat`, `attacker`, `defender`, ... hold seats; the renderer's log formatter turns them into names.
 */
export interface GameEvent {
  readonly type: string;
  readonly [param: string]: Json | undefined;
}

/** Why an applied action cannot be taken back: dice were rolled or hidden information came to light. */
export type Irreversible = 'dice' | 'hidden';

export interface Applied<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
  /** Set when the action rolled dice or revealed something; undo stops before such an action. */
  readonly irreversible?: Irreversible;
}

export interface Outcome {
  /** Seats that won (a team wins together); empty for a draw. */
  readonly winners: readonly Seat[];
  /** Engine-namespaced reason code, looked up as `outcome.<reason>` in the engine's namespace. */
  readonly reason: string;
}

/** The seats of a new game as the launcher configured them; engines see only how many there are. */
export interface SetupInput<O> {
  readonly players: number;
  readonly options: O;
  readonly seed: string;
}

/**
 * The one interface every game implements (boardgame.io's split of rules and machinery, chessops'
 * Result-valued legality). All functions are pure: same inputs, same outputs, no clock, no Math.random.
 *
 * S is the full state (with the RNG state and every secret), A the action union, V what one viewer may see,
 * O the game's options.
 */
export interface GameEngine<S, A, V, O> {
  /** Stable id, also the i18n namespace of the game (`risiko`). */
  readonly id: string;
  /** Bumped whenever a rule change would make old records replay differently. */
  readonly version: number;
  /**
   * Older versions whose records this version still reads: their actions keep their shapes, so such a
   * record replays under today's rules (a step those rules refuse refuses the record whole, as any failing
   * replay does) and the game goes on under them. Versions not listed are refused with the versions named.
   */
  readonly replays?: readonly number[];
  /**
   * A record of an older version in `replays` as today's rules read it, so it replays to the game it was
   * (a starter deck that changed since pinned as the list it held then; a question added since answered
   * as the old rules decided it). The record is used as it is without it; the kernel sets the version.
   */
  upgradeRecord?(record: GameRecord): GameRecord;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Whether players hold secrets from each other (hands, objectives): the host shows hand-over screens. */
  readonly hiddenInformation: boolean;

  /** Validates untrusted options (from the launcher or a save file) and fills defaults. */
  parseOptions(raw: unknown, players: number): Result<O>;
  /** Validates an untrusted action shape; legality is `apply`'s business. */
  parseAction(raw: unknown): Result<A>;

  /** A new game. Never throws on bad options: returns a coded error. */
  setup(input: SetupInput<O>): Result<S>;
  /** Seats that may act now; the first is the one the hot-seat screen hands the machine to. */
  activePlayers(state: S): readonly Seat[];
  /**
   * Legal actions for a seat (empty when it may not act). Every listed action is legal. Where an action
   * carries an amount (units to place or move), the list holds the smallest and the largest legal amount
   * and `apply` accepts every amount between them.
   */
  legalActions(state: S, seat: Seat): readonly A[];
  /** The next state and what happened, or a coded error with the state untouched. */
  apply(state: S, seat: Seat, action: A): Result<Applied<S>>;
  /**
   * The fast path for computer opponents and searches: the state `apply` would reach (or its refusal), without
   * building events or log parameters. Engines made with `defineEngine` always have it.
   */
  simulate?(state: S, seat: Seat, action: A): Result<S>;
  /** What `viewer` may see: no RNG state, no other seat's secrets. `null` is a spectator. */
  view(state: S, viewer: Seat | null): V;
  /** Winners and reason once the game is over, otherwise undefined. */
  outcome(state: S): Outcome | undefined;
  /**
   * What the log says about a new game before its first action, read from the state `setup` returned
   * (a setup made by chance). Like every event, it must hold no seat's secrets. Without it: nothing.
   */
  opening?(state: S): readonly GameEvent[];
}

/** Any engine, for registries and hosts that do not care about a game's types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry erases game types on purpose
export type AnyEngine = GameEngine<any, any, any, any>;
