/** Setup and turns: roll-off, spawn points, the deployment turn, three actions, movement, loot rolls. */
import { describe, expect, it } from 'vitest';
import type { Random} from '../core';
import { unwrap } from '../core';
import { rollOff } from './setup';
import { lootResult } from './turn';
import { rosterOf } from './roster';
import { arena, engine, play, refusal, sq, unitOf, withDice } from './testing/arena';
import type { ActionClixState } from './types';

function fresh(players = 2, options: Record<string, unknown> = {}, seed = 'setup'): ActionClixState {
  return unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed }));
}

describe('roll-off for the first player (2d6, ties roll again)', () => {
  it('only the tied highest seats roll again; the winner starts and turn order follows the seats', () => {
    // Round 1: 7, 7, 3 → seats 0 and 1 roll again; round 2: 5 against 9 → seat 1 starts.
    const dice = [3, 4, 5, 2, 1, 2, 1, 4, 4, 5];
    const loaded = { die: (): number => dice.shift() ?? 1 } as unknown as Random;
    const r = rollOff(loaded, 3);
    expect(r.rounds).toEqual([
      [[3, 4], [5, 2], [1, 2]],
      [[1, 4], [4, 5], null],
    ]);
    expect(r.winner).toBe(1);
  });

  it('a new game records the rolls and starts with the spawn points of the winner', () => {
    const s = fresh(3);
    expect(s.order[0]).toBe(engine.activePlayers(s)[0]);
    expect(s.order.length).toBe(3);
    expect(s.startRolls.length).toBeGreaterThanOrEqual(1);
    expect(s.phase).toEqual({ kind: 'spawns' });
  });
});

describe('spawn points', () => {
  const s = fresh();
  const first = s.order[0] ?? 0;
  const second = s.order[1] ?? 1;

  it('are placed alternately, 2 each, each 5 or more squares from every other', () => {
    const a = play(s, { type: 'placeSpawn', square: sq(0, 0) });
    expect(engine.activePlayers(a.state)).toEqual([second]);
    expect(refusal(a.state, { type: 'placeSpawn', square: sq(4, 4) })).toBe('actionclix/spawn-too-close');
    expect(refusal(a.state, { type: 'placeSpawn', square: sq(5, 4) })).toBe('accepted');
    expect(engine.legalActions(a.state, second).some((x) => x.type === 'placeSpawn' && x.square === sq(4, 4))).toBe(false);
    const done = play(a.state, { type: 'placeSpawn', square: sq(23, 23) }, { type: 'placeSpawn', square: sq(0, 23) }, { type: 'placeSpawn', square: sq(23, 0) });
    expect(done.state.spawns.map((x) => x.seat)).toEqual([first, second, first, second]);
    expect(done.state.phase).toEqual({ kind: 'play' });
    expect(done.state.turn).toMatchObject({ seat: first, deploy: true });
  });

  it('not on blocking terrain, not off the battlefield; the count per player is an option', () => {
    expect(refusal(s, { type: 'placeSpawn', square: sq(10, 1) })).toBe('actionclix/square-blocked');
    expect(refusal(s, { type: 'placeSpawn', square: 24 * 24 })).toBe('actionclix/off-map');
    const three = fresh(2, { spawnsPerPlayer: 3 });
    const squares = [sq(0, 0), sq(23, 23), sq(0, 23), sq(23, 0), sq(11, 11), sq(11, 0)];
    expect(play(three, ...squares.slice(0, 5).map((square) => ({ type: 'placeSpawn' as const, square }))).state.phase).toEqual({ kind: 'spawns' });
  });
});

describe('deployment turn', () => {
  const placed = play(fresh(), ...[sq(0, 0), sq(23, 23), sq(0, 23), sq(23, 0)].map((square) => ({ type: 'placeSpawn' as const, square }))).state;
  const seat = placed.order[0] ?? 0;
  const own = placed.spawns.filter((x) => x.seat === seat).map((x) => x.sq);
  const enemy = placed.spawns.filter((x) => x.seat !== seat).map((x) => x.sq);
  const legal = engine.legalActions(placed, seat);

  it('offers only deployments: no attacks, no moves, no end of turn', () => {
    expect(new Set(legal.map((a) => a.type))).toEqual(new Set(['deploy']));
  });

  it('a unit enters from a spawn point, which does not count as a square moved, and may not stay on it', () => {
    const u = placed.units.find((x) => x.seat === seat && x.status === 'force');
    if (u === undefined) throw new Error('no force');
    const speed = rosterOf(u.roster).dial[u.click]?.[0] ?? 0;
    const reach = legal.filter((a) => a.type === 'deploy' && a.unit === u.id).map((a) => (a.type === 'deploy' ? a.to : -1));
    // The first spawn point is (0,0): `speed` squares along row 0 are in reach, one more is not.
    expect(own[0]).toBe(sq(0, 0));
    expect(reach).toContain(sq(speed, 0));
    expect(reach).not.toContain(sq(speed + 1, 0));
    expect(reach).not.toContain(sq(0, 0));
    expect(refusal(placed, { type: 'deploy', unit: u.id, to: sq(0, 0) })).toBe('actionclix/own-spawn');
  });

  it('gives Grenade tokens to units with the grenade icon and ends the turn after the last unit', () => {
    const force = placed.units.filter((u) => u.seat === seat && u.status === 'force');
    let s = placed;
    for (const u of force) {
      const a = engine.legalActions(s, seat).find((x) => x.type === 'deploy' && x.unit === u.id);
      if (a === undefined) throw new Error('no deploy');
      s = play(s, a).state;
    }
    for (const u of force) expect(unitOf(s, u.id).grenades, u.id).toBe(rosterOf(u.roster).grenade ? 1 : 0);
    expect(force.some((u) => rosterOf(u.roster).grenade)).toBe(true);
    expect(s.units.filter((u) => u.seat === seat && u.status === 'map').length).toBe(force.length);
    expect(s.turn).toMatchObject({ seat: placed.order[1], deploy: true });
  });

  it('no capture on the first turn: a unit may not end on an opponent’s spawn point', () => {
    expect(legal.some((a) => a.type === 'deploy' && enemy.includes(a.to))).toBe(false);
  });
});

describe('turns: three actions, one per unit', () => {
  const units = [
    { seat: 0, roster: 'marine-ar', at: [0, 0] as [number, number] },
    { seat: 0, roster: 'odst-smg', at: [0, 1] as [number, number] },
    { seat: 0, roster: 'elite-rifle', at: [0, 2] as [number, number] },
    { seat: 0, roster: 'grunt-pistol', at: [1, 0] as [number, number] },
    { seat: 1, roster: 'jackal-beam', at: [20, 20] as [number, number] },
  ];
  const s = arena({ units });

  it('a fourth action is refused; the turn then passes to the next player', () => {
    const three = play(s, { type: 'move', unit: '0-marine-ar', to: sq(2, 0) }, { type: 'move', unit: '0-odst-smg', to: sq(2, 1) }, { type: 'move', unit: '0-elite-rifle', to: sq(2, 2) });
    expect(refusal(three.state, { type: 'move', unit: '0-grunt-pistol', to: sq(1, 1) })).toBe('actionclix/no-actions-left');
    expect(engine.legalActions(three.state, 0).some((a) => a.type === 'move')).toBe(false);
    const next = play(three.state, { type: 'endTurn' });
    expect(next.state.turn).toMatchObject({ seat: 1, used: 0, deploy: false });
    expect(next.events.map((e) => e.type)).toEqual(['turnEnded', 'turnStarted']);
  });

  it('movement: diagonals count 1, walls and the corner rule block, speed limits the distance', () => {
    expect(refusal(s, { type: 'move', unit: '0-marine-ar', to: sq(7, 7) })).toBe('actionclix/out-of-reach');
    expect(refusal(s, { type: 'move', unit: '0-marine-ar', to: sq(7, 0) })).toBe('accepted');
    expect(refusal(s, { type: 'move', unit: '0-marine-ar', to: sq(8, 0) })).toBe('actionclix/out-of-reach');
    expect(refusal(s, { type: 'move', unit: '0-marine-ar', to: sq(0, 1) })).toBe('actionclix/square-occupied');
    // (2,2) → (3,3) passes the hall wall's corner: the diagonal step is blocked, the way round through the
    // door at (2,4)|(3,4) takes 4 squares.
    const corner = arena({ units: [{ seat: 0, roster: 'infection-form', at: [2, 2], click: 3 }, { seat: 1, roster: 'grunt-pistol', at: [20, 20] }] });
    expect(play(corner, { type: 'move', unit: '0-infection-form', to: sq(3, 3) }).events[0]).toMatchObject({ type: 'moved', squares: 4, path: [sq(2, 2), sq(2, 3), sq(2, 4), sq(3, 4), sq(3, 3)] });
  });

  it('attack and cover: after the attack the unit may move 1 square or stay', () => {
    const a = withDice(arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0] }, { seat: 1, roster: 'brute-hammer', at: [5, 0] }] }), [1, 1]);
    const r = play(a, { type: 'attackCover', unit: '0-marine-ar', target: '1-brute-hammer' });
    expect(r.state.turn?.pending[0]).toEqual({ kind: 'cover', unit: '0-marine-ar' });
    const legal = engine.legalActions(r.state, 0);
    expect(legal).toContainEqual({ type: 'pass' });
    expect(legal.filter((x) => x.type === 'cover').length).toBe(3);
    expect(refusal(r.state, { type: 'cover', unit: '0-marine-ar', to: sq(2, 0) })).toBe('actionclix/out-of-reach');
    expect(refusal(r.state, { type: 'endTurn' })).toBe('actionclix/pending-choice');
    expect(unitOf(play(r.state, { type: 'cover', unit: '0-marine-ar', to: sq(1, 1) }).state, '0-marine-ar').sq).toBe(sq(1, 1));
  });
});

describe('capturing spawn points and loot rolls', () => {
  const spawns = [{ seat: 0, at: [0, 23] as [number, number] }, { seat: 1, at: [3, 0] as [number, number] }];
  const s = arena({ spawns, units: [{ seat: 0, roster: 'marine-ar', at: [0, 0], click: 3 }, { seat: 0, roster: 'odst-smg', at: [6, 0] }, { seat: 1, roster: 'jackal-beam', at: [20, 20] }] });

  it.each([
    [2, 'heal2'],
    [4, 'heal2'],
    [5, 'heal1'],
    [6, 'heal1'],
    [7, 'grenade'],
    [8, 'grenade'],
    [9, 'upgrade'],
    [12, 'upgrade'],
  ] as const)('the chart: %i gives %s', (total, result) => {
    expect(lootResult(total)).toBe(result);
  });

  it('a unit given an action that ends the turn on an opponent’s spawn point captures it and makes a loot roll', () => {
    const moved = play(s, { type: 'move', unit: '0-marine-ar', to: sq(3, 0) });
    expect(moved.events.find((e) => e.type === 'captured')).toMatchObject({ seat: 0, square: sq(3, 0), owner: 1 });
    expect(engine.view(moved.state, null).captured).toEqual([false, true]);
    const ended = play(withDice(moved.state, [1, 2]), { type: 'endTurn' });
    expect(ended.events.find((e) => e.type === 'lootRolled')).toMatchObject({ unit: '0-marine-ar', dice: [1, 2], total: 3, result: 'heal2' });
    expect(unitOf(ended.state, '0-marine-ar').click).toBe(1);
    expect(ended.events.map((e) => e.type)).toEqual(['lootRolled', 'healed', 'turnEnded', 'turnStarted']);
  });

  it('a unit not given an action makes no loot roll, even on the spawn point', () => {
    const standing = arena({ spawns, units: [{ seat: 0, roster: 'marine-ar', at: [3, 0] }, { seat: 1, roster: 'jackal-beam', at: [20, 20] }] });
    expect(play(standing, { type: 'endTurn' }).events.some((e) => e.type === 'lootRolled')).toBe(false);
  });

  it('loot gives a Grenade token on 7–8 and an Upgrade token on 9–12; healing never passes full health', () => {
    const moved = play(s, { type: 'move', unit: '0-odst-smg', to: sq(3, 0) }).state;
    expect(unitOf(play(withDice(moved, [3, 4]), { type: 'endTurn' }).state, '0-odst-smg').grenades).toBe(1);
    expect(unitOf(play(withDice(moved, [6, 6]), { type: 'endTurn' }).state, '0-odst-smg').upgrades).toBe(1);
    const healed = play(withDice(moved, [1, 1]), { type: 'endTurn' });
    expect(unitOf(healed.state, '0-odst-smg').click).toBe(0);
    expect(healed.events.some((e) => e.type === 'healed')).toBe(false);
  });

  it('a unit may not end its move on its own spawn point', () => {
    const own = arena({ spawns: [{ seat: 0, at: [2, 0] }, { seat: 1, at: [23, 23] }], units: [{ seat: 0, roster: 'marine-ar', at: [0, 0] }, { seat: 1, roster: 'jackal-beam', at: [20, 20] }] });
    expect(refusal(own, { type: 'move', unit: '0-marine-ar', to: sq(2, 0) })).toBe('actionclix/own-spawn');
  });
});
