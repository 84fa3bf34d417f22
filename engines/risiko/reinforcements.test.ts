import { describe, expect, it } from 'vitest';
import { SKULL_TABLE } from './factionCards';
import { reinforcements, unitsForSkulls } from './reinforcements';
import { arrange, engine, FORTIFY, graph, inPhase, patchSeat, play, refused, reinforcing, start } from './testing/positions';

const THIRTEEN = ['beach-a', 'beach-b', 'canyon-1', 'canyon-2', 'canyon-3', 'cliff-1', 'cliff-2', 'cliff-3', 'cliff-4', 'archive-99-04', 'archive-99-03', 'research-facility-a', 'grid-1'];
const THIRTEEN_WITH_BEACH = ['beach-a', 'beach-b', 'beach-c', 'canyon-1', 'canyon-2', 'canyon-3', 'cliff-1', 'cliff-2', 'cliff-3', 'cliff-4', 'archive-99-04', 'archive-99-03', 'research-facility-a'];
const FIVE = ['grid-2', 'grid-3', 'relay-1', 'relay-2', 'relay-3'];

function held(ids: readonly string[], seat: number): Record<string, readonly [number, number]> {
  return Object.fromEntries(ids.map((id) => [id, [seat, 2] as const]));
}

const ring = start(3, { battlefield: 'the-ring' });

describe('reinforcements (rulebook, VERSTÄRKUNG VERTEILEN examples)', () => {
  const cases = [
    { name: 'Grey: 13 territories and the own base = 4 + 1 = 5', layout: held(THIRTEEN, 0), seat: 0, bases: { 0: 'beach-a', 1: 'relay-4', 2: 'grid-4' }, total: 5 },
    { name: 'Lilac: 5 territories (never fewer than 3) and the own base = 4', layout: held(FIVE, 1), seat: 1, bases: { 0: 'beach-a', 1: 'grid-2', 2: 'grid-4' }, total: 4, rest: 0 },
    { name: 'Grey: 13 territories, the base and the Beach region = 6', layout: held(THIRTEEN_WITH_BEACH, 0), seat: 0, bases: { 0: 'beach-a', 1: 'relay-4', 2: 'grid-4' }, total: 6 },
    { name: 'every base controlled counts, an enemy base too', layout: { ...held(THIRTEEN, 0), 'grid-4': [0, 1] as const }, seat: 0, bases: { 0: 'beach-a', 1: 'relay-4', 2: 'grid-4' }, total: 6 },
  ];
  it.each(cases)('$name', ({ layout, seat, bases, total, rest }) => {
    const s = arrange(ring, layout, [rest ?? 1, 1], {}, bases);
    expect(reinforcements(graph('the-ring'), s, seat).total).toBe(total);
  });

  it('the turn starts with that many units to place', () => {
    const s = inPhase(arrange(ring, held(THIRTEEN_WITH_BEACH, 2), [1, 1], {}, { 0: 'relay-4', 1: 'grid-4', 2: 'beach-a' }), 1, { ...FORTIFY, objectiveOpen: false });
    const next = play(s, 1, { type: 'endTurn' });
    expect(next.state.turn?.seat).toBe(2);
    expect(next.state.phase).toEqual({ kind: 'reinforce', left: 6, placed: false, traded: false });
    expect(next.events.find((e) => e.type === 'turnStarted')).toMatchObject({ seat: 2, total: 6, fromTerritories: 4, regions: 1, bases: 1 });
  });
});

describe('skull trade', () => {
  it('rulebook: 3 cards with 4 skulls give 7 units; the table is 2 × skulls − 1 for 2–10', () => {
    expect(unitsForSkulls(4)).toBe(7);
    expect(Object.entries(SKULL_TABLE).map(([k, v]) => [Number(k), v])).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [n, 2 * n - 1]));
    expect(unitsForSkulls(1)).toBeUndefined();
    expect(unitsForSkulls(11)).toBeUndefined();
  });

  const hand = ['fc-unsc-02', 'fc-unsc-03', 'fc-unsc-01']; // 1 + 1 + 2 skulls
  const s = inPhase(patchSeat(arrange(ring, held(THIRTEEN, 0), [1, 1]), 0, { hand }), 0, reinforcing(4));

  it('trading 3 cards worth 4 skulls adds 7 units and discards the cards', () => {
    const traded = play(s, 0, { type: 'tradeSkulls', cards: hand });
    expect(traded.state.phase).toMatchObject({ kind: 'reinforce', left: 11, traded: true });
    expect(traded.state.seats[0]?.hand).toEqual([]);
    expect(traded.state.decks.unsc.discard).toEqual(hand);
    expect(traded.events).toContainEqual({ type: 'skullsTraded', seat: 0, cards: 3, skulls: 4, units: 7 });
  });

  it.each([
    { name: 'only before placing', prep: () => play(s, 0, { type: 'reinforce', territory: 'beach-a', count: 1 }).state, cards: hand, code: 'risiko/trade-too-late' },
    { name: 'only once', prep: () => play(s, 0, { type: 'tradeSkulls', cards: ['fc-unsc-02', 'fc-unsc-03'] }).state, cards: ['fc-unsc-01', 'fc-unsc-01'], code: 'risiko/trade-too-late' },
    { name: 'at least 2 skulls', prep: () => s, cards: ['fc-unsc-02'], code: 'risiko/trade-skulls' },
    { name: 'no card twice', prep: () => s, cards: ['fc-unsc-01', 'fc-unsc-01'], code: 'risiko/trade-duplicate' },
    { name: 'only own cards', prep: () => s, cards: ['fc-unsc-01', 'fc-cov-01'], code: 'risiko/card-not-yours' },
  ])('trades $name', ({ prep, cards, code }) => expect(refused(prep(), 0, { type: 'tradeSkulls', cards })).toBe(code));

  it('captured cards are traded for skulls like own cards', () => {
    const t = patchSeat(s, 0, { hand: [], captured: ['fc-cov-01', 'fc-flood-02'] });
    expect(play(t, 0, { type: 'tradeSkulls', cards: ['fc-cov-01', 'fc-flood-02'] }).state.phase).toMatchObject({ left: 11 });
  });
});

describe('placing reinforcements', () => {
  const s = inPhase(arrange(ring, held(THIRTEEN, 0), [1, 1]), 0, reinforcing(5));

  it('all units must be placed before attacking; the last one opens the attack phase', () => {
    expect(refused(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1 })).toBe('risiko/must-place-all');
    const some = play(s, 0, { type: 'reinforce', territory: 'grid-1', count: 3 });
    expect(some.state.phase).toMatchObject({ kind: 'reinforce', left: 2 });
    expect(refused(some.state, 0, { type: 'reinforce', territory: 'grid-1', count: 3 })).toBe('risiko/bad-count');
    expect(refused(some.state, 0, { type: 'reinforce', territory: 'grid-2', count: 1 })).toBe('risiko/not-your-territory');
    const all = play(some.state, 0, { type: 'reinforce', territory: 'grid-1', count: 2 });
    expect(all.state.phase.kind).toBe('attack');
  });

  it('legal actions list the smallest and largest amount per territory', () => {
    const legal = engine.legalActions(s, 0).filter((a) => a.type === 'reinforce' && a.territory === 'grid-1');
    expect(legal).toEqual([{ type: 'reinforce', territory: 'grid-1', count: 1 }, { type: 'reinforce', territory: 'grid-1', count: 5 }]);
  });

  it('a fallen hero is redeployed to any own territory before the attack phase', () => {
    const fallen = patchSeat(s, 0, { hero: -1, heroFallen: true });
    const placed = play(fallen, 0, { type: 'reinforce', territory: 'grid-1', count: 5 });
    expect(placed.state.phase.kind).toBe('reinforce');
    expect(refused(placed.state, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1 })).toBe('risiko/hero-fallen');
    expect(refused(placed.state, 0, { type: 'redeployHero', territory: 'grid-2' })).toBe('risiko/not-your-territory');
    const back = play(placed.state, 0, { type: 'redeployHero', territory: 'cliff-2' });
    expect(back.state.seats[0]).toMatchObject({ hero: graph('the-ring').index.get('cliff-2'), heroFallen: false });
    expect(back.state.phase.kind).toBe('attack');
    expect(refused(s, 0, { type: 'redeployHero', territory: 'cliff-2' })).toBe('risiko/hero-not-fallen');
  });
});
