import { describe, expect, it } from 'vitest';
import { seedRng, type BotLevel, type BotTurn } from '../../core';
import { CAMPAIGN_CARDS } from '../campaignCards';
import { risikoEngine as engine } from '../index';
import type { RisikoAction, RisikoState } from '../types';
import type { RisikoView } from '../view';
import { boundedBot, risikoBot } from './index';
import { newGame, playMatch, type MatchSeat } from './testing/match';

const tiny = boundedBot({ normal: { iterations: 6, capMs: 1e9, rolloutDepth: 20, exploration: 0.15 }, hard: { iterations: 12, capMs: 1e9, rolloutDepth: 30, exploration: 0.15 } });
const small = boundedBot({ normal: { iterations: 20, capMs: 1e9, rolloutDepth: 30, exploration: 0.15 }, hard: { iterations: 40, capMs: 1e9, rolloutDepth: 40, exploration: 0.15 } });

function turnOf(s: RisikoState, level: BotLevel, seed: string): BotTurn<RisikoView, RisikoAction> {
  const seat = engine.activePlayers(s)[0] ?? 0;
  return { seat, players: s.players, options: s.options as never, view: engine.view(s, seat), legal: engine.legalActions(s, seat), level, seed, budgetMs: 1e9, clock: () => 0 };
}

type Change = (s: RisikoState, me: number) => RisikoState;
const other = (s: RisikoState, me: number): number => (me + 1) % s.players;

/** A 4-player game at its first turn, the next seat holding two more cards so that hands are worth hiding. */
function base(): RisikoState {
  const s = newGame(4, { mode: 'objective', battlefield: 'the-ring' }, 'fair');
  const who = other(s, engine.activePlayers(s)[0] ?? 0);
  const f = s.seats[who]?.faction ?? 'unsc';
  const deck = s.decks[f].draw;
  return {
    ...s,
    seats: s.seats.map((st, i) => (i === who ? { ...st, hand: [...st.hand, ...deck.slice(-2)] } : st)),
    decks: { ...s.decks, [f]: { ...s.decks[f], draw: deck.slice(0, -2) } },
  };
}

const CHANGES: readonly { name: string; change: Change }[] = [
  { name: 'the random generator', change: (s) => ({ ...s, rng: seedRng('another') }) },
  { name: 'the deck order', change: (s) => ({ ...s, decks: { ...s.decks, unsc: { ...s.decks.unsc, draw: [...s.decks.unsc.draw].reverse() } } }) },
  {
    name: 'another seat’s objectives',
    change: (s, me) => {
      const used = new Set(s.seats.flatMap((st) => st.objectives));
      const free = CAMPAIGN_CARDS.filter((c) => !used.has(c.id)).map((c) => c.id);
      return { ...s, seats: s.seats.map((st, i) => (i === other(s, me) ? { ...st, objectives: free.slice(0, st.objectives.length) } : st)) };
    },
  },
  {
    name: 'another seat’s hand (swapped with the deck)',
    change: (s, me) => {
      const who = other(s, me);
      const st = s.seats[who];
      if (st === undefined) return s;
      const f = st.faction;
      const draw = s.decks[f].draw;
      const n = st.hand.length;
      return {
        ...s,
        seats: s.seats.map((x, i) => (i === who ? { ...x, hand: draw.slice(0, n) } : x)),
        decks: { ...s.decks, [f]: { ...s.decks[f], draw: [...draw.slice(n), ...st.hand] } },
      };
    },
  },
];

describe('risikoBot', () => {
  it('offers its play styles', () => {
    expect(risikoBot.styles).toEqual(['aggressive', 'defensive']);
  });

  describe.each(['easy', 'normal', 'hard'] as const)('decides the same whatever it cannot see (%s)', (level) => {
    it.each(CHANGES)('$name', ({ change }) => {
      const s = base();
      const me = engine.activePlayers(s)[0] ?? 0;
      const t = change(s, me);
      expect(t).not.toEqual(s);
      const a = turnOf(s, level, 'same');
      const b = turnOf(t, level, 'same');
      expect(b.view).toEqual(a.view);
      expect(small.decide(b)).toEqual(small.decide(a));
    });
  });

  it('is deterministic for a seed', () => {
    const turn = turnOf(base(), 'hard', 'again');
    expect(small.decide(turn)).toEqual(small.decide(turn));
  });
});

const GAMES: readonly { name: string; players: number; options: Record<string, unknown>; levels: readonly BotLevel[] }[] = [
  { name: 'ONE-ON-ONE on HAMMER, quick', players: 2, options: { mode: 'one-on-one', battlefield: 'hammer' }, levels: ['hard', 'easy'] },
  { name: 'ONE-ON-ONE on ANVIL, manual', players: 2, options: { mode: 'one-on-one', battlefield: 'anvil', setup: 'manual' }, levels: ['easy', 'normal'] },
  { name: 'OBJECTIVE on THE RING, 3 seats, manual', players: 3, options: { mode: 'objective', battlefield: 'the-ring', setup: 'manual' }, levels: ['easy', 'normal', 'easy'] },
  { name: 'OBJECTIVE on FORGE, 5 seats', players: 5, options: { mode: 'objective', battlefield: 'forge' }, levels: ['easy', 'easy', 'hard', 'easy', 'easy'] },
  { name: 'SLAYER on THE RING, 4 seats', players: 4, options: { mode: 'slayer', battlefield: 'the-ring' }, levels: ['easy', 'easy', 'easy', 'normal'] },
  { name: 'SLAYER on FORGE, 3 seats, manual', players: 3, options: { mode: 'slayer', battlefield: 'forge', setup: 'manual' }, levels: ['easy', 'easy', 'easy'] },
  { name: 'TEAM OBJECTIVE on THE RING, 4 seats', players: 4, options: { mode: 'team-objective', battlefield: 'the-ring' }, levels: ['normal', 'easy', 'easy', 'easy'] },
  { name: 'TEAM OBJECTIVE on FORGE, 5 seats, manual', players: 5, options: { mode: 'team-objective', battlefield: 'forge', setup: 'manual' }, levels: ['easy', 'easy', 'easy', 'easy', 'hard'] },
];

describe('computer seats finish games of every mode and battlefield', () => {
  it.each(GAMES)('$name', ({ players, options, levels }) => {
    const styles = [{}, { style: 'aggressive' }, { style: 'defensive' }];
    const seats: MatchSeat[] = levels.map((level, i) => ({ bot: tiny, level, ...styles[i % 3] }));
    const result = playMatch({ players, options, seed: `finish-${players}-${String(options.battlefield)}`, seats, maxActions: 6000, budgetMs: 1e9, clock: () => 0 });
    expect(result.outcome?.winners.length ?? 0).toBeGreaterThan(0);
  }, 30_000);
});
