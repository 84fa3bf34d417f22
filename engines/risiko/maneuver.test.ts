import { describe, expect, it } from 'vitest';
import { arrange, engine, FORTIFY, graph, inPhase, play, refused, start, units } from './testing/positions';

const g = graph('the-ring');

describe('the maneuver (rulebook, MANÖVER DURCHFÜHREN)', () => {
  const base = start(3, { battlefield: 'the-ring' }, 'maneuver');
  const s = inPhase({ ...arrange(base, { 'archive-99-04': [0, 5], 'archive-99-03': [0, 1], 'research-facility-a': [0, 1], 'grid-4': [0, 2] }, [1, 1], { 0: 'archive-99-04' }), teleporters: [] }, 0, FORTIFY);

  it.each([
    { name: 'from a territory that is not yours', action: { from: 'grid-1', to: 'archive-99-03', count: 1 }, code: 'risiko/not-your-territory' },
    { name: 'into a territory that is not yours', action: { from: 'archive-99-04', to: 'grid-1', count: 1 }, code: 'risiko/not-your-territory' },
    { name: 'to the same territory', action: { from: 'archive-99-04', to: 'archive-99-04', count: 1 }, code: 'risiko/same-territory' },
    { name: 'all units', action: { from: 'archive-99-04', to: 'archive-99-03', count: 5 }, code: 'risiko/leave-one' },
    { name: 'through enemy territory', action: { from: 'archive-99-04', to: 'grid-4', count: 1 }, code: 'risiko/not-connected' },
    { name: 'the hero from where it is not', action: { from: 'grid-4', to: 'grid-4', count: 1, hero: true }, code: 'risiko/same-territory' },
  ])('refuses a maneuver $name', ({ action, code }) => expect(refused(s, 0, { type: 'maneuver', ...action })).toBe(code));

  it('moves any number along own territories, once per turn, and the hero with them', () => {
    const moved = play(s, 0, { type: 'maneuver', from: 'archive-99-04', to: 'research-facility-a', count: 4, hero: true });
    expect([units(moved.state, 'archive-99-04'), units(moved.state, 'research-facility-a')]).toEqual([1, 5]);
    expect(moved.state.seats[0]?.hero).toBe(g.index.get('research-facility-a'));
    expect(refused(moved.state, 0, { type: 'maneuver', from: 'research-facility-a', to: 'archive-99-03', count: 1 })).toBe('risiko/maneuver-used');
    expect(engine.legalActions(moved.state, 0)).toEqual([{ type: 'endTurn' }]);
  });

  it('a hero cannot move from a territory it is not in', () => {
    expect(refused(s, 0, { type: 'maneuver', from: 'grid-4', to: 'archive-99-03', count: 1, hero: true })).toBe('risiko/hero-not-here');
  });

  it('mobile teleporters connect like borders', () => {
    const i = (id: string): number => g.index.get(id) ?? -1;
    const linked = { ...s, teleporters: [{ a: i('research-facility-a'), b: i('beach-b'), by: [0, 0] }] };
    const t = arrange(linked, { 'archive-99-04': [0, 5], 'archive-99-03': [0, 1], 'research-facility-a': [0, 1], 'beach-b': [0, 1] }, [1, 1]);
    expect(play(inPhase(t, 0, FORTIFY), 0, { type: 'maneuver', from: 'archive-99-04', to: 'beach-b', count: 2 }).state.units[i('beach-b')]).toBe(3);
  });

  it('legal maneuvers list the smallest and largest amount for every connected pair', () => {
    const list = engine.legalActions(s, 0).filter((a) => a.type === 'maneuver' && a.from === 'archive-99-04' && a.to === 'archive-99-03');
    expect(list).toEqual([
      { type: 'maneuver', from: 'archive-99-04', to: 'archive-99-03', count: 1 },
      { type: 'maneuver', from: 'archive-99-04', to: 'archive-99-03', count: 4 },
      { type: 'maneuver', from: 'archive-99-04', to: 'archive-99-03', count: 1, hero: true },
      { type: 'maneuver', from: 'archive-99-04', to: 'archive-99-03', count: 4, hero: true },
    ]);
    expect(engine.legalActions(s, 0).some((a) => a.type === 'maneuver' && a.to === 'grid-4')).toBe(false);
  });
});
