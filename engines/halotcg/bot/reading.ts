/** What the bot reads off a state: the fight at hand, how much life a card has left, a card's fighting strength. */
import type { Seat } from '../../core';
import { cardOf, life, stat } from '../queries';
import { fightTotals } from '../totals';
import type { HaloState, Iid } from '../types';

const lefts = new WeakMap<HaloState, Map<Iid, number>>();

/** Wounds (or damage) a card can still take before it dies, read once per state (states never change once made). */
export function leftOf(s: HaloState, iid: Iid): number {
  let known = lefts.get(s);
  if (known === undefined) {
    known = new Map();
    lefts.set(s, known);
  }
  const hit = known.get(iid);
  if (hit !== undefined) return hit;
  const n = life(s, iid) - (s.inPlay[iid]?.w ?? 0);
  known.set(iid, n);
  return n;
}

/** By how much `seat`'s side wins the fight being resolved (> 0 wins; ties go to the Shadow); 1 without one. */
export function fightMargin(s: HaloState, seat: Seat): number {
  const f = s.turn.current === null ? undefined : s.turn.fights[s.turn.current];
  if (f === undefined) return 1;
  const t = fightTotals(s, f);
  return seat === s.turn.fp ? t.fp.total - t.shadow.total : t.shadow.total - t.fp.total + 1;
}

const strengths = new WeakMap<HaloState, Map<Iid, number>>();

/** A card's fighting strength (weapons for a ship), read once per state: the rollouts ask for it per option. */
export function strengthOf(s: HaloState, iid: Iid): number {
  let known = strengths.get(s);
  if (known === undefined) {
    known = new Map();
    strengths.set(s, known);
  }
  const hit = known.get(iid);
  if (hit !== undefined) return hit;
  const n = stat(s, iid, cardOf(s, iid).kind === 'ship' ? 'weapons' : 'strength');
  known.set(iid, n);
  return n;
}
