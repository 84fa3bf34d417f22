/**
 * Setup after the deal: the bid, the winner's choice of the first player, site 1, starting companies
 * (total twilight 6 or less, Hero included, no twilight added), the shuffle, eight cards each, mulligans.
 * Ruling (RULES.md "Bid"): each player bids 0 to 3 wounds, placed on their own Hero; the highest bid
 * (ties broken by the seeded generator) chooses who goes first. Like the burden bid of the original game.
 */
import type { GameEvent, Seat } from '../core';
import { draw, player, shuffleDeck, type G } from './ops';
import { placeSite } from './moving';
import { checkCard, playCard } from './play';
import { cardOf } from './queries';
import { setStage, startTurn } from './procedure';
import type { HaloState, Iid } from './types';

export const MAX_BID = 3;
export const STARTING_TWILIGHT = 6;

export function bidOptions(s: HaloState, seat: Seat): string[] {
  const hero = s.players[seat]?.hero ?? '';
  const vit = (cardOf(s, hero) as { vitality?: number }).vitality ?? 1;
  return Array.from({ length: Math.min(MAX_BID, vit - 1) + 1 }, (_, i) => String(i));
}

export function answerBid(g: G, seat: Seat, bid: number): void {
  const s = g.s;
  player(g, seat).bid = bid;
  g.log?.push({ type: 'bid', seat });
  const next = seat + 1;
  if (next < s.players.length) {
    s.pending.push({ kind: 'bid', seat: next, options: bidOptions(s, next) });
    return;
  }
  settleBids(g);
}

function settleBids(g: G): void {
  const s = g.s;
  const bids = s.players.map((p) => p.bid ?? 0);
  const best = Math.max(...bids);
  const tied = bids.map((b, i) => (b === best ? i : -1)).filter((i) => i >= 0);
  const winner = tied.length === 1 ? (tied[0] ?? 0) : g.rng().pick(tied);
  g.mark('hidden');
  s.players.forEach((p, i) => {
    g.log?.push({ type: 'revealed', seat: i, bid: p.bid ?? 0 });
    const ip = s.inPlay[p.hero];
    if (ip !== undefined) g.setInPlay(p.hero, { ...ip, w: p.bid ?? 0 });
  });
  // The winner's own seat first, so the old default (the winner goes first) is the first option.
  const n = s.players.length;
  s.pending.push({ kind: 'chooseFirst', seat: winner, options: Array.from({ length: n }, (_, i) => String((winner + i) % n)) });
  // The bids are open now: the winner chooses knowing them (the choice is part of setting up).
  setStage(s, 'starting');
}

/**
 * The bid's winner chooses the first player (ruling: the seats keep their order around the table, so
 * choosing who goes first is choosing one's own place in the turn order). That player plays site 1.
 */
export function answerChooseFirst(g: G, first: Seat): void {
  const s = g.s;
  s.first = first;
  g.log?.push({ type: 'firstPlayer', seat: first });
  placeSite(g, first, 1);
  const n = s.players.length;
  s.turn.reconcile = Array.from({ length: n }, (_, i) => (first + i) % n);
  setStage(s, 'starting');
}

function spent(s: HaloState, seat: Seat): number {
  return (s.players[seat]?.company ?? []).reduce((n, x) => n + (cardOf(s, x) as { twilight: number }).twilight, 0);
}

/** Companions from the draw deck that fit the remaining starting twilight (one option per distinct card). */
export function startingOptions(s: HaloState, seat: Seat): Iid[] {
  const left = STARTING_TWILIGHT - spent(s, seat);
  const seen = new Set<string>();
  return (s.players[seat]?.deck ?? []).filter((x) => {
    const c = cardOf(s, x);
    if (c.kind !== 'companion' || c.twilight > left || seen.has(c.id)) return false;
    seen.add(c.id);
    return checkCard({ ...s, turn: { ...s.turn, fp: seat } }, seat, c, undefined, true).ok;
  });
}

export function startingStage(g: G): void {
  const s = g.s;
  const seat = s.turn.reconcile[0];
  if (seat === undefined) {
    for (let i = 0; i < s.players.length; i++) {
      shuffleDeck(g, i);
      draw(g, i, 8);
    }
    const n = s.players.length;
    s.turn.reconcile = Array.from({ length: n }, (_, i) => (s.first + i) % n);
    setStage(s, 'mulligan');
    return;
  }
  s.pending.push({ kind: 'startingCompanion', seat, options: [...startingOptions(s, seat), 'done'] });
}

export function answerStarting(g: G, seat: Seat, option: string): void {
  if (option === 'done') {
    g.s.turn.reconcile.shift();
    return;
  }
  const fp = g.s.turn.fp;
  g.s.turn.fp = seat;
  const before = g.log?.length ?? 0;
  playCard(g, seat, option, undefined, true);
  g.s.turn.fp = fp;
  if (g.log !== undefined) tellStarting(g.log, before, { type: 'startingCompanion', seat, card: cardOf(g.s, option).id, iid: option });
}

/** The play of a starting companion is told once, as such: its "plays" event (from `from` on) becomes this one. */
function tellStarting(log: GameEvent[], from: number, line: GameEvent): void {
  const played = log.findIndex((e, i) => i >= from && e.type === 'played' && e.iid === line.iid);
  if (played >= 0) log.splice(played, 1, line);
  else log.push(line);
}

/** Ruling (RULES.md "Mulligan"): in turn order from the first player, each may once redraw a hand of six. */
export const MULLIGAN_HAND = 6;

export function mulliganStage(g: G): void {
  const s = g.s;
  const seat = s.turn.reconcile[0];
  if (seat === undefined) {
    s.turnNumber = 0;
    startTurn(s, s.first);
    return;
  }
  s.pending.push({ kind: 'mulligan', seat, options: ['keep', 'mulligan'] });
}

/** A mulligan shuffles the hand back into the draw deck and draws six. */
export function answerMulligan(g: G, seat: Seat, option: string): void {
  g.s.turn.reconcile.shift();
  if (option !== 'mulligan') return;
  const p = player(g, seat);
  p.deck = [...p.deck, ...p.hand];
  p.hand = [];
  g.log?.push({ type: 'mulligan', seat });
  shuffleDeck(g, seat);
  draw(g, seat, MULLIGAN_HAND);
}
