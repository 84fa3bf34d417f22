/**
 * Responses (rulebook "Response"): after the required actions of a trigger have resolved, players may
 * respond in action-procedure order (Free Peoples player first, then to the right) until all pass.
 * A window opens only when somebody holds a legal response, so play is not slowed by empty windows.
 * Before an event or a required text takes effect a window may also open to cancel it ("Response: ...
 * cancel ..."): its effects wait in the window and a cancel drops them, its costs staying paid.
 */
import { ok, type GameError, type Result, type Seat } from '../core';
import type { Ability, Effect, Filter, ResponseOn } from './cardTypes';
import { cardById } from './cards';
import { canPay, matchesCardOnly } from './conditions';
import { fail } from './errors';
import type { G } from './ops';
import { checkCard, firstCopyOnly, playCard } from './play';
import { cardOf, isActive, ownerOf, toTheRight } from './queries';
import type { HaloAction, HaloState, Iid, PassReason, ResponseWindow, Step } from './types';

const seatsInOrder = (s: HaloState): Seat[] => [s.turn.fp, ...toTheRight(s, s.turn.fp)];

/** Whether the answered card fits the response's filter; `src` is the responding card (for "bearer"). */
function subjectMatches(s: HaloState, subject: Iid, f: Filter, seat: Seat, src?: Iid): boolean {
  if (f.mine !== undefined && (ownerOf(subject) === seat) !== f.mine) return false;
  const c = cardOf(s, subject);
  // Sites have no culture or side: a response names them by kind (and title).
  if (c.kind === 'site') return (f.kinds ?? []).includes('site') && (f.title === undefined || f.title === c.title);
  return matchesCardOnly(s, subject, f, src);
}

type Resp = Pick<ResponseWindow, 'on' | 'subject' | 'held'>;

const cancels = (effects: readonly Effect[]): boolean => effects.some((e) => e.e === 'cancel' || e.e === 'prevent');
/** A cancel is legal only while the answered action still waits to take effect. */
const nothingToCancel = (r: Resp, effects: readonly Effect[]): boolean => cancels(effects) && (r.held === undefined || r.held.length === 0);

function checkResponseEvent(s: HaloState, seat: Seat, iid: Iid, r: Resp): Result<void, GameError> {
  if (!(s.players[seat]?.hand.includes(iid) ?? false)) return fail('halotcg/not-in-hand', { card: iid });
  const c = cardOf(s, iid);
  if (c.kind !== 'event' || c.timing !== 'response' || c.response?.on !== r.on || !subjectMatches(s, r.subject, c.response.of, seat) || nothingToCancel(r, c.effects)) {
    return fail('halotcg/wrong-timing', { card: c.id, timing: 'response' });
  }
  const checked = checkCard(s, seat, c, undefined, false);
  return checked.ok ? firstCopyOnly(s, seat, iid) : checked;
}

function responseAbility(s: HaloState, seat: Seat, iid: Iid, index: number, r: Resp): Result<Extract<Ability, { a: 'response' }>, GameError> {
  if (s.inPlay[iid] === undefined || ownerOf(iid) !== seat || !isActive(s, iid)) return fail('halotcg/not-your-card', { card: iid });
  const ab = cardOf(s, iid).abilities?.[index];
  if (ab === undefined || ab.a !== 'response' || ab.on !== r.on || !subjectMatches(s, r.subject, ab.of, seat, iid) || nothingToCancel(r, ab.effects)) return fail('halotcg/no-ability', { card: iid });
  for (const c of ab.costs ?? []) if (!canPay(s, c, seat, iid)) return fail('halotcg/cost', { card: cardOf(s, iid).id });
  return ok(ab);
}

export function legalResponses(s: HaloState, seat: Seat, r: Resp): HaloAction[] {
  const p = s.players[seat];
  if (p === undefined || !answeredInGame(s, r.on)) return [];
  const out: HaloAction[] = [];
  // One option per distinct card, as for plays from hand: identical copies are interchangeable.
  const seen = new Set<string>();
  for (const iid of p.hand) {
    const c = cardOf(s, iid);
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    // Only a response event to this trigger can pass the check.
    if (c.kind !== 'event' || c.response?.on !== r.on) continue;
    if (checkResponseEvent(s, seat, iid, r).ok) out.push({ type: 'play', card: iid });
  }
  for (const zone of [p.company, p.support, p.minions, p.attached]) {
    for (const iid of zone) {
      const abs = cardOf(s, iid).abilities;
      if (abs === undefined) continue;
      for (let i = 0; i < abs.length; i++) {
        const ab = abs[i] as Ability;
        if (ab.a === 'response' && ab.on === r.on && responseAbility(s, seat, iid, i, r).ok) out.push({ type: 'use', card: iid, ability: i });
      }
    }
  }
  return out;
}

/** Card lists → the triggers some card of the game answers (a response event or ability): the rest never open a window. */
const answeredByLists = new WeakMap<HaloState['lists'], Set<ResponseOn>>();

/** Whether any card dealt in this game (hand, deck or play: every instance is one of `lists`) answers `on`. */
function answeredInGame(s: HaloState, on: ResponseOn): boolean {
  let known = answeredByLists.get(s.lists);
  if (known === undefined) {
    known = new Set();
    for (const list of s.lists) {
      for (const id of list) {
        const c = cardById(id);
        if (c === undefined) continue;
        if (c.kind === 'event' && c.response !== undefined) known.add(c.response.on);
        for (const ab of c.abilities ?? []) if (ab.a === 'response') known.add(ab.on);
      }
    }
    answeredByLists.set(s.lists, known);
  }
  return known.has(on);
}

/**
 * Runs a `respond` step: opens the window if anybody can respond. A window before an event or a required
 * text takes effect holds that action's waiting steps (same `ctx`) so a response can cancel them.
 */
export function openResponses(g: G, step: Step): void {
  if (step.on === undefined || step.subject === undefined) return;
  const s = g.s;
  if (s.turn.stage === 'starting' || s.turn.stage === 'bid') return;
  const holds = step.on === 'eventPlayed' || step.on === 'triggered' || step.on === 'abilityUsed' || step.on === 'aboutToWound' || step.on === 'aboutToKill';
  const held = holds ? s.queue.filter((x) => x.ctx === step.ctx && x.kind !== 'respond') : undefined;
  const r: Resp = held === undefined ? { on: step.on, subject: step.subject } : { on: step.on, subject: step.subject, held };
  const seats = seatsInOrder(s);
  if (!seats.some((seat) => legalResponses(s, seat, r).length > 0)) return;
  // Only the responses' own steps (and what they trigger) resolve inside the window; the rest waits.
  const after = held === undefined ? s.queue : s.queue.filter((x) => !held.includes(x));
  s.queue = [];
  s.turn.response = { ...r, next: seats[0] ?? s.turn.fp, passes: 0, ...(after.length > 0 ? { after } : {}) };
}

function advanceResponse(g: G, passed: boolean): void {
  const w = g.s.turn.response;
  if (w === null) return;
  const seats = seatsInOrder(g.s);
  w.passes = passed ? w.passes + 1 : 0;
  if (w.passes >= seats.length) {
    g.s.turn.response = null;
    // Everybody passed: what the responses triggered, then the answered action (unless cancelled), then the rest.
    g.s.queue = [...g.s.queue, ...(w.held ?? []), ...(w.after ?? [])];
    return;
  }
  w.next = seats[(seats.indexOf(w.next) + 1) % seats.length] ?? g.s.turn.fp;
}

/** The `cancel` effect: the answered event or text is dropped; its costs stay paid ("do as much as you can"). */
export function cancelAnswered(g: G): void {
  const w = g.s.turn.response;
  if (w === null || w.held === undefined || w.held.length === 0) return;
  w.held = [];
  w.cancelled = true;
  g.log?.push({ type: 'cancelled', card: cardOf(g.s, w.subject).id, iid: w.subject, seat: ownerOf(w.subject), what: w.on === 'eventPlayed' ? 'event' : 'text' });
}

export function responseAction(g: G, seat: Seat, a: HaloAction, reason: PassReason): Result<void> {
  const w = g.s.turn.response;
  if (w === null) return fail('halotcg/wrong-phase', { phase: 'response' });
  if (a.type === 'pass') {
    g.log?.push(a.auto === undefined ? { type: 'passed', seat, reason } : { type: 'passed', seat, reason, auto: a.auto });
    advanceResponse(g, true);
    return ok(undefined);
  }
  if (a.type === 'play') {
    const c = checkResponseEvent(g.s, seat, a.card, w);
    if (!c.ok) return c;
    // A response event names no bearer and pays no toil: those fields would be recorded and do nothing.
    if (a.on !== undefined) return fail('halotcg/bad-bearer', { card: cardOf(g.s, a.card).id });
    if (a.toil !== undefined) return fail('halotcg/cost', { card: cardOf(g.s, a.card).id });
    playCard(g, seat, a.card, undefined, false, w.subject);
  } else if (a.type === 'use') {
    const c = responseAbility(g.s, seat, a.card, a.ability, w);
    if (!c.ok) return c;
    const ctx = g.s.contexts.push([]) - 1;
    // The bearer is kept, so "bearer" still names it once a cost has discarded the card.
    const on = g.s.inPlay[a.card]?.on;
    const base = on === undefined ? { src: a.card, by: seat, ctx, subject: w.subject } : { src: a.card, by: seat, ctx, subject: w.subject, bearer: on };
    g.log?.push({ type: 'used', seat, card: cardOf(g.s, a.card).id, iid: a.card });
    g.s.queue.unshift(...(c.value.costs ?? []).map((cost) => ({ ...base, kind: 'cost' as const, cost })), ...c.value.effects.map((effect) => ({ ...base, kind: 'effect' as const, effect })));
  } else {
    return fail('halotcg/wrong-timing', { card: '', timing: 'response' });
  }
  advanceResponse(g, false);
  return ok(undefined);
}
