import { describe, expect, it } from 'vitest';
import { cardById, STARTER_DECKS, validateDeck, type Card, type DeckList } from '../../../../engines/halotcg';
import { addCard, BROWSE_ORDER, deckCounts, deckShape, EMPTY_DECK, matches, NO_FILTER, removeCard, type CardFilter } from './deckModel';

const card = (id: string): Card => cardById(id) as Card;

describe('building a deck', () => {
  it('puts the first Hero in the Hero place, a second copy in the draw deck, sites in the adventure deck', () => {
    let d = addCard(EMPTY_DECK, 'master-chief');
    d = addCard(d, 'master-chief');
    d = addCard(addCard(d, 'grunt'), 'coolant-pond');
    expect(d).toEqual({ id: 'custom', hero: 'master-chief', draw: { 'master-chief': 1, grunt: 1 }, sites: ['coolant-pond'] });
    expect(addCard(d, 'no-such-card')).toBe(d);
  });

  it('removes one copy at a time from the zone asked, dropping an entry at zero', () => {
    const d: DeckList = { id: 'custom', hero: 'fred', draw: { grunt: 2, 'unsc-marine': 1 }, sites: ['coolant-pond', 'coolant-pond'] };
    expect(removeCard(d, 'draw', 'grunt').draw).toEqual({ grunt: 1, 'unsc-marine': 1 });
    expect(removeCard(d, 'draw', 'unsc-marine').draw).toEqual({ grunt: 2 });
    expect(removeCard(d, 'sites', 'coolant-pond').sites).toEqual(['coolant-pond']);
    expect(removeCard(d, 'hero', 'fred').hero).toBe('');
    expect(removeCard(d, 'hero', 'grunt')).toBe(d);
  });

  it('counts each starter deck as the engine sees it: equal halves of at least 30 and nine sites', () => {
    for (const d of STARTER_DECKS) {
      const c = deckCounts(d);
      expect([c.fp === c.shadow, c.fp >= 30, c.draw, c.sites]).toEqual([true, true, c.fp + c.shadow, 9]);
      expect(validateDeck(d)).toEqual([]);
    }
  });
});

describe('the header agrees with the messages', () => {
  it.each([
    { name: 'a site put in the draw deck is not counted as a draw card', draw: { grunt: 2, 'unsc-marine': 2, maw: 1 }, want: 4 },
    { name: 'an unknown card is not counted either', draw: { grunt: 1, 'no-such-card': 3 }, want: 1 },
    { name: 'an empty deck', draw: {}, want: 0 },
  ])('$name', ({ draw, want }) => {
    const d: DeckList = { ...EMPTY_DECK, draw };
    expect(deckCounts(d).draw).toBe(want);
    expect(validateDeck(d).find((e) => e.code === 'halotcg/deck-too-small')?.params?.['count']).toBe(want);
  });
});

describe('the deck at a glance', () => {
  it('counts the draw deck by cost (5 and more together), culture and kind, sites and unknown cards left out', () => {
    const d: DeckList = { ...EMPTY_DECK, hero: 'master-chief', draw: { grunt: 3, 'unsc-marine': 2, 'elite-veteran': 1, maw: 1, 'no-such-card': 2 }, sites: ['maw'] };
    const costs = (id: string) => {
      const c = BROWSE_ORDER.find((x) => x.id === id);
      return c === undefined || c.kind === 'site' ? -1 : Math.min(c.twilight, 5);
    };
    const want = [0, 0, 0, 0, 0, 0];
    for (const [id, n] of [['grunt', 3], ['unsc-marine', 2], ['elite-veteran', 1]] as const) want[costs(id)] = (want[costs(id)] ?? 0) + n;
    const shape = deckShape(d);
    expect(shape.curve).toEqual(want);
    expect(shape.cultures).toEqual([['covenant', 4], ['unsc', 2]]);
    expect(shape.kinds).toEqual([['minion', 4], ['companion', 2]]);
  });
  it('an empty deck has a flat curve and no counts', () => {
    expect(deckShape(EMPTY_DECK)).toEqual({ curve: [0, 0, 0, 0, 0, 0], cultures: [], kinds: [] });
  });
});

describe('filters', () => {
  const cases: { name: string; f: Partial<CardFilter>; id: string; words?: string; want: boolean }[] = [
    { name: 'side: Grunt is Shadow', f: { side: 'shadow' }, id: 'grunt', want: true },
    { name: 'side: Grunt is not Free Peoples', f: { side: 'fp' }, id: 'grunt', want: false },
    { name: 'side: sites', f: { side: 'site' }, id: 'coolant-pond', want: true },
    { name: 'culture: Chief is UNSC', f: { culture: 'unsc' }, id: 'master-chief', want: true },
    { name: 'culture: a site has none', f: { culture: 'unsc' }, id: 'coolant-pond', want: false },
    { name: 'kind: Pillar of Autumn is a ship', f: { kind: 'ship' }, id: 'pillar-of-autumn', want: true },
    { name: 'cost: Chief costs 4', f: { cost: 4 }, id: 'master-chief', want: true },
    { name: 'cost: Chief is not 3', f: { cost: 3 }, id: 'master-chief', want: false },
    { name: 'site number: Blue Elite is site 4', f: { site: 4 }, id: 'blue-elite', want: true },
    { name: 'site number: Jeromi is at home at 6', f: { site: 6 }, id: 'jeromi', want: true },
    { name: 'text, in any case', f: { text: 'SPARTAN' }, id: 'master-chief', words: 'Master Chief Spartan', want: true },
    { name: 'text not found', f: { text: 'grunt' }, id: 'master-chief', words: 'Master Chief Spartan', want: false },
  ];
  it.each(cases)('$name', ({ f, id, words, want }) => {
    expect(matches(card(id), words ?? '', { ...NO_FILTER, ...f })).toBe(want);
  });

  it('cost 5 means 5 or more', () => {
    const costly = BROWSE_ORDER.filter((c) => matches(c, '', { ...NO_FILTER, cost: 5 }));
    expect(costly.length).toBeGreaterThan(0);
    expect(costly.every((c) => c.kind !== 'site' && c.twilight >= 5)).toBe(true);
  });

  it('browses every card once', () => {
    expect(new Set(BROWSE_ORDER.map((c) => c.id)).size).toBe(BROWSE_ORDER.length);
  });
});
