import { describe, expect, it } from 'vitest';
import { STARTER_DECKS, type DeckList } from '../../../../engines/halotcg';
import { clashOf, isUnsaved } from './builderState';
import { EMPTY_DECK } from './deckModel';

const chief = { ...(STARTER_DECKS[0] as DeckList), id: 'custom' };
const saved = [{ name: 'Chief', value: chief }];

describe('unsaved changes', () => {
  it.each([
    { name: 'an empty new deck', editing: { deck: EMPTY_DECK, name: '', savedAs: null }, want: false },
    { name: 'a new deck with a Hero', editing: { deck: { ...EMPTY_DECK, hero: 'fred' }, name: '', savedAs: null }, want: true },
    { name: 'a saved deck as it was', editing: { deck: chief, name: 'Chief', savedAs: 'Chief' }, want: false },
    { name: 'the same deck with its fields in another order', editing: { deck: { sites: chief.sites, draw: chief.draw, hero: chief.hero, id: 'custom' }, name: 'Chief', savedAs: 'Chief' }, want: false },
    { name: 'a saved deck with one card more', editing: { deck: { ...chief, draw: { ...chief.draw, grunt: 5 } }, name: 'Chief', savedAs: 'Chief' }, want: true },
    { name: 'a saved deck with a new name typed', editing: { deck: chief, name: 'Chief 2', savedAs: 'Chief' }, want: true },
    { name: 'a deck whose saved copy was deleted', editing: { deck: chief, name: 'Gone', savedAs: 'Gone' }, want: true },
  ])('$name: $want', ({ editing, want }) => {
    expect(isUnsaved(editing, saved)).toBe(want);
  });
});

describe('saving over another saved deck asks first', () => {
  it.each([
    { name: 'a new deck under a saved name', deck: 'Chief', savedAs: null, want: 'Chief' },
    { name: 'the same name with spaces around it', deck: '  Chief ', savedAs: null, want: 'Chief' },
    { name: 'the deck saved under that name itself', deck: 'Chief', savedAs: 'Chief', want: null },
    { name: 'another deck renamed to a saved name', deck: 'Chief', savedAs: 'Mine', want: 'Chief' },
    { name: 'a free name', deck: 'Flood', savedAs: null, want: null },
    { name: 'an empty name (refused by the save itself)', deck: ' ', savedAs: null, want: null },
  ])('$name', ({ deck, savedAs, want }) => {
    expect(clashOf(deck, savedAs, saved)).toBe(want);
  });
});
