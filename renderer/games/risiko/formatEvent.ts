/**
 * Log lines: each engine event told in the current language with player names and territory names
 * (territory names stay English, from the map data). A table says which fields of each event are seats
 * and which are territories (`to` is a seat in some events and a territory in others).
 */
import type { GameEvent, Json, Seat } from '../../../engines/core';
import { HALVES } from '../../../engines/risiko/maps';

type Translate = (key: string, params?: Record<string, unknown>) => string;

interface Fields {
  readonly seats?: readonly string[];
  readonly territories?: readonly string[];
  /** Log key, when not `log.<type>`. */
  readonly key?: string;
  /** The number that picks the singular or plural line, when it is not the event's `count`. */
  readonly count?: string;
}

const SEAT: Fields = { seats: ['seat'] };
const SEAT_IN: Fields = { seats: ['seat'], territories: ['territory'] };
const SEAT_MOVE: Fields = { seats: ['seat'], territories: ['from', 'to'] };

export const EVENT_FIELDS: Readonly<Record<string, Fields>> = {
  teleporterPlaced: SEAT_IN,
  basePlaced: SEAT_IN,
  territoryClaimed: SEAT_IN,
  neutralPlaced: SEAT_IN,
  setupUnitsPlaced: SEAT_IN,
  heroPlaced: SEAT_IN,
  setupFinished: {},
  turnStarted: SEAT,
  skullsTraded: { seats: ['seat'], count: 'cards' },
  reinforced: SEAT_IN,
  heroRedeployed: SEAT_IN,
  attackPhase: SEAT,
  transferRequested: { seats: ['seat', 'ally'], territories: ['territory', 'from'] },
  transferAccepted: { seats: ['seat', 'to'], territories: ['territory'] },
  transferDeclined: { seats: ['seat', 'to'], territories: ['territory'] },
  attackDeclared: { seats: ['attacker', 'defender'], territories: ['from', 'to'], count: 'dice' },
  cardPlayed: SEAT,
  attackForced: { seats: ['attacker'], count: 'dice' },
  defendedAutomatically: { seats: ['defender'], count: 'dice' },
  ambush: { seats: ['attacker'], territories: ['from'], count: 'destroyed' },
  // The battle line names both sides and places (our `ui.log.battle`), so the story reads on its own.
  diceRolled: { seats: ['attacker', 'defender'], territories: ['from', 'to'], key: 'ui.log.battle' },
  heroFell: SEAT_IN,
  conquered: { seats: ['seat', 'defender'], territories: ['from', 'to'] },
  movedIn: SEAT_MOVE,
  playerEliminated: { seats: ['seat', 'by'], count: 'cards' },
  objectivesPassed: { seats: ['seat', 'to'] },
  attacksEnded: SEAT,
  bombarded: { seats: ['seat'], territories: ['territory'], count: 'removed' },
  airlifted: SEAT_MOVE,
  heroJumped: SEAT_IN,
  objectiveCompleted: SEAT,
  objectiveRevealed: SEAT,
  maneuvered: SEAT_MOVE,
  cardDrawn: SEAT,
  deckReshuffled: {},
  turnEnded: SEAT,
  gameWon: { seats: [] },
};

/** Territory ids are unique over all four halves (the map validator's rule), so one table names them all. */
const NAMES: ReadonlyMap<string, string> = new Map(Object.values(HALVES).flatMap((h) => h.territories.map((t) => [t.id, t.name] as const)));

function territoryName(id: Json | undefined): string {
  return typeof id === 'string' ? (NAMES.get(id) ?? id) : '';
}

const dice = (v: Json | undefined): Json | undefined => (Array.isArray(v) ? v.join(' ') : v);

const num = (v: Json | undefined): number => (typeof v === 'number' ? v : 0);

/** "Alice loses 2 units, the Flood loses no unit": who lost how many, for the log and the dice tray. */
export function lossLines(t: Translate, attacker: string, defender: string, attackerLosses: number, defenderLosses: number): Record<string, string> {
  return {
    attackerLoss: t('ui.log.loses', { name: attacker, count: attackerLosses }),
    defenderLoss: t('ui.log.loses', { name: defender, count: defenderLosses }),
  };
}

export function formatEvent(event: GameEvent, t: Translate, name: (seat: Seat) => string): string | null {
  const fields = EVENT_FIELDS[event.type];
  if (fields === undefined) return null;
  const params: Record<string, unknown> = { ...event, attackDice: dice(event.attackDice), defenceDice: dice(event.defenceDice) };
  // The number that picks the singular or plural line ("with 1 die", "drew 1 faction card").
  if (fields.count !== undefined) params.count = num(event[fields.count]);
  for (const f of fields.seats ?? []) params[f] = typeof event[f] === 'number' ? name(event[f]) : t('neutral');
  for (const f of fields.territories ?? []) params[f] = territoryName(event[f]);
  if (event.type === 'diceRolled') Object.assign(params, lossLines(t, String(params.attacker), String(params.defender), num(event.attackerLosses), num(event.defenderLosses)));
  if (event.type === 'defendedAutomatically') params.reason = t(`ui.log.autoDefence.${String(event.reason)}`);
  if (event.type === 'bombarded') params.hits = t('ui.log.hits', { count: num(event.hits) });
  if (event.type === 'gameWon' && Array.isArray(event.winners)) params.winners = event.winners.map((s) => (typeof s === 'number' ? name(s) : '')).join(', ');
  return t(fields.key ?? `log.${event.type}`, params);
}

/** The seat a log line belongs to: the first seat the event names (the attacker of a battle); null for the Flood. */
export function actorOf(event: GameEvent): Seat | null {
  const field = EVENT_FIELDS[event.type]?.seats?.[0];
  const seat = field === undefined ? undefined : event[field];
  return typeof seat === 'number' ? seat : null;
}
