/** The rulebook's worked examples, replayed on the real battlefields (maps module). */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../core';
import { graphFor } from './territoryGraph';
import { risikoEngine as engine } from './index';
import { battlefield, mobilePairProblem } from './maps';
import { reinforcements } from './reinforcements';
import { NEUTRAL, type Phase, type RisikoState } from './types';
import { freshTurn } from './testing/positions';

const g = graphFor({ battlefield, mobilePairProblem }, 'the-ring');
const ring = battlefield('the-ring');
const base = unwrap(engine.setup({ players: 3, options: unwrap(engine.parseOptions({ battlefield: 'the-ring' }, 3)), seed: 'rulebook' }));

/** Seat 0 holds `mine` (2 units each), seat 1 everything else; bases as given; no heroes. */
function position(mine: readonly string[], bases: readonly string[], phase: Phase, seat = 0): RisikoState {
  const owner = g.ids.map((id) => (mine.includes(id) ? 0 : 1));
  const units = g.ids.map(() => 2);
  const seats = base.seats.map((st, i) => ({ ...st, hero: -1, heroFallen: false, base: g.index.get(bases[i] ?? '') ?? -1, hand: [] }));
  return { ...base, owner, units, seats, teleporters: [], phase, turn: freshTurn(base, seat), outcome: null };
}

/** Two territories from each region that is not the Beach: no region complete. */
const PARTIAL = ring.regions.filter((r) => r.name !== 'Beach').flatMap((r) => (ring.regionTerritories[r.id] ?? []).slice(0, 2));
const BEACH = ring.regionTerritories.beach ?? [];
const THEIR = PARTIAL.filter((id) => !PARTIAL.slice(0, 13).includes(id));

describe('rulebook: VERSTÄRKUNG VERTEILEN examples on THE RING', () => {
  const fortify: Phase = { kind: 'fortify', objectiveOpen: false, maneuvered: false };
  it.each([
    { name: 'Grey holds 13 territories and its base: 13 / 3 = 4, + 1 for the base = 5', mine: PARTIAL.slice(0, 13), seat: 0, total: 5 },
    { name: 'Grey also holds the Beach region: + 1 = 6', mine: [...BEACH, ...PARTIAL.slice(0, 10)], seat: 0, total: 6 },
  ])('$name', ({ mine, seat, total }) => {
    const s = position(mine, [mine[0] ?? '', THEIR[0] ?? '', THEIR[1] ?? ''], fortify, 2);
    expect(mine).toHaveLength(13);
    expect(reinforcements(g, s, seat).total).toBe(total);
  });

  it('Lilac holds 5 territories (never fewer than 3) and its base: 3 + 1 = 4', () => {
    const lilac = PARTIAL.slice(0, 5);
    const s = position(g.ids.filter((id) => !lilac.includes(id)), [THEIR[3] ?? '', lilac[0] ?? '', THEIR[4] ?? ''], fortify);
    expect(reinforcements(g, s, 1).total).toBe(4);
  });
});

describe('rulebook: MANÖVER example (Archive 99-04 → Archive 99-03 → Research Facility A)', () => {
  const fortify: Phase = { kind: 'fortify', objectiveOpen: false, maneuvered: false };
  const chain = ['archive-99-04', 'archive-99-03', 'research-facility-a'];

  it('the map has the chain and no direct link 99-04 – Research Facility A', () => {
    expect(ring.neighbours['archive-99-04']).toContain('archive-99-03');
    expect(ring.neighbours['archive-99-03']).toContain('research-facility-a');
    expect(ring.neighbours['archive-99-04']).not.toContain('research-facility-a');
  });

  it('Lilac holding all three moves 2 units from Archive 99-04 into Research Facility A', () => {
    const s = position(chain, ['archive-99-03', THEIR[0] ?? '', THEIR[1] ?? ''], fortify);
    const moved = unwrap(engine.apply(s, 0, { type: 'maneuver', from: 'archive-99-04', to: 'research-facility-a', count: 1 }));
    expect(moved.state.units[g.index.get('research-facility-a') ?? -1]).toBe(3);
    const two = position(chain, ['archive-99-03', THEIR[0] ?? '', THEIR[1] ?? ''], fortify);
    const more = { ...two, units: two.units.map((u, t) => (g.ids[t] === 'archive-99-04' ? 3 : u)) };
    const done = unwrap(engine.apply(more, 0, { type: 'maneuver', from: 'archive-99-04', to: 'research-facility-a', count: 2 }));
    expect(done.state.units[g.index.get('archive-99-04') ?? -1]).toBe(1);
    expect(done.state.units[g.index.get('research-facility-a') ?? -1]).toBe(4);
  });

  it('with Archive 99-03 in someone else’s hands the move is refused', () => {
    const s = position(['archive-99-04', 'research-facility-a'], ['archive-99-04', THEIR[0] ?? '', THEIR[1] ?? ''], fortify);
    const r = engine.apply(s, 0, { type: 'maneuver', from: 'archive-99-04', to: 'research-facility-a', count: 1 });
    expect(r.ok ? 'ok' : r.error).toEqual({ code: 'risiko/not-connected', params: { from: 'archive-99-04', to: 'research-facility-a' } });
  });
});

describe('real battlefields', () => {
  it.each([
    { name: 'HAMMER, ONE-ON-ONE', players: 2, options: { battlefield: 'hammer' } },
    { name: 'ANVIL, ONE-ON-ONE', players: 2, options: { battlefield: 'anvil' } },
    { name: 'THE RING, 5p OBJECTIVE', players: 5, options: { battlefield: 'the-ring' } },
    { name: 'FORGE, 4p TEAM OBJECTIVE', players: 4, options: { battlefield: 'forge', mode: 'team-objective' } },
  ])('quick setup fills $name and joins combined halves with teleporters', ({ players, options }) => {
    const s = unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed: 'real' }));
    expect(s.owner.every((o) => o >= 0 || o === NEUTRAL)).toBe(true);
    expect(s.units.every((u) => u >= 1)).toBe(true);
    for (const t of s.teleporters) expect(g.half.length === 0 || t.b >= 0).toBe(true);
    expect(s.phase.kind).toBe('reinforce');
  });
});
