/** `apply`: validate the seat and action against the open question or window, change a draft, run the turn machine. */
import { ok, type Applied, type GameEvent, type Result, type Seat } from '../core';
import { checkHealNamesake, checkStaff, checkTransfer, checkUse, healNamesake, staff, transfer, useAbility } from './abilities';
import { answer } from './answers';
import { Draft } from './draft';
import { fail } from './errors';
import { afterWindowTurn } from './procedure';
import { advance } from './turn';
import type { G } from './ops';
import { checkPlay, playCard } from './play';
import { responseAction } from './responses';
import { listedHere, onlyPass } from './legalActions';
import { parseAction } from './parseAction';
import { activeSeats } from './activeSeats';
import { PASS_AUTO, type HaloAction, type HaloState, type PassReason, type StopReason } from './types';

// engine.ts reads the active seats from here.
export { activeSeats };

type Outcome = Result<void>;

function windowAction(g: G, seat: Seat, a: HaloAction, reason: PassReason): Outcome {
  const s = g.s;
  switch (a.type) {
    case 'pass':
      g.log?.push(a.auto === undefined ? { type: 'passed', seat, reason } : { type: 'passed', seat, reason, auto: a.auto });
      afterWindowTurn(g, true);
      return ok(undefined);
    case 'play': {
      const c = checkPlay(s, seat, a.card, a.on, a.toil ?? 0);
      if (!c.ok) return c;
      playCard(g, seat, a.card, a.on, false, undefined, a.toil ?? 0);
      break;
    }
    case 'use': {
      const c = checkUse(s, seat, a.card, a.ability);
      if (!c.ok) return c;
      useAbility(g, seat, a.card, c.value);
      break;
    }
    case 'healNamesake': {
      const c = checkHealNamesake(s, seat, a.card, a.target);
      if (!c.ok) return c;
      healNamesake(g, a.card, a.target);
      break;
    }
    case 'transfer': {
      const c = checkTransfer(s, seat, a.card, a.to);
      if (!c.ok) return c;
      transfer(g, a.card, a.to);
      break;
    }
    case 'staff': {
      const c = checkStaff(s, seat, a.card, a.ship);
      if (!c.ok) return c;
      staff(g, seat, a.card, a.ship);
      break;
    }
    case 'choose':
      return fail('halotcg/bad-option', { option: a.option, allowed: '' });
  }
  afterWindowTurn(g, false);
  return ok(undefined);
}

/** The log says why the table kept the hand without asking. */
function tagKeptHand(ev: GameEvent[], seat: Seat, auto: StopReason): void {
  ev.forEach((e, i) => {
    if (e.type === 'reconciled' && e.seat === seat) ev[i] = { ...e, auto };
  });
}

/**
 * One action of a seat that may act, in a game without an outcome (the kernel's `apply` checks both).
 * `quiet`: the fast path, the same next state without events.
 */
export function applyAction(state: HaloState, seat: Seat, given: HaloAction, quiet = false): Result<Applied<HaloState>> {
  // Only what parseAction accepts is applied (and so recorded): no field the action does not have, no card
  // named by anything but an instance id. A save therefore never holds an action its replay would refuse.
  let action = given;
  if (!listedHere(state, seat, given)) {
    const parsed = parseAction(given);
    if (!parsed.ok) return parsed;
    action = parsed.value;
  }
  const pending = state.pending[state.pending.length - 1];
  if (pending !== undefined) {
    if (action.type !== 'choose') return fail('halotcg/answer-pending', { kind: pending.kind });
    if (!pending.options.includes(action.option)) return fail('halotcg/bad-option', { option: action.option, allowed: pending.options.slice(0, 12).join(', ') });
  }
  // The table keeps a hand (`auto` on a choice) only at the optional reconcile discard.
  if (action.type === 'choose' && action.auto !== undefined && pending?.kind !== 'reconcileOne') return fail('halotcg/not-auto');
  let reason: PassReason = 'chose';
  if (action.type === 'pass' && pending === undefined) {
    reason = onlyPass(state, seat) ? 'nothing-to-play' : 'chose';
    if (action.auto === PASS_AUTO && reason !== 'nothing-to-play') return fail('halotcg/not-auto');
  }
  const g = new Draft(state, quiet);
  const s = g.s;
  const r = ((): Result<void> => {
    if (pending !== undefined && action.type === 'choose') {
      s.pending.pop();
      answer(g, pending, action.option);
    } else if (s.turn.response !== null) {
      const w = responseAction(g, seat, action, reason);
      if (!w.ok) return w;
    } else {
      const w = windowAction(g, seat, action, reason);
      if (!w.ok) return w;
    }
    advance(g);
    return ok(undefined);
  })();
  if (!r.ok) return r;
  if (action.type === 'choose' && action.auto !== undefined && g.log !== undefined) tagKeptHand(g.log, seat, action.auto);
  return ok(g.finish());
}
