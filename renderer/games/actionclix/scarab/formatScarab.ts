/**
 * Log lines of the Scarab scenario's events: the parameters the basic formatter cannot name, squares of
 * the interior map ("interior E11") and the Event dial's click.
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

/** The Event dial's d6 columns as printed. */
export const EVENT_COLUMNS_SHOWN = ['1–2', '3–4', '5', '6'] as const;

/**
 * Parameters of a scenario event that the basic formatter would name wrongly: squares of the interior map
 * and the Event dial's click (counted from 1, as the panel shows it). Directions, dials, guns and specials
 * are named by the log lines themselves (nested keys of the `scarab` namespace).
 */
export function scarabParams(e: GameEvent, t: Translate): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (e.type === 'eventDialTurned' && typeof e.click === 'number') out.click = e.click + 1;
  for (const f of INTERIOR_FIELDS[e.type as ScarabEventType] ?? []) if (typeof e[f] === 'number') out[f] = interiorSquare(e[f], t);
  return out;
}
