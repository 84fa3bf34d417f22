/**
 * Responses (rulebook "Response"): after the required actions of a trigger have resolved, players may
 * respond in action-procedure order (Free Peoples player first, then to the right) until all pass.
 * A window opens only when somebody holds a legal response, so play is not slowed by empty windows.
 */
import { ok, type GameError, type Result, type Seat } from '../core';
import type { Ability, Filter, TriggerKind } from './cardTypes';
import { canPay, matchesCardOnly } from './effects';
import { fail } from './errors';
import type { G } from './ops';
import { checkCard, playCard } from './play';
import { cardOf, isActive, ownerOf, toTheRight } from './queries';
import type { HaloAction, HaloState, Iid, Step } from './types';

/** Queues the response window for a trigger behind the required actions it causes. */
export function announce(g: G, on: TriggerKind, subject: Iid): void {
  g.s.queue.unshift({ kind: 'respond', on, subject, src: subject, by: g.s.turn.fp, ctx: -1 });
}

const seatsInOrder = (s: HaloState): Seat[] => [s.turn.fp, ...toTheRight(s, s.turn.fp)];

function subjectMatches(s: HaloState, subject: Iid, f: Filter, seat: Seat): boolean {
  if (f.mine !== undefined && (ownerOf(subject) === seat) !== f.mine) return false;
  return matchesCardOnly(s, subject, f);
}

type Resp = { readonly on: TriggerKind; readonly subject: Iid };

function checkResponseEvent(s: HaloState, seat: Seat, iid: Iid, r: Resp): Result<void, GameError> {
  if (!(s.players[seat]?.hand.includes(iid) ?? false)) return fail('halotcg/not-in-hand', { card: iid });
  const c = cardOf(s, iid);
  if (c.kind !== 'event' || c.timing !== 'response' || c.response?.on !== r.on || !subjectMatches(s, r.subject, c.response.of, seat)) {
    return fail('halotcg/wrong-timing', { card: c.id, timing: 'response' });
  }
  return checkCard(s, seat, c, undefined, false);
}

function responseAbility(s: HaloState, seat: Seat, iid: Iid, index: number, r: Resp): Result<Extract<Ability, { a: 'response' }>, GameError> {
  if (s.inPlay[iid] === undefined || ownerOf(iid) !== seat || !isActive(s, iid)) return fail('halotcg/not-your-card', { card: iid });
  const ab = cardOf(s, iid).abilities?.[index];
  if (ab === undefined || ab.a !== 'response' || ab.on !== r.on || !subjectMatches(s, r.subject, ab.of, seat)) return fail('halotcg/no-ability', { card: iid });
  for (const c of ab.costs ?? []) if (!canPay(s, c, seat, iid)) return fail('halotcg/cost', { card: cardOf(s, iid).id });
  return ok(ab);
}

export function legalResponses(s: HaloState, seat: Seat, r: Resp): HaloAction[] {
  const p = s.players[seat];
  if (p === undefined) return [];
  const out: HaloAction[] = [];
  for (const iid of p.hand) if (checkResponseEvent(s, seat, iid, r).ok) out.push({ type: 'play', card: iid });
  for (const iid of [...p.company, ...p.support, ...p.minions, ...p.attached]) {
    (cardOf(s, iid).abilities ?? []).forEach((ab, i) => {
      if (ab.a === 'response' && responseAbility(s, seat, iid, i, r).ok) out.push({ type: 'use', card: iid, ability: i });
    });
  }
  return out;
}

/** Runs a `respond` step: opens the window if anybody can respond. */
export function openResponses(g: G, step: Step): void {
  if (step.on === undefined || step.subject === undefined) return;
  const r = { on: step.on, subject: step.subject };
  const seats = seatsInOrder(g.s);
  if (!seats.some((seat) => legalResponses(g.s, seat, r).length > 0)) return;
  g.s.turn.response = { ...r, next: seats[0] ?? g.s.turn.fp, passes: 0 };
}

function advanceResponse(g: G, passed: boolean): void {
  const w = g.s.turn.response;
  if (w === null) return;
  const seats = seatsInOrder(g.s);
  w.passes = passed ? w.passes + 1 : 0;
  if (w.passes >= seats.length) {
    g.s.turn.response = null;
    return;
  }
  w.next = seats[(seats.indexOf(w.next) + 1) % seats.length] ?? g.s.turn.fp;
}

export function responseAction(g: G, seat: Seat, a: HaloAction): Result<void> {
  const w = g.s.turn.response;
  if (w === null) return fail('halotcg/wrong-phase', { phase: 'response' });
  if (a.type === 'pass') {
    g.ev.push({ type: 'passed', seat });
    advanceResponse(g, true);
    return ok(undefined);
  }
  if (a.type === 'play') {
    const c = checkResponseEvent(g.s, seat, a.card, w);
    if (!c.ok) return c;
    playCard(g, seat, a.card, undefined, false, w.subject);
  } else if (a.type === 'use') {
    const c = responseAbility(g.s, seat, a.card, a.ability, w);
    if (!c.ok) return c;
    const ctx = g.s.contexts.push([]) - 1;
    const base = { src: a.card, by: seat, ctx, subject: w.subject };
    g.ev.push({ type: 'used', seat, card: cardOf(g.s, a.card).id, iid: a.card });
    g.s.queue.unshift(...(c.value.costs ?? []).map((cost) => ({ ...base, kind: 'cost' as const, cost })), ...c.value.effects.map((effect) => ({ ...base, kind: 'effect' as const, effect })));
  } else {
    return fail('halotcg/wrong-timing', { card: '', timing: 'response' });
  }
  advanceResponse(g, false);
  return ok(undefined);
}
