/** Strict shape validation of untrusted actions and options; legality is `apply`'s business. */
import { actionParser, idOf, intIn, isRecord, ok, type ActionSpecs, type Result } from '../core';
import { parseSeatDeck, type SeatDeck } from './deckOption';
import { fail, type HaloErrorCode } from './errors';
import { defaultDecks } from './setup';
import { PASS_AUTO, type HaloAction, type HaloOptions } from './types';

type Kind = 'id' | 'int' | 'auto';
const SPECS: ActionSpecs<HaloAction, Kind> = {
  pass: { auto: { kind: 'auto', optional: true } },
  play: { card: { kind: 'id' }, on: { kind: 'id', optional: true }, toil: { kind: 'int', optional: true } },
  use: { card: { kind: 'id' }, ability: { kind: 'int' } },
  healNamesake: { card: { kind: 'id' }, target: { kind: 'id' } },
  transfer: { card: { kind: 'id' }, to: { kind: 'id' } },
  staff: { card: { kind: 'id' }, ship: { kind: 'id' } },
  choose: { option: { kind: 'id' } },
};

const BAD_ACTION: HaloErrorCode = 'halotcg/bad-action';

export const parseAction = actionParser(BAD_ACTION, SPECS, {
  id: idOf(40),
  int: intIn(0, 99),
  auto: (v) => v === PASS_AUTO,
});

export function parseOptions(raw: unknown, players: number): Result<HaloOptions> {
  const r = isRecord(raw) ? raw : {};
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
