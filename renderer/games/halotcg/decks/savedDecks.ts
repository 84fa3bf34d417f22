/** Saved decks: named lists in the settings (`halotcg.deck.<name>`), shared machinery with ActionClix's forces. */
import type { DeckList } from '../../../../engines/halotcg';
import { namedListStore } from '../../../ui/namedLists';
import { decodeDeck, encodeDeck } from './deckFile';

export const savedDecks = namedListStore<DeckList>('halotcg.deck.', { encode: encodeDeck, decode: decodeDeck });
