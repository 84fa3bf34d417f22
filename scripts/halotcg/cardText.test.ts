/** The card texts in the locale files say exactly what the card data does (regenerate with writeCardText). */
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/halotcg.json';
import en from '../../locales/en/halotcg.json';
import { ALL_CARDS, CARDS, LEGACY_CARDS } from '../../engines/halotcg';
import { cardLocale, cardText } from './cardText';

describe('halotcg card text', () => {
  it.each([...ALL_CARDS, ...LEGACY_CARDS].map((c) => [c.id] as const))('%s matches its data in both languages', (id) => {
    const c = CARDS[id];
    if (c === undefined) throw new Error(id);
    expect((en.cards as Record<string, unknown>)[id]).toEqual(cardLocale(c, 'en'));
    expect((de.cards as Record<string, unknown>)[id]).toEqual(cardLocale(c, 'de'));
  });

  it.each([
    ['flood-spore', 'en', 'When this is killed, remove (2) or wound another minion.'],
    ['flood-spore', 'de', 'Wenn diese Karte getötet wird, entfernen Sie (2) oder verwunden Sie einen anderen Schergen.'],
    ['coolant-pond', 'en', 'While you can spot a [Flood] minion, skip the sniping phase.'],
    ['crazed', 'en', 'Bearer must be a companion. Bearer is strength -1.'],
    ['m9-grenade', 'en', 'Bearer must be a [UNSC] companion or ally. Skirmish: (Only while bearer is skirmishing.) Discard this card to wound a minion in this skirmish.'],
  ] as const)('%s in %s reads as written', (id, l, text) => {
    const c = CARDS[id];
    if (c === undefined) throw new Error(id);
    expect(cardText(c, l)).toBe(text);
  });
});
