/**
 * The last roll of an action for the dice tray (pure, tested): an attack or grenade with its result, a loot
 * roll, and in the Scarab scenario the Scarab's Event die (with the column it read) and its mortar.
 */
import type { GameEvent } from '../../../../engines/core';

export type Roll =
  | { readonly kind: 'attack'; readonly unit: string; readonly dice: readonly [number, number]; readonly attack: number; readonly total: number; readonly needed: number; readonly hit: boolean; readonly grenade: boolean; readonly target: string | null; readonly gun?: string }
  | { readonly kind: 'loot'; readonly unit: string; readonly dice: readonly [number, number]; readonly total: number; readonly result: string }
  | { readonly kind: 'event'; readonly unit: string; readonly dice: readonly [number]; readonly column: string };

function pair(v: unknown): readonly [number, number] | null {
  return Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : null;
}

/** The roll a Scarab scenario event closes (the Event die's column, a shot at or by the Scarab, its mortar). */
function scarabRoll(e: GameEvent, unit: string, dice: readonly [number, number] | null, die: number | null): Roll | null {
  if (e.type === 'scarabRolled' && die !== null) return { kind: 'event', unit, dice: [die], column: String(e.columnName) };
  if (dice === null) return null;
  const target = typeof e.target === 'string' ? e.target : null;
  const values = { unit, dice, attack: Number(e.attack), total: Number(e.total), needed: Number(e.needed) };
  if (e.type === 'scarabSpecial' && e.special === 'mortar') return { kind: 'attack', ...values, hit: e.hit === true, grenade: true, target: null, gun: 'mortar' };
  if (e.type !== 'scarabHit' && e.type !== 'scarabMissed' && e.type !== 'scarabFired') return null;
  // A shot at the Scarab or its core, or one of the Scarab's guns firing.
  const hit = e.type === 'scarabFired' ? e.hit === true : e.type === 'scarabHit';
  return { kind: 'attack', ...values, hit, grenade: false, target, ...(typeof e.gun === 'string' ? { gun: e.gun } : {}) };
}

export function lastRoll(events: readonly GameEvent[]): Roll | null {
  let out: Roll | null = null;
  let dice: readonly [number, number] | null = null;
  let die: number | null = null;
  for (const e of events) {
    const unit = typeof e.unit === 'string' ? e.unit : '';
    if (e.type === 'diceRolled') {
      dice = pair(e.dice);
      die = Array.isArray(e.dice) && e.dice.length === 1 && typeof e.dice[0] === 'number' ? e.dice[0] : null;
    } else if ((e.type === 'shotHit' || e.type === 'shotMissed' || e.type === 'grenadeHit' || e.type === 'grenadeMissed') && dice !== null) {
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
    } else if (e.type === 'lootRolled') {
      const d = pair(e.dice);
      if (d !== null) out = { kind: 'loot', unit, dice: d, total: Number(e.total), result: String(e.result) };
    } else out = scarabRoll(e, unit, dice, die) ?? out;
  }
  return out;
}
