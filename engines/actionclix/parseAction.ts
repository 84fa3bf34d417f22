/**
 * Strict shape validation of untrusted actions (legality is `apply`'s business): a known `type`, exactly
 * the fields that type takes, each of the right kind. Anything else is `actionclix/bad-action` {field}.
 */
import { ok, type Result } from '../core';
import { fail } from './errors';
import { MODE_ACTION_SPECS, MODE_FIELD_CHECKS, type ModeFieldKind } from './modes/vocabulary';
import type { ActionClixAction, ActionClixActionType } from './types';

type FieldKind = 'id' | 'square' | 'count' | ModeFieldKind;
type Spec = Readonly<Record<string, FieldKind>>;

const SPECS: Readonly<Record<ActionClixActionType, Spec>> = {
  placeSpawn: { square: 'square' },
  deploy: { unit: 'id', to: 'square' },
  move: { unit: 'id', to: 'square' },
  moveAttack: { unit: 'id', to: 'square' },
  attack: { unit: 'id', target: 'id' },
  attackCover: { unit: 'id', target: 'id' },
  grenade: { unit: 'id', square: 'square' },
  grenadeCover: { unit: 'id', square: 'square' },
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

const CHECK: Readonly<Record<FieldKind, (v: unknown) => boolean>> = {
  id: (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_ID,
  square: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < MAX_SQUARE,
  count: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1000,
  ...MODE_FIELD_CHECKS,
};

export function parseAction(raw: unknown): Result<ActionClixAction> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('actionclix/bad-action', { field: '' });
  const rec = raw as Record<string, unknown>;
  const type = rec.type;
  if (typeof type !== 'string' || !Object.hasOwn(SPECS, type)) return fail('actionclix/bad-action', { field: 'type' });
  const spec = SPECS[type as ActionClixActionType];
  const out: Record<string, unknown> = { type };
  for (const key of Object.keys(rec)) {
    if (key !== 'type' && !Object.hasOwn(spec, key)) return fail('actionclix/bad-action', { field: key });
  }
  for (const [key, kind] of Object.entries(spec)) {
    if (!CHECK[kind](rec[key])) return fail('actionclix/bad-action', { field: key });
    out[key] = rec[key];
  }
  return ok(out as unknown as ActionClixAction);
}
