/** Deck messages in both languages: the setup's refusal naming the seat, and titles in the current language. */
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameError } from '../../../../engines/core';
import { halotcgEngine, STARTER_DECKS, type DeckList } from '../../../../engines/halotcg';
import de from '../../../../locales/de/halotcg.json';
import en from '../../../../locales/en/halotcg.json';
import { translateError } from '../../../i18n/errors';
import { choiceOf, deckOfChoice } from '../OptionsForm';
import { parseDeckText } from './deckText';
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

describe('deck list messages', () => {
  const texts = ['', '#'.repeat(20_001), 'Hero\nfour x Grunt', 'Hero\n1 x Nobody', 'Draw deck\n1 x Sgt. Johnson', '1 x Grunt', 'Hero\n1 x Grunt', 'Draw deck\n1 x The Maw', 'Adventure deck\n1 x Grunt', 'Draw deck\n5 x Grunt', 'Draw deck\nlots of Grunts'];
  const tr = (lng: 'en' | 'de') => (key: string, o?: Record<string, unknown>) => i18n.t(key, { ...o, lng });
  it.each(texts.flatMap((text) => (['en', 'de'] as const).map((lng) => ({ text, lng }))))('a refused list has a whole message in $lng: %#', ({ text, lng }) => {
    const r = parseDeckText(text);
    if (r.ok) throw new Error('accepted');
    const e = localiseDeckError(r.error, tr(lng));
    const message = i18n.t(`builder.file.${e.code.replace('/', '-')}`, { ...e.params, lng });
    expect(message).not.toMatch(/\{\{|builder\.file/);
    expect(message).toMatch(lng === 'en' ? /Nothing was changed\.$/ : /Es wurde nichts geändert\.$/);
    if (e.params?.['line'] !== undefined) expect(message).toMatch(new RegExp(`^(Line|Zeile) ${String(e.params['line'])}\\b`));
  });

  it('names the card of a refused line by its title', () => {
    const r = parseDeckText('Draw deck\n5 x Grunt');
    if (r.ok) throw new Error('accepted');
    const e = localiseDeckError(r.error, tr('de'));
    expect(i18n.t(`builder.file.${e.code.replace('/', '-')}`, { ...e.params, lng: 'de' })).toBe('Zeile 2: Damit wären es 5 × Grunt, ein Deck darf aber höchstens 4 enthalten. Es wurde nichts geändert.');
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
