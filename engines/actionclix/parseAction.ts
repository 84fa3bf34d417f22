/**
 * Strict shape validation of untrusted actions (legality is `apply`'s business) with the kernel's
 * `actionParser`: a known `type`, exactly the fields that type takes, each of the right kind. Anything else
 * is `actionclix/bad-action` {field}.
 */
import { actionParser, idOf, intIn, type ActionSpecs } from '../core';
import type { ActionClixErrorCode } from './errors';
import { MODE_ACTION_SPECS, MODE_FIELD_CHECKS, type ModeFieldKind } from './modes/vocabulary';
import type { ActionClixAction } from './types';

type FieldKind = 'id' | 'square' | 'count' | ModeFieldKind;

const SPECS: ActionSpecs<ActionClixAction, FieldKind> = {
  placeSpawn: { square: 'square' },
  deploy: { unit: 'id', to: 'square' },
  move: { unit: 'id', to: 'square' },
  moveAttack: { unit: 'id', to: 'square' },
  attack: { unit: 'id', target: 'id' },
  attackCover: { unit: 'id', target: 'id' },
  grenade: { unit: 'id', square: 'square' },
  grenadeCover: { unit: 'id', square: 'square' },
  special: { unit: 'id', target: 'id' },
  specialCover: { unit: 'id', target: 'id' },
  cover: { unit: 'id', to: 'square' },
  knockback: { to: 'square' },
  pass: {},
  upgrade: { unit: 'id', into: 'id', spend: 'count' },
  swap: { unit: 'id', into: 'id' },
  respawn: { unit: 'id', into: 'id', spawn: 'square' },
  endTurn: {},
  ...MODE_ACTION_SPECS,
};

const MAX_ID = 60;
const MAX_SQUARE = 48 * 48;

const BAD_ACTION: ActionClixErrorCode = 'actionclix/bad-action';

export const parseAction = actionParser(BAD_ACTION, SPECS, {
  id: idOf(MAX_ID),
  square: intIn(0, MAX_SQUARE - 1),
  count: intIn(0, 1000),
  ...MODE_FIELD_CHECKS,
});
