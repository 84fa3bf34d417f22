import { describe, expect, it } from 'vitest';
import { engine, patchSeat, start } from './testing/positions';

describe('view', () => {
  const s = patchSeat(start(4, { battlefield: 'the-ring' }, 'view'), 1, { hand: ['fc-cov-01', 'fc-cov-02'], captured: ['fc-unsc-03'] });

  it('shows the board, players, phase and deck counts to everyone, without RNG or deck order', () => {
    const v = engine.view(s, null);
    expect(Object.keys(v.territories)).toHaveLength(24);
    expect(Object.values(v.territories).every((t) => typeof t.owner === 'number' && t.units >= 1)).toBe(true);
    expect(v.players.map((p) => p.handCount)).toEqual(s.seats.map((x) => x.hand.length));
    expect(v.players[1]).toMatchObject({ handCount: 2, capturedCount: 1, objectivesHeld: 3, faction: 'covenant', colour: 1 });
    expect(v.decks.unsc.draw + v.decks.unsc.discard).toBeLessThanOrEqual(15);
    expect(v.you).toBeNull();
    expect(v.phase).toMatchObject({ kind: 'reinforce', canTrade: true });
    expect(v.current).toBe(s.order[0]);
    const text = JSON.stringify(v);
    expect(text).not.toContain('rng');
    expect(text).not.toContain('fc-cov-01');
  });

  it('shows a seat its own hand, captured cards and objectives, and nobody else’s', () => {
    const mine = engine.view(s, 1);
    expect(mine.you?.hand.map((c) => c.id)).toEqual(['fc-cov-01', 'fc-cov-02']);
    expect(mine.you?.hand[0]).toMatchObject({ faction: 'covenant', kind: 'offensive', skulls: 2, ability: 'attack-plus-one' });
    expect(mine.you?.captured.map((c) => c.id)).toEqual(['fc-unsc-03']);
    expect(mine.you?.objectives.map((o) => o.id)).toEqual(s.seats[1]?.objectives);
    const theirs = JSON.stringify(engine.view(s, 2));
    for (const id of [...(s.seats[1]?.objectives ?? []), 'fc-cov-01', 'fc-unsc-03']) expect(theirs).not.toContain(id);
  });

  it.each([
    { name: 'OBJECTIVE: 3 each', players: 4, options: { battlefield: 'the-ring' }, needed: [3, 3, 3, 3] },
    { name: 'TEAM OBJECTIVE: 4 for each pair', players: 4, options: { mode: 'team-objective', battlefield: 'the-ring' }, needed: [4, 4, 4, 4] },
    { name: 'TEAM OBJECTIVE with five: 3 for the lone Flood', players: 5, options: { mode: 'team-objective', battlefield: 'the-ring' }, needed: [3, 4, 4, 4, 4] },
    { name: 'SLAYER: none', players: 3, options: { mode: 'slayer', battlefield: 'forge' }, needed: [0, 0, 0] },
  ])('says how many objectives win: $name', ({ players, options, needed }) => {
    expect(engine.view(start(players, options, 'needed'), null).players.map((p) => p.objectivesNeeded)).toEqual(needed);
  });

  it('marks heroes, bases and teleporters on the territories', () => {
    const v = engine.view(s, 0);
    const heroes = Object.values(v.territories).filter((t) => t.hero !== null).length;
    const bases = Object.values(v.territories).filter((t) => t.base !== null).length;
    const teleporters = Object.values(v.territories).filter((t) => t.teleporter !== null).length;
    expect([heroes, bases, teleporters]).toEqual([4, 4, 8]);
    expect(v.teleporters.every((t) => t.b !== null)).toBe(true);
  });

  it('shows the turn’s public counters, which objectives and the card draw depend on', () => {
    expect(engine.view(s, 2).progress).toEqual({
      conqueredFrom: [0, 0, 0, 0, 0], halves: 0, heroConquests: 0, eliminations: 0, objectiveDone: false, transferUsed: false, attacked: false,
    });
  });
});
