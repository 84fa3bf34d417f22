/**
 * `apply` as a table of small handlers, one per action type. Every handler validates before it writes;
 * on an error the draft is dropped, so the state is never touched. Victory is settled after every action.
 */
import { ok, type Applied, type Result, type Seat } from '../core';
import { special, specialCover } from './abilityAttacks';
import { attack, attackCover, cover, deploy, grenade, grenadeCover, knockback, move, moveAttack, pass } from './actions';
import { ActionClixDraft, type Draft } from './draft';
import { fail } from './errors';
import { legalActions } from './legalActions';
import type { Handler } from './mode';
import { modeOf } from './modes';
import { MODE_ACTION_ERROR, MODE_ACTION_TYPES, type ModeActionType } from './modes/vocabulary';
import { respawn, swap, upgrade } from './reserves';
import { spawnSeat } from './setup';
import { placeSpawn } from './spawns';
import { endTurn, settleOutcome } from './turn';
import type { ActionClixAction, ActionClixActionType, ActionClixState, ActionOf } from './types';

type SharedType = Exclude<ActionClixActionType, ModeActionType>;
type Handlers = { readonly [T in SharedType]: Handler<ActionOf<T>> };

function endTurnHandler(d: Draft, seat: Seat): Result<void> {
  const t = d.s.turn;
  if (d.s.phase.kind !== 'play' || t === null) return fail('actionclix/wrong-phase');
  const stuck = t.deploy && legalActions(d.s, seat).every((a) => a.type === 'endTurn');
  return endTurn(d, seat, stuck);
}

const MODE_ONLY: ReadonlySet<string> = new Set(MODE_ACTION_TYPES);

/** The handler for an action under the draft's mode: a mode's own type, or a shared one. */
function handlerFor(d: Draft, type: ActionClixActionType): Handler<ActionClixAction> {
  if (!MODE_ONLY.has(type)) return HANDLERS[type as SharedType] as Handler<ActionClixAction>;
  const own = d.mode.handlers[type as ModeActionType] as Handler<ActionClixAction> | undefined;
  return own ?? (() => fail(MODE_ACTION_ERROR[type as ModeActionType]));
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
  special,
  specialCover,
  cover,
  knockback,
  pass: (d) => pass(d),
  upgrade,
  swap,
  respawn,
  endTurn: (d, seat) => endTurnHandler(d, seat),
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
  const d = new ActionClixDraft(s, modeOf(s), quiet);
  const done = d.mode.route(d, seat, action) ?? handlerFor(d, action.type)(d, seat, action);
  if (!done.ok) return done;
  settleOutcome(d);
  return ok(d.finish());
}
