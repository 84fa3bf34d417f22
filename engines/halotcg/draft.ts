/**
 * The kernel's working copy (`WorkingCopy`) of the state for one Halo TCG `apply`. Zone arrays and in-play
 * records are never changed in place (every change assigns a new array or record), so a shallow copy of each
 * player and of `inPlay` is enough and the unchanged arrays keep their identity between states. Rule steps
 * change `g.s`, log with `g.log?.push(...)`, mark revealed secrets with `g.mark('hidden')` and draw from
 * `g.rng()`.
 */
import { WorkingCopy, type GameEvent } from '../core';
import type { HaloEventType } from './events';
import type { HaloState, PlayerState } from './types';

export interface HaloEvent extends GameEvent {
  readonly type: HaloEventType;
}

export function cloneState(s: HaloState): HaloState {
  return {
    ...s,
    players: s.players.map((p): PlayerState => ({ ...p })),
    inPlay: { ...s.inPlay },
    path: [...s.path],
    turn: { ...s.turn, response: s.turn.response === null ? null : { ...s.turn.response }, window: s.turn.window === null ? null : { ...s.turn.window }, fights: s.turn.fights.map((f) => ({ ...f, atk: [...f.atk] })), reconcile: [...s.turn.reconcile] },
    mods: [...s.mods],
    pending: [...s.pending],
    queue: [...s.queue],
    contexts: s.contexts.map((c) => [...c]),
    triggers: s.triggers === null ? null : { ordered: [...s.triggers.ordered], rest: [...s.triggers.rest] },
    assigners: [...s.assigners],
    outcome: s.outcome === null ? null : { ...s.outcome, winners: [...s.outcome.winners] },
  };
}

export class Draft extends WorkingCopy<HaloState, HaloEvent> {
  /** Set when a card left or entered play or a stat modifier changed, so deaths must be checked. */
  dirty?: boolean;

  constructor(base: HaloState, quiet = false) {
    super(cloneState(base), quiet);
  }
}
