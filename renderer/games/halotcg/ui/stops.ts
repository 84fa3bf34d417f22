/**
 * Where the table stops for a player and where it passes for them (GEMP's auto-pass, Forge's phase
 * stops). Pure: the settings and the "pass until" wishes come in as values.
 *
 * - A player who can only pass always passes at once ("nothing-to-play").
 * - Response windows and every pending question always stop: something happened to that player.
 * - A "pass until" wish passes every other action window until its phase (or the player's own turn) comes.
 * - The owner of a company or shadow window (the only player asked there) is always stopped.
 * - In the shared windows (maneuver to regroup) each player has stops for their own turn and for the
 *   turns of others; by default every phase on their own turn, and only engagement and skirmish on others'.
 * - The optional discard of one card when reconciling is a stop of its own ("reconcile"): without it the
 *   player keeps the hand without being called to the screen (by default on others' turns).
 */
import type { Seat } from '../../../../engines/core';
import type { HaloAction, HaloState, Timing } from '../../../../engines/halotcg';

/** The shared windows a player may be stopped at or passed through. */
export const WINDOW_STOPS = ['maneuver', 'sniping', 'assignment', 'engagement', 'skirmish', 'regroup'] as const satisfies readonly Timing[];
/** Every stop a player can set: the shared windows, then the optional discard when reconciling. */
export const STOP_PHASES = [...WINDOW_STOPS, 'reconcile'] as const;
export type StopPhase = (typeof STOP_PHASES)[number];
export type WindowStop = (typeof WINDOW_STOPS)[number];
export type Role = 'own' | 'others';

export interface Stops {
  readonly own: ReadonlySet<StopPhase>;
  readonly others: ReadonlySet<StopPhase>;
}

export const DEFAULT_STOPS: Stops = { own: new Set<StopPhase>(STOP_PHASES), others: new Set<StopPhase>(['engagement', 'skirmish']) };

/** A wish to pass: until a phase of the current turn comes, or until the player's own next turn. */
export type Until = { readonly kind: 'phase'; readonly phase: WindowStop; readonly turn: number } | { readonly kind: 'myTurn'; readonly turn: number };

export type PassReason = 'nothing-to-play' | 'no-stop' | 'pass-until';

const isStopPhase = (x: string): x is StopPhase => (STOP_PHASES as readonly string[]).includes(x);
const isWindowStop = (x: string): x is WindowStop => (WINDOW_STOPS as readonly string[]).includes(x);

/** Settings text for one role's stops: phase names joined by commas ("" is no stop at all). */
export function encodeStops(set: ReadonlySet<StopPhase>): string {
  return STOP_PHASES.filter((p) => set.has(p)).join(',');
}

/** Reads one role's stops from settings text; anything that is not text gives the default. */
export function decodeStops(raw: unknown, fallback: ReadonlySet<StopPhase>): ReadonlySet<StopPhase> {
  if (typeof raw !== 'string') return fallback;
  return new Set(raw.split(',').filter(isStopPhase));
}

export function roleOf(state: HaloState, seat: Seat): Role {
  return state.turn.fp === seat ? 'own' : 'others';
}

/** Whether a wish to pass has been met now: its phase has come, or a turn of the player's own has begun. */
export function untilReached(state: HaloState, seat: Seat, until: Until): boolean {
  if (until.kind === 'myTurn') return state.turn.fp === seat && state.turnNumber > until.turn;
  const timing = state.turn.window?.timing;
  return state.turnNumber > until.turn || timing === until.phase;
}

/** Why the table passes for `seat` now without asking, or null when the player is asked. */
export function passReason(state: HaloState, seat: Seat, legal: readonly HaloAction[], stops: Stops, until: Until | null): PassReason | null {
  if (!legal.some((a) => a.type === 'pass')) return null;
  if (legal.length === 1) return 'nothing-to-play';
  const w = state.turn.window;
  if (state.turn.response !== null || state.pending.length > 0 || w === null || w.next !== seat) return null;
  if (until !== null && !untilReached(state, seat, until)) return 'pass-until';
  if (!isWindowStop(w.timing)) return null;
  return stops[roleOf(state, seat)].has(w.timing) ? null : 'no-stop';
}

/** Whether the table keeps the hand for `seat` now: asked the optional reconcile discard without a stop there. */
export function keepsHand(state: HaloState, seat: Seat, legal: readonly HaloAction[], stops: Stops): boolean {
  const top = state.pending[state.pending.length - 1];
  if (top?.kind !== 'reconcileOne' || top.seat !== seat) return false;
  return !stops[roleOf(state, seat)].has('reconcile') && legal.some((a) => a.type === 'choose' && a.option === 'skip');
}

/** The phases a "pass until" may name at phase (or window) `now`: the shared windows after it in this turn. */
export function untilChoices(now: string): readonly WindowStop[] {
  const order: readonly string[] = ['company', 'shadow', ...WINDOW_STOPS];
  const at = order.indexOf(now);
  return WINDOW_STOPS.filter((p) => order.indexOf(p) > at);
}
