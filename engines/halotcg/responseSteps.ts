/**
 * The steps that open response windows (rulebook "Response"), built where an action happens and run by
 * `openResponses` (responses.ts) when the queue reaches them. Builders only: nothing here changes a state
 * but the queue.
 */
import type { Seat } from '../core';
import type { TriggerKind } from './cardTypes';
import type { Draft as G } from './draft';
import type { Iid, Step } from './types';

/** Queues the response window for a trigger behind the required actions it causes. */
export function announce(g: G, on: TriggerKind, subject: Iid): void {
  g.s.queue.unshift({ kind: 'respond', on, subject, src: subject, by: g.s.turn.fp, ctx: -1 });
}

/**
 * The window that may cancel an event just played or a card's required text (its steps share `ctx`),
 * queued behind the costs already paid and before the effects it would hold back.
 */
export function cancelWindow(on: 'eventPlayed' | 'triggered' | 'abilityUsed', subject: Iid, by: Seat, ctx: number): Step {
  return { kind: 'respond', on, subject, src: subject, by, ctx };
}
