/**
 * The four actions (rulebook "Actions"): move; attack; move and attack (−3 attack after more than 4
 * squares); attack and cover (attack, then move 1 square). Attacks shoot a unit or throw a grenade at a
 * square. Choices that come after dice (knockback ties, the cover square, the attack after a move) are
 * pending steps the same player answers next.
 */
import type { Result, Seat } from '../core';
import { ok } from '../core';
import { isEnemySpawn, ownsSpawn, spawnAt } from './battlemap';
import { stats } from './dials';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { grenadeProblem, throwGrenade } from './grenades';
import { chooseKnockback } from './knockback';
import { moveRoute, reachProblem, search, searchTo, rulesFor } from './movement';
import { canAttack, ON_MAP, orderable, ownUnitOnMap, pendingOf, type UnitFilter } from './orders';
import { emplaced, rosterOf } from './roster';
import { shoot, shotProblem } from './shooting';
import { endTurn } from './turn';
import { inPlay, type ActionOf, type Pending, type UnitState } from './types';

/** Squares moved beyond which move-and-attack takes the −3 penalty. */
export const PENALTY_FREE_SQUARES = 4;

/** Drops pending steps that have become pointless (the unit is gone, nothing to attack, nowhere to go). */
export function tidyPending(d: Draft): void {
  for (;;) {
    const p = d.s.turn?.pending[0];
    if (p === undefined || p.kind === 'knockback' || p.kind === 'respawned') return;
    const u = d.unit(d.indexOf(p.unit));
    const alive = inPlay(u);
    if (alive && p.kind === 'strike' && canAttack(d, u)) return;
    if (alive && p.kind === 'cover' && search(d, [u.sq], 1, rulesFor(u, false, false)).squares.length > 0) return;
    d.shiftPending();
  }
}

/** Ending a move on an opponent's spawn point captures it (rulebook "Capturing spawn points"). */
function noteCapture(d: Draft, seat: Seat, unit: string, square: number): void {
  const owner = spawnAt(d.s, square);
  if (owner !== undefined && isEnemySpawn(d.s, seat, square)) d.log?.push({ type: 'captured', seat, unit, square, owner });
}

/** The unit for a move: the one just respawned (no new action), or an orderable unit. */
function mover(d: Draft, seat: Seat, id: string): Result<{ index: number; unit: UnitState; respawned: boolean }> {
  if (pendingOf(d.s, 'respawned', id) !== undefined) {
    const found = ownUnitOnMap(d, seat, id);
    return found.ok ? ok({ index: found.value.index, unit: found.value.unit, respawned: true }) : found;
  }
  if (d.s.turn?.pending[0] !== undefined) return fail('actionclix/pending-choice', { kind: d.s.turn.pending[0].kind });
  const found = orderable(d, seat, id);
  return found.ok ? ok({ index: found.value.index, unit: found.value.unit, respawned: false }) : found;
}

function doMove(d: Draft, seat: Seat, a: ActionOf<'move'> | ActionOf<'moveAttack'>): Result<number> {
  const found = mover(d, seat, a.unit);
  if (!found.ok) return found;
  const { index, unit, respawned } = found.value;
  const route = moveRoute(d, unit, a.to);
  if (route === undefined) return fail(reachProblem(d, unit, a.to, false), { unit: unit.id, speed: stats(unit).speed, square: a.to });
  const { squares, path } = route;
  d.patchUnit(index, { sq: a.to });
  d.log?.push({ type: 'moved', seat, unit: unit.id, from: unit.sq, to: a.to, path: [...path], squares });
  noteCapture(d, seat, unit.id, a.to);
  if (respawned) d.shiftPending();
  else d.giveAction(unit.id);
  return ok(squares);
}

export function move(d: Draft, seat: Seat, a: ActionOf<'move'>): Result<void> {
  const moved = doMove(d, seat, a);
  return moved.ok ? DONE : moved;
}

export function moveAttack(d: Draft, seat: Seat, a: ActionOf<'moveAttack'>): Result<void> {
  const u = d.s.units[d.indexOf(a.unit)];
  if (u !== undefined && u.seat === seat && emplaced(u.roster)) return fail('actionclix/heavy-emplaced', { unit: u.id });
  const moved = doMove(d, seat, a);
  if (!moved.ok) return moved;
  d.pushPending({ kind: 'strike', unit: a.unit, penalty: moved.value > PENALTY_FREE_SQUARES }, true);
  tidyPending(d);
  return DONE;
}

/** The attacker: the unit whose attack is pending after its move, or an orderable unit (new action). */
export function striker(d: Draft, seat: Seat, id: string, cover: boolean, where: UnitFilter = ON_MAP): Result<{ index: number; unit: UnitState; penalty: boolean }> {
  const strike = pendingOf(d.s, 'strike', id);
  if (strike !== undefined && !cover) {
    const found = ownUnitOnMap(d, seat, id, where);
    return found.ok ? ok({ ...found.value, penalty: strike.penalty }) : found;
  }
  const found = orderable(d, seat, id, where);
  if (found.ok && cover && emplaced(found.value.unit.roster)) return fail('actionclix/heavy-emplaced', { unit: id });
  return found.ok ? ok({ ...found.value, penalty: false }) : found;
}

export function afterAttack(d: Draft, unit: string, fromStrike: boolean, cover: boolean, knock: Pending | undefined): void {
  if (fromStrike) d.shiftPending();
  else d.giveAction(unit);
  if (cover) d.pushPending({ kind: 'cover', unit });
  if (knock !== undefined) d.pushPending(knock, true);
  tidyPending(d);
}

function doShoot(d: Draft, seat: Seat, unit: string, target: string, cover: boolean): Result<void> {
  const found = striker(d, seat, unit, cover);
  if (!found.ok) return found;
  const ti = d.indexOf(target);
  if (ti < 0) return fail('actionclix/unknown-unit', { unit: target });
  const problem = shotProblem(d, found.value.unit, d.unit(ti));
  if (problem !== undefined) return { ok: false, error: problem };
  const fromStrike = pendingOf(d.s, 'strike', unit) !== undefined;
  const knock = shoot(d, found.value.index, ti, found.value.penalty);
  afterAttack(d, unit, fromStrike, cover, knock);
  return DONE;
}

function doGrenade(d: Draft, seat: Seat, unit: string, square: number, cover: boolean): Result<void> {
  const found = striker(d, seat, unit, cover);
  if (!found.ok) return found;
  const problem = grenadeProblem(d, found.value.unit, square);
  if (problem !== undefined) return { ok: false, error: problem };
  const fromStrike = pendingOf(d.s, 'strike', unit) !== undefined;
  throwGrenade(d, found.value.index, square, found.value.penalty);
  afterAttack(d, unit, fromStrike, cover, undefined);
  return DONE;
}

export const attack = (d: Draft, seat: Seat, a: ActionOf<'attack'>): Result<void> => doShoot(d, seat, a.unit, a.target, false);
export const attackCover = (d: Draft, seat: Seat, a: ActionOf<'attackCover'>): Result<void> => doShoot(d, seat, a.unit, a.target, true);
export const grenade = (d: Draft, seat: Seat, a: ActionOf<'grenade'>): Result<void> => doGrenade(d, seat, a.unit, a.square, false);
export const grenadeCover = (d: Draft, seat: Seat, a: ActionOf<'grenadeCover'>): Result<void> => doGrenade(d, seat, a.unit, a.square, true);

export function cover(d: Draft, seat: Seat, a: ActionOf<'cover'>): Result<void> {
  if (pendingOf(d.s, 'cover', a.unit) === undefined) return fail('actionclix/nothing-pending');
  const found = ownUnitOnMap(d, seat, a.unit);
  if (!found.ok) return found;
  const { index, unit } = found.value;
  if (!search(d, [unit.sq], 1, rulesFor(unit, false, false)).squares.includes(a.to)) return fail(reachProblem(d, unit, a.to, false), { unit: unit.id, speed: 1, square: a.to });
  d.patchUnit(index, { sq: a.to });
  d.log?.push({ type: 'coverMoved', seat, unit: unit.id, from: unit.sq, to: a.to });
  noteCapture(d, seat, unit.id, a.to);
  d.shiftPending();
  tidyPending(d);
  return DONE;
}

export function knockback(d: Draft, _seat: Seat, a: ActionOf<'knockback'>): Result<void> {
  const p = pendingOf(d.s, 'knockback');
  if (p === undefined) return fail('actionclix/nothing-pending');
  if (!p.choices.includes(a.to)) return fail('actionclix/not-a-choice', { square: a.to });
  const next = chooseKnockback(d, p, a.to);
  d.shiftPending();
  if (next !== undefined) d.pushPending(next, true);
  tidyPending(d);
  return DONE;
}

export function pass(d: Draft): Result<void> {
  const p = d.s.turn?.pending[0];
  if (p === undefined) return fail('actionclix/nothing-pending');
  const declinable = p.kind === 'strike' || p.kind === 'cover' || (p.kind === 'knockback' && p.optional === true);
  if (!declinable) return fail('actionclix/not-a-choice', { kind: p.kind });
  d.log?.push({ type: 'passed', seat: d.turn().seat, unit: p.kind === 'knockback' ? p.by : p.unit, step: p.kind });
  d.shiftPending();
  tidyPending(d);
  return DONE;
}

/** Entry squares for deployment: the seat's own spawn points that are free. */
export function entrySquares(d: { s: Draft['s']; occ: Int16Array }, seat: Seat): number[] {
  return d.s.spawns.filter((sp) => ownsSpawn(d.s, seat, sp.seat) && (d.occ[sp.sq] ?? -1) < 0).map((sp) => sp.sq);
}

export function deploy(d: Draft, seat: Seat, a: ActionOf<'deploy'>): Result<void> {
  const t = d.s.turn;
  if (d.s.phase.kind !== 'play' || t === null || !t.deploy) return fail('actionclix/wrong-phase');
  const index = d.indexOf(a.unit);
  const unit = index >= 0 ? d.unit(index) : undefined;
  if (unit === undefined) return fail('actionclix/unknown-unit', { unit: a.unit });
  if (unit.seat !== seat) return fail('actionclix/not-your-unit', { unit: a.unit });
  if (unit.status !== 'force') return fail('actionclix/wrong-unit', { unit: a.unit });
  const route = searchTo(d, entrySquares(d, seat), stats(unit).speed, rulesFor(unit, true, true), a.to);
  if (route === undefined) return fail(reachProblem(d, unit, a.to, true), { unit: unit.id, speed: stats(unit).speed, square: a.to });
  const path = [...route.path];
  const grenades = rosterGrenade(unit) ? 1 : 0;
  d.patchUnit(index, { status: 'map', sq: a.to, grenades });
  d.log?.push({ type: 'deployed', seat, unit: unit.id, from: path[0] ?? a.to, to: a.to, path });
  if (!d.s.units.some((u) => u.seat === seat && u.status === 'force')) return endTurn(d, seat, true);
  return DONE;
}

function rosterGrenade(u: UnitState): boolean {
  return rosterOf(u.roster).grenade;
}
