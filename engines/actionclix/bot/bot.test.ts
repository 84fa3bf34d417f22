import { describe, expect, it } from 'vitest';
import { Random, seedRng, type BotLevel, type BotTurn } from '../../core';
import { newMatchGame, playMatch, type MatchSeat } from '../../core/bot/testing/match';
import { battlemapOf, buildBattlemap } from '../battlemap';
import { actionclixEngine as engine } from '../engine';
import { modeOf } from '../modes';
import type { ActionClixAction, ActionClixState } from '../types';
import type { ActionClixView } from '../view';
import { determinise } from './determinise';
import { actionclixBot, boundedBot, positionKey } from './index';

const tiny = boundedBot({
  normal: { iterations: 8, capMs: 1e9, rolloutDepth: 8, exploration: 0.2, breadth: { moves: 2, shots: 2 } },
  hard: { iterations: 16, capMs: 1e9, rolloutDepth: 8, exploration: 0.2, breadth: { moves: 3, shots: 2 } },
});

type Seats = MatchSeat<ActionClixView, ActionClixAction>;

function turnOf(s: ActionClixState, level: BotLevel, seed: string): BotTurn<ActionClixView, ActionClixAction> {
  const seat = engine.activePlayers(s)[0] ?? 0;
  return { seat, players: s.players, options: s.options as never, view: engine.view(s, seat), legal: engine.legalActions(s, seat), level, seed, budgetMs: 1e9, clock: () => 0 };
}

/** Plays a game with Easy seats up to the first turn after both deployments (a position with choices). */
function midGame(players: number, options: Record<string, unknown>, seed: string, actions: number): ActionClixState {
  let s = newMatchGame(engine, players, options, seed);
  for (let i = 0; i < actions && s.outcome === null; i++) {
    const t = turnOf(s, 'easy', `${seed}:${i}`);
    const a = actionclixBot.decide(t);
    const r = engine.apply(s, t.seat, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return s;
}

/** Played once on first use (states are immutable, so the tests share them). */
function once(make: () => ActionClixState): () => ActionClixState {
  let s: ActionClixState | undefined;
  return () => (s ??= make());
}

const POSITIONS = [
  { name: 'a basic game', make: once(() => midGame(2, { battlefield: 'quick' }, 'pos-basic', 40)) },
  { name: 'a Scarab game', make: once(() => midGame(2, { mode: 'scarab', scarab: { power: 'normal', scarabSeat: 1 } }, 'pos-scarab', 40)) },
];

describe('determinise', () => {
  it.each(POSITIONS)('rebuilds the state of $name from its view, all but the generator', ({ make }) => {
    const s = make();
    const rebuilt = determinise(engine.view(s, 0), new Random(seedRng('any')));
    expect({ ...rebuilt, rng: s.rng }).toEqual(s);
    expect(rebuilt.rng).not.toEqual(s.rng);
  });

  it.each(POSITIONS)('gives every sample of $name the battlemap a fresh build would have', ({ make }) => {
    const s = make();
    const view = engine.view(s, 0);
    const rng = new Random(seedRng('samples'));
    const [a, b] = [determinise(view, rng), determinise(view, rng)] as const;
    const fresh = buildBattlemap(a, modeOf(a));
    for (const sample of [a, b]) {
      const m = battlemapOf(sample, modeOf(sample));
      expect(m.s).toBe(sample);
      expect([...m.occ]).toEqual([...fresh.occ]);
      expect([...m.occTeam]).toEqual([...fresh.occTeam]);
    }
  });
});

describe('positionKey (the search lists and prunes moves once per key)', () => {
  const s = POSITIONS[0]?.make() as ActionClixState;
  const onMap = s.units.findIndex((u) => u.status === 'map');
  const changed = (patch: Partial<ActionClixState['units'][number]>): ActionClixState => ({ ...s, units: s.units.map((u, i) => (i === onMap ? { ...u, ...patch } : u)) });
  const free = (s.units[onMap]?.sq ?? 0) + 1;
  it.each([
    { name: 'damage', other: () => changed({ click: (s.units[onMap]?.click ?? 0) + 1 }), seat: 0, same: true },
    { name: 'the dice', other: () => ({ ...s, rng: seedRng('other dice') }), seat: 0, same: true },
    { name: 'a unit on another square', other: () => changed({ sq: free }), seat: 0, same: false },
    { name: 'a grenade thrown', other: () => changed({ grenades: (s.units[onMap]?.grenades ?? 1) - 1 }), seat: 0, same: false },
    { name: 'another seat asking', other: () => s, seat: 1, same: false },
  ])('$name: same key $same', ({ other, seat, same }) => {
    expect(positionKey(other(), seat) === positionKey(s, 0)).toBe(same);
  });
});

describe.each(['easy', 'normal', 'hard'] as const)('actionclixBot decides the same whatever the dice will be (%s)', (level) => {
  it.each(POSITIONS)('$name', ({ make }) => {
    const s = make();
    const t = { ...s, rng: seedRng('another generator') };
    const a = turnOf(s, level, 'same');
    const b = turnOf(t, level, 'same');
    expect(b.view).toEqual(a.view);
    expect(tiny.decide(b)).toEqual(tiny.decide(a));
  });
});

describe("Hard's anchor: Normal's choice stands unless its own search finds a clearly better move", () => {
  const normal = { iterations: 8, capMs: 1e9, rolloutDepth: 8, exploration: 0.2, breadth: { moves: 2, shots: 2 } };
  const own = { iterations: 16, capMs: 1e9, rolloutDepth: 8, exploration: 0.2, breadth: { moves: 3, shots: 2 } };
  const alone = boundedBot({ normal, hard: own });
  it('tells the two apart: Normal and Hard alone choose differently in one of the positions', () => {
    const differ = POSITIONS.some(({ make }) => JSON.stringify(alone.decide(turnOf(make(), 'normal', 'anchor'))) !== JSON.stringify(alone.decide(turnOf(make(), 'hard', 'anchor'))));
    expect(differ).toBe(true);
  });
  it.each([
    { name: "an anchor no move can beat: the anchor's choice", margin: Infinity, level: 'normal' as const },
    { name: "an anchor every move beats: its own search's choice", margin: -Infinity, level: 'hard' as const },
  ])('$name', ({ margin, level }) => {
    const anchored = boundedBot({ hard: { ...own, anchor: { limits: normal, margin, visits: 0 } } });
    for (const { make } of POSITIONS) {
      const s = make();
      expect(anchored.decide(turnOf(s, 'hard', 'anchor'))).toEqual(alone.decide(turnOf(s, level, 'anchor')));
    }
  });
});

it('is deterministic for a seed', () => {
  const turn = turnOf(POSITIONS[0]?.make() as ActionClixState, 'hard', 'again');
  expect(tiny.decide(turn)).toEqual(tiny.decide(turn));
});

const GAMES: readonly { name: string; players: number; options: Record<string, unknown>; levels: readonly BotLevel[] }[] = [
  { name: '2 players, quick battlefield', players: 2, options: { battlefield: 'quick', killsToWin: 3 }, levels: ['hard', 'easy'] },
  { name: '2 players, standard battlefield', players: 2, options: { killsToWin: 2 }, levels: ['easy', 'normal'] },
  { name: '3 players', players: 3, options: { killsToWin: 2 }, levels: ['easy', 'normal', 'easy'] },
  { name: '4 players', players: 4, options: { killsToWin: 2 }, levels: ['easy', 'easy', 'easy', 'hard'] },
  { name: '4 players in teams with shared spawn points', players: 4, options: { teams: 'pairs', sharedSpawns: true, killsToWin: 3 }, levels: ['normal', 'easy', 'easy', 'easy'] },
  { name: 'the Scarab at Normal power, the computer attacking', players: 2, options: { mode: 'scarab', scarab: { power: 'normal', scarabSeat: 1 } }, levels: ['normal', 'easy'] },
  { name: 'the Scarab at Heroic power, the computer on the Scarab', players: 2, options: { mode: 'scarab', scarab: { power: 'heroic', scarabSeat: 0 } }, levels: ['normal', 'easy'] },
];

describe('computer seats finish games without an illegal move or a stall', () => {
  it.each(GAMES)('$name', ({ players, options, levels }) => {
    const seats: Seats[] = levels.map((level) => ({ bot: tiny, level }));
    const result = playMatch(engine, { players, options, seed: `finish-${players}-${JSON.stringify(options)}`, seats, maxActions: 3000, budgetMs: 1e9, clock: () => 0, amounts: ['spend'] });
    expect(result.outcome?.winners.length ?? 0).toBeGreaterThan(0);
  }, 60_000);
});
