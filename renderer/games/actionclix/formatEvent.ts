/**
 * Log lines: each engine event told in the current language with player names, unit names and square
 * names ("C5", "AB17"), named on the battlefield's own width, which the frame passes as the log's board
 * (the plugin's `logBoard`); without one, the usual battlefield of two tiles across.
 */
import { TILE_SIZE } from '../../../engines/actionclix';
import type { GameEvent, Json, Seat } from '../../../engines/core';
import type { LogBoard } from '../types';
import { squareName } from './model';
import { isScarabEvent, scarabParams } from './scarab/formatScarab';

type Translate = (key: string, params?: Record<string, unknown>) => string;

const USUAL_WIDTH = 2 * TILE_SIZE;
const SEAT_FIELDS = ['seat', 'owner'] as const;
const UNIT_FIELDS = ['unit', 'target', 'into', 'by'] as const;
const SQUARE_FIELDS = ['square', 'from', 'to'] as const;

/** A unit id is `<seat>-<roster id>`; its name is the roster unit's. */
export function unitName(id: Json | undefined, t: Translate): string {
  if (typeof id !== 'string') return '';
  const dash = id.indexOf('-');
  return t(`units.${dash >= 0 ? id.slice(dash + 1) : id}`);
}

/** Moves and knockbacks of a single square have their own line ("1 square", not "1 squares"). */
function one(event: GameEvent): string {
  if (event.type === 'moved') return event.squares === 1 ? 'One' : '';
  return Array.isArray(event.path) && event.path.length === 1 ? 'One' : '';
}

function keyOf(event: GameEvent): string {
  if (event.type === 'turnStarted' && event.deploy === true) return 'log.turnStartedDeploy';
  if (event.type === 'shotHit' && event.doubleSix === true) return 'log.shotHitSixes';
  if (event.type === 'knockedBack' && Array.isArray(event.path) && event.path.length === 0) return 'log.knockedBackStopped';
  if (event.type === 'knockedBack' && event.blocked === true) return `log.knockedBackBlocked${one(event)}`;
  if (event.type === 'knockedBack' || event.type === 'moved') return `log.${event.type}${one(event)}`;
  if (event.type === 'respawned' && event.unit === event.into) return 'log.respawnedSame';
  return `log.${event.type}`;
}

export function formatEvent(event: GameEvent, t: Translate, name: (seat: Seat) => string, board?: LogBoard): string | null {
  const width = board?.width ?? USUAL_WIDTH;
  const params: Record<string, unknown> = { ...event };
  for (const f of SEAT_FIELDS) if (typeof event[f] === 'number') params[f] = name(event[f]);
  for (const f of UNIT_FIELDS) if (typeof event[f] === 'string') params[f] = unitName(event[f], t);
  for (const f of SQUARE_FIELDS) if (typeof event[f] === 'number') params[f] = squareName(width, event[f]);
  if (Array.isArray(event.dice)) params.dice = event.dice.join(' + ');
  // A knockback carries only its path (the squares stepped onto); a move names its squares and end itself.
  if (Array.isArray(event.path) && typeof event.squares !== 'number') {
    const last = event.path[event.path.length - 1];
    params.squares = event.path.length;
    if (typeof last === 'number') params.to = squareName(width, last);
  }
  if (typeof event.source === 'string') params.source = t(`damageSources.${event.source}`);
  if (typeof event.result === 'string') params.result = t(`lootResults.${event.result}`);
  if (typeof event.step === 'string') params.step = t(`steps.${event.step}`);
  if (typeof event.purpose === 'string') params.purpose = t(`purposes.${event.purpose}`);
  if (Array.isArray(event.winners)) params.winners = event.winners.map((s) => (typeof s === 'number' ? name(s) : '')).join(', ');
  if (typeof event.type !== 'string') return null;
  // The Scarab's one die for its Event dial: the next line (scarabRolled) says the roll and the column.
  if (event.type === 'diceRolled' && event.purpose === 'event') return null;
  if (isScarabEvent(event)) return t(`log.${event.type}`, { ...params, ...scarabParams(event, t) });
  return t(keyOf(event), params);
}

/** The seat a log line belongs to: the acting seat, else the owner of the unit it is about. */
export function actorOf(event: GameEvent): Seat | null {
  if (typeof event.seat === 'number') return event.seat;
  if (typeof event.owner === 'number') return event.owner;
  return null;
}
