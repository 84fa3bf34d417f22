/**
 * Larger games (rulebook "Playing a larger game", "Playing with more than two players"): the large
 * battlefield of six tiles and up to five players, through the public engine API.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../core';
import { DEFAULT_FORCES } from './roster';
import { engine, play } from './testing/arena';
import type { ActionClixState } from './types';

function fresh(players: number, options: Record<string, unknown>): ActionClixState {
  return unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed: 'large' }));
}

/** Places every spawn point on the first listed square in turn. */
function placeAll(s: ActionClixState): ActionClixState {
  let cur = s;
  while (cur.phase.kind === 'spawns') {
    const seat = engine.activePlayers(cur)[0] ?? 0;
    const first = engine.legalActions(cur, seat)[0];
    if (first === undefined) throw new Error('no spawn square');
    cur = play(cur, first).state;
  }
  return cur;
}

describe('larger games', () => {
  it('five players on the large battlefield: 36 x 24, five default forces (the fifth Covenant), 10 spawn points, then deployment', () => {
    const s = fresh(5, { battlefield: 'large' });
    expect(engine.view(s, null)).toMatchObject({ width: 36, height: 24 });
    expect(s.options.forces[4]).toEqual([...DEFAULT_FORCES.covenant]);
    const placed = placeAll(s);
    expect(placed.spawns).toHaveLength(10);
    expect(new Set(placed.spawns.map((sp) => sp.seat))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(placed.turn).toMatchObject({ seat: placed.order[0], deploy: true });
  });

  it.each([
    { name: 'five players take turns round all five seats', players: 5, options: {}, code: 'accepted' },
    { name: 'the large battlefield needs six tiles', players: 3, options: { battlefield: 'large', tiles: ['hangar', 'canyon', 'outpost', 'reactor'] }, code: 'actionclix/tile-count' },
    { name: 'the large battlefield with the two new tiles twice', players: 3, options: { battlefield: 'large', tiles: ['bridge', 'courtyard', 'bridge', 'courtyard', 'bridge', 'courtyard'] }, code: 'accepted' },
    { name: 'teams of two need exactly four players', players: 5, options: { teams: 'pairs' }, code: 'actionclix/team-players' },
  ])('$name: $code', ({ players, options, code }) => {
    const r = engine.parseOptions(options, players);
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  });

  it('five players with 4 spawn points each fit the large battlefield', () => {
    expect(placeAll(fresh(5, { battlefield: 'large', spawnsPerPlayer: 4 })).spawns).toHaveLength(20);
  });
});
