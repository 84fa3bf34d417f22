import { describe, expect, it } from 'vitest';
import { seedRng, unwrap } from '../../core';
import { fairnessCases, unfairness, type HiddenChange } from '../../core/bot/testing/fairness';
import { halotcgEngine as engine } from '../engine';
import type { HaloState } from '../types';
import { boundedBot, halotcgBot } from './index';
import { statesOf } from './testing/match';

// The shared fairness check (engines/core/bot/testing/fairness.ts): other hands, deck orders, the generator.
const limits = (iterations: number, rolloutDepth: number) => ({ iterations, capMs: 1e9, rolloutDepth, exploration: 0.3, keep: 4 });
// Normal here searches with UCB1 at the root (as the shipped Hard), Hard with halving on common samples (`root`).
const small = boundedBot({ normal: limits(6, 12), hard: { ...limits(12, 20), root: 'halving' } });

const OPTIONS = { decks: ['chief-vs-covenant', 'fred-vs-flood', 'arbiter-vs-heretics'] };
const TWO = { decks: ['fred-vs-flood', 'chief-vs-covenant'] };

/** The options each position was played with (the state does not keep them). */
const optionsOf = new Map<HaloState, Record<string, unknown>>();

/** The first open window of `timing` after the first turn with a choice to make, in a game between Easy seats. */
function at(players: number, options: Record<string, unknown>, seed: string, timing: string): () => HaloState {
  let made: HaloState | undefined;
  return () => {
    if (made !== undefined) return made;
    const s = statesOf(players, options, seed, halotcgBot, 600).find(
      (x) => x.turnNumber >= 2 && x.turn.window?.timing === timing && x.pending.length === 0 && engine.legalActions(x, x.turn.window.next).length > 2,
    );
    if (s === undefined) throw new Error(`no ${timing} window in the sample game`);
    optionsOf.set(s, options);
    return (made = s);
  };
}

const POSITIONS = [
  { name: '3 players, Free Peoples in the company phase', make: at(3, OPTIONS, 'fair', 'company') },
  { name: '3 players, Shadow in the shadow phase', make: at(3, OPTIONS, 'fair', 'shadow') },
  { name: '2 players, Shadow in the shadow phase', make: at(2, TWO, 'fair-two', 'shadow') },
];

const other = (s: HaloState, me: number): number => (me + 1) % s.players.length;
const withPlayer = (s: HaloState, seat: number, change: (p: HaloState['players'][number]) => Partial<HaloState['players'][number]>): HaloState => ({
  ...s,
  players: s.players.map((p, i) => (i === seat ? { ...p, ...change(p) } : p)),
});

const CHANGES: readonly HiddenChange<HaloState>[] = [
  { name: 'the random generator', change: (s) => ({ ...s, rng: seedRng('another') }) },
  { name: 'the order of its own deck', change: (s, me) => withPlayer(s, me, (p) => ({ deck: [...p.deck].reverse() })) },
  { name: 'the order of another seat’s deck', change: (s, me) => withPlayer(s, other(s, me), (p) => ({ deck: [...p.deck].reverse() })) },
  { name: 'the order of another seat’s adventure deck', change: (s, me) => withPlayer(s, other(s, me), (p) => ({ adventure: [...p.adventure].reverse() })) },
  {
    name: 'another seat’s hand (swapped with its deck)',
    change: (s, me) => withPlayer(s, other(s, me), (p) => ({ hand: p.deck.slice(0, p.hand.length), deck: [...p.deck.slice(p.hand.length), ...p.hand] })),
  },
];

describe('halotcgBot decides the same whatever its seat cannot see', () => {
  it.each(fairnessCases(POSITIONS, CHANGES, ['easy', 'normal', 'hard']))('$name', ({ make, change, level }) => {
    const s = make();
    const options = unwrap(engine.parseOptions(optionsOf.get(s), s.players.length));
    expect(unfairness({ engine, bot: small, state: s, change, level, options: options as never, players: s.players.length })).toEqual([]);
  });
});
