/**
 * What a card's text is worth to the seat that plays or uses it, read from the card data: wounds on the
 * other side's characters, heals where there are wounds, strength in the fight at hand, twilight for the
 * Shadow, cards drawn. Text that would do nothing here is worth nothing, so the bot does not play it.
 */
import type { Seat } from '../../core';
import type { Cost, Effect, Filter, Target } from '../cardTypes';
import { inCurrentFight, life, ownerOf, spotAll, stat } from '../queries';
import type { HaloState, Iid } from '../types';
import { fightMargin } from './reading';

export interface Use {
  readonly s: HaloState;
  readonly seat: Seat;
  readonly src: Iid;
}

const isFp = (u: Use): boolean => u.s.turn.fp === u.seat;
const friend = (u: Use, iid: Iid): boolean => ownerOf(iid) === u.seat;
const left = (s: HaloState, iid: Iid): number => life(s, iid) - (s.inPlay[iid]?.w ?? 0);

/** The cards a target may mean (every match for `choose` and `each`). */
function targets(u: Use, t: Target): Iid[] {
  switch (t.t) {
    case 'self':
      return [u.src];
    case 'bearer': {
      const on = u.s.inPlay[u.src]?.on;
      return on === undefined ? [] : [on];
    }
    case 'choose':
    case 'each':
      return spotAll(u.s, t.f as Filter, u.seat, u.src);
    default:
      return [];
  }
}

/** The best (choose) or summed (each) worth of an effect per card. */
function over(u: Use, t: Target, per: (iid: Iid) => number): number {
  const xs = targets(u, t);
  if (xs.length === 0) return 0;
  const values = xs.map(per);
  return t.t === 'each' ? values.reduce((a, b) => a + b, 0) : Math.max(...values);
}

function woundWorth(u: Use, iid: Iid, n: number): number {
  const kills = left(u.s, iid) <= n;
  const worth = n + (kills ? 1.5 + 0.3 * stat(u.s, iid, 'strength') : 0) + (iid === u.s.players[ownerOf(iid)]?.hero ? 2 : 0);
  return friend(u, iid) ? -1.5 * worth : worth;
}

function pumpWorth(u: Use, iid: Iid, n: number): number {
  if (!inCurrentFight(u.s, iid)) return 0.05 * n;
  const mine = friend(u, iid) === (n > 0);
  const margin = fightMargin(u.s, u.seat);
  // A pump matters when it turns the fight or saves a close one.
  const turns = margin <= 0 && margin + Math.abs(n) > 0 ? 3 : margin > 0 && margin <= 2 ? 0.6 : 0.1;
  return mine ? turns : -turns;
}

export function effectWorth(u: Use, e: Effect): number {
  const twilight = isFp(u) ? -0.35 : 0.35;
  switch (e.e) {
    case 'wound':
      return over(u, e.target, (x) => woundWorth(u, x, e.n ?? 1));
    case 'heal':
      return over(u, e.target, (x) => (friend(u, x) ? 1.2 : -1) * Math.min(e.n ?? 1, u.s.inPlay[x]?.w ?? 0));
    case 'exert':
      return over(u, e.target, (x) => (friend(u, x) ? -0.6 : 0.6));
    case 'exhaust':
      return over(u, e.target, (x) => (friend(u, x) ? -1.2 : 1.2));
    case 'may':
      // The controller does the effects only when they help, so they are worth at least nothing.
      return Math.max(0, effectsWorth(u, e.effects));
    case 'pump':
      return e.stat === 'strength' || e.stat === 'weapons' ? over(u, e.target, (x) => pumpWorth(u, x, e.n)) : over(u, e.target, (x) => (friend(u, x) ? 0.3 : -0.3) * e.n);
    case 'addTwilight':
      return twilight * e.n;
    case 'removeTwilight':
      return -twilight * Math.min(e.n, u.s.twilight);
    case 'draw':
      return 0.6 * Math.min(e.n, u.s.players[u.seat]?.deck.length ?? 0);
    case 'discardHand':
      return -0.5 * e.n;
    case 'discard':
    case 'removeFromGame':
      return over(u, e.target, (x) => (friend(u, x) ? -2 : 2));
    case 'fromDiscard':
      return (u.s.players[u.seat]?.discard.length ?? 0) > 0 ? 0.8 : 0;
    case 'playFrom':
    case 'perCulturePlay':
      return 1.5;
    case 'oneOf':
      return Math.max(0, ...e.options.map((opts) => effectsWorth(u, opts)));
    case 'cancelFight':
      return fightMargin(u.s, u.seat) <= 0 ? 3 : -2;
    case 'cancel':
      return 2;
    case 'prevent':
      return 1.5;
    case 'assign':
      return 0.3;
    case 'replaceSite':
      return 0.2;
    case 'stackFromHand':
      return 0.2;
    case 'takeStacked':
      return 0.5 * (u.s.players[u.seat]?.stacked.filter(([, on]) => on === u.src).length ?? 0);
  }
}

export function effectsWorth(u: Use, effects: readonly Effect[]): number {
  return effects.reduce((n, e) => n + effectWorth(u, e), 0);
}

export function costWorth(u: Use, c: Cost): number {
  switch (c.c) {
    case 'exert':
      return over(u, c.target, (x) => (friend(u, x) ? -0.5 - (left(u.s, x) <= 2 ? 1 : 0) : 0.5));
    case 'discardSelf':
      return -0.5;
    case 'discardBearer':
      return -2.5;
    case 'discardHand':
      return -0.5 * c.n;
    case 'addTwilight':
      return isFp(u) ? -0.35 * c.n : 0;
    case 'removeTwilight':
      return isFp(u) ? 0 : -0.3 * c.n;
    case 'damage':
      return -0.8;
  }
}

export function costsWorth(u: Use, costs: readonly Cost[] | undefined): number {
  return (costs ?? []).reduce((n, c) => n + costWorth(u, c), 0);
}
