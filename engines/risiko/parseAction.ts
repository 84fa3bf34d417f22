/**
 * Strict shape validation of untrusted actions (legality is `apply`'s business) with the kernel's
 * `actionParser`: a known `type`, exactly the fields that type takes, each of the right kind. Anything else
 * is `risiko/bad-action` {field}.
 */
import { actionParser, idOf, intIn, isBoolean, listOf, type ActionSpecs, type FieldSpec } from '../core';
import type { RisikoErrorCode } from './errors';
import type { RisikoAction } from './types';

type FieldKind = 'id' | 'int' | 'bool' | 'ids';

const ID: FieldSpec<FieldKind> = 'id';
const INT: FieldSpec<FieldKind> = 'int';
const OPT_ID: FieldSpec<FieldKind> = { kind: 'id', optional: true };
const OPT_INT: FieldSpec<FieldKind> = { kind: 'int', optional: true };
const OPT_BOOL: FieldSpec<FieldKind> = { kind: 'bool', optional: true };

const SPECS: ActionSpecs<RisikoAction, FieldKind> = {
  placeTeleporter: { territory: ID },
  placeBase: { territory: ID },
  claim: { territory: ID },
  placeNeutral: { territory: ID, count: INT },
  placeSetupUnits: { territory: ID, count: INT },
  placeHero: { territory: ID },
  tradeSkulls: { cards: 'ids' },
  reinforce: { territory: ID, count: INT },
  redeployHero: { territory: ID },
  requestTransfer: { territory: ID, from: ID },
  answerTransfer: { accept: 'bool' },
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
const BAD_ACTION: RisikoErrorCode = 'risiko/bad-action';
const validId = idOf(MAX_ID);

export const parseAction = actionParser(BAD_ACTION, SPECS, {
  id: validId,
  int: intIn(-MAX_INT, MAX_INT),
  bool: isBoolean,
  ids: listOf(validId, 64),
});
