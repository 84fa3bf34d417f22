/**
 * Every listed action is legal (a perft-like sweep over random games on the real battlefields), amounts
 * between the listed smallest and largest are accepted too, and seats that may not act get no actions.
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../core';
import { risikoEngine as engine } from './index';
import type { RisikoAction, RisikoState } from './types';

function midAmount(a: RisikoAction, legal: readonly RisikoAction[]): RisikoAction | undefined {
  const key = 'count' in a ? 'count' : 'dice' in a ? 'dice' : undefined;
  if (key === undefined) return undefined;
  const same = legal.filter((b) => b.type === a.type && JSON.stringify({ ...b, [key]: 0 }) === JSON.stringify({ ...a, [key]: 0 }));
  const values = same.map((b) => (b as unknown as Record<string, number>)[key] ?? 0);
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  return hi - lo >= 2 ? ({ ...a, [key]: lo + 1 } as RisikoAction) : undefined;
}

function sweep(players: number, options: Record<string, unknown>, seed: string, steps: number): number {
  const chooser = new Random(seedRng(seed));
  let s: RisikoState = unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed }));
  let checked = 0;
  for (let step = 0; step < steps && s.outcome === null; step++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const legal = engine.legalActions(s, seat);
    if (step % 7 === 0) {
      for (const action of legal) {
        const r = engine.apply(s, seat, action);
        expect(r.ok ? 'ok' : `${JSON.stringify(action)} → ${r.error.code}`).toBe('ok');
        const mid = midAmount(action, legal);
        if (mid !== undefined) expect(engine.apply(s, seat, mid).ok, JSON.stringify(mid)).toBe(true);
        checked++;
      }
      for (let other = 0; other < players; other++) if (other !== seat) expect(engine.legalActions(s, other)).toEqual([]);
    }
    s = unwrap(engine.apply(s, seat, chooser.pick(legal))).state;
  }
  return checked;
}

describe('every listed action is legal', () => {
  it.each([
    { name: 'OBJECTIVE 5p THE RING, manual setup', players: 5, options: { battlefield: 'the-ring', setup: 'manual' } },
    { name: 'ONE-ON-ONE ANVIL, manual setup', players: 2, options: { battlefield: 'anvil', setup: 'manual' } },
    { name: 'TEAM OBJECTIVE 4p FORGE', players: 4, options: { mode: 'team-objective', battlefield: 'forge' } },
    { name: 'TEAM OBJECTIVE 5p THE RING', players: 5, options: { mode: 'team-objective', battlefield: 'the-ring' } },
    { name: 'SLAYER 3p FORGE', players: 3, options: { mode: 'slayer', battlefield: 'forge' } },
  ])('$name', ({ players, options, name }) => {
    expect(sweep(players, options, name, 900)).toBeGreaterThan(200);
  });
});
