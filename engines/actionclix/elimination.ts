/**
 * Damage, healing and elimination (rulebook "Eliminating a unit"): an enemy's elimination gives its
 * player a Kill token and the attacker an Upgrade token; the eliminated unit goes to its reserves at full
 * health, loses its Grenade tokens, keeps its Upgrade tokens and may respawn on a later turn. A friendly
 * unit eliminated by your own grenade gives an opponent the Kill token and nobody an Upgrade token.
 */
import type { Seat } from '../core';
import { afterDamage, afterHealing } from './dials';
import type { Draft } from './draft';
import type { DamageSource } from './events';
import { rosterOf } from './roster';
import { inPlay } from './types';

/** Clicks the dial; returns true when the unit has passed its last click (call `eliminate` next). */
export function dealDamage(d: Draft, i: number, amount: number, source: DamageSource): boolean {
  const u = d.unit(i);
  if (amount <= 0 || !inPlay(u)) return false;
  const { click, eliminated } = afterDamage(u, amount);
  d.patchUnit(i, { click });
  d.log?.push({ type: 'damaged', unit: u.id, owner: u.seat, amount, click, source });
  return eliminated;
}

export function heal(d: Draft, i: number, amount: number): void {
  const u = d.unit(i);
  const click = afterHealing(u, amount);
  if (click === u.click) return;
  d.patchUnit(i, { click });
  d.log?.push({ type: 'healed', unit: u.id, owner: u.seat, amount: u.click - click, click });
}

/** The opponent who scores for a friendly-fire elimination: the next opponent in turn order. */
export function nextOpponent(d: Draft, seat: Seat): Seat {
  const order = d.s.order;
  const at = order.indexOf(seat);
  for (let k = 1; k <= order.length; k++) {
    const other = order[(at + k) % order.length] ?? seat;
    if (d.team(other) !== d.team(seat)) return other;
  }
  return seat;
}

function scoreKill(d: Draft, seat: Seat, victim: string): void {
  const kills = d.seatState(seat).kills + 1;
  d.patchSeat(seat, { kills });
  d.log?.push({ type: 'killScored', seat, unit: victim, kills });
}

/** Removes the unit; `by` is the attacking unit's index (or -1 for none). */
export function eliminate(d: Draft, i: number, by: number): void {
  const u = d.unit(i);
  const attacker = by >= 0 ? d.unit(by) : undefined;
  d.patchUnit(i, { status: 'down', sq: -1, click: rosterOf(u.roster).start, grenades: 0, downTurn: d.s.turnNumber });
  d.log?.push({ type: 'eliminated', unit: u.id, owner: u.seat, by: attacker?.id ?? null });
  if (attacker === undefined) return;
  if (d.team(attacker.seat) === d.team(u.seat)) {
    scoreKill(d, nextOpponent(d, attacker.seat), u.id);
    return;
  }
  scoreKill(d, attacker.seat, u.id);
  const upgrades = d.unit(by).upgrades + 1;
  d.patchUnit(by, { upgrades });
  d.log?.push({ type: 'upgradeTokenGained', unit: attacker.id, owner: attacker.seat, upgrades });
}

/** Deals damage to several units at once, then eliminates those past their last click. */
export function dealAll(d: Draft, hits: readonly (readonly [index: number, amount: number])[], source: DamageSource, by: number): void {
  const down: number[] = [];
  for (const [i, amount] of hits) if (dealDamage(d, i, amount, source)) down.push(i);
  for (const i of down) eliminate(d, i, by);
}
