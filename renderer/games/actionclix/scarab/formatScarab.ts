/**
 * Log lines of the Scarab scenario's events: the key (a hit or a miss of the Scarab's guns, a flying
 * climb) and the parameters the basic formatter cannot name: directions, facings, dials, specials, the
 * Scarab and its core as targets, and squares of the interior map ("interior E11").
 */
import { INTERIOR_WIDTH, SCARAB_EVENT_TYPES } from '../../../../engines/actionclix';
import type { GameEvent } from '../../../../engines/core';
import { squareName } from '../model';

type Translate = (key: string, params?: Record<string, unknown>) => string;

type ScarabEventType = (typeof SCARAB_EVENT_TYPES)[number];

const SCENARIO = new Set<string>(SCARAB_EVENT_TYPES);

export function isScarabEvent(event: GameEvent): event is GameEvent & { type: ScarabEventType } {
  return typeof event.type === 'string' && SCENARIO.has(event.type);
}

/** Events whose squares are on the interior map. */
const INTERIOR_FIELDS: Readonly<Partial<Record<ScarabEventType, readonly string[]>>> = {
  reinforcementArrived: ['to'],
  entered: ['to'],
  exited: ['from'],
  movedInside: ['from', 'to'],
};

/** An interior square's name ("E11"), and as told in a sentence ("interior E11"). */
export function interiorName(sq: number): string {
  return squareName(INTERIOR_WIDTH, sq);
}

export function interiorSquare(sq: number, t: Translate): string {
  return t('ui.scarab.interiorSquare', { square: interiorName(sq) });
}

function facingOf(v: unknown): string | null {
  return typeof v === 'object' && v !== null && 'facing' in v && typeof v.facing === 'string' ? v.facing : null;
}

/** The Event dial's d6 columns as printed. */
export const EVENT_COLUMNS_SHOWN = ['1–2', '3–4', '5', '6'] as const;

/** Parameters of a scenario event that the basic formatter would name wrongly or not at all. */
export function scarabParams(e: GameEvent, t: Translate): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof e.dir === 'string') out.dir = t(`scarab.dirs.${e.dir}`);
  if (typeof e.turn === 'string') out.turn = t(`scarab.turns.${e.turn}`);
  const facing = facingOf(e.to);
  if (facing !== null) out.facing = t(`ui.scarab.facing.${facing}`);
  for (const f of ['dial', 'base'] as const) if (typeof e[f] === 'string') out[f] = t(`scarab.dials.${e[f]}`);
  if (typeof e.special === 'string') out.special = t(`scarab.special.${e.special}.name`);
  if (typeof e.gun === 'string') out.gun = t(`scarab.guns.${e.gun}`);
  if (e.target === 'scarab' || e.target === 'core') out.target = t(`scarab.targets.${e.target}`);
  if (typeof e.move === 'string') out.move = t(`scarab.moves.${e.move}`);
  if (typeof e.kneeling === 'boolean') out.posture = t(e.kneeling ? 'scarab.postures.kneeling' : 'scarab.postures.standing');
  if (typeof e.column === 'number') out.column = EVENT_COLUMNS_SHOWN[e.column] ?? String(e.column);
  if (typeof e.click === 'number') out.click = e.click + 1;
  for (const f of INTERIOR_FIELDS[e.type as ScarabEventType] ?? []) if (typeof e[f] === 'number') out[f] = interiorSquare(e[f], t);
  return out;
}
