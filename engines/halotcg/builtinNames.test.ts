/**
 * Card ids and card instances that are built-in JavaScript property names never reach a lookup as a card:
 * actions naming them are refused with a code (never thrown), and deck lists holding them are refused as
 * unknown cards. Every lookup by id goes through own-property checks (`cardById`, `parseAction`).
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, type Seat } from '../core';
import { cardById } from './cards';
import { validateDeck } from './decks';
import { halotcgEngine as engine } from './engine';
import { starterDeck } from './decks';
import type { HaloAction, HaloState } from './types';

const NAMES = ['toString', '__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf', 'length', '0', '0.0.0'];
const FIELDS = { play: ['card', 'on'], use: ['card'], healNamesake: ['card', 'target'], transfer: ['card', 'to'], staff: ['card', 'ship'], choose: ['option'] } as const;

/** States met in a seeded game of random legal actions, one per 7 actions. */
function states(seed: string): HaloState[] {
  const s = engine.setup({ players: 2, seed, options: {} });
  if (!s.ok) throw new Error(s.error.code);
  let st = s.value;
  const rng = new Random(seedRng(seed));
  const out: HaloState[] = [];
  for (let i = 0; i < 400 && st.outcome === null; i++) {
    const seat = engine.activePlayers(st)[0] as Seat;
    const legal = engine.legalActions(st, seat);
    if (i % 7 === 0) out.push(st);
    const r = engine.apply(st, seat, legal[rng.below(legal.length)] as HaloAction);
    if (!r.ok) throw new Error(r.error.code);
    st = r.value.state;
  }
  return out;
}

describe('built-in names as card ids', () => {
  it('no card is found under a built-in name', () => {
    for (const name of NAMES) expect(cardById(name)).toBeUndefined();
  });

  it('actions naming them are refused with a code in every state of a game, for every seat', () => {
    const rng = new Random(seedRng('names'));
    for (const s of states('names')) {
      for (const [type, fields] of Object.entries(FIELDS)) {
        for (const field of fields) {
          const name = NAMES[rng.below(NAMES.length)] as string;
          const base: Record<string, unknown> = { type, card: '0.1', on: '1.1', target: '0.2', to: '0.3', ship: '0.4', option: 'done', ability: 0 };
          const raw = Object.fromEntries(Object.entries({ ...base, [field]: name }).filter(([k]) => k === 'type' || k === 'ability' && type === 'use' || (fields as readonly string[]).includes(k)));
          for (const seat of [0, 1]) {
            const r = engine.apply(s, seat, raw as unknown as HaloAction);
            expect(r.ok ? 'accepted' : r.error.code, `${seat} ${JSON.stringify(raw)}`).toMatch(/^halotcg\//);
          }
        }
      }
    }
  });

  it('a deck list holding them is refused, never taken for real cards', () => {
    const deck = starterDeck('chief-vs-covenant');
    if (deck === undefined) throw new Error('no starter deck chief-vs-covenant');
    for (const name of NAMES.slice(0, 4)) {
      const draw = JSON.parse(`{"${name}": 4}`) as Record<string, number>;
      const codes = (d: Parameters<typeof validateDeck>[0]): string[] => validateDeck(d).map((e) => e.code);
      expect(codes({ ...deck, draw: { ...deck.draw, ...draw } })).toContain('halotcg/deck-unknown-card');
      expect(codes({ ...deck, hero: name })).toContain('halotcg/deck-hero');
      expect(codes({ ...deck, sites: [...deck.sites.slice(1), name] })).toContain('halotcg/deck-sites');
      const options = engine.parseOptions({ decks: [{ ...deck, draw: { ...deck.draw, ...draw } }, 'chief-vs-covenant'] }, 2);
      expect(options.ok ? 'accepted' : options.error.code).toBe('halotcg/seat-deck');
    }
  });
});

describe('options', () => {
  const cases: readonly { name: string; raw: unknown; want: string }[] = [
    { name: 'no options: the default decks', raw: {}, want: 'ok' },
    { name: 'a string', raw: 'chief', want: 'halotcg/bad-options' },
    { name: 'null', raw: null, want: 'halotcg/bad-options' },
    { name: 'an array', raw: [], want: 'halotcg/bad-options' },
    { name: 'an unknown key', raw: { decks: ['chief-vs-covenant', 'fred-vs-flood'], mode: 'x' }, want: 'halotcg/bad-options' },
    { name: 'a built-in name as key', raw: JSON.parse('{"__proto__": {"decks": 1}}') as unknown, want: 'halotcg/bad-options' },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const r = engine.parseOptions(c.raw, 2);
      expect(r.ok ? 'ok' : r.error.code).toBe(c.want);
    });
  }
});
