/** The last roll of an action for the dice tray: an attack or grenade with its result, or a loot roll (pure, tested). */
import type { GameEvent } from '../../../../engines/core';

export type Roll =
  | { readonly kind: 'attack'; readonly unit: string; readonly dice: readonly [number, number]; readonly attack: number; readonly total: number; readonly needed: number; readonly hit: boolean; readonly grenade: boolean; readonly target: string | null; readonly gun?: string }
  | { readonly kind: 'loot'; readonly unit: string; readonly dice: readonly [number, number]; readonly total: number; readonly result: string };

function pair(v: unknown): readonly [number, number] | null {
  return Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : null;
}

export function lastRoll(events: readonly GameEvent[]): Roll | null {
  let out: Roll | null = null;
  let dice: readonly [number, number] | null = null;
  for (const e of events) {
    const unit = typeof e.unit === 'string' ? e.unit : '';
    if (e.type === 'diceRolled') dice = pair(e.dice);
    else if ((e.type === 'shotHit' || e.type === 'shotMissed' || e.type === 'grenadeHit' || e.type === 'grenadeMissed') && dice !== null) {
      out = {
        kind: 'attack',
        unit,
        dice,
        attack: Number(e.attack),
        total: Number(e.total),
        needed: Number(e.needed),
        hit: e.type === 'shotHit' || e.type === 'grenadeHit',
        grenade: e.type.startsWith('grenade'),
        target: typeof e.target === 'string' ? e.target : null,
      };
    } else if ((e.type === 'scarabHit' || e.type === 'scarabMissed' || e.type === 'scarabFired') && dice !== null) {
      // The Scarab scenario: a shot at the Scarab or its core, or one of the Scarab's guns firing.
      const hit = e.type === 'scarabFired' ? e.hit === true : e.type === 'scarabHit';
      const gun = typeof e.gun === 'string' ? { gun: e.gun } : {};
      out = { kind: 'attack', unit, dice, attack: Number(e.attack), total: Number(e.total), needed: Number(e.needed), hit, grenade: false, target: typeof e.target === 'string' ? e.target : null, ...gun };
    } else if (e.type === 'lootRolled') {
      const d = pair(e.dice);
      if (d !== null) out = { kind: 'loot', unit, dice: d, total: Number(e.total), result: String(e.result) };
    }
  }
  return out;
}
