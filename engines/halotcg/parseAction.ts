/** Strict shape validation of untrusted actions and options; legality is `apply`'s business. */
import { actionParser, idOf, intIn, isRecord, ok, oneOf, type ActionSpecs, type Result } from '../core';
import { parseSeatDeck, type SeatDeck } from './deckOption';
import { fail, type HaloErrorCode } from './errors';
import { defaultDecks } from './setup';
import { PASS_REASONS, type HaloAction, type HaloOptions } from './types';

type Kind = 'id' | 'iid' | 'int' | 'toil' | 'auto' | 'keep';
const SPECS: ActionSpecs<HaloAction, Kind> = {
  pass: { auto: { kind: 'auto', optional: true } },
  play: { card: { kind: 'iid' }, on: { kind: 'iid', optional: true }, toil: { kind: 'toil', optional: true } },
  use: { card: { kind: 'iid' }, ability: { kind: 'int' } },
  healNamesake: { card: { kind: 'iid' }, target: { kind: 'iid' } },
  transfer: { card: { kind: 'iid' }, to: { kind: 'iid' } },
  staff: { card: { kind: 'iid' }, ship: { kind: 'iid' } },
  choose: { option: { kind: 'id' }, auto: { kind: 'keep', optional: true } },
};

const BAD_ACTION: HaloErrorCode = 'halotcg/bad-action';

const parseShape = actionParser(BAD_ACTION, SPECS, {
  id: idOf(40),
  // A card instance is `<seat>.<index>` (types.ts): nothing else can name a card, so no built-in name reaches a lookup.
  iid: (v) => typeof v === 'string' && /^\d{1,2}\.\d{1,4}$/.test(v),
  int: intIn(0, 99),
  // No toil is the play without the field: one decision has one form, the one legalActions lists.
  toil: intIn(1, 99),
  // The table's passes (they were the renderer's own actions in saves of version 2).
  auto: oneOf(PASS_REASONS),
  keep: (v) => v === 'no-stop',
});

export function parseAction(raw: unknown): Result<HaloAction> {
  const parsed = parseShape(raw);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  // The table keeps a hand only by skipping the optional discard.
  if (a.type === 'choose' && a.auto !== undefined && a.option !== 'skip') return fail('halotcg/bad-action', { field: 'auto' });
  return parsed;
}

export function parseOptions(raw: unknown, players: number): Result<HaloOptions> {
  if (raw !== undefined && !isRecord(raw)) return fail('halotcg/bad-options', { field: '' });
  const r = raw ?? {};
  for (const key of Object.keys(r)) if (key !== 'decks') return fail('halotcg/bad-options', { field: key });
  if (players < 2 || players > 5) return fail('halotcg/bad-options', { field: 'players' });
  if (r.decks === undefined) return ok({ decks: defaultDecks(players) });
  const decks = r.decks;
  if (!Array.isArray(decks) || decks.length !== players) return fail('halotcg/bad-options', { field: 'decks' });
  const parsed: SeatDeck[] = [];
  for (const [seat, raw] of decks.entries()) {
    const deck = parseSeatDeck(raw, seat);
    if (!deck.ok) return deck;
    parsed.push(deck.value);
  }
  return ok({ decks: parsed });
}
