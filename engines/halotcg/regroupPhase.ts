/**
 * Phase 7, the regroup phase: a company that reached site 9 with its Hero wins; otherwise an action window,
 * the Shadow players reconcile, the Free Peoples player moves again or stays and reconciles, and at the end
 * of the turn the Shadow players discard their minions and the player to the left goes next.
 */
import type { Seat } from '../core';
import { discardFromPlay, draw, player, type G } from './ops';
import { openWindow, setStage, startTurn } from './procedure';
import { handLimit, moveLimit, playersLeft, toTheRight } from './queries';
import type { Stage } from './types';

export function regroup(g: G): void {
  const s = g.s;
  const p = player(g, s.turn.fp);
  s.turn.fierce = false;
  s.turn.fights = [];
  if (p.pos === 9 && s.inPlay[p.hero] !== undefined) {
    s.outcome = { winners: [s.turn.fp], reason: 'site-nine' };
    g.log?.push({ type: 'won', seat: s.turn.fp, reason: 'site-nine' });
    return;
  }
  s.mods = s.mods.filter((m) => m.until !== 'regroup');
  s.turn.reconcile = toTheRight(s, s.turn.fp);
  openWindow(g, 'regroup', 'reconcileShadow');
}

/** Reconcile: may discard one card, then draw up to or discard down to the hand limit. */
export function startReconcile(g: G, seat: Seat): void {
  const hand = player(g, seat).hand;
  g.s.pending.push({ kind: 'reconcileOne', seat, options: [...hand, 'skip'] });
}

export function finishReconcile(g: G, seat: Seat): void {
  const p = player(g, seat);
  const limit = handLimit(g.s, seat);
  if (p.hand.length < limit) draw(g, seat, limit - p.hand.length);
  if (p.hand.length > limit) {
    g.s.pending.push({ kind: 'reconcileDown', seat, options: [...p.hand], left: p.hand.length - limit });
    return;
  }
  g.log?.push({ type: 'reconciled', seat, hand: p.hand.length });
  g.s.turn.reconcile.shift();
}

/** The stage that reconciles each seat in `turn.reconcile`, then goes to `next`. */
export function reconcileStage(next: Stage): (g: G) => void {
  return (g) => {
    const seat = g.s.turn.reconcile[0];
    if (seat === undefined) setStage(g.s, next);
    else startReconcile(g, seat);
  };
}

/** The Free Peoples player may move again (within the move limit, before site 9) or stay. */
export function fpChoice(g: G): void {
  const s = g.s;
  const p = player(g, s.turn.fp);
  if (s.turn.moves < moveLimit(s) && p.pos < 9) s.pending.push({ kind: 'regroupChoice', seat: s.turn.fp, options: ['move', 'stop'] });
  else chooseStop(g);
}

export function chooseStop(g: G): void {
  g.s.turn.reconcile = [g.s.turn.fp];
  setStage(g.s, 'fpReconcile');
}

/** End of turn: Shadow players discard their minions (and Shadow ships); the player to the left goes next. */
export function endTurn(g: G): void {
  const s = g.s;
  for (const seat of toTheRight(s, s.turn.fp)) for (const m of [...player(g, seat).minions]) discardFromPlay(g, m);
  s.mods = [];
  const left = playersLeft(s);
  const n = s.players.length;
  let next = (s.turn.fp + 1) % n;
  while (!left.includes(next)) next = (next + 1) % n;
  startTurn(s, next);
}
