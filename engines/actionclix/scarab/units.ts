/**
 * Units getting onto, off, into and out of the Scarab, and moving inside it (seed 003 "Units on Top",
 * "Units Inside"). Each is a move action (with `attack: true` a move-and-attack, −3 after more than 4
 * squares). The first square off the Scarab or onto the Ramp counts as 1 square of the move.
 */
import type { Result, Seat } from '../../core';
import { PENALTY_FREE_SQUARES, tidyPending } from '../actions';
import type { Board } from '../board';
import { has, stats } from '../dials';
import type { Draft } from '../draft';
import { dealDamage } from '../elimination';
import { DONE, fail } from '../errors';
import { canEndOn, lastPath, rulesFor, search, searchTo, type MoveRules, type Reach } from '../movement';
import { orderable } from '../orders';
import { rosterOf } from '../roster';
import type { ActionOf, UnitState, UnitStatus } from '../types';
import { scarabEliminate } from './damage';
import { distanceToArea } from './geometry';
import { isRamp, RAMP_SQUARES } from './interior';
import { interiorOf } from './interiorBoard';
import { free, nextToBase, squaresNextToArea, squaresNextToBase } from './places';
import { FLYER_LIMIT, GARRISON, insideCount } from './rules';
import { patchScarab } from './turn';
import type { ScarabState } from './types';

/** Squares reachable when the first square is one of `starts` (counting 1) and the move goes on from there. */
export function reachFrom(b: Board, starts: readonly number[], speed: number, rules: MoveRules): Map<number, number> {
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

function insideRules(u: UnitState, self: number): MoveRules {
  return { seat: u.seat, firstTurn: false, flying: false, self };
}

export function stepOffSquares(b: Board, sc: ScarabState, u: UnitState): Map<number, number> {
  return reachFrom(b, squaresNextToBase(b.geo, sc, 'chassis'), stats(u).speed, rulesFor(u, false, true));
}

export function jumpOffSquares(b: Board, sc: ScarabState, u: UnitState): Map<number, number> {
  return reachFrom(b, squaresNextToArea(b.geo, sc), stats(u).speed, rulesFor(u, false, true));
}

export function enterSquares(b: Board, u: UnitState): Map<number, number> {
  return reachFrom(interiorOf(b), RAMP_SQUARES, stats(u).speed, insideRules(u, -1));
}

/** Where the unit inside may move: views into the search's shared buffers, valid until the next search. */
export function insideSquares(b: Board, u: UnitState): Reach {
  return search(interiorOf(b), [u.sq], stats(u).speed, insideRules(u, u.sq));
}

/** Whether the unit inside stands on a Ramp square or reaches one with movement left (`reach`: its insideSquares). */
export function canExitFrom(u: UnitState, reach: Reach): boolean {
  const speed = stats(u).speed;
  if (isRamp(u.sq)) return speed >= 1;
  for (let k = 0; k < reach.squares.length; k++) if ((reach.dist[k] ?? speed) <= speed - 1 && isRamp(reach.squares[k] ?? -1)) return true;
  return false;
}

export function canExit(b: Board, u: UnitState): boolean {
  return canExitFrom(u, insideSquares(b, u));
}

/** Why the unit can't get onto the Scarab now (undefined if it can); `flying` tells which way it climbs. */
export function climbProblem(b: Board, sc: ScarabState, u: UnitState): { error?: ReturnType<typeof fail>; flying: boolean } {
  const kind = rosterOf(u.roster).kind;
  const flyer = has(u, 'flight');
  if (kind === 'vehicle' && !flyer) return { error: fail('actionclix/cannot-climb', { unit: u.id }), flying: false };
  if (sc.kneeling && !flyer && nextToBase(b.geo, sc, 'chassis', u.sq)) return { flying: false };
  if (!flyer) return { error: sc.kneeling ? fail('actionclix/not-next-to-chassis', { unit: u.id }) : fail('actionclix/scarab-standing'), flying: false };
  if (sc.kneeling && nextToBase(b.geo, sc, 'chassis', u.sq)) return { flying: false };
  if (distanceToArea(sc, b.geo.width, u.sq) !== 1) return { error: fail('actionclix/not-next-to-scarab', { unit: u.id }), flying: true };
  if (sc.flyersOn.length >= FLYER_LIMIT) return { error: fail('actionclix/flyer-limit', { max: FLYER_LIMIT }), flying: true };
  return { flying: true };
}

/** Whether `climbProblem` finds nothing: the same checks without building errors (the listing asks this for every unit). */
export function canClimb(b: Board, sc: ScarabState, u: UnitState): boolean {
  const flyer = has(u, 'flight');
  if (!flyer) return rosterOf(u.roster).kind !== 'vehicle' && sc.kneeling && nextToBase(b.geo, sc, 'chassis', u.sq);
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

function mover(d: Draft, seat: Seat, id: string, where: UnitStatus): Result<{ index: number; unit: UnitState; sc: ScarabState }> {
  const sc = d.s.scarab;
  if (sc === undefined) return fail('actionclix/not-scarab-mode');
  const found = orderable(d, seat, id, [where]);
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
  d.patchUnit(index, { status: 'top', sq: -1 });
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
  const path = squares === 1 ? [a.to] : lastPath(a.to);
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
  const path = squares === 1 ? [a.to] : lastPath(a.to);
  d.patchUnit(index, { status: 'inside', sq: a.to });
  d.log?.push({ type: 'entered', seat, unit: unit.id, to: a.to, path });
  return moved(d, unit, squares, a.attack);
}

export function exit(d: Draft, seat: Seat, a: ActionOf<'exit'>): Result<void> {
  const found = mover(d, seat, a.unit, 'inside');
  if (!found.ok) return found;
  const { index, unit, sc } = found.value;
  if (unit.seat === sc.seat && insideCount(d.s, sc.seat) <= GARRISON) return fail('actionclix/garrison', { min: GARRISON });
  if (!canExit(d, unit)) return fail('actionclix/no-ramp-reach', { unit: unit.id });
  d.patchUnit(index, { status: 'top', sq: -1 });
  d.log?.push({ type: 'exited', seat, unit: unit.id, from: unit.sq });
  return moved(d, unit, 1, a.attack);
}

export function moveInside(d: Draft, seat: Seat, a: ActionOf<'moveInside'>): Result<void> {
  const found = mover(d, seat, a.unit, 'inside');
  if (!found.ok) return found;
  const { index, unit } = found.value;
  const squares = searchTo(interiorOf(d), [unit.sq], stats(unit).speed, insideRules(unit, unit.sq), a.to);
  if (squares < 0) return fail('actionclix/out-of-reach', { unit: unit.id, speed: stats(unit).speed, square: a.to });
  const path = lastPath(a.to);
  d.patchUnit(index, { sq: a.to });
  d.log?.push({ type: 'movedInside', seat, unit: unit.id, from: unit.sq, to: a.to, path, squares });
  return moved(d, unit, squares, a.attack);
}
