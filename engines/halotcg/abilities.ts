/** Special abilities of cards in play, and the company actions every player has (heal a namesake, transfer, staff). */
import { ok, type GameError, type Result, type Seat } from '../core';
import type { Ability, Card } from './cardTypes';
import { canPay, requirementMet } from './conditions';
import { fail } from './errors';
import { discardFromHand, healCard, type G } from './ops';
import { bearerProblem, windowTiming } from './play';
import { cardOf, currentSiteIid, isActive, ownerOf } from './queries';
import { cancelWindow } from './responseSteps';
import type { HaloState, Iid, Step } from './types';

type Check = Result<Extract<Ability, { a: 'action' }>, GameError>;

/** Whether `seat` may use ability number `index` of its card `iid` now. */
export function checkUse(s: HaloState, seat: Seat, iid: Iid, index: number): Check {
  const timing = windowTiming(s, seat);
  if (timing === undefined) return fail('halotcg/not-active', { seat });
  const atSite = iid === currentSiteIid(s);
  if (s.inPlay[iid] === undefined || (!atSite && ownerOf(iid) !== seat) || !isActive(s, iid)) return fail('halotcg/not-your-card', { card: iid });
  // Only the site where the company is has game text; one earlier on the path does nothing, even for its owner.
  if (!atSite && cardOf(s, iid).kind === 'site') return fail('halotcg/not-your-card', { card: iid });
  const ab = cardOf(s, iid).abilities?.[index];
  if (ab === undefined || ab.a !== 'action') return fail('halotcg/no-ability', { card: iid });
  if (ab.timing !== timing) return fail('halotcg/wrong-timing', { timing: ab.timing });
  if (ab.by !== undefined && (ab.by === 'fp') !== (seat === s.turn.fp)) return fail('halotcg/not-your-card', { card: iid });
  for (const r of ab.needs ?? []) if (!requirementMet(s, r, seat, iid)) return fail('halotcg/requirement', { card: cardOf(s, iid).id });
  for (const c of ab.costs ?? []) if (!canPay(s, c, seat, iid)) return fail('halotcg/cost', { card: cardOf(s, iid).id });
  return ok(ab);
}

export function useAbility(g: G, seat: Seat, iid: Iid, ab: Extract<Ability, { a: 'action' }>): void {
  const ctx = g.s.contexts.push([]) - 1;
  const on = g.s.inPlay[iid]?.on;
  const base = on === undefined ? { src: iid, by: seat, ctx } : { src: iid, by: seat, ctx, bearer: on };
  // A special ability may be answered (and cancelled) once its costs are paid, before it takes effect.
  const answer = cancelWindow('abilityUsed', iid, seat, ctx);
  const steps: Step[] = [...(ab.costs ?? []).map((cost) => ({ ...base, kind: 'cost' as const, cost })), answer, ...ab.effects.map((effect) => ({ ...base, kind: 'effect' as const, effect }))];
  g.log?.push({ type: 'used', seat, card: cardOf(g.s, iid).id, iid });
  g.s.queue.push(...steps);
}

/** Abilities `seat` could use now: [card, index]. */
export function legalUses(s: HaloState, seat: Seat): [Iid, number][] {
  if (windowTiming(s, seat) === undefined) return [];
  const p = s.players[seat];
  if (p === undefined) return [];
  const out: [Iid, number][] = [];
  // Rulebook "Active card": the game text of the site where the company is may be used by any player in the window.
  const site = currentSiteIid(s);
  for (const zone of [p.company, p.support, p.minions, p.attached]) for (const iid of zone) usesOf(s, seat, iid, out);
  if (site !== undefined) usesOf(s, seat, site, out);
  return out;
}

/** Adds the abilities of `iid` that `seat` could use now to `out`. */
function usesOf(s: HaloState, seat: Seat, iid: Iid, out: [Iid, number][]): void {
  const abs = cardOf(s, iid).abilities;
  if (abs === undefined) return;
  for (let i = 0; i < abs.length; i++) if ((abs[i] as Ability).a === 'action' && checkUse(s, seat, iid, i).ok) out.push([iid, i]);
}

const companyWindow = (s: HaloState, seat: Seat): boolean => windowTiming(s, seat) === 'company' && seat === s.turn.fp;

/** Rulebook company action: discard a unique companion, ally or ship from hand to heal/repair its namesake. */
export function checkHealNamesake(s: HaloState, seat: Seat, card: Iid, target: Iid): Result<void, GameError> {
  if (!companyWindow(s, seat)) return fail('halotcg/wrong-phase', { phase: 'company' });
  if (!(s.players[seat]?.hand.includes(card) ?? false)) return fail('halotcg/not-in-hand', { card });
  const c = cardOf(s, card);
  const kindOk = c.kind === 'companion' || c.kind === 'ally' || c.kind === 'ship';
  if (!kindOk || c.unique !== true || s.inPlay[target] === undefined || ownerOf(target) !== seat || cardOf(s, target).title !== c.title) {
    return fail('halotcg/not-namesake', { card: c.id });
  }
  if ((s.inPlay[target]?.w ?? 0) === 0) return fail('halotcg/not-wounded', { card: cardOf(s, target).id });
  return ok(undefined);
}

export function healNamesake(g: G, card: Iid, target: Iid): void {
  discardFromHand(g, card);
  healCard(g, target, 1);
}

/** Where a card is "at" for transfers: the company's site, or an ally's home. */
function siteOf(s: HaloState, iid: Iid): number {
  const c = cardOf(s, iid);
  return c.kind === 'ally' ? c.home : c.kind === 'ship' ? -1 : s.players[ownerOf(iid)]?.pos ?? 0;
}

/** Rulebook transfer: company phase, pay the twilight cost again, both at the same site, a bearer who may bear it. */
export function checkTransfer(s: HaloState, seat: Seat, item: Iid, to: Iid): Result<void, GameError> {
  if (!companyWindow(s, seat)) return fail('halotcg/wrong-phase', { phase: 'company' });
  const from = s.inPlay[item]?.on;
  if (from === undefined || ownerOf(item) !== seat || to === from || s.inPlay[to] === undefined) return fail('halotcg/transfer', { card: item });
  const c = cardOf(s, item);
  if ((c.kind !== 'possession' && c.kind !== 'artifact') || siteOf(s, from) !== siteOf(s, to)) return fail('halotcg/transfer', { card: c.id });
  // The class check must not count the item itself.
  const check = bearerProblem(s, seat, c, to, item);
  return check.ok ? ok(undefined) : fail('halotcg/transfer', { card: c.id });
}

export function transfer(g: G, item: Iid, to: Iid): void {
  const c = cardOf(g.s, item);
  const ip = g.s.inPlay[item];
  if (ip === undefined || c.kind === 'site') return;
  g.setInPlay(item, { ...ip, on: to });
  g.s.twilight += c.twilight;
  g.log?.push({ type: 'transferred', card: c.id, iid: item, to, seat: ownerOf(item) });
}

/** Ruling: staffing is a company action moving a companion (not the Hero) onto one of your ships. */
export function checkStaff(s: HaloState, seat: Seat, card: Iid, ship: Iid): Result<void, GameError> {
  if (!companyWindow(s, seat)) return fail('halotcg/wrong-phase', { phase: 'company' });
  const p = s.players[seat];
  if (p === undefined || !p.company.includes(card) || card === p.hero) return fail('halotcg/staff', { card });
  if (!p.support.includes(ship) || cardOf(s, ship).kind !== 'ship') return fail('halotcg/staff', { card: ship });
  return ok(undefined);
}

export function staff(g: G, seat: Seat, card: Iid, ship: Iid): void {
  const p = g.s.players[seat];
  const ip = g.s.inPlay[card];
  if (p === undefined || ip === undefined) return;
  p.company = p.company.filter((x) => x !== card);
  p.support = [...p.support, card];
  g.setInPlay(card, { ...ip, staff: ship });
  g.log?.push({ type: 'staffed', seat, card: cardOf(g.s, card).id, iid: card, ship });
}

export function legalCompanyExtras(s: HaloState, seat: Seat): { heal: [Iid, Iid][]; transfer: [Iid, Iid][]; staff: [Iid, Iid][] } {
  const out = { heal: [] as [Iid, Iid][], transfer: [] as [Iid, Iid][], staff: [] as [Iid, Iid][] };
  const p = s.players[seat];
  if (p === undefined || !companyWindow(s, seat)) return out;
  const mine = [...p.company, ...p.support];
  // Each pair is checked by the very check `apply` makes; cards that fail it whatever the other card is
  // (a hand card that has no namesake, an item on nobody, the Hero, a ship-less support) are left out first.
  for (const h of p.hand) {
    if (!namesakeCard(cardOf(s, h))) continue;
    for (const t of mine) if (checkHealNamesake(s, seat, h, t).ok) out.heal.push([h, t]);
  }
  for (const a of p.attached) {
    if (!movableItem(s, a)) continue;
    for (const t of mine) if (checkTransfer(s, seat, a, t).ok) out.transfer.push([a, t]);
  }
  const ships = p.support.filter((x) => cardOf(s, x).kind === 'ship');
  if (ships.length === 0) return out;
  for (const c of p.company) if (c !== p.hero) for (const sh of ships) if (checkStaff(s, seat, c, sh).ok) out.staff.push([c, sh]);
  return out;
}

/** A card that may heal its namesake (`checkHealNamesake`'s card test). */
const namesakeCard = (c: Card): boolean => (c.kind === 'companion' || c.kind === 'ally' || c.kind === 'ship') && c.unique === true;

/** An item borne by a card, which `checkTransfer` may allow to move. */
function movableItem(s: HaloState, item: Iid): boolean {
  if (s.inPlay[item]?.on === undefined) return false;
  const k = cardOf(s, item).kind;
  return k === 'possession' || k === 'artifact';
}
