/**
 * Wound prevention and "is about to" responses (rulebook "Exert": "Cards that prevent wounds may not
 * prevent a wound token placed by exerting"; "Response": "whenever the situation described in its game
 * text happens"). A wound about to be placed on a character or ship by a card's effect or by losing a
 * skirmish or engagement is offered, one wound at a time, in a response window (`aboutToWound`) whose
 * subject is the card about to be wounded, when somebody holds a legal response; the wound waits in the
 * window and `prevent` drops it (its costs stay paid). Exertion places its token at once and is never
 * offered. While no card that answers `aboutToWound` is in a hand or in play, wounds are placed at once,
 * exactly as before the mechanic existed.
 */
import type { Seat } from '../core';
import { aboutToAnswerable } from './aboutTo';
import { killSteps } from './deaths';
import { addWounds, type G } from './ops';
import { cardOf, life, ownerOf } from './queries';
import type { HaloState, Iid, Step } from './types';

/** Whether anybody holds a legal response to a wound about to be placed on `x`. */
export function woundAnswerable(s: HaloState, x: Iid): boolean {
  return aboutToAnswerable(s, 'aboutToWound', x);
}

/**
 * `n` wounds placed on `x` now. When they reach its vitality it is about to be killed (deaths.ts): the
 * steps returned are that kill's window and the kill waiting in it (none when it is killed at once).
 */
export function placeWounds(g: G, x: Iid, n: number, by: Seat): Step[] {
  addWounds(g, x, n, 'wounded', false);
  const ip = g.s.inPlay[x];
  return ip !== undefined && n > 0 && ip.w >= life(g.s, x) ? killSteps(g, x, 'wounds', by) : [];
}

/**
 * `n` wounds about to be placed on `x`: placed at once when nobody can answer them (returning only the
 * steps of a kill they cause), otherwise the steps to queue: for each wound its window, then the wound it holds.
 */
export function woundSteps(g: G, x: Iid, n: number, by: Seat): Step[] {
  if (n <= 0) return [];
  if (!woundAnswerable(g.s, x)) return placeWounds(g, x, n, by);
  const out: Step[] = [];
  for (let i = 0; i < n; i++) {
    const ctx = g.s.contexts.push([]) - 1;
    out.push({ kind: 'respond', on: 'aboutToWound', subject: x, src: x, by, ctx });
    out.push({ kind: 'effect', effect: { e: 'wound', target: { t: 'subject' } }, subject: x, src: x, by, ctx, asked: true });
  }
  return out;
}

/** The `prevent` effect: the wound the window holds is not placed, or the kill it holds does not happen. */
export function preventAnswered(g: G): void {
  const w = g.s.turn.response;
  if (w === null || (w.on !== 'aboutToWound' && w.on !== 'aboutToKill') || w.held === undefined || w.held.length === 0) return;
  w.held = [];
  w.cancelled = true;
  // A character saved from its wounds without a heal is still dying: the rules look again after the window.
  g.dirty = true;
  g.log?.push({ type: w.on === 'aboutToKill' ? 'killPrevented' : 'prevented', card: cardOf(g.s, w.subject).id, iid: w.subject, seat: ownerOf(w.subject) });
}
