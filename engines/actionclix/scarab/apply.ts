/**
 * The scenario's action handlers (joined into `apply`'s table) and the router that takes the basic
 * actions which involve the Scarab (shots at it or at the core, units on top or inside, grenades on its
 * bases) before the basic handlers see them.
 */
import type { Result, Seat } from '../../core';
import type { Draft } from '../draft';
import { fail } from '../errors';
import type { Handler } from '../mode';
import type { ActionClixAction } from '../types';
import { mortar, reinforce } from './eventChoices';
import { grenadeInside } from './grenadesInside';
import { fire, hold } from './guns';
import { routeBasic } from './shots';
import { displace, rollEvent, rotateScarab, shiftScarab } from './steps';
import { climbOn, enter, exit, jumpOff, moveInside, stepOff } from './units';
import type { ScarabAction, ScarabActionType, ScarabState } from './types';

export type ScarabHandlers = { readonly [T in ScarabActionType]: Handler<Extract<ScarabAction, { type: T }>> };

export const SCARAB_HANDLERS: ScarabHandlers = {
  scarabRoll: (d, seat) => rollEvent(d, seat),
  scarabShift: shiftScarab,
  scarabRotate: rotateScarab,
  scarabDisplace: displace,
  scarabMortar: mortar,
  scarabReinforce: reinforce,
  scarabFire: fire,
  scarabHold: hold,
  climbOn,
  stepOff,
  jumpOff,
  enter,
  exit,
  moveInside,
  grenadeInside,
};

const UNIT_ACTIONS: ReadonlySet<ActionClixAction['type']> = new Set([
  'move',
  'moveAttack',
  'attack',
  'attackCover',
  'grenade',
  'grenadeCover',
  'special',
  'specialCover',
  'climbOn',
  'stepOff',
  'jumpOff',
  'enter',
  'exit',
  'moveInside',
  'grenadeInside',
]);

/** The Scarab side gives its reinforcements actions only in their step, and only once activated. */
function reinforcementGate(sc: ScarabState, seat: Seat, action: ActionClixAction): Result<void> | undefined {
  if (seat !== sc.seat || !UNIT_ACTIONS.has(action.type)) return undefined;
  const step = sc.step;
  if (step === null) return undefined;
  if (step.kind !== 'reinforcements') return fail('actionclix/scarab-steps-first', { step: step.kind });
  if (step.actions === 0) return fail('actionclix/reinforcements-inactive');
  return undefined;
}

/** A basic action the scenario handles itself (or refuses), or undefined to let the basic handler run. */
export function scarabRoute(d: Draft, sc: ScarabState, seat: Seat, action: ActionClixAction): Result<void> | undefined {
  if (d.s.turn?.seat === seat && d.s.turn.pending.length === 0) {
    const gated = reinforcementGate(sc, seat, action);
    if (gated !== undefined) return gated;
  }
  return routeBasic(d, sc, seat, action);
}
