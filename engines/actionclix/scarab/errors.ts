/**
 * The scenario's error codes (part of `ERROR_CODES`; messages in `errors.<code>` of the actionclix
 * locales, each saying what is wrong and what would be allowed).
 */
export const SCARAB_ERROR_CODES = [
  // options
  'actionclix/scarab-players',
  'actionclix/reinforcement-unit',
  'actionclix/reinforcement-count',
  'actionclix/reinforcement-points',
  // the Scarab's turn
  'actionclix/not-scarab-mode',
  'actionclix/not-scarab-seat',
  'actionclix/scarab-step',
  'actionclix/scarab-steps-first',
  'actionclix/scarab-off-map',
  'actionclix/not-displace-choice',
  'actionclix/gun-used',
  'actionclix/gun-target',
  'actionclix/turret-aerial-only',
  'actionclix/not-waiting',
  'actionclix/not-ramp',
  'actionclix/reinforcements-inactive',
  // on top, inside
  'actionclix/scarab-standing',
  'actionclix/scarab-kneeling',
  'actionclix/not-next-to-chassis',
  'actionclix/not-next-to-scarab',
  'actionclix/flyer-limit',
  'actionclix/cannot-climb',
  'actionclix/not-on-top',
  'actionclix/not-inside',
  'actionclix/figures-only-inside',
  'actionclix/no-ramp-reach',
  'actionclix/garrison',
  // attacks
  'actionclix/aerial-limit',
  'actionclix/scarab-adjacent-only',
  'actionclix/scarab-not-from-here',
  'actionclix/core-from-outside',
  'actionclix/top-no-grenade',
  'actionclix/top-target',
  'actionclix/scarab-no-reserves',
] as const;
