/**
 * The action procedure and the turn's place in it (rulebook "Action procedure", "Expanded turn sequence"):
 * which stage the turn is at, which players an action window asks, and how passing ends a window. Every
 * phase file uses these; none of them runs the turn machine itself (turn.ts does).
 */
import type { Seat } from '../core';
import type { Timing } from './cardTypes';
import type { G } from './ops';
import { toTheRight } from './queries';
import type { HaloState, PhaseName, Stage } from './types';

/** The players an action window asks, in order: the Free Peoples player first, then to the right. */
export function participants(s: HaloState, timing: Timing): Seat[] {
  if (timing === 'company') return [s.turn.fp];
  if (timing === 'shadow') return [s.turn.shadowSeat];
  return [s.turn.fp, ...toTheRight(s, s.turn.fp)];
}

const PHASE_OF: Partial<Record<Stage, PhaseName>> = {
  turnStart: 'company', company: 'company', move: 'company', arrive: 'company', shadow: 'shadow', maneuver: 'maneuver', sniping: 'sniping', snipeFire: 'sniping',
  assignment: 'assignment', assignDefenders: 'assignment', assignShadow: 'assignment', regroup: 'regroup', reconcileShadow: 'regroup',
  fpChoice: 'regroup', fpReconcile: 'regroup', endTurn: 'regroup', bid: 'bid', starting: 'starting', mulligan: 'starting',
};

export function setStage(s: HaloState, stage: Stage): void {
  s.turn.stage = stage;
  const phase = PHASE_OF[stage];
  if (phase !== undefined) s.turn.phase = phase;
}

/** Ends the modifiers of a phase ("until the end of the phase"). */
export function endPhaseMods(s: HaloState, until: 'phase' | 'regroup' | 'turn'): void {
  s.mods = s.mods.filter((m) => m.until !== until);
}

export function openWindow(g: G, timing: Timing, then: Stage): void {
  g.s.turn.window = { timing, then, next: participants(g.s, timing)[0] ?? g.s.turn.fp, passes: 0 };
  // The second round of a turn's fights, for fierce minions only, says so (the table shows it).
  const fierce = g.s.turn.fierce && (timing === 'assignment' || timing === 'skirmish' || timing === 'engagement');
  g.log?.push(fierce ? { type: 'phase', phase: timing, fierce: true } : { type: 'phase', phase: timing });
}

/** After any action or pass the next player (to the right) may act; all passing in a row ends the window. */
export function afterWindowTurn(g: G, passed: boolean): void {
  const w = g.s.turn.window;
  if (w === null) return;
  const seats = participants(g.s, w.timing);
  const passes = passed ? w.passes + 1 : 0;
  if (passes >= seats.length) {
    g.s.turn.window = null;
    // A skirmish or engagement phase ends only after its resolution (its modifiers count there).
    if (w.then !== 'resolveFight') endPhaseMods(g.s, 'phase');
    setStage(g.s, w.then);
    return;
  }
  const i = seats.indexOf(w.next);
  // A new window record: the state copy shares the old one (draft.ts).
  g.s.turn.window = { ...w, passes, next: seats[(i + 1) % seats.length] ?? g.s.turn.fp };
}

/** A new turn for the Free Peoples player `fp`: the turn state starts over at the start of the company phase. */
export function startTurn(s: HaloState, fp: Seat): void {
  s.turnNumber += 1;
  s.turn = { fp, phase: 'company', stage: 'turnStart', shadowSeat: fp, moves: 0, window: null, fights: [], current: null, fierce: false, reconcile: [], response: null, snipe: 0, sniped: null };
}
