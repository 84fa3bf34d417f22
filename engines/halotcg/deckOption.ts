/**
 * The deck option of a seat: a starter deck id or a whole deck list (from the deck builder). The list is
 * kept in the options, so a record replays with the very deck it was played with. Custom lists are read
 * strictly (bounded sizes, plain ids and counts) and then checked with `validateDeck`.
 */
import { ok, type Result } from '../core';
import { starterDeck, validateDeck, type DeckList } from './decks';
import { fail } from './errors';

/** What a seat plays: a starter deck's id or a deck list. */
export type SeatDeck = string | DeckList;

/** Bounds on a custom list before it is looked at: far above any legal deck, far below anything costly. */
export const DECK_LIMITS = { ids: 40, entries: 200, copies: 99, sites: 20 } as const;

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= DECK_LIMITS.ids;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= DECK_LIMITS.copies;

/** The shape of an untrusted deck list, or undefined when it is not one (no card is looked up yet). */
export function readDeckList(raw: unknown): DeckList | undefined {
  if (!isRecord(raw)) return undefined;
  const keys = Object.keys(raw);
  if (keys.length !== 4 || !['id', 'hero', 'draw', 'sites'].every((k) => keys.includes(k))) return undefined;
  const { id, hero, draw, sites } = raw;
  if (!isId(id) || !isId(hero) || !isRecord(draw) || !Array.isArray(sites)) return undefined;
  const entries = Object.entries(draw);
  if (entries.length > DECK_LIMITS.entries || !entries.every(([k, n]) => isId(k) && isCount(n))) return undefined;
  if (sites.length > DECK_LIMITS.sites || !sites.every(isId)) return undefined;
  return { id, hero, draw: Object.fromEntries(entries) as Record<string, number>, sites: [...sites] };
}

/**
 * One seat's deck option. A starter id must exist; a list must have the shape of one and pass the deck
 * rules: the first problem is returned as `halotcg/seat-deck` naming the seat (1-based) and the deck's
 * own code (`problem`, with its parameters), so the message says whose deck is wrong and why.
 */
export function parseSeatDeck(raw: unknown, seat: number): Result<SeatDeck> {
  if (typeof raw === 'string') return starterDeck(raw) === undefined ? fail('halotcg/bad-options', { field: `decks.${seat}` }) : ok(raw);
  const list = readDeckList(raw);
  if (list === undefined) return fail('halotcg/bad-options', { field: `decks.${seat}` });
  // Records of version 5 are read with version 5's Armor Lock in their decks (migrations.ts).
  const [first] = validateDeck(list, true);
  if (first === undefined) return ok(list);
  return fail('halotcg/seat-deck', { ...first.params, seat: seat + 1, problem: first.code.replace('halotcg/', '') });
}

/** The deck list a seat plays (starter ids resolved). */
export function deckOf(deck: SeatDeck): DeckList | undefined {
  return typeof deck === 'string' ? starterDeck(deck) : deck;
}
