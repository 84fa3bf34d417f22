/**
 * Every error code the ActionClix engine can return. Each code is also an i18n key: `actionclix/out-of-reach`
 * is translated by `errors.out-of-reach` in the `actionclix` namespace (locales.test.ts checks all of them).
 */
import { err, type Fail } from '../core';
import { MODE_ERROR_CODES } from './modes/vocabulary';

export const ERROR_CODES = [
  // options and shapes
  'actionclix/bad-options',
  'actionclix/bad-action',
  'actionclix/team-players',
  'actionclix/unknown-tile',
  'actionclix/tile-count',
  // starting forces (the force builder shows these too)
  'actionclix/force-name',
  'actionclix/force-unknown-unit',
  'actionclix/force-duplicate-unit',
  'actionclix/force-too-few',
  'actionclix/force-too-many-points',
  'actionclix/force-unit-too-expensive',
  'actionclix/reserve-in-force',
  // turn machinery
  'actionclix/game-over',
  'actionclix/not-active',
  'actionclix/wrong-phase',
  'actionclix/pending-choice',
  'actionclix/nothing-pending',
  'actionclix/no-actions-left',
  'actionclix/deploy-first',
  // units
  'actionclix/unknown-unit',
  'actionclix/not-your-unit',
  'actionclix/not-on-map',
  'actionclix/unit-acted',
  'actionclix/unit-swapped',
  'actionclix/wrong-unit',
  'actionclix/heavy-emplaced',
  // squares and movement
  'actionclix/off-map',
  'actionclix/square-blocked',
  'actionclix/square-occupied',
  'actionclix/spawn-too-close',
  'actionclix/spawn-leaves-no-room',
  'actionclix/spawns-do-not-fit',
  'actionclix/out-of-reach',
  'actionclix/own-spawn',
  'actionclix/no-capture-first-turn',
  // attacks
  'actionclix/not-enemy',
  'actionclix/no-line-of-fire',
  'actionclix/adjacent-only',
  'actionclix/no-special',
  'actionclix/camo-range',
  'actionclix/no-grenade',
  'actionclix/grenade-range',
  'actionclix/not-a-choice',
  // upgrades, swaps, respawns
  'actionclix/no-upgrade-tokens',
  'actionclix/upgrade-spend',
  'actionclix/upgrade-too-expensive',
  'actionclix/upgrade-restricted',
  'actionclix/not-in-reserve',
  'actionclix/not-swap-partner',
  'actionclix/swap-after-action',
  'actionclix/not-down',
  'actionclix/respawn-same-turn',
  'actionclix/respawn-too-expensive',
  'actionclix/not-your-spawn',
  'actionclix/spawn-captured',
  'actionclix/respawn-boxed-in',
  // the modes' own (modes/vocabulary.ts)
  ...MODE_ERROR_CODES,
] as const;

export type ActionClixErrorCode = (typeof ERROR_CODES)[number];

export const fail: Fail<ActionClixErrorCode> = err;

/** The one successful result of a handler that returns nothing. */
export { DONE } from '../core';
