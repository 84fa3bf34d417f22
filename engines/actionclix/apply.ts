/**
 * `apply` as a table of small handlers, one per action type. Every handler validates before it writes;
 * on an error the draft is dropped, so the state is never touched. Victory is settled after every action.
 */
import { ok, type Applied, type Result, type Seat } from '../core';
import { attack, attackCover, cover, deploy, grenade, grenadeCover, knockback, move, moveAttack, pass } from './actions';
import { Draft } from './draft';
import { fail } from './errors';
import { legalActions } from './legalActions';
import { respawn, swap, upgrade } from './reserves';
import { SCARAB_HANDLERS, scarabRoute } from './scarab/apply';
import { placeSpawn, spawnSeat } from './setup';
import { endTurn, settleOutcome } from './turn';
import type { ActionClixAction, ActionClixActionType, ActionClixState, ActionOf } from './types';

type Handler<A> = (d: Draft, seat: Seat, action: A) => Result<void>;
type Handlers = { readonly [T in ActionClixActionType]: Handler<ActionOf<T>> };

function endTurnHandler(d: Draft, seat: Seat): Result<void> {
  const t = d.s.turn;
  if (d.s.phase.kind !== 'play' || t === null) return fail('actionclix/wrong-phase');
  const stuck = t.deploy && legalActions(d.s, seat).every((a) => a.type === 'endTurn');
  return endTurn(d, seat, stuck);
}

const HANDLERS: Handlers = {
  placeSpawn: (d, seat, a) => placeSpawn(d, seat, a.square),
  deploy,
  move,
  moveAttack,
  attack,
  attackCover,
  grenade,
  grenadeCover,
  cover,
  knockback,
  pass: (d) => pass(d),
  upgrade,
  swap,
  respawn,
  endTurn: (d, seat) => endTurnHandler(d, seat),
  ...SCARAB_HANDLERS,
};

const ONE_SEAT: readonly (readonly Seat[])[] = Array.from({ length: 8 }, (_, seat) => Object.freeze([seat]));
const NOBODY: readonly Seat[] = Object.freeze([]);

export function activeSeat(s: ActionClixState): Seat {
  if (s.outcome !== null) return -1;
  if (s.phase.kind === 'spawns') return spawnSeat(s);
  return s.turn?.seat ?? -1;
}

export function activeSeats(s: ActionClixState): readonly Seat[] {
  const seat = activeSeat(s);
  return seat < 0 ? NOBODY : (ONE_SEAT[seat] ?? [seat]);
}

/**
 * One action of the seat that may act, in a game without an outcome (the kernel's `apply` checks both).
 * `quiet`: the fast path, the same next state without events.
 */
export function applyAction(s: ActionClixState, seat: Seat, action: ActionClixAction, quiet = false): Result<Applied<ActionClixState>> {
  const d = new Draft(s, quiet);
  const handler = HANDLERS[action.type] as Handler<ActionClixAction>;
  const routed = d.s.scarab === undefined ? undefined : scarabRoute(d, d.s.scarab, seat, action);
  const done = routed ?? handler(d, seat, action);
  if (!done.ok) return done;
  settleOutcome(d);
  return ok(d.finish());
}
