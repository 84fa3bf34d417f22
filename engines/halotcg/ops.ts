/** Changes to a draft state: moving cards between zones, wounds, deaths, draws. All mutate `g.s`. */
import type { Seat } from '../core';
import type { Effect } from './cardTypes';
import type { Draft } from './draft';
import { cardOf, canExert, isActive, life, ownerOf } from './queries';
import { announce, cancelWindow } from './responseSteps';
import type { HaloState, Iid, PlayerState, TriggerItem } from './types';

/** The draft being changed inside one `apply` (draft.ts), with its log, marks and random cursor. */
export type G = Draft;

type Zone = 'deck' | 'hand' | 'discard' | 'dead' | 'removed' | 'adventure' | 'company' | 'support' | 'minions' | 'attached';
const ZONES: readonly Zone[] = ['hand', 'company', 'support', 'minions', 'attached', 'deck', 'discard', 'dead', 'removed', 'adventure'];

export function player(g: G, seat: Seat): PlayerState {
  const p = g.s.players[seat];
  if (p === undefined) throw new Error(`no seat ${seat}`);
  return p;
}

export function zoneOf(s: HaloState, iid: Iid): Zone | undefined {
  const p = s.players[ownerOf(iid)];
  if (p === undefined) return undefined;
  return ZONES.find((z) => p[z].includes(iid));
}

/** Takes a card out of wherever it is (and out of play), returning the zone it left. */
export function lift(g: G, iid: Iid): Zone | undefined {
  const p = player(g, ownerOf(iid));
  const zone = zoneOf(g.s, iid);
  if (zone !== undefined) p[zone] = p[zone].filter((x) => x !== iid);
  p.stacked = p.stacked.filter(([a]) => a !== iid);
  g.dropInPlay(iid);
  return zone;
}

export function put(g: G, iid: Iid, zone: Zone): void {
  const p = player(g, ownerOf(iid));
  p[zone] = [...p[zone], iid];
}

function borne(g: G, iid: Iid): Iid[] {
  return g.s.players.flatMap((p) => p.attached.filter((a) => g.s.inPlay[a]?.on === iid));
}

/** Discards a card from play with everything it bears (rulebook: borne cards go with their bearer). */
export function discardFromPlay(g: G, iid: Iid, to: 'discard' | 'removed' = 'discard'): void {
  for (const a of borne(g, iid)) discardFromPlay(g, a);
  for (const p of g.s.players) {
    for (const [st, on] of p.stacked) {
      if (on !== iid) continue;
      lift(g, st);
      put(g, st, 'discard');
    }
  }
  lift(g, iid);
  put(g, iid, to);
  g.dirty = true;
  removeFromFights(g, iid);
  g.log?.push({ type: to === 'removed' ? 'removed' : 'discarded', card: cardOf(g.s, iid).id, iid, seat: ownerOf(iid) });
}

function removeFromFights(g: G, iid: Iid): void {
  for (const f of g.s.turn.fights) f.atk = f.atk.filter((x) => x !== iid);
}

export function triggersOf(g: G, iid: Iid, on: string): TriggerItem[] {
  const c = cardOf(g.s, iid);
  return (c.abilities ?? []).flatMap((ab) => (ab.a === 'trigger' && ab.on === on ? [{ src: iid, by: ownerOf(iid), effects: ab.effects as readonly Effect[] }] : []));
}

/** Killed: Free Peoples characters to the dead pile (upside down when staffing), minions and ships to the discard pile. */
export function kill(g: G, iid: Iid): void {
  const s = g.s;
  const c = cardOf(s, iid);
  const wasActive = isActive(s, iid);
  const staffing = s.inPlay[iid]?.staff !== undefined;
  const crew = c.kind === 'ship' ? s.players[ownerOf(iid)]?.support.filter((x) => s.inPlay[x]?.staff === iid) ?? [] : [];
  for (const a of borne(g, iid)) discardFromPlay(g, a);
  lift(g, iid);
  g.dirty = true;
  removeFromFights(g, iid);
  const p = player(g, ownerOf(iid));
  if ((c.kind === 'companion' || c.kind === 'ally') && c.side === 'fp') {
    p.dead = [...p.dead, iid];
    if (staffing) p.flipped = [...p.flipped, iid];
  } else {
    p.discard = [...p.discard, iid];
  }
  g.log?.push({ type: 'killed', card: c.id, iid, seat: ownerOf(iid) });
  // Ruling: the crew goes down with a destroyed ship.
  for (const x of crew) kill(g, x);
  announce(g, 'killed', iid);
  if (wasActive) queueTriggers(g, triggersOf(g, iid, 'killed'));
}

/**
 * Places wounds. `die`: a card whose wounds reach its vitality is killed at once (exertion can never do it);
 * wounds that may kill call `placeWounds` (prevention.ts), which offers the kill first.
 */
export function addWounds(g: G, iid: Iid, n: number, how: 'wounded' | 'exerted', die = true): void {
  const ip = g.s.inPlay[iid];
  if (ip === undefined || n <= 0) return;
  const w = ip.w + n;
  g.setInPlay(iid, { ...ip, w });
  g.log?.push({ type: how, card: cardOf(g.s, iid).id, iid, count: n });
  // Only this card's wounds changed; other deaths (a lost vitality bonus) are checked after each step.
  if (die && w >= life(g.s, iid)) kill(g, iid);
}

export function exert(g: G, iid: Iid): boolean {
  if (!canExert(g.s, iid)) return false;
  addWounds(g, iid, 1, 'exerted');
  return true;
}

/** Exhaust (rulebook "Exert"): exert as many times as the character can, leaving it one wound from death. */
export function exhaust(g: G, iid: Iid): void {
  for (let i = 0; i < 100 && exert(g, iid); i++);
}

export function healCard(g: G, iid: Iid, n: number): void {
  const ip = g.s.inPlay[iid];
  if (ip === undefined || ip.w === 0) return;
  const k = Math.min(n, ip.w);
  g.setInPlay(iid, { ...ip, w: ip.w - k });
  g.log?.push({ type: 'healed', card: cardOf(g.s, iid).id, iid, count: k });
}

export function draw(g: G, seat: Seat, n: number): void {
  const p = player(g, seat);
  const k = Math.min(n, p.deck.length);
  if (k <= 0) return;
  p.hand = [...p.hand, ...p.deck.slice(0, k)];
  p.deck = p.deck.slice(k);
  g.mark('hidden');
  g.log?.push({ type: 'drew', seat, count: k });
}

export function shuffleDeck(g: G, seat: Seat): void {
  const p = player(g, seat);
  p.deck = g.rng().shuffle(p.deck);
  g.mark('hidden');
  g.log?.push({ type: 'shuffled', seat });
}

export function discardFromHand(g: G, iid: Iid): void {
  lift(g, iid);
  put(g, iid, 'discard');
  g.log?.push({ type: 'discarded', card: cardOf(g.s, iid).id, iid, seat: ownerOf(iid), from: 'hand' });
}

/**
 * Required triggers gather until the current step is done; the turn machine then queues them, asking the
 * Free Peoples player to order them when several happened at once (rulebook "Timing conflicts").
 */
export function queueTriggers(g: G, items: readonly TriggerItem[]): void {
  if (items.length === 0) return;
  if (g.s.turn.stage === 'starting') {
    g.s.queue.unshift(...items.flatMap((t) => stepsFor(g, t)));
    return;
  }
  const batch = g.s.triggers ?? { ordered: [], rest: [] };
  batch.rest.push(...items);
  g.s.triggers = batch;
}

export function stepsFor(g: G, t: TriggerItem): HaloState['queue'] {
  const ctx = g.s.contexts.push([]) - 1;
  const base = { src: t.src, by: t.by, ctx, subject: t.subject ?? t.src };
  // A required text may be answered (and cancelled) before it takes effect; not while starting companies.
  const answer = g.s.turn.stage === 'starting' ? [] : [cancelWindow('triggered', t.src, t.by, ctx)];
  return [...answer, ...t.effects.map((effect) => ({ ...base, kind: 'effect' as const, effect }))];
}
