/** Halo TCG: rules engine, card data, starter decks and deck validation. */
export { halotcgEngine, type HaloEngine } from './engine';
export * from './types';
export * from './cardTypes';
export { ALL_CARDS, CARDS, LEGACY_CARDS, cardById } from './cards';
export { STARTER_DECKS, starterDeck, validateDeck, flatDraw, type DeckList, type DeckError, type DeckErrorCode } from './decks';
export { ERROR_CODES, type HaloErrorCode } from './errors';
export { EVENT_TYPES, type HaloEventType } from './events';
export type { HaloView, PlayerView, CardRef, TableCard, StackedCard, FightView, ResponseView, PendingView, PendingAsk, CurrentStats } from './view';
export type { FightTotals, SideTotal, CardTotal, StatPart } from './totals';
export { DECK_LIMITS, readDeckList, parseSeatDeck, type SeatDeck } from './deckOption';
