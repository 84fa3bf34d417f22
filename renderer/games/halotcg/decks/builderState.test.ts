import { describe, expect, it } from 'vitest';
import { STARTER_DECKS, type DeckList } from '../../../../engines/halotcg';
import { clashOf, isUnsaved, readStatus } from './builderState';
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

describe('the status after a deck list was read', () => {
  const capped = { code: 'decktext/capped', params: { line: 2, card: 'grunt', asked: 5, kept: 4, max: 4 } };
  const unknown = { code: 'decktext/unknown-card', params: { line: 3, name: 'Plasma Kitten' } };
  it.each([
    { name: 'nothing to note', notes: [], want: { key: 'builder.done.readText', count: undefined } },
    { name: 'one line left out, one capped: only the left-out one is counted', notes: [capped, unknown], want: { key: 'builder.done.readTextSkipped', count: 1 } },
    { name: 'two lines left out', notes: [unknown, { ...unknown, params: { line: 4, name: 'X' } }], want: { key: 'builder.done.readTextSkipped', count: 2 } },
    { name: 'only capped lines: none left out, they are counted as capped', notes: [capped, capped], want: { key: 'builder.done.readTextCapped', count: 2 } },
  ])('$name', ({ notes, want }) => {
    const s = readStatus('builder.done.readText', 'Deck', notes);
    expect(s).toMatchObject({ kind: 'done', key: want.key, name: 'Deck' });
    expect(s?.kind === 'done' ? s.count : 'error').toBe(want.count);
    expect(s?.kind === 'done' ? (s.details ?? []) : []).toEqual(notes);
  });
});
