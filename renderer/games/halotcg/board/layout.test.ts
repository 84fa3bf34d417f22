import { describe, expect, it } from 'vitest';
import { halotcgEngine as engine } from '../../../../engines/halotcg';
import { pickAction } from '../testing/policy';
import { allPlaced, HEIGHT, tableLayout, WIDTH } from './layout';

/** A 3-player game played to its first company phase (hands dealt, companies out). */
function state() {
  const r = engine.setup({ players: 3, seed: 'layout', options: {} });
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value;
  for (let i = 0; i < 100 && s.turn.phase !== 'company'; i++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const v = engine.view(s, seat);
    const a = pickAction(engine.legalActions(s, seat), v.pending?.kind ?? null, v.phase);
    const n = a === null ? null : engine.apply(s, seat, a);
    if (n === null || !n.ok) throw new Error('stuck');
    s = n.value.state;
  }
  return s;
}

describe('table layout', () => {
  it('draws the hand of the seat at the screen only', () => {
    const s = state();
    const view = engine.view(s, 1);
    const rows = tableLayout(view);
    expect(rows.hand.map((p) => p.iid)).toEqual(view.players[1]?.hand?.map((c) => c.iid));
    expect(rows.hand.every((p) => p.iid.startsWith('1.'))).toBe(true);
    const sites = new Set(rows.sites.map((p) => p.iid));
    const hidden = new Set([...(engine.view(s, 0).players[0]?.hand ?? []), ...(engine.view(s, 2).players[2]?.hand ?? [])].map((c) => c.iid));
    expect(hidden.size).toBeGreaterThan(0);
    expect(allPlaced(rows).filter((p) => !sites.has(p.iid) && hidden.has(p.iid))).toEqual([]);
  });

  it('draws no hand for a spectator', () => {
    expect(tableLayout(engine.view(state(), null)).hand).toEqual([]);
  });

  it('keeps every card inside the table', () => {
    const rows = tableLayout(engine.view(state(), 0));
    for (const p of allPlaced(rows)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + p.w).toBeLessThanOrEqual(WIDTH);
      expect(p.y + p.h).toBeLessThanOrEqual(HEIGHT);
    }
  });
});
