/** Rules the engine followed without a test (issue 19): each a named case through the public engine API. */
import { describe, expect, it } from 'vitest';
import { distance, geoFor } from './grid';
import { rosterOf } from './roster';
import { arena, engine, play, sq, unitOf, withDice } from './testing/arena';
import type { ActionClixAction } from './types';

const GEO = geoFor('standard', ['hangar', 'canyon', 'outpost', 'reactor']);

describe('rules without a test until issue 19', () => {
  it('a grenade after a move of more than 4 squares is thrown with 3 less attack', () => {
    const s = arena({ units: [{ seat: 0, roster: 'marine-ar', at: [2, 12], grenades: 1 }, { seat: 1, roster: 'grunt-pistol', at: [20, 20] }] });
    const long = engine
      .legalActions(s, 0)
      .filter((a): a is Extract<ActionClixAction, { type: 'moveAttack' }> => a.type === 'moveAttack')
      .map((a) => ({ a, after: play(s, a).state }))
      .find(({ after }) => after.turn?.pending[0]?.kind === 'strike' && after.turn.pending[0].penalty && engine.legalActions(after, 0).some((x) => x.type === 'grenade'));
    if (long === undefined) throw new Error('no long move with a grenade target');
    expect(distance(GEO, sq(2, 12), long.a.to)).toBeGreaterThan(4);
    const throwIt = engine.legalActions(long.after, 0).find((x) => x.type === 'grenade') as ActionClixAction;
    const { events } = play(withDice(long.after, [3, 3]), throwIt);
    expect(events.find((e) => e.type === 'grenadeHit' || e.type === 'grenadeMissed')?.attack).toBe(8 - 3);
  });

  it('two 6s with a grenade hit and are logged as two 6s', () => {
    const s = withDice(arena({ units: [{ seat: 0, roster: 'marine-ar', at: [2, 12], grenades: 1 }, { seat: 1, roster: 'grunt-pistol', at: [20, 20] }] }), [6, 6]);
    const throwIt = engine.legalActions(s, 0).find((x) => x.type === 'grenade') as ActionClixAction;
    expect(play(s, throwIt).events.find((e) => e.type === 'grenadeHit')).toMatchObject({ doubleSix: true });
  });

  it('upgrade tokens have no cap: a unit holding 6 gains a 7th for an elimination', () => {
    const last = rosterOf('grunt-pistol').dial.length - 1;
    const s = withDice(arena({ units: [{ seat: 0, roster: 'marine-ar', at: [2, 2], upgrades: 6 }, { seat: 1, roster: 'grunt-pistol', at: [4, 2], click: last }] }), [6, 5]);
    const { state } = play(s, { type: 'attack', unit: '0-marine-ar', target: '1-grunt-pistol' });
    expect(unitOf(state, '1-grunt-pistol').status).toBe('down');
    expect(unitOf(state, '0-marine-ar').upgrades).toBe(7);
  });

  it.each([
    { name: 'Master Chief (attack 11) against an Infection Form (defense 13): 11 + 2 reaches 13, a hit', shooter: 'master-chief', target: 'infection-form', event: 'shotHit' },
    { name: 'a Marine (attack 8) against a Grunt (defense 14): 8 + 2 falls short, a plain miss', shooter: 'marine-ar', target: 'grunt-pistol', event: 'shotMissed' },
  ])('two 1s are no automatic miss: $name', ({ shooter, target, event }) => {
    const s = withDice(arena({ units: [{ seat: 0, roster: shooter, at: [2, 2] }, { seat: 1, roster: target, at: [4, 2] }] }), [1, 1]);
    const attack = rosterOf(shooter).dial[0]?.[1] ?? 0;
    const shot = play(s, { type: 'attack', unit: `0-${shooter}`, target: `1-${target}` }).events.find((e) => e.type === 'shotHit' || e.type === 'shotMissed');
    expect(shot).toMatchObject({ type: event, total: attack + 2, doubleSix: false });
  });
});
