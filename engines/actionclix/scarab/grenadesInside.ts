/**
 * Grenades and the Scarab: inside, the basic grenade on the interior map (a Main Power Core square is
 * thrown against the core's defense, +3 from next to it, and deals the core 1 damage); on the
 * battlefield, a grenade on one of the 16 base squares is thrown against the Shell's defense and deals
 * the Scarab its damage (4, plasma 5); units on the squares around take 2 as usual.
 */
import type { Result, Seat } from '../../core';
import { afterAttack, striker } from '../actions';
import { has, stats } from '../dials';
import type { Draft } from '../draft';
import { dealAll } from '../elimination';
import { DONE, fail } from '../errors';
import { blastDamage, GRENADE_DAMAGE, GRENADE_RANGE, GRENADE_SPLASH, grenadeDefense } from '../grenades';
import { distance, neighbours } from '../grid';
import { MOVE_PENALTY, rollAttack } from '../shooting';
import type { ActionOf } from '../types';
import { isInside } from './aboard';
import { damageCore, damageScarab } from './damage';
import { coreClick, shellClick } from './dials';
import { isCore } from './interior';
import { insideGrenadeProblem } from './insideTargets';
import { interiorOf } from './interiorBattlemap';
import { scarabOf } from './state';

const CORE_BONUS = 3;

function splashAround(d: Draft, occ: Int16Array, geoSq: number[], centre: number | undefined, base: number): [number, number][] {
  const hits: [number, number][] = [];
  if (centre !== undefined) hits.push([centre, base]);
  for (const n of geoSq) {
    const i = occ[n] ?? -1;
    if (i >= 0 && i < d.s.units.length) hits.push([i, blastDamage(d.unit(i), GRENADE_SPLASH)]);
  }
  return hits;
}

export function grenadeInside(d: Draft, seat: Seat, a: ActionOf<'grenadeInside'>): Result<void> {
  if (d.s.scarab === undefined) return fail('actionclix/not-scarab-mode');
  const sc = scarabOf(d);
  const found = striker(d, seat, a.unit, false, (u) => isInside(sc, u));
  if (!found.ok) return found;
  const { index: ui, unit: u, penalty } = found.value;
  const problem = insideGrenadeProblem(d, sc, u, a.square);
  if (problem !== undefined) return { ok: false, error: problem };
  const fromStrike = d.s.turn?.pending[0]?.kind === 'strike';
  const inner = interiorOf(d);
  const dist = distance(inner.geo, u.sq, a.square);
  const core = isCore(a.square);
  const roll = rollAttack(d, u, 'grenade');
  const attack = stats(u).attack - (penalty ? MOVE_PENALTY : 0) + (core && dist <= 1 ? CORE_BONUS : 0);
  const needed = core ? coreClick(scarabOf(d).clicks).defense : grenadeDefense(dist);
  const total = attack + roll.sum;
  const hit = total >= needed || roll.doubleSix;
  d.patchUnit(ui, { grenades: u.grenades - 1 });
  d.log?.push({ type: hit ? 'grenadeHit' : 'grenadeMissed', seat, unit: u.id, square: a.square, attack, total, needed, doubleSix: roll.doubleSix, inside: true });
  d.log?.push({ type: 'grenadeSpent', unit: u.id, owner: u.seat, grenades: u.grenades - 1 });
  if (hit) {
    const centre = inner.occ[a.square] ?? -1;
    const base = has(u, 'plasmaGrenade') ? GRENADE_DAMAGE + 1 : GRENADE_DAMAGE;
    const victim = centre >= 0 && centre < d.s.units.length ? centre : undefined;
    dealAll(d, splashAround(d, inner.occ, neighbours(inner.geo, a.square), victim === undefined ? undefined : victim, victim === undefined ? 0 : blastDamage(d.unit(victim), base)), 'grenade', ui);
    if (core) damageCore(d, 1, 'grenade');
  }
  afterAttack(d, u.id, fromStrike, false, undefined);
  return DONE;
}

/** A battlefield grenade on a base square: against the Shell's defense, its damage to the Scarab. */
export function grenadeAtScarab(d: Draft, seat: Seat, a: ActionOf<'grenade'> | ActionOf<'grenadeCover'>, cover: boolean): Result<void> {
  const found = striker(d, seat, a.unit, cover);
  if (!found.ok) return found;
  const { index: ui, unit: u, penalty } = found.value;
  if (u.grenades <= 0) return fail('actionclix/no-grenade', { unit: u.id });
  const dist = distance(d.geo, u.sq, a.square);
  if (dist < 1 || dist > GRENADE_RANGE) return fail('actionclix/grenade-range', { range: GRENADE_RANGE });
  if (u.seat === scarabOf(d).seat) return fail('actionclix/not-enemy', { unit: 'scarab' });
  const fromStrike = !cover && d.s.turn?.pending[0]?.kind === 'strike';
  const roll = rollAttack(d, u, 'grenade');
  const attack = stats(u).attack - (penalty ? MOVE_PENALTY : 0);
  const needed = shellClick(scarabOf(d).clicks).defense;
  const total = attack + roll.sum;
  const hit = total >= needed || roll.doubleSix;
  d.patchUnit(ui, { grenades: u.grenades - 1 });
  d.log?.push({ type: hit ? 'grenadeHit' : 'grenadeMissed', seat, unit: u.id, square: a.square, attack, total, needed, doubleSix: roll.doubleSix });
  d.log?.push({ type: 'grenadeSpent', unit: u.id, owner: u.seat, grenades: u.grenades - 1 });
  if (hit) {
    damageScarab(d, has(u, 'plasmaGrenade') ? GRENADE_DAMAGE + 1 : GRENADE_DAMAGE, 'grenade');
    dealAll(d, splashAround(d, d.occ, neighbours(d.geo, a.square), undefined, 0), 'grenade', ui);
  }
  afterAttack(d, u.id, fromStrike, cover, undefined);
  return DONE;
}
