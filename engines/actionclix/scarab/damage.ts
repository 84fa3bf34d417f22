/**
 * Damage to and by the Scarab. Hits on the Scarab from outside (shots, grenades on its bases, Overcharge)
 * click the Shell; damage past the Shell's last click goes on to the Chassis, and damage past the
 * Chassis's last click is lost: only attacks on the Main Power Core from inside click the core (seed 003,
 * RULES.md 9 and 29), so the Scarab is destroyed from inside. Units the Scarab's side eliminates with the
 * Scarab (guns, specials, displacement) score it a kill point; so does every attacker unit eliminated any
 * other way without an enemy unit to credit (jumping off).
 */
import type { Draft } from '../draft';
import { dealDamage, eliminate } from '../elimination';
import type { DamageSource } from '../events';
import { CHASSIS_DIAL, CORE_BLACK_CLICK, SHELL_DIAL } from './dials';
import { patchScarab, scarabOf } from './state';
import type { ScarabClicks } from './types';

/** The Shell and Chassis dials after `amount` damage from outside, and the damage lost past the Chassis's last click. */
export function clicksAfterShellDamage(c: ScarabClicks, amount: number): { readonly clicks: ScarabClicks; readonly lost: number } {
  const toShell = Math.max(0, Math.min(amount, SHELL_DIAL.length - 1 - c.shell));
  const toChassis = Math.max(0, Math.min(amount - toShell, CHASSIS_DIAL.length - 1 - c.chassis));
  return { clicks: { ...c, shell: c.shell + toShell, chassis: c.chassis + toChassis }, lost: Math.max(0, amount - toShell - toChassis) };
}

/** Damage dealt to the Scarab by an attack on it from outside: the Shell first, then the Chassis, never the core. */
export function damageScarab(d: Draft, amount: number, source: DamageSource): void {
  if (amount <= 0) return;
  const before = scarabOf(d).clicks;
  const { clicks: after, lost } = clicksAfterShellDamage(before, amount);
  patchScarab(d, { clicks: after });
  for (const dial of ['shell', 'chassis'] as const) {
    const taken = after[dial] - before[dial];
    if (taken > 0) d.log?.push({ type: 'scarabDamaged', dial, amount: taken, click: after[dial], source });
  }
  if (lost > 0) d.log?.push({ type: 'scarabDamageLost', amount: lost, source });
}

/** One hit on the Main Power Core from inside: 1 damage, straight to the core dial. */
export function damageCore(d: Draft, amount: number, source: DamageSource): void {
  const c = scarabOf(d).clicks;
  const core = Math.min(CORE_BLACK_CLICK, c.core + amount);
  if (core === c.core) return;
  patchScarab(d, { clicks: { ...c, core } });
  d.log?.push({ type: 'scarabDamaged', dial: 'core', amount: core - c.core, click: core, source });
}

export function healShell(d: Draft, amount: number): void {
  const c = scarabOf(d).clicks;
  const shell = Math.max(0, c.shell - amount);
  if (shell === c.shell) return;
  patchScarab(d, { clicks: { ...c, shell } });
  d.log?.push({ type: 'scarabHealed', dial: 'shell', amount: c.shell - shell, click: shell });
}

/** Eliminates a unit the Scarab's side brought down; an attacker unit gives the Scarab side a kill point. */
export function scarabEliminate(d: Draft, i: number): void {
  const u = d.unit(i);
  const sc = scarabOf(d);
  eliminate(d, i, -1);
  if (u.seat === sc.seat) return;
  const kills = d.seatState(sc.seat).kills + 1;
  d.patchSeat(sc.seat, { kills });
  d.log?.push({ type: 'killScored', seat: sc.seat, unit: u.id, kills });
}

/** Deals damage to several units at once (Scarab attacks and specials), then eliminates the fallen. */
export function scarabHurt(d: Draft, hits: readonly (readonly [index: number, amount: number])[], source: DamageSource): void {
  const down: number[] = [];
  for (const [i, amount] of hits) if (dealDamage(d, i, amount, source)) down.push(i);
  for (const i of down) scarabEliminate(d, i);
}
