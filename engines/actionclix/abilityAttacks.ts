/**
 * A special ability used as an attack on its own (rulebook "Attacking": "shooting, throwing a grenade,
 * and/or using a special ability"; "declare which one attack option your unit will use"). It is given
 * like the other attacks: with the attack action (`special`), after a move (`special` answering the
 * pending attack of move and attack, −3 attack after more than 4 squares) or with cover (`specialCover`).
 *
 * Overcharge (our design, the Plasma Pistol's charged bolt) is the roster's one such ability: against an
 * enemy unit the unit could shoot, an attack roll as for a shot (two 6s hit); a hit deals the damage value
 * + 1, which Vehicle Armor does not reduce. It is not a shot, so no other ability adds to it (no MA37, no
 * knockback, no splash). Its targets are always targets of a shot too, so a unit with something to attack
 * is the same with or without it.
 */
import type { Result, Seat } from '../core';
import { hasSpecialAttack, stats } from './dials';
import type { Draft } from './draft';
import { dealDamage, eliminate } from './elimination';
import { DONE, fail } from './errors';
import { afterAttack, striker } from './actions';
import { pendingOf } from './orders';
import { MOVE_PENALTY, shotProblem } from './shooting';
import type { ActionOf } from './types';

/** Overcharge: damage added to the damage value of a hit. */
export const OVERCHARGE_BONUS = 1;

/** Overcharge resolved: the roll, the hit or miss, the damage and an elimination. */
function overcharge(d: Draft, ai: number, ti: number, penalty: boolean): void {
  const a = d.unit(ai);
  const t = d.unit(ti);
  const [x = 1, y = 1] = d.roll(2);
  d.log?.push({ type: 'diceRolled', seat: a.seat, unit: a.id, dice: [x, y], total: x + y, purpose: 'overcharge' });
  const attack = stats(a).attack - (penalty ? MOVE_PENALTY : 0);
  const total = attack + x + y;
  const needed = stats(t).defense;
  const doubleSix = x === 6 && y === 6;
  const hit = total >= needed || doubleSix;
  d.log?.push({ type: hit ? 'specialHit' : 'specialMissed', seat: a.seat, unit: a.id, target: t.id, ability: 'overcharge', attack, total, needed, doubleSix });
  if (!hit) return;
  if (dealDamage(d, ti, stats(a).damage + OVERCHARGE_BONUS, 'special')) eliminate(d, ti, ai);
}

function doSpecial(d: Draft, seat: Seat, unit: string, target: string, cover: boolean): Result<void> {
  const found = striker(d, seat, unit, cover);
  if (!found.ok) return found;
  if (!hasSpecialAttack(found.value.unit)) return fail('actionclix/no-special', { unit });
  const ti = d.indexOf(target);
  if (ti < 0) return fail('actionclix/unknown-unit', { unit: target });
  const problem = shotProblem(d, found.value.unit, d.unit(ti));
  if (problem !== undefined) return { ok: false, error: problem };
  const fromStrike = pendingOf(d.s, 'strike', unit) !== undefined;
  overcharge(d, found.value.index, ti, found.value.penalty);
  afterAttack(d, unit, fromStrike, cover, undefined);
  return DONE;
}

export const special = (d: Draft, seat: Seat, a: ActionOf<'special'>): Result<void> => doSpecial(d, seat, a.unit, a.target, false);
export const specialCover = (d: Draft, seat: Seat, a: ActionOf<'specialCover'>): Result<void> => doSpecial(d, seat, a.unit, a.target, true);
