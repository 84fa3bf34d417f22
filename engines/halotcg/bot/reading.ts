/** What the bot reads off a state: the fight at hand, how much life a card has left, a card's fighting strength. */
import type { Seat } from '../../core';
import { cardOf, life, stat } from '../queries';
import { fightTotals } from '../totals';
import type { HaloState, Iid } from '../types';

/** `read` remembered per state and card (states never change once made, so an answer never goes stale). */
function perState(read: (s: HaloState, iid: Iid) => number): (s: HaloState, iid: Iid) => number {
  const memo = new WeakMap<HaloState, Map<Iid, number>>();
  return (s, iid) => {
    let known = memo.get(s);
    if (known === undefined) {
      known = new Map();
      memo.set(s, known);
    }
    let n = known.get(iid);
    if (n === undefined) {
      n = read(s, iid);
      known.set(iid, n);
    }
    return n;
  };
}

/** Wounds (or damage) a card can still take before it dies, read once per state. */
export const leftOf = perState((s, iid) => life(s, iid) - (s.inPlay[iid]?.w ?? 0));

/** By how much `seat`'s side wins the fight being resolved (> 0 wins; ties go to the Shadow); 1 without one. */
export function fightMargin(s: HaloState, seat: Seat): number {
  const f = s.turn.current === null ? undefined : s.turn.fights[s.turn.current];
  if (f === undefined) return 1;
  const t = fightTotals(s, f);
  return seat === s.turn.fp ? t.fp.total - t.shadow.total : t.shadow.total - t.fp.total + 1;
}

/** A card's fighting strength (weapons for a ship), read once per state: the rollouts ask for it per option. */
export const strengthOf = perState((s, iid) => stat(s, iid, cardOf(s, iid).kind === 'ship' ? 'weapons' : 'strength'));
