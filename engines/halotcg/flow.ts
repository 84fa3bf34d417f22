/**
 * The turn machine: each stage either opens an action window, asks a pending decision, or moves on.
 * `advance` runs queued effects and stages until a player must answer (rulebook "Expanded turn sequence").
 */
import type { Seat } from '../core';
import type { Timing } from './cardTypes';
import { allAttackers, companySnipingTotal, minionSnipingTotal, nextFightOptions, resolveFight } from './combat';
import { runStep } from './effects';
import { checkDeaths, discardFromPlay, draw, player, queueTriggers, stepsFor, triggersOf, type G } from './ops';
import { activeCards, cardOf, currentSite, fighters, playersLeft, siteStatics, toTheRight } from './queries';
import { eliminate } from './elimination';
import { announce } from './responses';
import { doMove } from './moving';
import type { HaloState, PhaseName, Stage } from './types';

export const HAND_LIMIT = 8;

export function participants(s: HaloState, timing: Timing): Seat[] {
  if (timing === 'company') return [s.turn.fp];
  if (timing === 'shadow') return [s.turn.shadowSeat];
  return [s.turn.fp, ...toTheRight(s, s.turn.fp)];
}

const PHASE_OF: Partial<Record<Stage, PhaseName>> = {
  turnStart: 'company', company: 'company', move: 'company', shadow: 'shadow', maneuver: 'maneuver', sniping: 'sniping', snipeFire: 'sniping',
  assignment: 'assignment', assignDefenders: 'assignment', assignShadow: 'assignment', regroup: 'regroup', reconcileShadow: 'regroup',
  fpChoice: 'regroup', fpReconcile: 'regroup', endTurn: 'regroup', bid: 'bid', starting: 'starting',
};

export function setStage(s: HaloState, stage: Stage): void {
  s.turn.stage = stage;
  const phase = PHASE_OF[stage];
  if (phase !== undefined) s.turn.phase = phase;
}

/** Ends the modifiers of a phase ("until the end of the phase"). */
function endPhaseMods(s: HaloState, until: 'phase' | 'regroup' | 'turn'): void {
  s.mods = s.mods.filter((m) => m.until !== until);
}

export function openWindow(g: G, timing: Timing, then: Stage): void {
  g.s.turn.window = { timing, then, next: participants(g.s, timing)[0] ?? g.s.turn.fp, passes: 0 };
  // The second round of a turn's fights, for fierce minions only, says so (the table shows it).
  const fierce = g.s.turn.fierce && (timing === 'assignment' || timing === 'skirmish' || timing === 'engagement');
  g.log?.push(fierce ? { type: 'phase', phase: timing, fierce: true } : { type: 'phase', phase: timing });
}

/** The action procedure: after any action or pass the next player (to the right) may act; all passing ends it. */
export function afterWindowTurn(g: G, passed: boolean): void {
  const w = g.s.turn.window;
  if (w === null) return;
  const seats = participants(g.s, w.timing);
  w.passes = passed ? w.passes + 1 : 0;
  if (w.passes >= seats.length) {
    g.s.turn.window = null;
    // A skirmish or engagement phase ends only after its resolution (its modifiers count there).
    if (w.then !== 'resolveFight') endPhaseMods(g.s, 'phase');
    setStage(g.s, w.then);
    return;
  }
  const i = seats.indexOf(w.next);
  w.next = seats[(i + 1) % seats.length] ?? g.s.turn.fp;
}

function heroLost(g: G): boolean {
  const s = g.s;
  for (const seat of playersLeft(s)) {
    const p = s.players[seat];
    if (p !== undefined && s.inPlay[p.hero] === undefined && p.dead.includes(p.hero)) {
      eliminate(g, seat);
      return true;
    }
  }
  return false;
}

function orderTriggers(g: G): void {
  const t = g.s.triggers;
  if (t === null) return;
  if (t.rest.length <= 1) {
    g.s.queue.unshift(...[...t.ordered, ...t.rest].flatMap((x) => stepsFor(g, x)));
    g.s.triggers = null;
    return;
  }
  g.s.pending.push({ kind: 'orderTriggers', seat: g.s.turn.fp, options: t.rest.map((_, i) => String(i)) });
}

export function advance(g: G): void {
  checkDeaths(g);
  for (let guard = 0; guard < 100_000; guard++) {
    const s = g.s;
    if (s.outcome !== null) return;
    if (heroLost(g)) continue;
    if (s.pending.length > 0) return;
    if (s.triggers !== null) {
      orderTriggers(g);
      continue;
    }
    // While a response window is open, the responses' own steps resolve; the next trigger waits.
    if (s.turn.response !== null && (s.queue[0] === undefined || s.queue[0].kind === 'respond')) return;
    const step = s.queue.shift();
    if (step !== undefined) {
      runStep(g, step);
      checkDeaths(g);
      continue;
    }
    if (s.contexts.length > 0) s.contexts = [];
    if (s.turn.window !== null) return;
    STAGES[s.turn.stage](g);
  }
  throw new Error('the turn machine did not settle');
}

function turnStart(g: G): void {
  const s = g.s;
  g.log?.push({ type: 'turnStarted', seat: s.turn.fp, turn: s.turnNumber });
  if (s.twilight > 0) g.log?.push({ type: 'poolReset', count: s.twilight });
  s.twilight = 0;
  const p = player(g, s.turn.fp);
  const site = currentSite(s);
  const wounded = p.company.filter((x) => (s.inPlay[x]?.w ?? 0) > 0);
  if (site !== undefined && (site.keywords ?? []).some((k) => k.k === 'sanctuary') && wounded.length > 0) {
    s.pending.push({ kind: 'sanctuaryHeal', seat: s.turn.fp, options: [...wounded, 'done'], left: 5 });
  }
  queueTriggers(g, activeCards(s).flatMap((x) => triggersOf(g, x, 'turnStart')));
  setStage(s, 'company');
  openWindow(g, 'company', 'move');
}

function move(g: G): void {
  doMove(g);
  g.s.turn.reconcile = toTheRight(g.s, g.s.turn.fp);
  setStage(g.s, 'shadow');
}

function shadow(g: G): void {
  const s = g.s;
  const seat = s.turn.reconcile.shift();
  if (seat !== undefined) {
    s.turn.shadowSeat = seat;
    openWindow(g, 'shadow', 'shadow');
    return;
  }
  setStage(s, allAttackers(s).length === 0 ? 'regroup' : 'maneuver');
}

function sniping(g: G): void {
  if (siteStatics(g.s).some((m) => m.s === 'skipSniping')) {
    g.log?.push({ type: 'phase', phase: 'sniping', skipped: true });
    setStage(g.s, 'assignment');
    return;
  }
  g.s.turn.snipe = 0;
  openWindow(g, 'sniping', 'snipeFire');
}

function snipeFire(g: G): void {
  const s = g.s;
  const t = s.turn;
  if (t.snipe === 0) {
    t.snipe = 1;
    const n = minionSnipingTotal(s);
    if (n > 0 && fighters(s).length > 0) s.pending.push({ kind: 'snipeWound', seat: t.fp, options: fighters(s), left: n });
    return;
  }
  if (t.snipe === 1) {
    t.snipe = 2;
    const seats = toTheRight(s, t.fp).filter((x) => (s.players[x]?.minions ?? []).some((m) => cardOf(s, m).kind === 'minion'));
    if (companySnipingTotal(s) > 0 && seats.length > 0) s.pending.push({ kind: 'snipeShadow', seat: t.fp, options: seats.map(String) });
    return;
  }
  if (t.snipe === 2 && t.sniped !== null) {
    t.snipe = 3;
    const mine = (s.players[t.sniped]?.minions ?? []).filter((m) => cardOf(s, m).kind === 'minion');
    if (mine.length > 0) s.pending.push({ kind: 'snipeWound', seat: t.sniped, options: mine, left: companySnipingTotal(s) });
    return;
  }
  setStage(s, 'assignment');
}

function assignment(g: G): void {
  if (allAttackers(g.s).length === 0) {
    setStage(g.s, 'regroup');
    return;
  }
  openWindow(g, 'assignment', 'assignDefenders');
}

function fights(g: G): void {
  const s = g.s;
  // The previous skirmish phase ended with its resolution and the actions that triggered.
  endPhaseMods(s, 'phase');
  s.turn.fights = s.turn.fights.filter((f) => s.inPlay[f.def] !== undefined && f.atk.some((a) => s.inPlay[a] !== undefined));
  const options = nextFightOptions(s);
  if (options.length === 0) {
    s.turn.fights = [];
    const fierceLeft = !s.turn.fierce && allAttackers({ ...s, turn: { ...s.turn, fierce: true } }).length > 0;
    s.turn.fierce = fierceLeft;
    setStage(s, fierceLeft ? 'assignment' : 'regroup');
    return;
  }
  if (options.length > 1) s.pending.push({ kind: 'chooseFight', seat: s.turn.fp, options });
  else startFight(g, options[0] ?? '');
}

export function startFight(g: G, def: string): void {
  const s = g.s;
  const idx = s.turn.fights.findIndex((f) => f.def === def);
  const f = s.turn.fights[idx];
  if (f === undefined) return;
  s.turn.current = idx;
  s.turn.phase = f.ships ? 'engagement' : 'skirmish';
  announce(g, 'fightStart', f.def);
  queueTriggers(g, [f.def, ...f.atk].flatMap((x) => triggersOf(g, x, 'fightStart')));
  openWindow(g, f.ships ? 'engagement' : 'skirmish', 'resolveFight');
}

function resolve(g: G): void {
  const s = g.s;
  const f = s.turn.current === null ? undefined : s.turn.fights[s.turn.current];
  if (f !== undefined) resolveFight(g, f);
  s.turn.fights = s.turn.fights.filter((x) => x !== f);
  s.turn.current = null;
  setStage(s, 'skirmishes');
}

function regroup(g: G): void {
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
  if (p.hand.length < HAND_LIMIT) draw(g, seat, HAND_LIMIT - p.hand.length);
  if (p.hand.length > HAND_LIMIT) {
    g.s.pending.push({ kind: 'reconcileDown', seat, options: [...p.hand], left: p.hand.length - HAND_LIMIT });
    return;
  }
  g.log?.push({ type: 'reconciled', seat, hand: p.hand.length });
  g.s.turn.reconcile.shift();
}

function reconcileStage(next: Stage): (g: G) => void {
  return (g) => {
    const seat = g.s.turn.reconcile[0];
    if (seat === undefined) setStage(g.s, next);
    else startReconcile(g, seat);
  };
}

function fpChoice(g: G): void {
  const s = g.s;
  const p = player(g, s.turn.fp);
  if (s.turn.moves < s.moveLimit && p.pos < 9) s.pending.push({ kind: 'regroupChoice', seat: s.turn.fp, options: ['move', 'stop'] });
  else chooseStop(g);
}

export function chooseStop(g: G): void {
  g.s.turn.reconcile = [g.s.turn.fp];
  setStage(g.s, 'fpReconcile');
}

/** End of turn: Shadow players discard their minions (and Shadow ships); the player to the left goes next. */
function endTurn(g: G): void {
  const s = g.s;
  for (const seat of toTheRight(s, s.turn.fp)) for (const m of [...player(g, seat).minions]) discardFromPlay(g, m);
  s.mods = [];
  const left = playersLeft(s);
  const n = s.players.length;
  let next = (s.turn.fp + 1) % n;
  while (!left.includes(next)) next = (next + 1) % n;
  startTurn(s, next);
}

export function startTurn(s: HaloState, fp: Seat): void {
  s.turnNumber += 1;
  s.turn = { fp, phase: 'company', stage: 'turnStart', shadowSeat: fp, moves: 0, window: null, fights: [], current: null, fierce: false, reconcile: [], response: null, snipe: 0, sniped: null };
}

const STAGES: Readonly<Record<Stage, (g: G) => void>> = {
  bid: () => undefined,
  starting: (g) => startingStage(g),
  turnStart,
  company: (g) => openWindow(g, 'company', 'move'),
  move,
  shadow,
  maneuver: (g) => openWindow(g, 'maneuver', 'sniping'),
  sniping,
  snipeFire,
  assignment,
  assignDefenders: (g) => g.s.pending.push({ kind: 'assignDefender', seat: g.s.turn.fp, options: [...fpAssignOptionsOf(g.s), 'done'] }),
  assignShadow: (g) => shadowAssignStage(g),
  engagements: fights,
  skirmishes: fights,
  resolveFight: resolve,
  regroup,
  reconcileShadow: reconcileStage('fpChoice'),
  fpChoice,
  fpReconcile: reconcileStage('endTurn'),
  endTurn,
};

import { fpAssignOptions as fpAssignOptionsOf, shadowAssignOptions } from './combat';
import { startingStage } from './starting';

function shadowAssignStage(g: G): void {
  const s = g.s;
  for (;;) {
    const seat = s.turn.reconcile[0];
    if (seat === undefined) {
      setStage(s, 'skirmishes');
      return;
    }
    const options = shadowAssignOptions(s, seat);
    if (options.length > 0) {
      s.pending.push({ kind: 'assignShadow', seat, options });
      return;
    }
    s.turn.reconcile.shift();
  }
}
