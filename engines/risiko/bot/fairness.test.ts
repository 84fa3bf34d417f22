import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core';
import { fairnessCases, unfairness, type HiddenChange } from '../../core/bot/testing/fairness';
import { CAMPAIGN_CARDS } from '../campaignCards';
import { risikoEngine as engine } from '../index';
import type { RisikoState } from '../types';
import { boundedBot, risikoBot } from './index';
import { newGame } from './testing/match';

const small = boundedBot({
  normal: { iterations: 20, capMs: 1e9, rolloutDepth: 30, exploration: 0.15 },
  hard: { iterations: 40, capMs: 1e9, rolloutDepth: 40, exploration: 0.15, root: 'halving' },
});

const other = (s: RisikoState, me: number): number => (me + 1) % s.players;

/** The next seat holds two more cards, so that hands are worth hiding. */
function withCards(s: RisikoState): RisikoState {
  const who = other(s, engine.activePlayers(s)[0] ?? 0);
  const f = s.seats[who]?.faction ?? 'unsc';
  const deck = s.decks[f].draw;
  return {
    ...s,
    seats: s.seats.map((st, i) => (i === who ? { ...st, hand: [...st.hand, ...deck.slice(-2)] } : st)),
    decks: { ...s.decks, [f]: { ...s.decks[f], draw: deck.slice(0, -2) } },
  };
}

/** Easy seats play `actions` moves, then the position stops at the first decision of the wanted phase. */
function played(players: number, options: Record<string, unknown>, seed: string, actions: number, phase: string): RisikoState {
  let s = newGame(players, options, seed);
  for (let i = 0; s.outcome === null && (i < actions || s.phase.kind !== phase || engine.legalActions(s, engine.activePlayers(s)[0] ?? 0).length < 2); i++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const legal = engine.legalActions(s, seat);
    const a = risikoBot.decide({ seat, players, options: s.options as never, view: engine.view(s, seat), legal, level: 'easy', seed: `${seed}:${i}`, budgetMs: 1e9, clock: () => 0 });
    const r = engine.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return withCards(s);
}

const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const POSITIONS = [
  { name: 'OBJECTIVE on THE RING, 4 seats, first reinforcement', make: once(() => withCards(newGame(4, { mode: 'objective', battlefield: 'the-ring' }, 'fair'))) },
  { name: 'ONE-ON-ONE on HAMMER, an attack in the third turn', make: once(() => played(2, { mode: 'one-on-one', battlefield: 'hammer' }, 'fair-duel', 40, 'attack')) },
  { name: 'OBJECTIVE on FORGE, 5 seats, a maneuver', make: once(() => played(5, { mode: 'objective', battlefield: 'forge' }, 'fair-five', 60, 'fortify')) },
];

const CHANGES: readonly HiddenChange<RisikoState>[] = [
  { name: 'the random generator', change: (s) => ({ ...s, rng: seedRng('another') }) },
  { name: 'the deck order', change: (s) => ({ ...s, decks: { ...s.decks, unsc: { ...s.decks.unsc, draw: [...s.decks.unsc.draw].reverse() } } }) },
  {
    name: 'another seat’s objectives',
    change: (s, me) => {
      const used = new Set(s.seats.flatMap((st) => [...st.objectives, ...st.completed]));
      const free = CAMPAIGN_CARDS.filter((c) => !used.has(c.id)).map((c) => c.id);
      return { ...s, seats: s.seats.map((st, i) => (i === other(s, me) ? { ...st, objectives: st.objectives.map((id) => (st.revealed.includes(id) ? id : (free.pop() ?? id))) } : st)) };
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

describe('risikoBot decides the same whatever its seat cannot see', () => {
  it.each(fairnessCases(POSITIONS, CHANGES, ['easy', 'normal', 'hard']))('$name', ({ make, change, level }) => {
    const s = make();
    expect(unfairness({ engine, bot: small, state: s, change, level, options: s.options as never, players: s.players })).toEqual([]);
  });
});
