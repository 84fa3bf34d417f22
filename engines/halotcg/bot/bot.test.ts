import { describe, expect, it } from 'vitest';
import { seedRng, unwrap, type BotLevel, type BotTurn } from '../../core';
import { STARTER_DECKS } from '../decks';
import { halotcgEngine as engine } from '../engine';
import type { HaloAction, HaloState } from '../types';
import type { HaloView } from '../view';
import { boundedBot, halotcgBot } from './index';
import { playMatch, statesOf } from './testing/match';

const limits = (iterations: number, rolloutDepth: number) => ({ iterations, capMs: 1e9, rolloutDepth, exploration: 0.3, keep: 4 });
const tiny = boundedBot({ normal: limits(2, 6), hard: limits(4, 10) });
const small = boundedBot({ normal: limits(12, 20), hard: limits(24, 30) });

const OPTIONS = { decks: ['chief-vs-covenant', 'fred-vs-flood', 'arbiter-vs-heretics'] };

function turnOf(s: HaloState, level: BotLevel, seed: string, chosen: Record<string, unknown> = OPTIONS): BotTurn<HaloView, HaloAction> {
  const seat = engine.activePlayers(s)[0] ?? 0;
  const options = unwrap(engine.parseOptions(chosen, s.players.length)) as never;
  return { seat, players: s.players.length, options, view: engine.view(s, seat), legal: engine.legalActions(s, seat), level, seed, budgetMs: 1e9, clock: () => 0 };
}

/** A 3-player game at an open window of the given timing, after the first turn, with hands to hide. */
function at(timing: string): HaloState {
  const states = statesOf(3, OPTIONS, 'fair', halotcgBot, 600);
  const s = states.find((x) => x.turnNumber >= 2 && x.turn.window?.timing === timing && x.pending.length === 0 && engine.legalActions(x, x.turn.window.next).length > 2);
  if (s === undefined) throw new Error(`no ${timing} window in the sample game`);
  return s;
}

type Change = (s: HaloState, me: number) => HaloState;
const other = (s: HaloState, me: number): number => (me + 1) % s.players.length;
const withPlayer = (s: HaloState, seat: number, change: (p: HaloState['players'][number]) => Partial<HaloState['players'][number]>): HaloState => ({
  ...s,
  players: s.players.map((p, i) => (i === seat ? { ...p, ...change(p) } : p)),
});

const CHANGES: readonly { name: string; change: Change }[] = [
  { name: 'the random generator', change: (s) => ({ ...s, rng: seedRng('another') }) },
  { name: 'the order of its own deck', change: (s, me) => withPlayer(s, me, (p) => ({ deck: [...p.deck].reverse() })) },
  { name: 'the order of another seat’s adventure deck', change: (s, me) => withPlayer(s, other(s, me), (p) => ({ adventure: [...p.adventure].reverse() })) },
  {
    name: 'another seat’s hand (swapped with its deck)',
    change: (s, me) =>
      withPlayer(s, other(s, me), (p) => ({ hand: p.deck.slice(0, p.hand.length), deck: [...p.deck.slice(p.hand.length), ...p.hand] })),
  },
];

describe('halotcgBot decides the same whatever it cannot see', () => {
  describe.each([
    { role: 'Free Peoples (company phase)', timing: 'company' },
    { role: 'Shadow (shadow phase)', timing: 'shadow' },
  ])('$role', ({ timing }) => {
    const s = at(timing);
    const me = engine.activePlayers(s)[0] ?? 0;
    describe.each(['easy', 'normal', 'hard'] as const)('%s', (level) => {
      it.each(CHANGES)('$name', ({ change }) => {
        const t = change(s, me);
        expect(t).not.toEqual(s);
        const a = turnOf(s, level, 'same');
        const b = turnOf(t, level, 'same');
        expect(b.view).toEqual(a.view);
        expect(small.decide(b)).toEqual(small.decide(a));
      });
    });
  });

  it('is deterministic for a seed', () => {
    const turn = turnOf(at('shadow'), 'hard', 'again');
    expect(small.decide(turn)).toEqual(small.decide(turn));
  });

  it('offers no play styles', () => {
    expect(halotcgBot.styles).toEqual([]);
  });
});

const DECKS = STARTER_DECKS.map((d) => d.id);
const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];
// Decks rotate from a different one at each table size, so every starter deck plays in several games.
const GAMES = [2, 3, 4, 5].map((players) => ({
  name: `${players} players, decks from ${DECKS[players % 4]}`,
  players,
  decks: Array.from({ length: players }, (_, i) => DECKS[(players + i) % 4] as string),
  levels: Array.from({ length: players }, (_, i) => LEVELS[(players + i) % 3] as BotLevel),
}));

describe('computer seats finish games with every starter deck, 2 to 5 players', () => {
  it.each(GAMES)('$name', ({ players, decks, levels }) => {
    const seats = levels.map((level) => ({ bot: tiny, level }));
    const result = playMatch({ players, options: { decks }, seed: `finish-${players}-${decks[0]}`, seats, maxActions: 8000, budgetMs: 1e9, clock: () => 0 });
    expect(result.outcome?.winners.length ?? 0).toBeGreaterThan(0);
  }, 60_000);
});

describe('the bid: Hard bids a wound at two seats to go first, the other levels bid none', () => {
  const decksOf = (players: number) => ({ decks: Array.from({ length: players }, (_, i) => DECKS[i % 4] as string) });
  const bidAt = (players: number): HaloState => unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(decksOf(players), players)), seed: `bid-${players}` }));
  it.each([
    { name: 'Hard at two seats bids 1', players: 2, level: 'hard' as const, bid: '1' },
    { name: 'Normal at two seats bids 0', players: 2, level: 'normal' as const, bid: '0' },
    { name: 'Easy at two seats bids 0', players: 2, level: 'easy' as const, bid: '0' },
    { name: 'Hard at three seats bids 0 (unmeasured there)', players: 3, level: 'hard' as const, bid: '0' },
  ])('$name', ({ players, level, bid }) => {
    const s = bidAt(players);
    expect(s.pending[s.pending.length - 1]?.kind).toBe('bid');
    expect(halotcgBot.decide(turnOf(s, level, 'bid', decksOf(players)))).toEqual({ type: 'choose', option: bid });
  });
});
