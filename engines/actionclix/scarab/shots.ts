/**
 * Resolving shots in the scenario and routing the basic `attack`/`attackCover`/`grenade` actions that
 * involve the Scarab (see attacks.ts for who may shoot what).
 */
import type { Result, Seat } from '../../core';
import { afterAttack, striker } from '../actions';
import { heal } from '../elimination';
import { has, hasSpecialAttack, stats } from '../dials';
import type { Draft } from '../draft';
import { DONE, fail } from '../errors';
import { distance } from '../grid';
import { ON_MAP, pendingOf } from '../orders';
import { attackValue, MOVE_PENALTY, resolveShot, rollAttack, swordDie, weaponDamage } from '../shooting';
import { OVERCHARGE_BONUS } from '../abilityAttacks';
import { inPlay, type ActionClixAction, type ActionOf } from '../types';
import { isInside, onTop } from './aboard';
import { CORE_ADJACENT_BONUS, coreDistance, coreShotProblem, isAerial, scarabShotProblem, scarabUnitShotProblem, topBonusDistance } from './attacks';
import { baseSquareList } from './battlemap';
import { damageCore, damageScarab } from './damage';
import { coreClick, shellClick } from './dials';
import { distanceToArea } from './geometry';
import { grenadeAtScarab } from './grenadesInside';
import { interiorOf } from './interiorBattlemap';
import { patchScarab } from './state';
import { CORE_TARGET, SCARAB_TARGET, type ScarabState } from './types';

const ANYWHERE = inPlay;

function shootScarab(d: Draft, sc: ScarabState, ui: number, penalty: boolean): void {
  const u = d.unit(ui);
  const dist = distanceToArea(sc, d.geo.width, u.sq);
  const roll = rollAttack(d, u, 'shot');
  const attack = attackValue(u, dist, penalty);
  const total = attack + roll.sum;
  const needed = shellClick(sc.clicks).defense;
  const hit = total >= needed || roll.doubleSix;
  if (isAerial(u)) patchScarab(d, { aerialAttackers: [...sc.aerialAttackers, u.id] });
  d.log?.push({ type: hit ? 'scarabHit' : 'scarabMissed', seat: u.seat, unit: u.id, target: SCARAB_TARGET, part: SCARAB_TARGET, attack, total, needed, doubleSix: roll.doubleSix });
  if (!hit) return;
  damageScarab(d, weaponDamage(u, roll, swordDie(d, u)), 'shot');
  if (has(u, 'consume')) heal(d, ui, 1);
}

/**
 * Overcharge at the Scarab (abilityAttacks.ts): whoever may shoot the Scarab may overcharge it instead, an
 * attack roll against the Shell's defense as for a shot but with the unit's plain attack value (no range
 * bonus, as against a unit), two 6s hit, and a hit deals the damage value + 1 to the Shell.
 */
function overchargeScarab(d: Draft, sc: ScarabState, ui: number, penalty: boolean): void {
  const u = d.unit(ui);
  const [x = 1, y = 1] = d.roll(2);
  d.log?.push({ type: 'diceRolled', seat: u.seat, unit: u.id, dice: [x, y], total: x + y, purpose: 'overcharge' });
  const attack = stats(u).attack - (penalty ? MOVE_PENALTY : 0);
  const total = attack + x + y;
  const needed = shellClick(sc.clicks).defense;
  const doubleSix = x === 6 && y === 6;
  const hit = total >= needed || doubleSix;
  if (isAerial(u)) patchScarab(d, { aerialAttackers: [...sc.aerialAttackers, u.id] });
  d.log?.push({ type: hit ? 'scarabHit' : 'scarabMissed', seat: u.seat, unit: u.id, target: SCARAB_TARGET, part: SCARAB_TARGET, ability: 'overcharge', attack, total, needed, doubleSix });
  if (hit) damageScarab(d, stats(u).damage + OVERCHARGE_BONUS, 'special');
}

/** A special-ability attack (Overcharge) at the Scarab; at anything else the basic game's rules resolve it. */
function routeSpecial(d: Draft, sc: ScarabState, seat: Seat, a: ActionOf<'special'> | ActionOf<'specialCover'>): Result<void> {
  const cover = a.type === 'specialCover';
  const fromStrike = !cover && pendingOf(d.s, 'strike', a.unit) !== undefined;
  const found = striker(d, seat, a.unit, cover);
  if (!found.ok) return found;
  const { index: ui, unit: u, penalty } = found.value;
  if (!hasSpecialAttack(u)) return fail('actionclix/no-special', { unit: u.id });
  const problem = scarabShotProblem(d, sc, u);
  if (problem !== undefined) return { ok: false, error: problem };
  overchargeScarab(d, sc, ui, penalty);
  afterAttack(d, u.id, fromStrike, cover, undefined);
  return DONE;
}

function shootCore(d: Draft, sc: ScarabState, ui: number, penalty: boolean): void {
  const u = d.unit(ui);
  const dist = coreDistance(d, u);
  const roll = rollAttack(d, u, 'shot');
  const attack = attackValue(u, dist, penalty) + (dist <= 1 ? CORE_ADJACENT_BONUS : 0);
  const total = attack + roll.sum;
  const needed = coreClick(sc.clicks).defense;
  const hit = total >= needed || roll.doubleSix;
  d.log?.push({ type: hit ? 'scarabHit' : 'scarabMissed', seat: u.seat, unit: u.id, target: CORE_TARGET, part: CORE_TARGET, attack, total, needed, doubleSix: roll.doubleSix });
  if (hit) damageCore(d, 1, 'shot');
}

/** The distance a shot's range bonus counts between units where one is on top or inside. */
function unitDistance(d: Draft, sc: ScarabState, ai: number, ti: number): number {
  const a = d.unit(ai);
  const t = d.unit(ti);
  if (isInside(sc, a)) return distance(interiorOf(d).geo, a.sq, t.sq);
  return topBonusDistance(d, sc, a, t);
}

function routeShot(d: Draft, sc: ScarabState, seat: Seat, a: ActionOf<'attack'> | ActionOf<'attackCover'>): Result<void> {
  const cover = a.type === 'attackCover';
  const fromStrike = !cover && pendingOf(d.s, 'strike', a.unit) !== undefined;
  const found = striker(d, seat, a.unit, cover, cover ? ON_MAP : ANYWHERE);
  if (!found.ok) return found;
  const { index: ui, unit: u, penalty } = found.value;
  if (a.target === SCARAB_TARGET) {
    const problem = scarabShotProblem(d, sc, u);
    if (problem !== undefined) return { ok: false, error: problem };
    shootScarab(d, sc, ui, penalty);
  } else if (a.target === CORE_TARGET) {
    const problem = coreShotProblem(d, sc, u);
    if (problem !== undefined) return { ok: false, error: problem };
    shootCore(d, sc, ui, penalty);
  } else {
    const ti = d.indexOf(a.target);
    if (ti < 0) return fail('actionclix/unknown-unit', { unit: a.target });
    const problem = scarabUnitShotProblem(d, sc, u, d.unit(ti));
    if (problem !== undefined) return { ok: false, error: problem };
    resolveShot(d, ui, ti, penalty, unitDistance(d, sc, ui, ti), false);
  }
  afterAttack(d, u.id, fromStrike, cover, undefined);
  return DONE;
}

/** Whether the basic action involves the Scarab (the scenario resolves it), else undefined. */
export function routeBasic(d: Draft, sc: ScarabState, seat: Seat, a: ActionClixAction): Result<void> | undefined {
  if (a.type === 'attack' || a.type === 'attackCover') {
    const u = d.s.units[d.indexOf(a.unit)];
    const t = d.s.units[d.indexOf(a.target)];
    const special = a.target === SCARAB_TARGET || a.target === CORE_TARGET || (u !== undefined && u.status !== 'map') || (t !== undefined && t.status !== 'map');
    return special ? routeShot(d, sc, seat, a) : undefined;
  }
  if ((a.type === 'special' || a.type === 'specialCover') && a.target === SCARAB_TARGET) return routeSpecial(d, sc, seat, a);
  if (a.type === 'grenade' || a.type === 'grenadeCover') {
    const u = d.s.units[d.indexOf(a.unit)];
    if (u !== undefined && onTop(sc, u)) return fail('actionclix/top-no-grenade', { unit: u.id });
    if (baseSquareList(sc, d.geo.width).includes(a.square)) return grenadeAtScarab(d, seat, a, a.type === 'grenadeCover');
    return undefined;
  }
  if ((a.type === 'upgrade' || a.type === 'swap' || a.type === 'respawn') && seat === sc.seat) return fail('actionclix/scarab-no-reserves');
  return undefined;
}
