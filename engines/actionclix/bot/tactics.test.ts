import { describe, expect, it } from 'vitest';
import { newMatchGame } from '../../core/bot/testing/match';
import { battlemapOf } from '../battlemap';
import { actionclixEngine as engine } from '../engine';
import { distance } from '../grid';
import { modeOf } from '../modes';
import type { ActionClixState } from '../types';
import { actionclixBot } from './index';
import { Tactics, type Fighter } from './tactics';

/** A position reached by Easy play (both forces on the battlefield). */
function played(players: number, options: Record<string, unknown>, seed: string, actions: number): ActionClixState {
  let s = newMatchGame(engine, players, options, seed);
  for (let i = 0; i < actions && s.outcome === null; i++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const legal = engine.legalActions(s, seat);
    const a = actionclixBot.decide({ seat, players, options: s.options as never, view: engine.view(s, seat), legal, level: 'easy', seed: `${seed}:${i}`, budgetMs: 1e9, clock: () => 0 });
    const r = engine.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return s;
}

/** `likelySquares` as first written: two sorts with comparators over objects. */
function likelyReference(t: Tactics, u: Fighter, squares: readonly number[], n: number, enemySpawn: (sq: number) => boolean): Set<number> {
  const ideal = u.close ? 1 : 5;
  const near = squares.map((sq) => ({ sq, d: t.nearestEnemy(u, sq), moved: u.sq < 0 ? 0 : distance(t.b.geo, u.sq, sq), spawn: enemySpawn(sq) }));
  const out = new Set<number>(near.filter((x) => x.spawn).map((x) => x.sq));
  for (const x of [...near].sort((x, y) => Math.abs(x.d - ideal) - Math.abs(y.d - ideal) || x.moved - y.moved || x.sq - y.sq)) if (out.size < n - 4) out.add(x.sq);
  for (const x of [...near].sort((x, y) => y.d - x.d || x.sq - y.sq)) if (out.size < n) out.add(x.sq);
  return out;
}

/** `threatOn` as first written: every enemy's best threat, sorted, the best `actions` summed. */
function threatReference(t: Tactics, team: number, actions: number): number {
  const best = t.onMap.filter((e) => e.team !== team).map((e) => Math.max(0, ...t.onMap.filter((u) => u.team === team).map((u) => t.threatOf(e, u, u.sq)))).filter((v) => v > 0);
  return best.sort((x, y) => y - x).slice(0, actions).reduce((x, y) => x + y, 0);
}

const CASES = [
  { name: 'a basic game', make: () => played(2, {}, 'tactics-basic', 30) },
  { name: 'the large battlefield with 4 players', make: () => played(4, { battlefield: 'large' }, 'tactics-large', 50) },
  { name: 'a Scarab game', make: () => played(2, { mode: 'scarab', scarab: { power: 'normal', scarabSeat: 1 } }, 'tactics-scarab', 30) },
];

describe('Tactics', () => {
  it.each(CASES)('keeps the same likely squares as the first version in $name', ({ make }) => {
    const s = make();
    const t = new Tactics(battlemapOf(s, modeOf(s)));
    const all = Array.from({ length: t.b.geo.width * t.b.geo.height }, (_, sq) => sq).filter((sq) => t.b.geo.blocked[sq] !== 1);
    expect(t.onMap.length).toBeGreaterThan(1);
    for (const u of t.onMap) {
      for (const n of [8, 24]) {
        const enemySpawn = (sq: number): boolean => s.spawns.some((sp) => sp.sq === sq && (s.seats[sp.seat]?.team ?? sp.seat) !== u.team);
        expect([...t.likelySquares(u.u.id, all, n)].sort((x, y) => x - y)).toEqual([...likelyReference(t, u, all, n, enemySpawn)].sort((x, y) => x - y));
      }
    }
  });

  it.each(CASES)('sums the same threats as the first version in $name', ({ make }) => {
    const s = make();
    const t = new Tactics(battlemapOf(s, modeOf(s)));
    for (const team of new Set(s.seats.map((st) => st.team))) for (const actions of [1, 3, 5]) expect(t.threatOn(team, actions)).toBe(threatReference(t, team, actions));
  });
});
