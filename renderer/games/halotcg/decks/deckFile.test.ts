import { describe, expect, it } from 'vitest';
import { STARTER_DECKS, type DeckList } from '../../../../engines/halotcg';
import { decodeDeck, deckFileText, encodeDeck, parseDeckFile } from './deckFile';

const chief = STARTER_DECKS[0] as DeckList;
const file = (over: Record<string, unknown>) => JSON.stringify({ format: 'halo-tabletop/deck', formatVersion: 1, name: 'Mine', hero: 'fred', sites: [], draw: { grunt: 2 }, ...over });
const code = (text: string) => {
  const r = parseDeckFile(text);
  return r.ok ? 'ok' : r.error.code;
};

describe('deck text in the settings', () => {
  it('round-trips every starter deck and an unfinished deck without a Hero', () => {
    for (const d of STARTER_DECKS) expect(decodeDeck(encodeDeck(d))).toEqual({ ...d, id: 'custom' });
    const unfinished: DeckList = { id: 'custom', hero: '', draw: {}, sites: [] };
    expect(decodeDeck(encodeDeck(unfinished))).toEqual(unfinished);
  });

  it('fits a starter deck in one pref (under 4,000 characters)', () => {
    expect(encodeDeck(chief).length).toBeLessThan(1000);
  });

  it.each(['', 'a|b', 'a|b|c', 'fred||grunt:x', 'fred||grunt:100', 'fred||grunt:1:2'])('refuses %j', (text) => {
    expect(decodeDeck(text)).toBeUndefined();
  });
});

describe('deck files', () => {
  it('reads back what it writes', () => {
    expect(parseDeckFile(deckFileText('Chief', chief))).toEqual({ ok: true, value: { name: 'Chief', deck: { ...chief, id: 'custom' } } });
  });

  it.each([
    { name: 'a deck without a Hero yet', text: file({ hero: '' }), want: 'ok' },
    { name: 'wrong JSON', text: '{"format": "halo-tabletop/deck", ', want: 'file/not-json' },
    { name: 'a save file', text: JSON.stringify({ format: 'halo-tabletop/save', formatVersion: 1 }), want: 'deckfile/not-a-deck' },
    { name: 'a JSON array', text: '[1,2,3]', want: 'deckfile/not-a-deck' },
    { name: 'a newer format', text: file({ formatVersion: 2 }), want: 'deckfile/version' },
    { name: 'no name', text: file({ name: 7 }), want: 'deckfile/malformed' },
    { name: 'counts that are text', text: file({ draw: { grunt: 'four' } }), want: 'deckfile/malformed' },
    { name: 'an extra field', text: file({ owner: 'x' }), want: 'deckfile/malformed' },
    { name: 'unknown card ids', text: file({ draw: { grunt: 1, 'made-up': 2 } }), want: 'deckfile/unknown-cards' },
    { name: 'version 5\'s Armor Lock, kept only for older saves', text: file({ draw: { grunt: 1, 'armor-lock-v5': 1 } }), want: 'deckfile/legacy-card' },
    { name: '10,000 entries', text: file({ draw: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`c${i}`, 1])) }), want: 'file/too-large' },
    { name: '1,000 short entries', text: file({ draw: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`c${i}`, 1])) }), want: 'file/too-many-values' },
    { name: '201 entries', text: file({ draw: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`c${i}`, 1])) }), want: 'deckfile/malformed' },
    { name: 'a prototype key', text: '{"format":"halo-tabletop/deck","__proto__":{"x":1}}', want: 'file/forbidden-key' },
    { name: 'deep nesting', text: `${'['.repeat(50)}${']'.repeat(50)}`, want: 'file/too-deep' },
  ])('$name: $want', ({ text, want }) => {
    expect(code(text)).toBe(want);
  });

  it('names the unknown cards (at most five) and counts them', () => {
    const r = parseDeckFile(file({ draw: { a1: 1, a2: 1, a3: 1, a4: 1, a5: 1, a6: 1 } }));
    expect(r).toEqual({ ok: false, error: { code: 'deckfile/unknown-cards', params: { count: 6, cards: 'a1, a2, a3, a4, a5' } } });
  });
});
