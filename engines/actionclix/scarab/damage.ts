/**
 * Damage to and by the Scarab. Hits on the Scarab click the Shell; damage past the Shell's last click
 * goes on to the Chassis, and past the Chassis's last click to the Main Power Core (RULES.md). Units the
 * Scarab's side eliminates with the Scarab (guns, specials, displacement) score it a kill point; so does
 * every attacker unit eliminated any other way without an enemy unit to credit (jumping off).
 */
import type { Draft } from '../draft';
import { dealDamage, eliminate } from '../elimination';
import type { DamageSource } from '../events';
import { CHASSIS_DIAL, CORE_BLACK_CLICK, SHELL_DIAL } from './dials';
import { patchScarab, scarabOf } from './state';
import type { ScarabClicks } from './types';

/** Clicks after `amount` damage to the Shell, spilling on to the Chassis and the Main Power Core. */
export function clicksAfterShellDamage(c: ScarabClicks, amount: number): ScarabClicks {
  let shell = c.shell;
  let chassis = c.chassis;
  let core = c.core;
  for (let k = 0; k < amount; k++) {
    if (shell < SHELL_DIAL.length - 1) shell++;
    else if (chassis < CHASSIS_DIAL.length - 1) chassis++;
    else core = Math.min(CORE_BLACK_CLICK, core + 1);
  }
  return { ...c, shell, chassis, core };
}

/** Damage dealt to the Scarab by an attack on it (Shell first). */
export function damageScarab(d: Draft, amount: number, source: DamageSource): void {
  if (amount <= 0) return;
  const before = scarabOf(d).clicks;
  const after = clicksAfterShellDamage(before, amount);
  patchScarab(d, { clicks: after });
  for (const dial of ['shell', 'chassis', 'core'] as const) {
    const taken = after[dial] - before[dial];
    if (taken > 0) d.log?.push({ type: 'scarabDamaged', dial, amount: taken, click: after[dial], source });
  }
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
