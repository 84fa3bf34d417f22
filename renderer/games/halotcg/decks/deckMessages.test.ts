/** Deck messages in both languages: the setup's refusal naming the seat, and titles in the current language. */
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameError } from '../../../../engines/core';
import { halotcgEngine, STARTER_DECKS, type DeckList } from '../../../../engines/halotcg';
import de from '../../../../locales/de/halotcg.json';
import en from '../../../../locales/en/halotcg.json';
import { translateError } from '../../../i18n/errors';
import { choiceOf, deckOfChoice } from '../OptionsForm';
import { localiseDeckError } from './useDeckText';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { halotcg: en }, de: { halotcg: de } }, defaultNS: 'halotcg', interpolation: { escapeValue: false } });
});
const say = (lng: 'en' | 'de', e: GameError) => translateError((key, o) => i18n.t(key, { ...o, lng }), (key, ns) => i18n.exists(key, { ns }), e);
const chief = STARTER_DECKS[0] as DeckList;

describe('deck messages', () => {
  it('a bad deck at setup is refused naming its seat, in English and German', () => {
    const r = halotcgEngine.setup({ players: 2, options: { decks: [chief.id, { ...chief, draw: { grunt: 4, 'unsc-marine': 4 } }] }, seed: 's' });
    if (r.ok) throw new Error('accepted');
    expect(say('en', r.error)).toBe('The deck of seat 2 cannot be played: The draw deck has 8 cards; it needs at least 60.');
    expect(say('de', r.error)).toBe('Das Deck von Platz 2 kann nicht gespielt werden: Der Nachziehstapel hat 8 Karten; nötig sind mindestens 60.');
  });

  it('names cards by their title in the current language, and an empty Hero as a dash', () => {
    const t = (key: string) => (key === 'cards.grunt.title' ? 'Grunzer' : key);
    expect(localiseDeckError({ code: 'halotcg/deck-too-many-copies', params: { title: 'Grunt', count: 5, max: 4 } }, t).params).toEqual({ title: 'Grunzer', count: 5, max: 4 });
    expect(localiseDeckError({ code: 'halotcg/deck-hero', params: { card: '' } }, t).params).toEqual({ card: '—' });
    expect(localiseDeckError({ code: 'halotcg/deck-hero', params: { card: 'grunt' } }, t).params).toEqual({ card: 'Grunzer' });
  });
});

describe('choosing a deck per seat', () => {
  const saved = [{ name: 'Mine', value: { ...chief, id: 'custom' } }];
  it.each([
    { name: 'a starter deck', choice: 'fred-vs-flood', want: 'fred-vs-flood' },
    { name: 'an unknown starter', choice: 'no-such-deck', want: undefined },
    { name: 'a saved deck, played under its name', choice: 'saved:Mine', want: { ...chief, id: 'Mine' } },
    { name: 'a saved deck that is gone', choice: 'saved:Gone', want: undefined },
  ])('$name', ({ choice, want }) => {
    const deck = deckOfChoice(choice, saved);
    expect(deck).toEqual(want);
    if (deck !== undefined) expect(choiceOf(deck)).toBe(choice);
  });
});
