/**
 * Units getting onto, off, into and out of the Scarab, and moving inside it (seed 003 "Units on Top",
 * "Units Inside"). Each is a move action (with `attack: true` a move-and-attack, −3 after more than 4
 * squares). The first square off the Scarab or onto the Ramp counts as 1 square of the move.
 */
import type { Result, Seat } from '../../core';
import { PENALTY_FREE_SQUARES, tidyPending } from '../actions';
import type { Battlemap } from '../battlemap';
import { has, stats } from '../dials';
import type { Draft } from '../draft';
import { dealDamage } from '../elimination';
import { DONE, fail } from '../errors';
import { canEndOn, rulesFor, search, searchTo, type MoveRules, type Reach } from '../movement';
import { orderable } from '../orders';
import { rosterOf } from '../roster';
import type { ActionOf, UnitState } from '../types';
import { goAboard, whereIs } from './aboard';
import { scarabEliminate } from './damage';
import { distanceToArea } from './geometry';
import { isRamp, RAMP_SQUARES } from './interior';
import { interiorOf } from './interiorBattlemap';
import { free, nextToBase, squaresNextToArea, squaresNextToBase } from './places';
import { FLYER_LIMIT, GARRISON, insideCount } from './rules';
import { patchScarab } from './state';
import type { ScarabPlace, ScarabState } from './types';

/** Squares reachable when the first square is one of `starts` (counting 1) and the move goes on from there. */
export function reachFrom(b: Battlemap, starts: readonly number[], speed: number, rules: MoveRules): Map<number, number> {
  const out = new Map<number, number>();
  if (speed < 1) return out;
  const open = starts.filter((sq) => free(b, sq));
  for (const sq of open) if (canEndOn(b, rules, sq)) out.set(sq, 1);
  const r = search(b, open, speed - 1, rules);
  for (let k = 0; k < r.squares.length; k++) {
    const sq = r.squares[k] ?? 0;
    if (!out.has(sq)) out.set(sq, (r.dist[k] ?? 0) + 1);
  }
  return out;
}

/** The path to `to` of a move whose first square is one of `starts` (the search `reachFrom` ran). */
function pathFrom(b: Battlemap, starts: readonly number[], speed: number, rules: MoveRules, to: number, squares: number): number[] {
  if (squares === 1) return [to];
  const route = searchTo(b, starts.filter((sq) => free(b, sq)), speed - 1, rules, to);
  return route === undefined ? [to] : [...route.path];
}

function insideRules(u: UnitState, self: number): MoveRules {
  return { seat: u.seat, firstTurn: false, flying: false, self };
}

export function stepOffSquares(b: Battlemap, sc: ScarabState, u: UnitState): Map<number, number> {
  return reachFrom(b, squaresNextToBase(b.geo, sc, 'chassis'), stats(u).speed, rulesFor(u, false, true));
}

export function jumpOffSquares(b: Battlemap, sc: ScarabState, u: UnitState): Map<number, number> {
  return reachFrom(b, squaresNextToArea(b.geo, sc), stats(u).speed, rulesFor(u, false, true));
}

export function enterSquares(b: Battlemap, u: UnitState): Map<number, number> {
  return reachFrom(interiorOf(b), RAMP_SQUARES, stats(u).speed, insideRules(u, -1));
}

/** Where the unit inside may move: views into the search's shared buffers, valid until the next search. */
export function insideSquares(b: Battlemap, u: UnitState): Reach {
  return search(interiorOf(b), [u.sq], stats(u).speed, insideRules(u, u.sq));
}

/**
 * The squares an exit moves: to the nearest Ramp square reached with movement left (0 when standing on
 * one), plus 1 onto the top; undefined when the unit can't exit (`reach`: its insideSquares).
 */
export function exitSquares(u: UnitState, reach: Reach): number | undefined {
  const speed = stats(u).speed;
  if (isRamp(u.sq)) return speed >= 1 ? 1 : undefined;
  let best: number | undefined;
  for (let k = 0; k < reach.squares.length; k++) {
    const dist = reach.dist[k] ?? speed;
    if (dist <= speed - 1 && isRamp(reach.squares[k] ?? -1) && (best === undefined || dist + 1 < best)) best = dist + 1;
  }
  return best;
}

/** Whether the unit inside stands on a Ramp square or reaches one with movement left (`reach`: its insideSquares). */
export function canExitFrom(u: UnitState, reach: Reach): boolean {
  return exitSquares(u, reach) !== undefined;
}

/** Why the unit can't get onto the Scarab now (undefined if it can); `flying` tells which way it climbs. */
export function climbProblem(b: Battlemap, sc: ScarabState, u: UnitState): { error?: ReturnType<typeof fail>; flying: boolean } {
  const kind = rosterOf(u.roster).kind;
  const flyer = has(u, 'flight');
  if ((kind === 'vehicle' || kind === 'heavy') && !flyer) return { error: fail('actionclix/cannot-climb', { unit: u.id }), flying: false };
  if (sc.kneeling && !flyer && nextToBase(b.geo, sc, 'chassis', u.sq)) return { flying: false };
  if (!flyer) return { error: sc.kneeling ? fail('actionclix/not-next-to-chassis', { unit: u.id }) : fail('actionclix/scarab-standing'), flying: false };
  if (sc.kneeling && nextToBase(b.geo, sc, 'chassis', u.sq)) return { flying: false };
  if (distanceToArea(sc, b.geo.width, u.sq) !== 1) return { error: fail('actionclix/not-next-to-scarab', { unit: u.id }), flying: true };
  if (sc.flyersOn.length >= FLYER_LIMIT) return { error: fail('actionclix/flyer-limit', { max: FLYER_LIMIT }), flying: true };
  return { flying: true };
}

/** Whether `climbProblem` finds nothing: the same checks without building errors (the listing asks this for every unit). */
export function canClimb(b: Battlemap, sc: ScarabState, u: UnitState): boolean {
  const flyer = has(u, 'flight');
  if (!flyer) return rosterOf(u.roster).kind === 'figure' && sc.kneeling && nextToBase(b.geo, sc, 'chassis', u.sq);
  if (sc.kneeling && nextToBase(b.geo, sc, 'chassis', u.sq)) return true;
  return distanceToArea(sc, b.geo.width, u.sq) === 1 && sc.flyersOn.length < FLYER_LIMIT;
}

/** Gives the unit its move action; with `attack` the strike step follows. */
function moved(d: Draft, u: UnitState, squares: number, attack: boolean): Result<void> {
  d.giveAction(u.id);
  if (attack) {
    d.pushPending({ kind: 'strike', unit: u.id, penalty: squares > PENALTY_FREE_SQUARES }, true);
    tidyPending(d);
  }
  return DONE;
}

function mover(d: Draft, seat: Seat, id: string, where: 'map' | ScarabPlace): Result<{ index: number; unit: UnitState; sc: ScarabState }> {
  const sc = d.s.scarab;
  if (sc === undefined) return fail('actionclix/not-scarab-mode');
  const found = orderable(d, seat, id, (u) => whereIs(sc, u) === where);
  if (!found.ok) {
    const u = d.s.units[d.indexOf(id)];
    if (found.error.code === 'actionclix/not-on-map' && u !== undefined) return fail(where === 'top' ? 'actionclix/not-on-top' : where === 'inside' ? 'actionclix/not-inside' : 'actionclix/not-on-map', { unit: id });
    return found;
  }
  return { ok: true, value: { ...found.value, sc } };
}

export function climbOn(d: Draft, seat: Seat, a: ActionOf<'climbOn'>): Result<void> {
  const found = mover(d, seat, a.unit, 'map');
  if (!found.ok) return found;
  const { index, unit, sc } = found.value;
  const check = climbProblem(d, sc, unit);
  if (check.error !== undefined) return check.error;
  if (check.flying) patchScarab(d, { flyersOn: [...sc.flyersOn, unit.id] });
  goAboard(d, index, 'top', -1);
  d.log?.push({ type: 'climbedOn', seat, unit: unit.id, from: unit.sq, flying: check.flying });
  return moved(d, unit, 1, a.attack);
}

function leave(d: Draft, seat: Seat, a: ActionOf<'stepOff'> | ActionOf<'jumpOff'>): Result<void> {
  const found = mover(d, seat, a.unit, 'top');
  if (!found.ok) return found;
  const { index, unit, sc } = found.value;
  const jump = a.type === 'jumpOff';
  if (jump && sc.kneeling) return fail('actionclix/scarab-kneeling');
  if (!jump && !sc.kneeling) return fail('actionclix/scarab-standing');
  const reach = jump ? jumpOffSquares(d, sc, unit) : stepOffSquares(d, sc, unit);
  const squares = reach.get(a.to);
  if (squares === undefined) return fail('actionclix/out-of-reach', { unit: unit.id, speed: stats(unit).speed, square: a.to });
  const starts = jump ? squaresNextToArea(d.geo, sc) : squaresNextToBase(d.geo, sc, 'chassis');
  const path = pathFrom(d, starts, stats(unit).speed, rulesFor(unit, false, true), a.to, squares);
  d.patchUnit(index, { status: 'map', sq: a.to });
  d.log?.push({ type: jump ? 'jumpedOff' : 'steppedOff', seat, unit: unit.id, to: a.to, path });
  if (jump && dealDamage(d, index, 1, 'jump')) {
    d.giveAction(unit.id);
    scarabEliminate(d, index);
    return DONE;
  }
  return moved(d, unit, squares, a.attack);
}

export const stepOff = (d: Draft, seat: Seat, a: ActionOf<'stepOff'>): Result<void> => leave(d, seat, a);
export const jumpOff = (d: Draft, seat: Seat, a: ActionOf<'jumpOff'>): Result<void> => leave(d, seat, a);

export function enter(d: Draft, seat: Seat, a: ActionOf<'enter'>): Result<void> {
  const found = mover(d, seat, a.unit, 'top');
  if (!found.ok) return found;
  const { index, unit } = found.value;
  if (rosterOf(unit.roster).kind !== 'figure') return fail('actionclix/figures-only-inside', { unit: unit.id });
  const squares = enterSquares(d, unit).get(a.to);
  if (squares === undefined) return fail(isRamp(a.to) ? 'actionclix/square-occupied' : 'actionclix/out-of-reach', { unit: unit.id, speed: stats(unit).speed, square: a.to });
  const path = pathFrom(interiorOf(d), RAMP_SQUARES, stats(unit).speed, insideRules(unit, -1), a.to, squares);
  goAboard(d, index, 'inside', a.to);
  d.log?.push({ type: 'entered', seat, unit: unit.id, to: a.to, path });
  return moved(d, unit, squares, a.attack);
}

export function exit(d: Draft, seat: Seat, a: ActionOf<'exit'>): Result<void> {
  const found = mover(d, seat, a.unit, 'inside');
  if (!found.ok) return found;
  const { index, unit, sc } = found.value;
  if (unit.seat === sc.seat && insideCount(d.s, sc.seat) <= GARRISON) return fail('actionclix/garrison', { min: GARRISON });
  const squares = exitSquares(unit, insideSquares(d, unit));
  if (squares === undefined) return fail('actionclix/no-ramp-reach', { unit: unit.id });
  goAboard(d, index, 'top', -1);
  d.log?.push({ type: 'exited', seat, unit: unit.id, from: unit.sq });
  // Moving more than 4 squares to the Ramp and onto the top costs the attack 3, like any long move.
  return moved(d, unit, squares, a.attack);
}

export function moveInside(d: Draft, seat: Seat, a: ActionOf<'moveInside'>): Result<void> {
  const found = mover(d, seat, a.unit, 'inside');
  if (!found.ok) return found;
  const { index, unit } = found.value;
  const route = searchTo(interiorOf(d), [unit.sq], stats(unit).speed, insideRules(unit, unit.sq), a.to);
  if (route === undefined) return fail('actionclix/out-of-reach', { unit: unit.id, speed: stats(unit).speed, square: a.to });
  const { squares } = route;
  const path = [...route.path];
  d.patchUnit(index, { sq: a.to });
  d.log?.push({ type: 'movedInside', seat, unit: unit.id, from: unit.sq, to: a.to, path, squares });
  return moved(d, unit, squares, a.attack);
}
