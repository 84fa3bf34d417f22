/**
 * Log lines: each engine event told in the current language (`ui.log.<type>`), with player names and
 * card titles from the locale. A table says which fields of each event are seats and which are cards.
 */
import type { GameEvent, Json, Seat } from '../../../engines/core';
import { cardById, EVENT_TYPES, type HaloEventType } from '../../../engines/halotcg';
import type { Effect } from '../../../engines/halotcg/cardTypes';
import { cardTitle } from './ui/cards';
import { doesWord } from './ui/labels';

type Translate = (key: string, params?: Record<string, unknown>) => string;

interface Fields {
  readonly seats?: readonly string[];
  readonly cards?: readonly string[];
}

const SEAT: Fields = { seats: ['seat'] };
const CARD: Fields = { cards: ['card'] };
const SEAT_CARD: Fields = { seats: ['seat'], cards: ['card'] };

export const EVENT_FIELDS: Readonly<Record<HaloEventType, Fields>> = {
  bid: SEAT,
  firstPlayer: SEAT,
  mulligan: SEAT,
  startingCompanion: SEAT_CARD,
  shuffled: SEAT,
  drew: SEAT,
  turnStarted: SEAT,
  poolReset: {},
  healed: CARD,
  played: SEAT_CARD,
  used: SEAT_CARD,
  twilight: {},
  moved: SEAT_CARD,
  sitePlaced: SEAT_CARD,
  phase: {},
  passed: SEAT,
  wounded: CARD,
  exerted: CARD,
  killed: SEAT_CARD,
  discarded: SEAT_CARD,
  removed: CARD,
  pumped: CARD,
  assigned: { cards: ['defender', 'attacker'] },
  fightResolved: {},
  overwhelmed: {},
  fightCancelled: {},
  cancelled: SEAT_CARD,
  prevented: SEAT_CARD,
  killPrevented: SEAT_CARD,
  reconciled: SEAT,
  transferred: SEAT_CARD,
  staffed: SEAT_CARD,
  stacked: SEAT_CARD,
  eliminated: SEAT,
  siteReplaced: SEAT,
  won: SEAT,
  chose: SEAT_CARD,
  revealed: SEAT_CARD,
};

const isEventType = (type: string): type is HaloEventType => (EVENT_TYPES as readonly string[]).includes(type);

/** Which variant of a line fits the event's details (`ui.log.<type>.<variant>` when not plain). */
function variant(event: GameEvent): string | null {
  switch (event.type) {
    case 'twilight':
      return typeof event.count === 'number' && event.count < 0 ? 'removed' : 'added';
    case 'phase':
      return event.skipped === true ? 'skipped' : event.fierce === true ? 'fierce' : 'started';
    case 'fightResolved':
      return `${event.winner === 'fp' ? 'fp' : 'shadow'}${event.ships === true ? 'Ships' : ''}${event.winner !== 'fp' && num(event.fp) === num(event.shadow) ? 'Tie' : ''}`;
    case 'overwhelmed':
      return event.winner === 'fp' ? 'fp' : 'shadow';
    case 'revealed':
      return typeof event.bid === 'number' ? 'bid' : 'card';
    case 'won':
      return typeof event.seat === 'number' ? 'seat' : 'none';
    case 'passed':
      return PASS_VARIANTS[typeof event.auto === 'string' ? event.auto : ''] ?? 'manual';
    case 'chose':
      return typeof event.how === 'string' && CHOSE_VARIANTS.has(event.how) ? event.how : typeof event.option === 'number' ? 'number' : 'other';
    default:
      return null;
  }
}

/** The log line of a pass by its reason: none (the player passed), nothing to play, no stop, pass until. */
const PASS_VARIANTS: Readonly<Record<string, string>> = { 'nothing-to-play': 'auto', 'no-stop': 'noStop', 'pass-until': 'until' };

/** A choice a card's text asked: one of its effects, yes or no to "you may", or a number ("chose" in the engine). */
const CHOSE_VARIANTS: ReadonlySet<string> = new Set(['oneOf', 'yes', 'no', 'count']);

/** The effects a choice chose, in a few words each ("exert, +2 Strength"). */
function choseWords(effects: Json | undefined, t: Translate): string {
  if (!Array.isArray(effects)) return '';
  return effects.flatMap((e) => (e !== null && typeof e === 'object' && !Array.isArray(e) && typeof e.e === 'string' ? [doesWord(e as unknown as Effect, t)] : [])).join(', ');
}

const num = (v: Json | undefined): number => (typeof v === 'number' ? v : 0);

export function formatEvent(event: GameEvent, t: Translate, name: (seat: Seat) => string): string | null {
  if (!isEventType(event.type)) return null;
  const fields = EVENT_FIELDS[event.type];
  const params: Record<string, unknown> = { ...event };
  for (const f of fields.seats ?? []) params[f] = typeof event[f] === 'number' ? name(event[f]) : '';
  for (const f of fields.cards ?? []) params[f] = typeof event[f] === 'string' ? cardTitle(event[f], t) : '';
  if (event.type === 'twilight') params.count = Math.abs(num(event.count));
  if (event.type === 'phase' && typeof event.phase === 'string') params.phase = t(`phases.${event.phase}`);
  if (event.type === 'fightResolved') params.margin = Math.abs(num(event.fp) - num(event.shadow));
  if (event.type === 'pumped' && typeof event.stat === 'string') params.stat = t(`ui.stats.${event.stat}`);
  if (event.type === 'pumped') params.signed = num(event.count) < 0 ? `−${-num(event.count)}` : `+${num(event.count)}`;
  // Ships take damage and are repaired, not wounded and healed.
  const ship = typeof event.card === 'string' && cardById(event.card)?.kind === 'ship';
  if (ship && event.type === 'wounded') return t('ui.log.damaged', params);
  if (ship && event.type === 'healed') return t('ui.log.repaired', params);
  if (event.type === 'chose') params.words = choseWords(event.effects, t);
  if (event.type === 'won' && typeof event.reason === 'string') params.reason = t(`outcome.${event.reason}`);
  const v = variant(event);
  if (event.type === 'reconciled' && event.auto === 'no-stop') return t('ui.log.keptHand', params);
  return t(v === null ? `ui.log.${event.type}` : `ui.log.${event.type}.${v}`, params);
}

/** The seat a log line belongs to: the event's `seat`, when it names one. */
export function actorOf(event: GameEvent): Seat | null {
  return typeof event.seat === 'number' ? event.seat : null;
}
