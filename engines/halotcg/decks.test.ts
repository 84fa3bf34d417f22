/** Deck validation: the starter decks pass; each rule of the rulebook has a failing case (Sgt. Johnson copies among them). */
import { describe, expect, it } from 'vitest';
import type { Card } from './cardTypes';
import { ALL_CARDS, CARDS } from './cards';
import { STARTER_DECKS, validateDeck, type DeckList } from './decks';
import { halotcgEngine } from './engine';
import { DEFENCE_FP_CARDS, DEFENCE_SHADOW_CARDS } from './cards/defences';
import { TACTICS_FP_CARDS, TACTICS_SHADOW_CARDS } from './cards/tactics';

const base = STARTER_DECKS[0] as DeckList;
const codes = (d: DeckList): string[] => validateDeck(d).map((e) => e.code);

describe('deck validation', () => {
  it.each(STARTER_DECKS.map((d) => [d.id, d] as const))('starter deck %s is legal', (_id, d) => {
    expect(validateDeck(d)).toEqual([]);
  });

  it('the Chief deck can meet ships: two Seraphs in its Covenant half, beside the only fierce minion and defender +1 of the starters', () => {
    const chief = STARTER_DECKS.find((d) => d.id === 'chief-vs-covenant') as DeckList;
    const ofChief = (f: (c: Card) => boolean) => Object.entries(chief.draw).filter(([id]) => f(CARDS[id] as Card));
    expect(ofChief((c) => c.kind === 'ship' && c.side === 'shadow')).toEqual([['seraph', 2]]);
    const keyword = (k: string) => (c: Card) => (c.keywords ?? []).some((x) => x.k === k);
    const inOthers = (f: (c: Card) => boolean) => STARTER_DECKS.filter((d) => d !== chief).flatMap((d) => Object.keys(d.draw).filter((id) => f(CARDS[id] as Card)));
    expect(ofChief(keyword('fierce')).map(([id]) => id)).toEqual(['zuka-zamamee']);
    expect(ofChief(keyword('defender')).map(([id]) => id)).toEqual(['mobuto']);
    expect(inOthers(keyword('fierce'))).toEqual([]);
    expect(inOthers(keyword('defender'))).toEqual([]);
  });

  it('has at least 120 distinct cards and two adventure decks of nine', () => {
    expect(ALL_CARDS.filter((c) => c.kind !== 'site').length).toBeGreaterThanOrEqual(120);
    expect(ALL_CARDS.filter((c) => c.kind === 'site').length).toBe(18);
    expect(new Set(ALL_CARDS.map((c) => c.id)).size).toBe(ALL_CARDS.length);
  });

  it.each([
    { name: 'rulebook: four Sgt. Johnson, Sarge are fine', draw: { 'johnson-sarge': 4, 'johnson-veteran': 0 }, want: [] },
    { name: 'rulebook: two of each Sgt. Johnson are fine', draw: { 'johnson-sarge': 2, 'johnson-veteran': 2 }, want: [] },
    { name: 'rulebook: four of each Sgt. Johnson is too many', draw: { 'johnson-sarge': 4, 'johnson-veteran': 4 }, want: ['halotcg/deck-too-many-copies', 'halotcg/deck-unbalanced'] },
  ])('$name', ({ draw, want }) => {
    const fp = { ...base.draw, ...draw } as Record<string, number>;
    const d: DeckList = { ...base, draw: { ...fp, grunt: (fp.grunt ?? 0) + 0 } };
    // Keep the halves equal by adjusting the Shadow side to the Free Peoples count.
    const fpCount = Object.entries(d.draw).filter(([id]) => ALL_CARDS.find((c) => c.id === id && c.kind !== 'site' && c.side === 'fp')).reduce((n, [, k]) => n + k, 0);
    const shCount = Object.entries(d.draw).filter(([id]) => ALL_CARDS.find((c) => c.id === id && c.kind !== 'site' && c.side === 'shadow')).reduce((n, [, k]) => n + k, 0);
    const balanced = want.includes('halotcg/deck-unbalanced') ? d : { ...d, draw: { ...d.draw, 'jackal-sniper': (d.draw['jackal-sniper'] ?? 0) + fpCount - shCount } };
    expect(codes(balanced).sort()).toEqual([...want].sort());
  });

  it.each([
    { name: 'no Hero', deck: { ...base, hero: 'jacob-keyes' }, want: 'halotcg/deck-hero' },
    { name: 'four copies of the Hero title', deck: { ...base, draw: { ...base.draw, 'master-chief': 4, grunt: 8 } }, want: 'halotcg/deck-too-many-copies' },
    { name: 'a site in the draw deck', deck: { ...base, draw: { ...base.draw, 'coolant-pond': 1 } }, want: 'halotcg/deck-site-in-draw' },
    { name: 'fewer than 60 cards', deck: { ...base, draw: { 'unsc-marine': 4, grunt: 4 } }, want: 'halotcg/deck-too-small' },
    { name: 'unequal halves', deck: { ...base, draw: { ...base.draw, grunt: 5 } }, want: 'halotcg/deck-unbalanced' },
    { name: 'two site 5s', deck: { ...base, sites: [...base.sites.slice(0, 8), 'delta-halo'] }, want: 'halotcg/deck-sites' },
    { name: 'an unknown card', deck: { ...base, draw: { ...base.draw, 'no-such-card': 1 } }, want: 'halotcg/deck-unknown-card' },
  ])('refuses $name', ({ deck, want }) => {
    expect(codes(deck)).toContain(want);
  });
});

describe('version 5\'s Armor Lock, kept only so that records of version 5 replay', () => {
  const reach = STARTER_DECKS.find((d) => d.id === 'reach-vs-insurrection') as DeckList;
  const legacy: DeckList = { ...reach, draw: Object.fromEntries(Object.entries(reach.draw).map(([id, n]) => [id === 'armor-lock' ? 'armor-lock-v5' : id, n])) };

  it('a deck list naming it is refused by deck validation (the builder, its files and the launcher)', () => {
    expect(codes(legacy)).toEqual(['halotcg/deck-legacy-card']);
    expect(validateDeck(legacy)[0]?.params).toEqual({ card: 'armor-lock-v5' });
  });

  it('a game\'s options still take it, as a record of version 5 is read with it (migrations.ts)', () => {
    expect(validateDeck(legacy, true)).toEqual([]);
    expect(halotcgEngine.parseOptions({ decks: [legacy, 'chief-vs-covenant'] }, 2).ok).toBe(true);
  });
});

describe('the cards of issue 19 in a starter deck, so players meet them', () => {
  it('the Reach deck holds 19 of the 32 (9 of the 20 tactics, 8 of the 10 defences, both answers to a kill), of both sides', () => {
    const reach = STARTER_DECKS.find((d) => d.id === 'reach-vs-insurrection') as DeckList;
    const held = (cards: readonly Card[]) => cards.filter((c) => (reach.draw[c.id] ?? 0) > 0);
    const tactics = held([...TACTICS_FP_CARDS, ...TACTICS_SHADOW_CARDS]);
    const defences = held([...DEFENCE_FP_CARDS, ...DEFENCE_SHADOW_CARDS]);
    expect([TACTICS_FP_CARDS.length + TACTICS_SHADOW_CARDS.length, DEFENCE_FP_CARDS.length + DEFENCE_SHADOW_CARDS.length]).toEqual([20, 12]);
    expect([tactics.length, defences.length]).toEqual([9, 10]);
    expect(new Set([...tactics, ...defences].map((c) => (c.kind === 'site' ? 'site' : c.side)))).toEqual(new Set(['fp', 'shadow']));
  });
});
