/**
 * The Scarab's own state in a draft: reading it, replacing parts of it, and the current step of the
 * Scarab player's turn. A leaf module: every other part of the scenario builds on it.
 */
import { ok, type Result, type Seat } from '../../core';
import type { Draft } from '../draft';
import { fail } from '../errors';
import type { ActionClixState } from '../types';
import type { ScarabState, ScarabStep } from './types';

export function scarabOf(d: { s: ActionClixState }): ScarabState {
  const sc = d.s.scarab;
  if (sc === undefined) throw new Error('not a Scarab game');
  return sc;
}

export function patchScarab(d: Draft, patch: Partial<ScarabState>): ScarabState {
  const next = { ...scarabOf(d), ...patch };
  d.s.scarab = next;
  return next;
}

/** The current step when it is `kind` and the seat plays the Scarab. */
export function stepFor<K extends ScarabStep['kind']>(d: Draft, seat: Seat, kind: K): Result<Extract<ScarabStep, { kind: K }>> {
  const sc = d.s.scarab;
  if (sc === undefined) return fail('actionclix/not-scarab-mode');
  if (seat !== sc.seat || d.s.turn?.seat !== seat) return fail('actionclix/not-scarab-seat');
  const step = sc.step;
  if (step === null || step.kind !== kind) return fail('actionclix/scarab-step', { step: step?.kind ?? 'roll' });
  return ok(step as Extract<ScarabStep, { kind: K }>);
}

