/**
 * Faction decks (rulebook: one deck and one discard pile per faction; an empty deck is reshuffled from
 * its discard pile). Cards used for an ability or traded for skulls go to their own faction's discard.
 */
import type { Seat } from '../core';
import type { Draft, RisikoEvent } from './draft';
import { factionCard } from './factionCards';
import type { Faction } from './types';

/** Draws up to n cards of the seat's faction into its hand; returns how many it got. */
export function drawCards(d: Draft, seat: Seat, n: number): number {
  const faction: Faction = d.seat(seat).faction;
  let deck = d.s.decks[faction];
  const drawn: string[] = [];
  for (let k = 0; k < n; k++) {
    if (deck.draw.length === 0) {
      if (deck.discard.length === 0) break;
      deck = { draw: d.rng().shuffle(deck.discard), discard: [] };
      d.log?.push({ type: 'deckReshuffled', faction });
    }
    const top = deck.draw[deck.draw.length - 1];
    if (top === undefined) break;
    drawn.push(top);
    deck = { draw: deck.draw.slice(0, -1), discard: deck.discard };
  }
  if (drawn.length > 0) {
    d.setDeck(faction, deck);
    d.updateSeat(seat, { hand: [...d.seat(seat).hand, ...drawn] });
    d.mark('hidden');
  }
  return drawn.length;
}

/** Takes a card out of the seat's hand or captured pile and puts it on its faction's discard pile. */
export function discardCard(d: Draft, seat: Seat, id: string): void {
  const card = factionCard(id);
  if (card === undefined) throw new Error(`unknown card ${id}`);
  const st = d.seat(seat);
  d.updateSeat(seat, { hand: st.hand.filter((c) => c !== id), captured: st.captured.filter((c) => c !== id) });
  const deck = d.s.decks[card.faction];
  d.setDeck(card.faction, { draw: deck.draw, discard: [...deck.discard, id] });
}

/** The public `cardPlayed` event: the card is face up now, so its id, ability and faction are shown. */
export function cardEvent(seat: Seat, id: string): RisikoEvent {
  const card = factionCard(id);
  return { type: 'cardPlayed', seat, card: id, ability: card?.ability ?? '', faction: card?.faction ?? '' };
}
