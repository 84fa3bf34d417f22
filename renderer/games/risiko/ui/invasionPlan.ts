/**
 * A defender's orders for the rest of an invasion, given once at its first defence: "ask me every round",
 * "defend with the most dice, no card", or "defend with the most dice and play my card only when the
 * attack uses 3 dice". The shell's follow-up (send.ts) then answers the later rounds for the defender, so
 * the screen is not passed twice per round; the defender is asked again only when the orders cannot be
 * followed and a real choice remains (the planned card cannot be played but another defensive card can).
 * Kept in memory only, never shown to the others: it holds which card the defender means to play.
 */
import type { Seat } from '../../../../engines/core';
import type { PendingView, RisikoAction, RisikoView } from '../../../../engines/risiko';

export type PlanMode = 'ask' | 'most' | 'card3';

export interface InvasionPlan {
  /** The invasion it is for (invasionKey). */
  readonly key: string;
  readonly mode: PlanMode;
  /** The card of `card3`. */
  readonly card: string | null;
}

type Defend = Extract<RisikoAction, { type: 'defend' }>;
type Pending = Extract<PendingView, { kind: 'defend' }>;

/** One invasion: this game (its start rolls), turn, attacker and pair of territories. */
export function invasionKey(view: RisikoView): string | null {
  const p = view.pending;
  if (p?.kind !== 'defend') return null;
  return [view.startRolls.flat().join(''), view.turnNumber, p.attacker, p.from, p.to].join('|');
}

const plans = new Map<Seat, InvasionPlan>();

export function setPlan(seat: Seat, plan: InvasionPlan): void {
  plans.set(seat, plan);
}

/** The seat's orders for this invasion, if it gave any. */
export function planFor(seat: Seat, key: string | null): InvasionPlan | null {
  const plan = plans.get(seat);
  return plan !== undefined && key !== null && plan.key === key ? plan : null;
}

const most = (defences: readonly Defend[]): number => Math.max(0, ...defences.map((a) => a.dice));

/**
 * The defence the orders give for this round, or null when the defender must be asked. `defences` are
 * the legal defend actions (amounts listed as their smallest and largest value).
 */
export function plannedDefence(plan: InvasionPlan, pending: Pending, defences: readonly Defend[]): Defend | null {
  if (plan.mode === 'ask') return null;
  const plain = defences.filter((a) => a.card === undefined);
  const withCard = defences.filter((a) => a.card !== undefined && a.card === plan.card);
  const otherCards = defences.some((a) => a.card !== undefined && a.card !== plan.card);
  if (plan.mode === 'card3' && pending.dice === 3) {
    if (withCard.length > 0) return { type: 'defend', dice: most(withCard), card: plan.card ?? '' };
    // The planned card is gone (played, or not playable now): ask only if another card could be played.
    if (otherCards) return null;
  }
  return plain.length > 0 ? { type: 'defend', dice: most(plain) } : null;
}

/** Forgets every order (a new table). */
export function forgetPlans(): void {
  plans.clear();
}
