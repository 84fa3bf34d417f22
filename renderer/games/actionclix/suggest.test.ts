import { describe, expect, it } from 'vitest';
import { actionclixEngine, type ActionClixState } from '../../../engines/actionclix';
import { defaultOptions } from './forceBuilder';
import { suggestedDeploy, suggestedPlacements, suggestedSpawn } from './suggest';

const engine = actionclixEngine;

function start(players: number, seed: string): ActionClixState {
  const set = engine.setup({ players, options: defaultOptions(players), seed });
  if (!set.ok) throw new Error(set.error.code);
  return set.value;
}

/** Accepts every suggestion from the first spawn point to the end of the first deployment turn. */
function acceptAll(s0: ActionClixState): { state: ActionClixState; accepted: number } {
  let s = s0;
  let accepted = 0;
  for (let i = 0; i < 60; i++) {
    const seat = engine.activePlayers(s)[0];
    if (seat === undefined) break;
    const view = engine.view(s, seat);
    const legal = engine.legalActions(s, seat);
    const unit = legal.find((a) => a.type === 'deploy')?.unit ?? null;
    const action = suggestedSpawn(view, legal, seat) ?? suggestedDeploy(view, legal, unit ?? null, seat);
    if (action === null) break;
    expect(legal).toContainEqual(action);
    const r = engine.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    accepted += 1;
  }
  return { state: s, accepted };
}

describe('suggested placements', () => {
  it.each([
    { name: 'two players', players: 2, seed: 'suggest-2' },
    { name: 'four players', players: 4, seed: 'suggest-4' },
  ])('are legal and carry a game from its spawn points through a whole deployment: $name', ({ players, seed }) => {
    const { state, accepted } = acceptAll(start(players, seed));
    expect(state.phase.kind).toBe('play');
    expect(accepted).toBeGreaterThan(state.spawns.length);
    expect(state.units.some((u) => u.status === 'map')).toBe(true);
  });

  it("puts a spawn point as far from the other players' as any legal square is", () => {
    const s0 = start(2, 'suggest-far');
    const first = engine.activePlayers(s0)[0] ?? 0;
    const placed = suggestedSpawn(engine.view(s0, first), engine.legalActions(s0, first), first);
    if (placed === null) throw new Error('no suggestion');
    const r = engine.apply(s0, first, placed);
    if (!r.ok) throw new Error(r.error.code);
    const s = r.value.state;
    const next = engine.activePlayers(s)[0] ?? 0;
    expect(next).not.toBe(first);
    const legal = engine.legalActions(s, next);
    const w = engine.view(s, next).width;
    const steps = (a: number) => Math.max(Math.abs((a % w) - (placed.square % w)), Math.abs(Math.floor(a / w) - Math.floor(placed.square / w)));
    const farthest = Math.max(...legal.flatMap((a) => (a.type === 'placeSpawn' ? [steps(a.square)] : [])));
    const suggested = suggestedSpawn(engine.view(s, next), legal, next);
    expect(suggested && steps(suggested.square)).toBe(farthest);
  });

  it.each([
    { name: 'two players', players: 2, seed: 'place-all-2' },
    { name: 'four players', players: 4, seed: 'place-all-4' },
  ])("place all: one spawn point per seat's run, then the whole deployment turn, each legal where it is sent: $name", ({ players, seed }) => {
    let s = start(players, seed);
    // Spawn points go round the seats: each seat's run is one placement.
    while (s.phase.kind !== 'play' || s.turn === null) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const run = suggestedPlacements(engine, s, seat);
      expect(run.map((a) => a.type)).toEqual(['placeSpawn']);
      const r = engine.apply(s, seat, run[0] ?? { type: 'pass' });
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    const seat = engine.activePlayers(s)[0] ?? 0;
    const force = s.units.filter((u) => u.seat === seat && u.status === 'force').length;
    const run = suggestedPlacements(engine, s, seat);
    expect(run).toHaveLength(force);
    for (const action of run) {
      expect(engine.legalActions(s, seat)).toContainEqual(action);
      const r = engine.apply(s, seat, action);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    // Every unit is down; the engine ends a deployment turn with its last unit, and the next seat deploys its own.
    expect(s.units.filter((u) => u.seat === seat && u.status === 'force')).toEqual([]);
    expect(engine.activePlayers(s)[0]).not.toBe(seat);
    expect(suggestedPlacements(engine, s, seat)).toEqual([]);
  });
});
