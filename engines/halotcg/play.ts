/**
 * Playing cards and using special abilities: who may play what in which window, what it costs (twilight,
 * roaming penalty, costs before "to"), where it goes, and uniqueness, bearer, class and company-limit rules.
 */
import { ok, type GameError, type Result, type Seat } from '../core';
import type { Card, Filter, ItemCard, PlayCard, Timing } from './cardTypes';
import { canPay, matchesCardOnly, requirementMet } from './conditions';
import { fail } from './errors';
import { lift, put, queueTriggers, triggersOf, type G } from './ops';
import { announce, cancelWindow } from './responseSteps';
import { activeCards, canExert, cardOf, companyCount, fpPos, isActive, matches, ownerOf, siteStatics } from './queries';
import type { HaloState, Iid, Step } from './types';

type Check = Result<void, GameError>;
const OK: Check = ok(undefined);

/** The timing of the open action window, if `seat` is the one to act in it. */
export function windowTiming(s: HaloState, seat: Seat): Timing | undefined {
  const w = s.turn.window;
  const idle = s.pending.length === 0 && s.queue.length === 0 && s.turn.response === null && s.triggers === null;
  return w !== null && w.next === seat && idle ? w.timing : undefined;
}

export function roamingPenalty(s: HaloState, c: Card): number {
  if (c.kind !== 'minion' || c.site <= fpPos(s)) return 0;
  const site = siteStatics(s).find((m) => m.s === 'roaming');
  return site !== undefined && site.s === 'roaming' ? site.n : 2;
}

/** Twilight a Shadow card removes (cost plus roaming) or a Free Peoples card adds; toil lowers it, never below 0. */
export function playCost(s: HaloState, c: PlayCard, discount = 0): number {
  return Math.max(0, c.twilight + roamingPenalty(s, c) - discount);
}

export const toilOf = (c: Card): number => (c.keywords ?? []).reduce((n, k) => n + (k.k === 'toil' ? k.n : 0), 0);
const toilFilter = (c: PlayCard): Filter => ({ culture: c.culture, mine: true, kinds: ['companion', 'ally', 'minion'] });

/** How many exertions toil could use: one for each of your characters of the card's culture that can exert ("for each character you exert"). */
export function toilCapacity(s: HaloState, seat: Seat, c: PlayCard): number {
  const f = toilFilter(c);
  return activeCards(s).reduce((n, x) => (matches(s, x, f, seat) && canExert(s, x) ? n + 1 : n), 0);
}

/** The most toil that still lowers the cost: no exertion beyond what the card's twilight (and roaming) allows. */
export function toilNeeded(s: HaloState, c: PlayCard): number {
  const toil = toilOf(c);
  return toil === 0 ? 0 : Math.ceil((c.twilight + roamingPenalty(s, c)) / toil);
}

function uniqueProblem(s: HaloState, seat: Seat, c: PlayCard): Check {
  if (c.unique !== true || c.kind === 'event') return OK;
  const p = s.players[seat];
  if (p === undefined) return OK;
  const same = (x: Iid): boolean => cardOf(s, x).title === c.title;
  if (c.side === 'fp') {
    if ([...p.company, ...p.support, ...p.attached].some(same)) return fail('halotcg/unique-in-play', { title: c.title });
    if (p.dead.some(same)) return fail('halotcg/unique-dead', { title: c.title });
    return OK;
  }
  return activeCards(s).some(same) ? fail('halotcg/unique-in-play', { title: c.title }) : OK;
}

export function bearerProblem(s: HaloState, seat: Seat, c: ItemCard | Extract<PlayCard, { kind: 'condition' }>, on: Iid | undefined, ignore?: Iid): Check {
  if (c.bearer === undefined) return on === undefined ? OK : fail('halotcg/bad-bearer', { card: c.id });
  if (on === undefined || s.inPlay[on] === undefined || !isActive(s, on)) return fail('halotcg/needs-bearer', { card: c.id });
  const bc = cardOf(s, on);
  const isChar = bc.kind === 'companion' || bc.kind === 'ally' || bc.kind === 'minion' || bc.kind === 'ship';
  const mineOk = c.side === 'fp' ? ownerOf(on) === seat : ownerOf(on) === seat ? bc.kind === 'minion' || bc.kind === 'ship' : ownerOf(on) === s.turn.fp;
  if (!isChar || !mineOk || !matches(s, on, c.bearer, seat)) return fail('halotcg/bad-bearer', { card: c.id });
  if (c.kind !== 'condition' && c.itemClass !== undefined) {
    const taken = s.players.some((p) => p.attached.some((a) => a !== ignore && s.inPlay[a]?.on === on && classOf(cardOf(s, a)) === c.itemClass));
    if (taken) return fail('halotcg/class-taken', { class: c.itemClass });
  }
  return OK;
}

const classOf = (c: Card): string | undefined => (c.kind === 'possession' || c.kind === 'artifact' ? c.itemClass : undefined);

/** Whether `seat` may put this card into play now (twilight aside when `free`). Events are checked too. */
export function checkCard(s: HaloState, seat: Seat, c: PlayCard, on: Iid | undefined, free: boolean, discount = 0): Check {
  const fp = seat === s.turn.fp;
  if (c.side !== (fp ? 'fp' : 'shadow')) return fail('halotcg/wrong-side', { card: c.id, side: c.side });
  const cost = playCost(s, c, discount);
  if (!free && c.side === 'shadow' && s.twilight < cost) return fail('halotcg/not-enough-twilight', { need: cost, have: s.twilight });
  for (const r of c.needs ?? []) if (!requirementMet(s, r, seat, '')) return fail('halotcg/requirement', { card: c.id });
  const u = uniqueProblem(s, seat, c);
  if (!u.ok) return u;
  if (c.kind === 'companion' && companyCount(s, seat) >= 10) return fail('halotcg/company-limit', { max: 10 });
  if (c.kind === 'possession' || c.kind === 'artifact' || c.kind === 'condition') return bearerProblem(s, seat, c, on);
  if (on !== undefined) return fail('halotcg/bad-bearer', { card: c.id });
  if (c.kind === 'event') {
    for (const cost of c.costs ?? []) if (!canPay(s, cost, seat, '')) return fail('halotcg/cost', { card: c.id });
  }
  return OK;
}

const PERMANENT_TIMING: Readonly<Record<string, Timing>> = { fp: 'company', shadow: 'shadow' };

/** Checks playing a card from hand in the open window. */
export function checkPlay(s: HaloState, seat: Seat, iid: Iid, on: Iid | undefined, toil = 0): Check {
  const timing = windowTiming(s, seat);
  if (timing === undefined) return fail('halotcg/not-active', { seat });
  if (!(s.players[seat]?.hand.includes(iid) ?? false)) return fail('halotcg/not-in-hand', { card: iid });
  const c = cardOf(s, iid);
  if (c.kind === 'site') return fail('halotcg/wrong-timing', { card: c.id });
  if (c.side !== (seat === s.turn.fp ? 'fp' : 'shadow')) return fail('halotcg/wrong-side', { card: c.id, side: c.side });
  const want = c.kind === 'event' ? c.timing : PERMANENT_TIMING[c.side];
  if (want !== timing) return fail('halotcg/play-at', { card: c.id, timing: want ?? '' });
  if (toil > 0 && (toil > toilNeeded(s, c) || toilCapacity(s, seat, c) < toil)) return fail('halotcg/cost', { card: c.id });
  const checked = checkCard(s, seat, c, on, false, toil * toilOf(c));
  return checked.ok ? firstCopyOnly(s, seat, iid) : checked;
}

/**
 * Identical copies in a hand are one decision with one form (the one `legalActions` lists): the first copy
 * of the card in hand order. Checked last, so a card that may not be played says why.
 */
export function firstCopyOnly(s: HaloState, seat: Seat, iid: Iid): Check {
  const id = cardOf(s, iid).id;
  const first = s.players[seat]?.hand.find((x) => cardOf(s, x).id === id) ?? iid;
  return first === iid ? OK : fail('halotcg/other-copy', { card: id, copy: first });
}

/** Where a card played by `seat` goes, and its instance record. */
function place(g: G, seat: Seat, iid: Iid, on: Iid | undefined): void {
  const c = cardOf(g.s, iid);
  lift(g, iid);
  if (c.kind === 'event') return put(g, iid, 'discard');
  if (on !== undefined) {
    put(g, iid, 'attached');
    g.setInPlay(iid, { w: 0, on });
    return;
  }
  const zone = c.kind === 'companion' ? 'company' : c.kind === 'minion' || (c.kind === 'ship' && c.side === 'shadow') ? 'minions' : 'support';
  put(g, iid, zone);
  g.setInPlay(iid, c.kind === 'minion' ? { w: 0, at: fpPos(g.s) } : { w: 0 });
  void seat;
}

function payTwilight(g: G, c: PlayCard, discount: number): void {
  const n = playCost(g.s, c, discount);
  if (n === 0) return;
  g.s.twilight = c.side === 'fp' ? g.s.twilight + n : g.s.twilight - n;
  g.log?.push({ type: 'twilight', count: c.side === 'fp' ? n : -n, total: g.s.twilight });
}

/** Puts a card into play (or plays an event): pay, place, queue its costs, effects and "when you play" triggers. */
export function playCard(g: G, seat: Seat, iid: Iid, on: Iid | undefined, free = false, subject?: Iid, toil = 0): void {
  const c = cardOf(g.s, iid) as PlayCard;
  if (!free) payTwilight(g, c, toil * toilOf(c));
  place(g, seat, iid, on);
  g.dirty = true;
  g.log?.push(on === undefined ? { type: 'played', seat, card: c.id, iid } : { type: 'played', seat, card: c.id, iid, on });
  if (c.kind !== 'event' && g.s.turn.stage !== 'starting') announce(g, 'played', iid);
  if (c.kind !== 'event') queueTriggers(g, triggersOf(g, iid, 'played'));
  const ctx = g.s.contexts.push([]) - 1;
  const base = subject === undefined ? { src: iid, by: seat, ctx } : { src: iid, by: seat, ctx, subject };
  // Toil: the exertions are part of paying, so they come before the card's own costs, effects and triggers;
  // each exerts a character not exerted for this toil yet (they share a context of their own).
  const cost = { c: 'exert' as const, target: { t: 'choose' as const, f: toilFilter(c), unchosen: true as const } };
  const toilCtx = toil > 0 ? g.s.contexts.push([]) - 1 : -1;
  const toilSteps: Step[] = Array.from({ length: toil }, () => ({ ...base, ctx: toilCtx, kind: 'cost' as const, cost }));
  // An event played in a window may be answered before it takes effect (a response played in answer may not).
  const answerable = subject === undefined ? [cancelWindow('eventPlayed', iid, seat, ctx)] : [];
  const steps: Step[] =
    c.kind === 'event'
      ? [...(c.costs ?? []).map((x) => ({ ...base, kind: 'cost' as const, cost: x })), ...answerable, ...c.effects.map((effect) => ({ ...base, kind: 'effect' as const, effect }))]
      : [];
  // To the front: a response's steps resolve before triggers still waiting in the queue.
  g.s.queue.unshift(...toilSteps, ...steps);
}

/** Cards in a zone that an effect could play now ("play a [Flood] minion from your discard pile"). */
export function playableFrom(s: HaloState, seat: Seat, from: 'deck' | 'discard' | 'deckOrDiscard' | 'hand', f: Filter, free: boolean): Iid[] {
  const p = s.players[seat];
  if (p === undefined) return [];
  const pool = from === 'deck' ? p.deck : from === 'discard' ? p.discard : from === 'hand' ? p.hand : [...p.deck, ...p.discard];
  const seen = new Set<string>();
  return pool.filter((x) => {
    const c = cardOf(s, x);
    if (c.kind === 'site' || c.kind === 'event' || !matchesCardOnly(s, x, f) || needsBearer(c)) return false;
    // One option per distinct card from the secret deck keeps the list short; identical copies are interchangeable.
    const key = `${c.id}:${p.deck.includes(x) ? 'deck' : 'open'}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return checkCard(s, seat, c, undefined, free).ok;
  });
}

const needsBearer = (c: PlayCard): boolean => (c.kind === 'possession' || c.kind === 'artifact' || c.kind === 'condition') && c.bearer !== undefined;

export function playFromZone(g: G, seat: Seat, iid: Iid, free: boolean): void {
  const c = cardOf(g.s, iid);
  g.log?.push({ type: 'revealed', card: c.id, iid, seat });
  playCard(g, seat, iid, undefined, free);
}

/** Legal plays from hand for `seat` in the open window, one per card and bearer. */
export function legalPlays(s: HaloState, seat: Seat): { card: Iid; on?: Iid; toil?: number }[] {
  const p = s.players[seat];
  const timing = windowTiming(s, seat);
  if (p === undefined || timing === undefined) return [];
  const out: { card: Iid; on?: Iid; toil?: number }[] = [];
  let bearers: Iid[] | undefined;
  const seen = new Set<string>();
  for (const iid of p.hand) {
    const c = cardOf(s, iid);
    if (c.kind === 'site' || seen.has(c.id)) continue;
    seen.add(c.id);
    if ((c.kind === 'event' ? c.timing : PERMANENT_TIMING[c.side]) !== timing) continue;
    const maxToil = toilOf(c) === 0 ? 0 : Math.min(toilCapacity(s, seat, c), toilNeeded(s, c));
    for (let toil = 0; toil <= maxToil; toil++) {
      const extra = toil === 0 ? {} : { toil };
      // Everything but the bearer is checked once; then each bearer only for "bearer must be" and class.
      const pre = checkPlay(s, seat, iid, undefined, toil);
      if (pre.ok) out.push({ card: iid, ...extra });
      if (pre.ok || pre.error.code !== 'halotcg/needs-bearer') continue;
      if (c.kind !== 'possession' && c.kind !== 'artifact' && c.kind !== 'condition') continue;
      bearers ??= s.players.flatMap((q) => [...q.company, ...q.support, ...q.minions]);
      for (const b of bearers) if (bearerProblem(s, seat, c, b).ok) out.push({ card: iid, on: b, ...extra });
    }
  }
  return out;
}
