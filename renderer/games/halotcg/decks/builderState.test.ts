import { describe, expect, it } from 'vitest';
import { STARTER_DECKS, type DeckList } from '../../../../engines/halotcg';
import { isUnsaved } from './builderState';
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
