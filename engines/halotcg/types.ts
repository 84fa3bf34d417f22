/** Game state, pending decisions and actions of the Halo TCG engine. Everything is plain JSON. */
import type { RngState, Seat } from '../core';
import type { Cost, Duration, Effect, ResponseOn, Stat, Timing } from './cardTypes';
import type { SeatDeck } from './deckOption';

/** A card instance is `<seat>.<index>`: the index into that seat's card list (`lists[seat]`). */
export type Iid = string;

export interface InPlay {
  /** Wounds (characters) or damage (ships). */
  w: number;
  /** The bearer, for possessions, artifacts and conditions played on a card. */
  on?: Iid;
  /** The ship a companion staffs. */
  staff?: Iid;
  /** Site number the minion was played at (for the roaming log). */
  at?: number;
}

export interface PlayerState {
  deck: Iid[];
  hand: Iid[];
  discard: Iid[];
  /** Killed Free Peoples characters; `flipped` marks those killed while staffing a ship. */
  dead: Iid[];
  flipped: Iid[];
  removed: Iid[];
  adventure: Iid[];
  /** Companions in the company (staffing companions live in `support` with `staff`). */
  company: Iid[];
  /** Allies, ships, staffing companions, support-area conditions and items. */
  support: Iid[];
  /** Minions and Shadow ships attacking the Free Peoples player. */
  minions: Iid[];
  /** Cards borne by another card (possessions, artifacts, conditions). */
  attached: Iid[];
  /** Cards stacked on another card (face up, inactive): [stacked, on]. */
  stacked: [Iid, Iid][];
  /** Site number of the player's marker. */
  pos: number;
  hero: Iid;
  out: boolean;
  bid: number | null;
}

export interface Modifier {
  readonly target: Iid;
  readonly stat: Stat;
  readonly n: number;
  readonly until: Duration;
}

/** One skirmish (characters) or engagement (ships): one Free Peoples defender and its attackers. */
export interface Fight {
  readonly def: Iid;
  atk: Iid[];
  readonly ships: boolean;
  cancelled?: boolean;
}

export type PhaseName = 'bid' | 'starting' | 'company' | 'shadow' | 'maneuver' | 'sniping' | 'assignment' | 'engagement' | 'skirmish' | 'regroup';
export const PHASE_NAMES: readonly PhaseName[] = ['bid', 'starting', 'company', 'shadow', 'maneuver', 'sniping', 'assignment', 'engagement', 'skirmish', 'regroup'];

/** The action procedure: `next` may act or pass; it ends when `passes` reaches the players in the game. */
export interface ActionWindow {
  readonly timing: Timing;
  /** Where the turn goes once everyone has passed. */
  readonly then: Stage;
  next: Seat;
  passes: number;
}

/** A step of an ability being resolved: a cost or an effect with its context. */
export interface Step {
  /**
   * `respond` opens the response window for a trigger once the required actions before it have resolved;
   * `kill` kills `subject` (for `cause`), after the window that may prevent it (deaths.ts).
   */
  readonly kind: 'cost' | 'effect' | 'respond' | 'resume' | 'kill';
  /** `kill`: killed by its wounds (only if it still has enough when the step runs) or overwhelmed in a fight. */
  readonly cause?: 'wounds' | 'overwhelm';
  readonly on?: ResponseOn;
  readonly subject?: Iid;
  /** The source's bearer when the action began (a cost may discard the source first). */
  readonly bearer?: Iid;
  readonly cost?: Cost;
  readonly effect?: Effect;
  readonly src: Iid;
  readonly by: Seat;
  /** Index into `state.contexts` holding the cards chosen so far by this action. */
  readonly ctx: number;
  /** A wound whose "about to" window has been offered already: it is placed without asking again. */
  readonly asked?: true;
  /** `assign`: the minion picked before the character it is assigned to. */
  readonly picked?: Iid;
  /** `resume`: the question asked again once the steps before it have resolved (the next sniping wound). */
  readonly resume?: Pending;
}

export type PendingKind =
  | 'bid'
  | 'chooseFirst'
  | 'startingCompanion'
  | 'mulligan'
  | 'sanctuaryHeal'
  | 'snipeWound'
  | 'snipeShadow'
  | 'assignDefender'
  | 'assignShadow'
  | 'chooseFight'
  | 'reconcileOne'
  | 'reconcileDown'
  | 'regroupChoice'
  | 'chooseTarget'
  | 'chooseOption'
  | 'chooseNumber'
  | 'choosePlay'
  | 'orderTriggers';

/**
 * A question to one player. `options` are the exact legal answers (card instances, `a>b` pairs for
 * assignments, numbers as strings, or `done` / `move` / `stop` words), so `legalActions` is the list.
 */
export interface Pending {
  readonly kind: PendingKind;
  readonly seat: Seat;
  readonly options: readonly string[];
  /** Remaining count for repeated picks (wounds to place, heals left, cards to discard). */
  readonly left?: number;
  /** The step that asked, to resume it with the answer. */
  readonly step?: Step;
  readonly purpose?: string;
}

/** Where the turn machine stands; `phase` is what players see, `stage` the step inside it. */
export type Stage =
  | 'bid'
  | 'starting'
  | 'mulligan'
  | 'turnStart'
  | 'company'
  | 'move'
  | 'arrive'
  | 'shadow'
  | 'maneuver'
  | 'sniping'
  | 'snipeFire'
  | 'assignment'
  | 'assignDefenders'
  | 'assignShadow'
  | 'engagements'
  | 'skirmishes'
  | 'resolveFight'
  | 'regroup'
  | 'reconcileShadow'
  | 'fpChoice'
  | 'fpReconcile'
  | 'endTurn';

export interface TriggerItem {
  readonly src: Iid;
  readonly by: Seat;
  readonly effects: readonly Effect[];
  readonly subject?: Iid;
}

/**
 * An open response window. For `eventPlayed` and `triggered` the answered action's effects wait in `held`
 * until everyone has passed; a cancel empties it (its costs were paid before the window opened).
 */
export interface ResponseWindow {
  readonly on: ResponseOn;
  readonly subject: Iid;
  next: Seat;
  passes: number;
  held?: Step[];
  /** Steps that were queued behind the answered trigger; they resolve after the window. */
  after?: Step[];
  cancelled?: boolean;
}

export interface TurnState {
  /** The Free Peoples player. */
  fp: Seat;
  phase: PhaseName;
  stage: Stage;
  /** Which Shadow player's Shadow phase it is. */
  shadowSeat: Seat;
  moves: number;
  window: ActionWindow | null;
  fights: Fight[];
  /** Index into `fights` of the fight being resolved. */
  current: number | null;
  fierce: boolean;
  /** Seats whose reconciling is still to come (regroup). */
  reconcile: Seat[];
  /** An open response window: a trigger others may respond to, in action-procedure order. */
  response: ResponseWindow | null;
  /** Sniping fire: 0 Free Peoples takes wounds, 1 choose a Shadow player, 2 that player takes wounds, 3 done. */
  snipe: number;
  /** Sniping: the Shadow player chosen to take company sniping wounds. */
  sniped: Seat | null;
}

export interface HaloState {
  readonly players: PlayerState[];
  /** Card ids per seat; instance `s.i` is lists[s][i]. Private: never shown in views. */
  readonly lists: readonly (readonly string[])[];
  inPlay: Record<Iid, InPlay>;
  /** path[n] is the site instance played as site n (index 0 unused). */
  path: (Iid | null)[];
  twilight: number;
  turnNumber: number;
  turn: TurnState;
  mods: Modifier[];
  pending: Pending[];
  queue: Step[];
  contexts: Iid[][];
  /** Required triggers waiting for the Free Peoples player to order them. */
  triggers: { ordered: TriggerItem[]; rest: TriggerItem[] } | null;
  /** Shadow players still to assign leftover minions (to the right of the Free Peoples player). */
  assigners: Seat[];
  /** First player seat once the bid is settled. */
  first: Seat;
  moveLimit: number;
  rng: RngState;
  outcome: { winners: Seat[]; reason: string } | null;
}

export type HaloAction =
  /** `auto`: the table passed for the seat without asking (`PASS_REASONS`); `nothing-to-play` is refused when something else was legal. */
  | { readonly type: 'pass'; readonly auto?: PassAuto }
  | { readonly type: 'play'; readonly card: Iid; readonly on?: Iid; readonly toil?: number }
  | { readonly type: 'use'; readonly card: Iid; readonly ability: number }
  | { readonly type: 'healNamesake'; readonly card: Iid; readonly target: Iid }
  | { readonly type: 'transfer'; readonly card: Iid; readonly to: Iid }
  | { readonly type: 'staff'; readonly card: Iid; readonly ship: Iid }
  /** `auto: 'no-stop'` only with `skip` at the optional reconcile discard: the table kept the hand for a player without that stop. */
  | { readonly type: 'choose'; readonly option: string; readonly auto?: StopReason };
export type HaloActionType = HaloAction['type'];
/** The automatic pass of a seat that has nothing else it could do. */
export const PASS_AUTO = 'nothing-to-play';
/** The table's passes for a player's phase stops: no stop at this phase, or "pass until" a later one. */
export const STOP_REASONS = ['no-stop', 'pass-until'] as const;
export type StopReason = (typeof STOP_REASONS)[number];
/** Every reason the table may give for passing without asking (the `auto` of a pass and of its `passed` event). */
export const PASS_REASONS = [PASS_AUTO, ...STOP_REASONS] as const;
export type PassAuto = (typeof PASS_REASONS)[number];
export type AutoPass = { readonly type: 'pass'; readonly auto: typeof PASS_AUTO };
export type StopPass = { readonly type: 'pass'; readonly auto: StopReason };
export type KeepHand = { readonly type: 'choose'; readonly option: 'skip'; readonly auto: 'no-stop' };
export const AUTO_PASS: AutoPass = { type: 'pass', auto: PASS_AUTO };
/** The optional reconcile discard answered "keep my hand" for a player without that stop. */
export const KEEP_HAND: KeepHand = { type: 'choose', option: 'skip', auto: 'no-stop' };
/** Why a `passed` event happened: the seat had nothing else it could do, or chose to pass. */
export type PassReason = 'nothing-to-play' | 'chose';

export interface HaloOptions {
  /**
   * Per seat a starter deck id (from STARTER_DECKS) or a whole deck list (checked with validateDeck);
   * defaults rotate through the starter decks.
   */
  readonly decks?: readonly SeatDeck[];
}
