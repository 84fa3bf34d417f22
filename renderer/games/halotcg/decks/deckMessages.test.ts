/** Deck messages in both languages: the setup's refusal naming the seat, and titles in the current language. */
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameError } from '../../../../engines/core';
import { halotcgEngine, STARTER_DECKS, validateDeck, type DeckList } from '../../../../engines/halotcg';
import { EMPTY_DECK } from './deckModel';
import de from '../../../../locales/de/halotcg.json';
import en from '../../../../locales/en/halotcg.json';
import { translateError } from '../../../i18n/errors';
import { choiceOf, deckOfChoice } from '../OptionsForm';
import { parseDeckText } from './deckText';
import { heroMissing, localiseDeckError } from './useDeckText';

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

describe('deck problems in the plural form they need', () => {
  const tr = (lng: 'en' | 'de') => (key: string, o?: Record<string, unknown>) => i18n.t(key, { ...o, lng });
  it.each([
    { name: 'one site in the draw deck', e: { code: 'halotcg/deck-site-in-draw', params: { count: 1 } }, en: 'The draw deck contains 1 site; sites belong in the adventure deck.', de: 'Der Nachziehstapel enthält 1 Ort; Orte gehören ins Abenteuerdeck.' },
    { name: 'two sites in the draw deck', e: { code: 'halotcg/deck-site-in-draw', params: { count: 2 } }, en: 'The draw deck contains 2 sites; sites belong in the adventure deck.', de: 'Der Nachziehstapel enthält 2 Orte; Orte gehören ins Abenteuerdeck.' },
    { name: 'a draw deck of one card', e: { code: 'halotcg/deck-too-small', params: { count: 1, min: 60 } }, en: 'The draw deck has 1 card; it needs at least 60.', de: 'Der Nachziehstapel hat 1 Karte; nötig sind mindestens 60.' },
  ])('$name', ({ e, en: english, de: german }) => {
    expect([say('en', e), say('de', e)]).toEqual([english, german]);
  });

  it('a deck holding version 5\'s Armor Lock says so, naming the card by its title', () => {
    const e = { code: 'halotcg/deck-legacy-card', params: { card: 'armor-lock-v5' } };
    const said = (lng: 'en' | 'de') => say(lng, localiseDeckError(e, (key) => i18n.t(key, { lng })));
    expect([said('en'), said('de')]).toEqual([
      "The deck holds Armor Lock as it read before version 6, a card kept only so that older saves replay: put today's Armor Lock in its place.",
      'Das Deck enthält Armor Lock in der Fassung vor Version 6, die nur für das Nachspielen älterer Spielstände bleibt: Nehmen Sie stattdessen die heutige Karte Armor Lock.',
    ]);
  });

  it('an empty Hero place is a missing Hero, not "— is not a Hero"', () => {
    const problems = validateDeck(EMPTY_DECK);
    expect(problems.filter(heroMissing)).toHaveLength(1);
    expect(heroMissing({ code: 'halotcg/deck-hero', params: { card: 'grunt' } })).toBe(false);
    expect(tr('en')('builder.noHero')).not.toMatch(/—|not a Hero/);
  });
});

describe('deck list messages', () => {
  const tr = (lng: 'en' | 'de') => (key: string, o?: Record<string, unknown>) => i18n.t(key, { ...o, lng });
  const message = (e: GameError, lng: 'en' | 'de') => {
    const l = localiseDeckError(e, tr(lng));
    const key = `builder.file.${l.code.replace('/', '-')}`;
    expect(i18n.exists(key, { ...l.params, lng })).toBe(true);
    return i18n.t(key, { ...l.params, lng });
  };
  const nothingChanged = { en: /Nothing was changed\.$/, de: /Es wurde nichts geändert\.$/ };
  const badLines = ['Hero\nfour x Grunt', 'Hero\n1 x Nobody', 'Draw deck\n1 x Sgt. Johnson', '1 x Grunt', 'Hero\n1 x Grunt', 'Draw deck\n1 x The Maw', 'Adventure deck\n1 x Grunt', 'Draw deck\nlots of Grunts'];
  const both = <T,>(xs: readonly T[]) => xs.flatMap((x) => (['en', 'de'] as const).map((lng) => ({ x, lng })));

  it.each(both(badLines))('a skipped line has a whole reason in $lng naming its line, and does not claim nothing changed: %#', ({ x, lng }) => {
    const r = parseDeckText(`${x}\nDraw deck\n1 x UNSC Marine`);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.skipped).toHaveLength(1);
    const reason = message(r.value.skipped[0] as GameError, lng);
    expect(reason).not.toMatch(/\{\{|builder\.file/);
    expect(reason).not.toMatch(nothingChanged[lng]);
    expect(reason).not.toMatch(/nichts geändert|Nothing was changed/);
    expect(reason).toMatch(new RegExp(`^(Line|Zeile) ${String(r.value.skipped[0]?.params?.['line'])}\\b`));
  });

  it.each(both(['', '#'.repeat(20_001), ...badLines, 'Hero\n1 x Grunt\nDraw deck\n1 x Nobody']))('a refused text has a whole message in $lng saying nothing changed: %#', ({ x, lng }) => {
    const r = parseDeckText(x);
    if (r.ok) throw new Error('accepted');
    const said = message(r.error, lng);
    expect(said).not.toMatch(/\{\{|builder\.file/);
    expect(said).toMatch(nothingChanged[lng]);
  });

  it('names the card of a skipped line by its title', () => {
    const r = parseDeckText('Draw deck\n4 x Grunt\n1 x Grunt\n1 x UNSC Marine');
    if (!r.ok) throw new Error(r.error.code);
    expect(message(r.value.skipped[0] as GameError, 'de')).toBe('Zeile 3: Damit wären es 5 × Grunt, ein Deck darf aber höchstens 4 enthalten.');
    expect(message(r.value.skipped[0] as GameError, 'en')).toBe('Line 3: that makes 5 of Grunt, but a deck may hold at most 4.');
  });

  it('a line over the limit says how many copies were read', () => {
    const r = parseDeckText('Draw deck\n5 x Grunt');
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.deck.draw).toEqual({ grunt: 4 });
    expect(message(r.value.skipped[0] as GameError, 'en')).toBe('Line 2: 5 × Grunt is more than a deck may hold; 4 were read (at most 4 of a title).');
    expect(message(r.value.skipped[0] as GameError, 'de')).toBe('Zeile 2: 5 × Grunt sind mehr, als ein Deck enthalten darf; 4 wurden gelesen (höchstens 4 je Titel).');
  });

  it('counts the skipped lines of a refused text in the right plural form', () => {
    const one = parseDeckText('Draw deck\n1 x Nobody');
    const two = parseDeckText('Draw deck\n1 x Nobody\n1 x Plasma Kitten');
    if (one.ok || two.ok) throw new Error('accepted');
    expect(message(one.error, 'en')).toBe('No card could be read from this text: 1 line was left out, for the reason below. Nothing was changed.');
    expect(message(two.error, 'de')).toBe('Aus diesem Text ließ sich keine Karte lesen: 2 Zeilen wurden aus den unten genannten Gründen ausgelassen. Es wurde nichts geändert.');
  });

  it('the done sentences after skipped lines and "and N more" exist in both plural forms', () => {
    expect(i18n.t('builder.done.readTextSkipped', { name: 'X', count: 1, lng: 'en' })).toBe('“X” was read from the text list, but 1 line was left out (see below). Save it to keep it.');
    expect(i18n.t('builder.done.importedSkipped', { name: 'X', count: 3, lng: 'de' })).toBe('„X“ wurde importiert, aber 3 Zeilen der Liste wurden ausgelassen (siehe unten). Speichern Sie es, um es zu behalten.');
    expect(i18n.t('builder.skippedMore', { count: 5, lng: 'en' })).toBe('… and 5 more lines.');
    expect(i18n.t('builder.skippedMore', { count: 1, lng: 'de' })).toBe('… und 1 weitere Zeile.');
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
