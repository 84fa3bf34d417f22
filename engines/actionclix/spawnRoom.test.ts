/**
 * Spawn points leave room for the rest (issue 19): with the launcher's defaults (4 players on the quick
 * battlefield, seed q167) random placement used to leave a seat without a legal square. Every placement
 * now keeps a square for every later one, and a battlefield too small for them all is refused at setup.
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../core';
import { basicSpawnProblem } from './spawns';
import { engine } from './testing/arena';
import type { ActionClixState } from './types';

const QUICK = { battlefield: 'quick' };

function fresh(players: number, options: Record<string, unknown>, seed = 'q167'): ActionClixState {
  return unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed }));
}

/** Places spawn points at random among the listed squares; the number of the step that found none, or -1. */
function placeAtRandom(start: ActionClixState, chooser: Random): { stuckAt: number; state: ActionClixState } {
  let s = start;
  for (let step = 0; s.phase.kind === 'spawns'; step++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const legal = engine.legalActions(s, seat);
    if (legal.length === 0) return { stuckAt: step, state: s };
    s = unwrap(engine.apply(s, seat, chooser.pick(legal))).state;
  }
  return { stuckAt: -1, state: s };
}

/** The old rule's placements (spacing alone) from one chooser, until a seat finds no square: the squares chosen. */
function oldRuleDeadEnd(start: ActionClixState, chooser: Random): number[] | undefined {
  let s = start;
  const chosen: number[] = [];
  const size = 24 * 12;
  while (chosen.length < 8) {
    const open = Array.from({ length: size }, (_, sq) => sq).filter((sq) => basicSpawnProblem(s, sq) === undefined);
    if (open.length === 0) return chosen;
    const sq = chooser.pick(open);
    chosen.push(sq);
    s = { ...s, spawns: [...s.spawns, { seat: 0, sq }] };
  }
  return undefined;
}

describe('spawn points leave room for every later seat', () => {
  it('400 random placements with 4 players on the quick battlefield (seed q167) all reach play', () => {
    const start = fresh(4, QUICK);
    const chooser = new Random(seedRng('spawn-room'));
    for (let game = 0; game < 400; game++) {
      const { stuckAt, state } = placeAtRandom(start, chooser);
      expect(stuckAt, `placement ${game} left a seat without a square`).toBe(-1);
      expect(state.spawns.length).toBe(8);
      expect(state.phase).toEqual({ kind: 'play' });
    }
  });

  it('a player can no longer force a dead end: the placement that would cause it is refused with spawn-leaves-no-room', () => {
    const chooser = new Random(seedRng('dead-end'));
    const start = fresh(4, QUICK);
    let deadEnd: number[] | undefined;
    for (let k = 0; k < 2000 && deadEnd === undefined; k++) deadEnd = oldRuleDeadEnd(start, chooser);
    if (deadEnd === undefined) throw new Error('no dead end under the spacing rule alone');
    let s = start;
    const refusals: string[] = [];
    for (const square of deadEnd) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const r = engine.apply(s, seat, { type: 'placeSpawn', square });
      if (!r.ok) {
        refusals.push(r.error.code);
        break;
      }
      s = r.value.state;
    }
    expect(refusals).toEqual(['actionclix/spawn-leaves-no-room']);
    expect(engine.legalActions(s, engine.activePlayers(s)[0] ?? 0).length).toBeGreaterThan(0);
  });

  it.each([
    { name: '4 players with 4 spawn points each on the quick battlefield', players: 4, options: { ...QUICK, spawnsPerPlayer: 4 }, fits: false },
    { name: '4 players with 3 each on the quick battlefield', players: 4, options: { ...QUICK, spawnsPerPlayer: 3 }, fits: true },
    { name: '4 players with 4 each on the standard battlefield', players: 4, options: { spawnsPerPlayer: 4 }, fits: true },
  ])('setup with $name: fits = $fits', ({ players, options, fits }) => {
    const parsed = unwrap(engine.parseOptions(options, players));
    const r = engine.setup({ players, options: parsed, seed: 'q167' });
    if (fits) expect(r.ok).toBe(true);
    else expect(r).toMatchObject({ ok: false, error: { code: 'actionclix/spawns-do-not-fit' } });
  });
});
