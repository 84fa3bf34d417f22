/**
 * Every event type the engine emits; each has a log line `log.<type>` in the locales (a test checks it).
 * Seats are in `seat`, `by` and `owner`; units are ids (`<seat>-<roster id>`), squares are integers
 * `y * width + x`; dice are both dice as rolled. The roll-off for the first player happens in `setup`
 * and is kept in `state.startRolls` (setup emits no events).
 */
import type { GameEvent } from '../core';
import { MODE_DAMAGE_SOURCES, MODE_EVENT_TYPES } from './modes/vocabulary';

export const EVENT_TYPES = [
  'spawnPlaced',
  'turnStarted',
  'deployed',
  'moved',
  'coverMoved',
  'diceRolled',
  'shotHit',
  'shotMissed',
  'specialHit',
  'specialMissed',
  'grenadeHit',
  'grenadeMissed',
  'grenadeSpent',
  'damaged',
  'healed',
  'knockedBack',
  'eliminated',
  'killScored',
  'upgradeTokenGained',
  'upgraded',
  'swapped',
  'respawned',
  'captured',
  'lootRolled',
  'grenadeGained',
  'passed',
  'turnEnded',
  'gameWon',
  ...MODE_EVENT_TYPES,
] as const;

export type ActionClixEventType = (typeof EVENT_TYPES)[number];

/** Why a unit is dealt damage (for the log and the animation). */
export const DAMAGE_SOURCES = ['shot', 'grenade', 'splash', 'knockback', 'special', ...MODE_DAMAGE_SOURCES] as const;
export type DamageSource = (typeof DAMAGE_SOURCES)[number];

/** Results of the loot roll chart. */
export const LOOT_RESULTS = ['heal2', 'heal1', 'grenade', 'upgrade'] as const;
export type LootResult = (typeof LOOT_RESULTS)[number];

/** An event of the log (the draft's `log`). */
export interface ActionClixEvent extends GameEvent {
  readonly type: ActionClixEventType;
}
