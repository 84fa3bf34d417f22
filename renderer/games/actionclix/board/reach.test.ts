import { describe, expect, it } from 'vitest';
import { actionclixEngine as engine, type ActionClixState } from '../../../../engines/actionclix';
import { arena, sq, type Placed } from '../../../../engines/actionclix/testing/arena';
import { defaultOptions } from '../forceBuilder';
import { geoOfView, type Choice } from '../model';
import { wholeGame } from '../testing/wholeGame';
import { enemyReach, movePath, pathFor } from './reach';

const view = (s: ActionClixState) => engine.view(s, null);

describe('the movement path on hover', () => {
  it('is the path the engine moves along, for every move and deployment of a whole game', () => {
    const game = wholeGame(defaultOptions(2), 2, 'acx-game-96');
    let checked = 0;
    for (const step of game.steps) {
      const a = step.action;
      if (a.type !== 'move' && a.type !== 'moveAttack' && a.type !== 'deploy') continue;
      const r = engine.apply(step.state, step.seat, a);
      if (!r.ok) throw new Error(r.error.code);
      const event = r.value.events.find((e) => e.type === 'moved' || e.type === 'deployed');
      const v = view(step.state);
      const choices: Choice[] = [{ sq: a.to, role: a.type === 'deploy' ? 'deploy' : 'move', action: a }];
      expect(pathFor(v, geoOfView(v), a.unit, a.to, choices), `${a.type} ${a.unit} to ${a.to}`).toEqual(event?.path);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('goes around a row of units in the way (5 squares: start, 3 steps round, the end)', () => {
    const units: Placed[] = [
      { seat: 0, roster: 'marine-ar', at: [9, 10] },
      { seat: 0, roster: 'odst-sniper', at: [10, 9] },
      { seat: 0, roster: 'spartan-ar', at: [10, 10] },
      { seat: 1, roster: 'grunt-pistol', at: [10, 11] },
    ];
    const s = arena({ units });
    const v = view(s);
    const path = movePath(v, geoOfView(v), [sq(9, 10)], sq(11, 10), false);
    expect(path).toHaveLength(5);
    expect(path[0]).toBe(sq(9, 10));
    expect(path.at(-1)).toBe(sq(11, 10));
    for (const blocked of [sq(10, 9), sq(10, 10), sq(10, 11)]) expect(path).not.toContain(blocked);
    const moved = engine.apply(s, 0, { type: 'move', unit: '0-marine-ar', to: sq(11, 10) });
    expect(moved.ok && moved.value.events.find((e) => e.type === 'moved')?.path).toEqual(path);
  });

  it('draws nothing for a hovered square that is not a move choice', () => {
    const s = arena({ units: [{ seat: 0, roster: 'marine-ar', at: [2, 8] }, { seat: 1, roster: 'grunt-pistol', at: [9, 9] }] });
    const v = view(s);
    expect(pathFor(v, geoOfView(v), '0-marine-ar', sq(9, 9), [{ sq: sq(9, 9), role: 'target', action: null, unit: '1-grunt-pistol' }])).toEqual([]);
    expect(pathFor(v, geoOfView(v), null, sq(4, 8), [])).toEqual([]);
  });
});

/** The engine's answer: with a unit of ours on `target`, can the enemy attack it now or after a move? */
function engineCanReach(s: ActionClixState, enemy: string, target: number): boolean {
  const placed: ActionClixState = { ...s, units: s.units.map((u) => (u.id === '0-marine-ar' ? { ...u, sq: target } : u)), turn: { seat: 1, used: 0, acted: {}, swapped: [], pending: [], deploy: false } };
  const legal = engine.legalActions(placed, 1);
  if (legal.some((a) => a.type === 'attack' && a.unit === enemy && a.target === '0-marine-ar')) return true;
  return legal.some((a) => {
    if (a.type !== 'moveAttack' || a.unit !== enemy) return false;
    const next = engine.apply(placed, 1, a);
    return next.ok && engine.legalActions(next.value.state, 1).some((x) => x.type === 'attack' && x.target === '0-marine-ar');
  });
}

describe('the enemy reach', () => {
  const cases = [
    { name: 'a close-combat Elite reaches only squares next to where it can move', enemy: { seat: 1, roster: 'elite-sword', at: [12, 10] } as Placed },
    { name: 'a rifle Elite reaches every square in line of fire from where it can move', enemy: { seat: 1, roster: 'elite-rifle', at: [12, 10] } as Placed },
  ];
  it.each(cases)('$name (agrees with the engine on a sample of squares)', ({ enemy }) => {
    const s = arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0] }, { seat: 0, roster: 'spartan-ar', at: [8, 9] }, enemy] });
    const v = view(s);
    const reach = enemyReach(v, geoOfView(v), 0);
    const geo = geoOfView(v);
    let inside = 0;
    let outside = 0;
    for (let target = 5; target < 576; target += 11) {
      if (geo.blocked[target] === 1 || v.units.some((u) => u.status === 'map' && u.sq === target)) continue;
      const want = engineCanReach(s, `1-${enemy.roster}`, target);
      expect(reach[target] === 1, `square ${target}`).toBe(want);
      if (want) inside++;
      else outside++;
    }
    expect(inside).toBeGreaterThan(0);
    if (enemy.roster === 'elite-sword') expect(outside).toBeGreaterThan(0);
  });

  it('an enemy boxed in by our units (it can neither move nor see past them) reaches exactly their 8 squares', () => {
    const ring = ['marine-shotgun', 'odst-sniper', 'odst-smg', 'spartan-ar', 'spartan-laser', 'master-chief', 'sgt-johnson', 'arbiter'];
    const around = [[11, 9], [12, 9], [13, 9], [11, 10], [13, 10], [11, 11], [12, 11], [13, 11]] as const;
    const units: Placed[] = [...ring.map((roster, i) => ({ seat: 0, roster, at: around[i] ?? [0, 0] })), { seat: 1, roster: 'elite-rifle', at: [12, 10] }];
    const v = view(arena({ units }));
    const reach = enemyReach(v, geoOfView(v), 0);
    expect([...reach.keys()].filter((k) => reach[k] === 1)).toEqual(around.map(([x, y]) => sq(x, y)).sort((a, b) => a - b));
  });

  it('leaves the squares of the seat’s own side out of it when no enemy is on the battlefield', () => {
    const s = arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0] }] });
    const v = view(s);
    expect(enemyReach(v, geoOfView(v), 0).reduce((n, x) => n + x, 0)).toBe(0);
  });
});
