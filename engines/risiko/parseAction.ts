/**
 * Strict shape validation of untrusted actions (legality is `apply`'s business): a known `type`, exactly
 * the fields that type takes, each of the right kind. Anything else is `risiko/bad-action` {field}.
 */
import { ok, type Result } from '../core';
import { fail } from './errors';
import type { RisikoAction, RisikoActionType } from './types';

type FieldKind = 'id' | 'int' | 'bool' | 'ids';
interface FieldSpec {
  readonly kind: FieldKind;
  readonly optional?: true;
}
type Spec = Readonly<Record<string, FieldSpec>>;

const ID: FieldSpec = { kind: 'id' };
const INT: FieldSpec = { kind: 'int' };
const OPT_ID: FieldSpec = { kind: 'id', optional: true };
const OPT_INT: FieldSpec = { kind: 'int', optional: true };
const OPT_BOOL: FieldSpec = { kind: 'bool', optional: true };

const SPECS: Readonly<Record<RisikoActionType, Spec>> = {
  placeTeleporter: { territory: ID },
  placeBase: { territory: ID },
  claim: { territory: ID },
  placeNeutral: { territory: ID, count: INT },
  placeSetupUnits: { territory: ID, count: INT },
  placeHero: { territory: ID },
  tradeSkulls: { cards: { kind: 'ids' } },
  reinforce: { territory: ID, count: INT },
  redeployHero: { territory: ID },
  requestTransfer: { territory: ID, from: ID },
  answerTransfer: { accept: { kind: 'bool' } },
  playCard: { card: ID, territory: OPT_ID, from: OPT_ID, to: OPT_ID, count: OPT_INT },
  attack: { from: ID, to: ID, dice: INT, card: OPT_ID },
  defend: { dice: INT, card: OPT_ID, auto: OPT_ID },
  moveIn: { count: INT, hero: OPT_BOOL },
  endAttacks: {},
  claimObjective: { card: ID },
  skipObjective: {},
  maneuver: { from: ID, to: ID, count: INT, hero: OPT_BOOL },
  endTurn: {},
};

const MAX_ID = 80;
const MAX_INT = 10_000;

function validId(v: unknown): boolean {
  return typeof v === 'string' && v.length > 0 && v.length <= MAX_ID;
}

const CHECK: Readonly<Record<FieldKind, (v: unknown) => boolean>> = {
  id: validId,
  int: (v) => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= MAX_INT,
  bool: (v) => typeof v === 'boolean',
  ids: (v) => Array.isArray(v) && v.length <= 64 && v.every(validId),
};

export function parseAction(raw: unknown): Result<RisikoAction> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('risiko/bad-action', { field: '' });
  const rec = raw as Record<string, unknown>;
  const type = rec.type;
  if (typeof type !== 'string' || !Object.hasOwn(SPECS, type)) return fail('risiko/bad-action', { field: 'type' });
  const spec = SPECS[type as RisikoActionType];
  const out: Record<string, unknown> = { type };
  for (const key of Object.keys(rec)) {
    if (key !== 'type' && !Object.hasOwn(spec, key)) return fail('risiko/bad-action', { field: key });
  }
  for (const [key, field] of Object.entries(spec)) {
    const value = rec[key];
    if (value === undefined) {
      if (field.optional === true) continue;
      return fail('risiko/bad-action', { field: key });
    }
    if (!CHECK[field.kind](value)) return fail('risiko/bad-action', { field: key });
    out[key] = field.kind === 'ids' ? [...(value as string[])] : value;
  }
  return ok(out as unknown as RisikoAction);
}
