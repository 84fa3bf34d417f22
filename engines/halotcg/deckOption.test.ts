/** The deck option per seat: starter ids or whole deck lists, checked at setup and kept in the record. */
import { describe, expect, it } from 'vitest';
import { newRecord, replay, unwrap, type Json } from '../core';
import { STARTER_DECKS, type DeckList } from './decks';
import { halotcgEngine as engine } from './engine';
import type { HaloState } from './types';

const chief = STARTER_DECKS[0] as DeckList;
const fred = STARTER_DECKS[1] as DeckList;
/** A legal list of our own: the Fred deck with a fourth Corpsman for a Marine and Chief's sites. */
const custom: DeckList = { ...fred, id: 'my-fred', draw: { ...fred.draw, 'unsc-marine': 3, 'marine-corpsman': 4 }, sites: chief.sites };

const setup = (decks: readonly unknown[], seed = 'decks') => engine.setup({ players: decks.length, options: { decks } as never, seed });
const refusal = (decks: readonly unknown[]) => {
  const r = setup(decks);
  return r.ok ? 'accepted' : r.error;
};
const heroOf = (s: HaloState, seat: number): string | undefined => s.lists[seat]?.[0];

describe('a deck list per seat', () => {
  it('plays a custom list beside a starter deck: its Hero, its draw cards and its sites', () => {
    const s = unwrap(setup([chief.id, custom]));
    expect([heroOf(s, 0), heroOf(s, 1)]).toEqual(['master-chief', 'fred']);
    expect(s.players[1]?.deck.length).toBe(Object.values(custom.draw).reduce((a, b) => a + b, 0));
    expect(s.lists[1]?.filter((c) => c === 'marine-corpsman').length).toBe(4);
    expect(s.lists[1]?.slice(-9)).toEqual(custom.sites);
  });

  it('keeps the list in the options, so the record replays to the same state', () => {
    const options = unwrap(engine.parseOptions({ decks: [custom, 'arbiter-vs-heretics'] }, 2));
    expect(options.decks?.[0]).toEqual(custom);
    const record = newRecord(engine, 2, JSON.parse(JSON.stringify(options)) as Json, 'replay');
    const first = unwrap(replay<HaloState>(engine, record)).state;
    const again = unwrap(replay<HaloState>(engine, JSON.parse(JSON.stringify(record)) as typeof record)).state;
    expect(again).toEqual(first);
    expect(heroOf(first, 0)).toBe('fred');
  });

  it.each([
    { name: 'too small (seat 2)', decks: [chief.id, { ...custom, draw: { 'unsc-marine': 4, grunt: 4 } }], want: { code: 'halotcg/seat-deck', params: { seat: 2, problem: 'deck-too-small', count: 8, min: 60 } } },
    { name: 'no Hero (seat 1)', decks: [{ ...custom, hero: 'jacob-keyes' }, chief.id], want: { code: 'halotcg/seat-deck', params: { seat: 1, problem: 'deck-hero', card: 'jacob-keyes' } } },
    { name: 'an unknown card', decks: [chief.id, { ...custom, draw: { ...custom.draw, 'no-such-card': 1 } }], want: { code: 'halotcg/seat-deck', params: { seat: 2, problem: 'deck-unknown-card', card: 'no-such-card' } } },
    { name: 'unequal halves', decks: [chief.id, chief.id, { ...custom, draw: { ...custom.draw, 'unsc-marine': 4 } }], want: { code: 'halotcg/seat-deck', params: { seat: 3, problem: 'deck-unbalanced', fp: 31, shadow: 30 } } },
    { name: 'eight sites', decks: [{ ...custom, sites: custom.sites.slice(0, 8) }, chief.id], want: { code: 'halotcg/seat-deck', params: { seat: 1, problem: 'deck-sites', found: '1,2,3,4,5,6,7,8' } } },
  ])('refuses a deck that breaks the rules: $name', ({ decks, want }) => {
    expect(refusal(decks)).toEqual(want);
  });

  const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`card-${i}`, 1]));
  it.each([
    { name: 'an unknown starter id', deck: 'no-such-deck' },
    { name: 'null', deck: null },
    { name: 'an array', deck: [] },
    { name: 'a missing field', deck: { id: 'x', hero: 'fred', draw: {} } },
    { name: 'an extra field', deck: { ...custom, owner: 'me' } },
    { name: 'a negative count', deck: { ...custom, draw: { ...custom.draw, grunt: -1 } } },
    { name: 'a fractional count', deck: { ...custom, draw: { ...custom.draw, grunt: 1.5 } } },
    { name: '100 copies', deck: { ...custom, draw: { ...custom.draw, grunt: 100 } } },
    { name: '10,000 entries', deck: { ...custom, draw: many } },
    { name: 'a card id of 41 characters', deck: { ...custom, draw: { ['x'.repeat(41)]: 1 } } },
    { name: 'sites that are not a list', deck: { ...custom, sites: 'all' } },
    { name: '21 sites', deck: { ...custom, sites: Array.from({ length: 21 }, () => 'coolant-pond') } },
  ])('refuses a malformed deck option as bad-options naming its seat: $name', ({ deck }) => {
    expect(refusal([chief.id, deck])).toEqual({ code: 'halotcg/bad-options', params: { field: 'decks.1' } });
  });

  it('refuses a deck list of the wrong length', () => {
    expect(refusal([chief.id])).toEqual({ code: 'halotcg/bad-options', params: { field: 'players' } });
    expect(engine.parseOptions({ decks: [chief.id] }, 2)).toEqual({ ok: false, error: { code: 'halotcg/bad-options', params: { field: 'decks' } } });
  });
});
