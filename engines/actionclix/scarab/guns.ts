/**
 * The Scarab's two guns, once each per turn in either order: the main gun (Main Power Core values) at any
 * enemy unit on the battlefield, the aerial-defence turret (Chassis values) at enemy aerial units only.
 * Neither reaches units beneath the Scarab, on top of it or inside it; range and line of fire are no
 * matter. 2d6 + attack against the target's defense (two 6s always hit); vehicle armor takes 1 off.
 */
import type { Result, Seat } from '../../core';
import type { Battlemap } from '../battlemap';
import { has, stats } from '../dials';
import type { Draft } from '../draft';
import { DONE, fail } from '../errors';
import { rosterOf } from '../roster';
import type { ActionOf, UnitState } from '../types';
import { scarabHurt } from './damage';
import { chassisClick, coreClick } from './dials';
import { inArea } from './geometry';
import { reinforcementActions } from './rules';
import { patchScarab, scarabOf, stepFor } from './state';
import { SCARAB_TARGET, type ScarabGun, type ScarabState } from './types';

/** Why the gun can't fire at `u`, or undefined. */
export function gunProblem(b: Battlemap, sc: ScarabState, gun: ScarabGun, u: UnitState): ReturnType<typeof fail> | undefined {
  if (u.seat === sc.seat || u.status !== 'map' || inArea(sc, b.geo.width, u.sq)) return fail('actionclix/gun-target', { unit: u.id });
  if (gun === 'turret' && rosterOf(u.roster).kind !== 'aerial') return fail('actionclix/turret-aerial-only', { unit: u.id });
  return undefined;
}

/** Whether `gunProblem` finds nothing: the same checks without building errors (asked for every unit, several times a Scarab turn). */
export function gunCanHit(b: Battlemap, sc: ScarabState, gun: ScarabGun, u: UnitState): boolean {
  if (u.seat === sc.seat || u.status !== 'map' || inArea(sc, b.geo.width, u.sq)) return false;
  return gun !== 'turret' || rosterOf(u.roster).kind === 'aerial';
}

export function gunTargets(b: Battlemap, sc: ScarabState, gun: ScarabGun): UnitState[] {
  return b.s.units.filter((u) => gunCanHit(b, sc, gun, u));
}

/** Opens the guns step (a gun without a target is skipped), or goes on to the reinforcements. */
export function startGuns(d: Draft): void {
  const sc = scarabOf(d);
  const main = gunTargets(d, sc, 'main').length > 0;
  const turret = gunTargets(d, sc, 'turret').length > 0;
  if (main || turret) patchScarab(d, { step: { kind: 'guns', main, turret } });
  else startReinforcements(d);
}

/** The reinforcements' step: 3 or 4 actions once five stand inside or Swarm shows, else none. */
export function startReinforcements(d: Draft): void {
  const sc = scarabOf(d);
  const actions = reinforcementActions(d.s, { ...sc, step: null });
  patchScarab(d, { step: { kind: 'reinforcements', actions } });
  if (actions > 0) d.log?.push({ type: 'reinforcementsActivated', seat: sc.seat, actions, swarm: coreClick(sc.clicks).swarm });
}

function gunDone(d: Draft, gun: ScarabGun): void {
  const step = scarabOf(d).step;
  if (step?.kind !== 'guns') return;
  const next = { ...step, [gun]: false };
  if (next.main || next.turret) patchScarab(d, { step: next });
  else startReinforcements(d);
}

export function fire(d: Draft, seat: Seat, a: ActionOf<'scarabFire'>): Result<void> {
  const step = stepFor(d, seat, 'guns');
  if (!step.ok) return step;
  if (!step.value[a.gun]) return fail('actionclix/gun-used', { gun: a.gun });
  const ti = d.indexOf(a.target);
  if (ti < 0) return fail('actionclix/unknown-unit', { unit: a.target });
  const sc = scarabOf(d);
  const t = d.unit(ti);
  const problem = gunProblem(d, sc, a.gun, t);
  if (problem !== undefined) return problem;
  const values = a.gun === 'main' ? coreClick(sc.clicks) : chassisClick(sc.clicks);
  const [x = 1, y = 1] = d.roll(2);
  const total = values.attack + x + y;
  const needed = stats(t).defense;
  const hit = total >= needed || (x === 6 && y === 6);
  d.log?.push({ type: 'diceRolled', seat, unit: SCARAB_TARGET, dice: [x, y], total: x + y, purpose: a.gun === 'main' ? 'mainGun' : 'turret' });
  d.log?.push({ type: 'scarabFired', seat, gun: a.gun, target: t.id, attack: values.attack, total, needed, hit });
  if (hit) scarabHurt(d, [[ti, Math.max(0, values.damage - (has(t, 'vehicleArmor') ? 1 : 0))]], a.gun === 'main' ? 'mainGun' : 'turret');
  gunDone(d, a.gun);
  return DONE;
}

export function hold(d: Draft, seat: Seat, a: ActionOf<'scarabHold'>): Result<void> {
  const step = stepFor(d, seat, 'guns');
  if (!step.ok) return step;
  if (!step.value[a.gun]) return fail('actionclix/gun-used', { gun: a.gun });
  gunDone(d, a.gun);
  return DONE;
}
