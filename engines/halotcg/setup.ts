/** A new game: each seat's deck (a starter or its own list) dealt into instances, Heroes in play, decks pre-shuffled, the bid asked. */
import { Random, seedRng } from '../core';
import { deckOf } from './deckOption';
import { flatDraw, STARTER_DECKS, type DeckList } from './decks';
import { bidOptions } from './starting';
import type { HaloOptions, HaloState, PlayerState } from './types';

function seatCards(deck: DeckList): string[] {
  return [deck.hero, ...flatDraw(deck), ...deck.sites];
}

function seatState(seat: number, deck: DeckList, rng: Random): PlayerState {
  const drawn = flatDraw(deck).map((_, i) => `${seat}.${i + 1}`);
  const sites = deck.sites.map((_, i) => `${seat}.${i + 1 + drawn.length}`);
  return {
    // Pre-shuffled so that starting companions are taken from a secret order; shuffled again after.
    deck: rng.shuffle(drawn),
    hand: [],
    discard: [],
    dead: [],
    flipped: [],
    removed: [],
    adventure: sites,
    company: [`${seat}.0`],
    support: [],
    minions: [],
    attached: [],
    stacked: [],
    pos: 1,
    hero: `${seat}.0`,
    out: false,
    bid: null,
  };
}

export function defaultDecks(players: number): string[] {
  return Array.from({ length: players }, (_, i) => STARTER_DECKS[i % STARTER_DECKS.length]?.id ?? '');
}

export function initialState(options: HaloOptions, players: number, seed: string): HaloState {
  const rng = new Random(seedRng(seed));
  const decks = (options.decks ?? defaultDecks(players)).map((d) => deckOf(d) ?? (STARTER_DECKS[0] as DeckList));
  const lists = decks.map(seatCards);
  const ps = decks.map((d, i) => seatState(i, d, rng));
  const s: HaloState = {
    players: ps,
    lists,
    inPlay: Object.fromEntries(ps.map((p) => [p.hero, { w: 0 }])),
    path: Array.from({ length: 10 }, () => null),
    twilight: 0,
    turnNumber: 0,
    turn: { fp: 0, phase: 'bid', stage: 'bid', shadowSeat: 0, moves: 0, window: null, fights: [], current: null, fierce: false, reconcile: [], response: null, snipe: 0, sniped: null },
    mods: [],
    pending: [],
    queue: [],
    contexts: [],
    triggers: null,
    assigners: [],
    first: 0,
    moveLimit: players === 2 ? 2 : players - 1,
    rng: rng.state,
    outcome: null,
  };
  s.pending.push({ kind: 'bid', seat: 0, options: bidOptions(s, 0) });
  return s;
}
