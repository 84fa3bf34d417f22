/**
 * The scenario's action handlers (joined into `apply`'s table) and the router that takes the basic
 * actions which involve the Scarab (shots at it or at the core, units on top or inside, grenades on its
 * bases) before the basic handlers see them.
 */
import type { Result, Seat } from '../../core';
import type { Draft } from '../draft';
import { fail } from '../errors';
import type { ActionClixAction } from '../types';
import type { ScarabAction, ScarabActionType, ScarabState } from './types';

type Handler<A> = (d: Draft, seat: Seat, action: A) => Result<void>;
export type ScarabHandlers = { readonly [T in ScarabActionType]: Handler<Extract<ScarabAction, { type: T }>> };

function notYet(d: Draft): Result<void> {
  if (d.s.scarab === undefined) return fail('actionclix/not-scarab-mode');
  return fail('actionclix/scarab-step', { step: d.s.scarab.step?.kind ?? '' });
}

export const SCARAB_HANDLERS: ScarabHandlers = {
  scarabRoll: notYet,
  scarabShift: notYet,
  scarabRotate: notYet,
  scarabDisplace: notYet,
  scarabMortar: notYet,
  scarabReinforce: notYet,
  scarabFire: notYet,
  scarabHold: notYet,
  climbOn: notYet,
  stepOff: notYet,
  jumpOff: notYet,
  enter: notYet,
  exit: notYet,
  moveInside: notYet,
  grenadeInside: notYet,
};

/** A basic action the scenario handles itself, or undefined to let the basic handler run. */
export function scarabRoute(_d: Draft, _sc: ScarabState, _seat: Seat, _action: ActionClixAction): Result<void> | undefined {
  return undefined;
}
