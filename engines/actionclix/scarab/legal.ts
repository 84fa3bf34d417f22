/**
 * Legal actions in the scenario: the Scarab turn's steps, the reinforcements' actions, and the attacker's
 * basic actions plus shots at the Scarab and at units on top, climbing, and everything on top and inside.
 * Action objects are frozen and shared (listing them is the bulk of random play).
 */
import type { Seat } from '../../core';
import type { Battlemap } from '../battlemap';
import { openSink, type ActionSink } from '../actionSink';
import { listFor } from '../caches';
import { cachedByTarget, END_TURN, pendingActions, turnActionsInto } from '../listing';
import { actionLimit } from '../orders';
import { hasSpecialAttack } from '../dials';
import { emplaced, rosterOf } from '../roster';
import { inPlay, type ActionClixAction, type Pending, type UnitState } from '../types';
import { isInside, onTop } from './aboard';
import { actionsPerTurn } from '../turn';
import { isBaseSquare } from './battlemap';
import { SCARAB_CACHES, type SlotKind } from './caches';
import { canShootScarab, coreShotProblem, scarabUnitTargets } from './attacks';
import { gunTargets } from './guns';
import { insideGrenadeSquares } from './insideTargets';
import { GARRISON, insideCount } from './rules';
import { freeRamps, mortarProblem, waiting } from './specials';
import { canClimb, canExitFrom, enterSquares, insideSquares, jumpOffSquares, stepOffSquares } from './units';
import { CORE_TARGET, SCARAB_GUNS, SCARAB_TARGET, type ScarabState } from './types';

/** A shared action by key (for the rare kinds: steps, gun targets, reinforcements). */
function shared(key: string, make: () => ActionClixAction): ActionClixAction {
  let a = SCARAB_CACHES.actions.get(key);
  if (a === undefined) {
    a = Object.freeze(make());
    SCARAB_CACHES.actions.set(key, a);
  }
  return a;
}

/** Shared actions of one kind and unit, by slot number (square × 2 + attack flag, say): one list per unit, not per square. */
function slots(kind: SlotKind, unit: string): ActionClixAction[] {
  let byUnit = SCARAB_CACHES.slots.get(kind);
  if (byUnit === undefined) {
    byUnit = new Map();
    SCARAB_CACHES.slots.set(kind, byUnit);
  }
  return listFor(byUnit, unit);
}

const PASS: ActionClixAction = Object.freeze({ type: 'pass' });
const ROLL: ActionClixAction = Object.freeze({ type: 'scarabRoll' });

function stepActions(b: Battlemap, sc: ScarabState): ActionClixAction[] {
  const step = sc.step;
  if (step === null || step.kind === 'reinforcements') return [];
  if (step.kind === 'roll') return [ROLL];
  if (step.kind === 'move' && step.move === 'shift') return step.choices.map((dir) => shared(`shift|${dir}`, () => ({ type: 'scarabShift', dir })));
  if (step.kind === 'move' && step.move === 'rotate') return step.choices.map((turn) => shared(`rotate|${turn}`, () => ({ type: 'scarabRotate', turn })));
  if (step.kind === 'displace') return step.choices.map((to) => shared(`displace|${step.unit}|${to}`, () => ({ type: 'scarabDisplace', unit: step.unit, to })));
  if (step.kind === 'event') return eventActions(b, sc, step.specials[0]);
  const out: ActionClixAction[] = [];
  for (const gun of SCARAB_GUNS) {
    if (!step[gun]) continue;
    for (const t of gunTargets(b, sc, gun)) out.push(shared(`fire|${gun}|${t.id}`, () => ({ type: 'scarabFire', gun, target: t.id })));
    out.push(shared(`hold|${gun}`, () => ({ type: 'scarabHold', gun })));
  }
  return out;
}

function eventActions(b: Battlemap, sc: ScarabState, special: string | undefined): ActionClixAction[] {
  const out: ActionClixAction[] = [];
  if (special === 'mortar') {
    for (let square = 0; square < b.geo.width * b.geo.height; square++) {
      if (mortarProblem(b, square) === undefined) out.push((SCARAB_CACHES.mortars[square] ??= Object.freeze({ type: 'scarabMortar', square })));
    }
  } else if (special === 'reinforce') {
    const ramps = freeRamps(b);
    for (const u of waiting(b.s, sc)) for (const to of ramps) out.push(shared(`reinforce|${u.id}|${to}`, () => ({ type: 'scarabReinforce', unit: u.id, to })));
  }
  return out;
}

function withAttack(out: ActionSink, type: 'stepOff' | 'jumpOff' | 'enter' | 'moveInside', unit: string, squares: Iterable<number>): void {
  const list = slots(type, unit);
  for (const to of squares) {
    out.push((list[to * 2] ??= Object.freeze({ type, unit, to, attack: false })), (list[to * 2 + 1] ??= Object.freeze({ type, unit, to, attack: true })));
  }
}

/** Overcharge at the Scarab (shots.ts › routeSpecial), beside the shot at it, with cover where a shot has it. */
function specialsAtScarab(u: UnitState, out: ActionSink, withCover: boolean): void {
  const byTarget = cachedByTarget(u.id);
  const key = `special|${SCARAB_TARGET}`;
  let pair = byTarget.get(key);
  if (pair === undefined) {
    pair = [Object.freeze({ type: 'special', unit: u.id, target: SCARAB_TARGET }), Object.freeze({ type: 'specialCover', unit: u.id, target: SCARAB_TARGET })];
    byTarget.set(key, pair);
  }
  out.push(pair[0]);
  if (withCover) out.push(pair[1]);
}

function shotsOf(b: Battlemap, sc: ScarabState, u: UnitState, out: ActionSink, cover: boolean): void {
  const targets: string[] = [];
  if (u.status === 'map' && canShootScarab(b, sc, u)) targets.push(SCARAB_TARGET);
  const inside = isInside(sc, u);
  if (inside && coreShotProblem(b, sc, u) === undefined) targets.push(CORE_TARGET);
  if (u.status !== 'map' || b.s.units.some((t) => t.seat !== u.seat && onTop(sc, t))) for (const t of scarabUnitTargets(b, sc, u)) targets.push(t.id);
  if (targets.length > 0) {
    const byTarget = cachedByTarget(u.id);
    for (const target of targets) {
      let pair = byTarget.get(target);
      if (pair === undefined) {
        pair = [Object.freeze({ type: 'attack', unit: u.id, target }), Object.freeze({ type: 'attackCover', unit: u.id, target })];
        byTarget.set(target, pair);
      }
      out.push(pair[0]);
      if (cover && u.status === 'map' && !emplaced(u.roster)) out.push(pair[1]);
    }
    if (targets[0] === SCARAB_TARGET && hasSpecialAttack(u)) specialsAtScarab(u, out, cover && !emplaced(u.roster));
  }
  if (!inside || u.grenades <= 0) return;
  const grenades = slots('grenadeInside', u.id);
  for (const square of insideGrenadeSquares(b, sc, u)) out.push((grenades[square] ??= Object.freeze({ type: 'grenadeInside', unit: u.id, square })));
}

function unitExtras(b: Battlemap, sc: ScarabState, u: UnitState, out: ActionSink): void {
  if (u.status === 'map') {
    if (canClimb(b, sc, u)) {
      const list = slots('climbOn', u.id);
      out.push((list[0] ??= Object.freeze({ type: 'climbOn', unit: u.id, attack: false })), (list[1] ??= Object.freeze({ type: 'climbOn', unit: u.id, attack: true })));
    }
  } else if (onTop(sc, u)) {
    withAttack(out, sc.kneeling ? 'stepOff' : 'jumpOff', u.id, (sc.kneeling ? stepOffSquares(b, sc, u) : jumpOffSquares(b, sc, u)).keys());
    if (rosterOf(u.roster).kind === 'figure') withAttack(out, 'enter', u.id, enterSquares(b, u).keys());
  } else if (isInside(sc, u)) {
    const reach = insideSquares(b, u);
    withAttack(out, 'moveInside', u.id, reach.squares);
    if ((u.seat !== sc.seat || insideCount(b.s, sc.seat) > GARRISON) && canExitFrom(u, reach)) {
      const list = slots('exit', u.id);
      out.push((list[0] ??= Object.freeze({ type: 'exit', unit: u.id, attack: false })), (list[1] ??= Object.freeze({ type: 'exit', unit: u.id, attack: true })));
    }
  }
  shotsOf(b, sc, u, out, true);
}

function scarabPending(b: Battlemap, sc: ScarabState, p: Pending): ActionClixAction[] {
  if (p.kind !== 'strike') return pendingActions(b, p);
  const u = b.s.units[b.index.get(p.unit) ?? -1];
  if (u === undefined) return [];
  if (u.status === 'map') {
    const out = u.seat === sc.seat ? withoutOwnBaseGrenades(b, sc, pendingActions(b, p)) : pendingActions(b, p);
    const extra = openSink();
    shotsOf(b, sc, u, extra, false);
    const shots = extra.take();
    return shots.length === 0 ? out : [...shots, ...out];
  }
  const out = openSink();
  shotsOf(b, sc, u, out, false);
  out.push(PASS);
  return out.take();
}

/** The reinforcements never throw grenades at their own Scarab (its base squares). */
function withoutOwnBaseGrenades(b: Battlemap, sc: ScarabState, list: ActionClixAction[]): ActionClixAction[] {
  return list.filter((a) => !((a.type === 'grenade' || a.type === 'grenadeCover') && isBaseSquare(sc, b.geo.width, a.square)));
}

/** Whether the reinforcements keep a basic action: no upgrades, swaps or respawns, no grenades on their own Scarab. */
function reinforcementBasic(sc: ScarabState, width: number, a: ActionClixAction): boolean {
  if (a.type === 'upgrade' || a.type === 'swap' || a.type === 'respawn') return false;
  return !((a.type === 'grenade' || a.type === 'grenadeCover') && isBaseSquare(sc, width, a.square));
}

export function scarabLegalActions(b: Battlemap, sc: ScarabState, seat: Seat): ActionClixAction[] {
  const t = b.s.turn;
  if (t === null) return [];
  const p = t.pending[0];
  if (p !== undefined) return scarabPending(b, sc, p);
  if (seat === sc.seat && sc.step !== null && sc.step.kind !== 'reinforcements') return stepActions(b, sc);
  const out = openSink();
  turnActionsInto(b, seat, out);
  if (seat === sc.seat) out.filter((a) => reinforcementBasic(sc, b.geo.width, a));
  if (t.used < actionsPerTurn(b, seat)) {
    for (const u of b.s.units) {
      if (u.seat !== seat || !inPlay(u)) continue;
      if (t.swapped.includes(u.id) || (t.acted[u.id] ?? 0) >= actionLimit(u)) continue;
      unitExtras(b, sc, u, out);
    }
  }
  out.push(END_TURN);
  return out.take();
}
