/**
 * Site actions and "when the company moves here" texts: the site where the company is may be used by any
 * player acting in the window (limited to one side when the text says so), and only there.
 */
import { describe, expect, it } from 'vitest';
import { halotcgEngine as engine } from './engine';
import { stat } from './queries';
import { cardScene, run, w } from './testing/cardScene';
import { act, EARTH, iid, refused, scene } from './testing/scene';
import type { HaloState } from './types';

const chief = '0.0';
const siteUses = (s: HaloState, seat: number): unknown[] => engine.legalActions(s, seat).filter((a) => a.type === 'use' && a.card === s.path[s.players[0]?.pos ?? 0]);

describe('site actions', () => {
  it('Halo Beachhead: the Free Peoples player exerts a companion to draw a card (offered in legalActions)', () => {
    const s = cardScene({ fp: { pos: 2, deck: ['medic'] }, timing: 'maneuver' });
    const site = s.path[2] ?? '';
    expect(siteUses(s, 0)).toEqual([{ type: 'use', card: site, ability: 0 }]);
    const after = run(s, 0, { type: 'use', card: site, ability: 0 });
    expect([w(after, chief), after.players[0]?.hand]).toEqual([1, [iid(s, 0, 'medic')]]);
  });

  it('Halo Beachhead: not for Shadow players, and not while the company is elsewhere', () => {
    const s = cardScene({ fp: { pos: 2 }, shadow: { minions: ['grunt'] }, timing: 'maneuver', next: 1 });
    expect(siteUses(s, 1)).toEqual([]);
    expect(refused(s, 1, { type: 'use', card: s.path[2] ?? '', ability: 0 })).toBe('halotcg/not-your-card');
    const away = cardScene({ fp: { pos: 3 }, timing: 'maneuver' });
    expect(refused(away, 0, { type: 'use', card: away.path[2] ?? '', ability: 0 })).toBe('halotcg/not-your-card');
  });

  it('Silent Cartographer: a Shadow player removes (2) to make a minion in the skirmish strength +2', () => {
    const s = cardScene({ fp: { pos: 4 }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief', next: 1, twilight: 3 });
    const site = s.path[4] ?? '';
    expect([siteUses(s, 1).length, siteUses({ ...s, turn: { ...s.turn, window: { ...s.turn.window!, next: 0 } } }, 0).length]).toEqual([1, 0]);
    const after = run(s, 1, { type: 'use', card: site, ability: 0 });
    expect([after.twilight, stat(after, iid(s, 1, 'grunt'), 'strength')]).toEqual([1, 6]);
    const poor = { ...s, twilight: 1 };
    expect(refused(poor, 1, { type: 'use', card: site, ability: 0 })).toBe('halotcg/cost');
  });

  it('Silent Cartographer: its owner may not use it once the company has moved on to site 5', () => {
    const s = cardScene({ fp: { pos: 5 }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief', next: 1, twilight: 3 });
    const earlier = s.path[4] ?? '';
    expect(engine.legalActions(s, 1).filter((a) => a.type === 'use' && a.card === earlier)).toEqual([]);
    expect(refused(s, 1, { type: 'use', card: earlier, ability: 0 })).toBe('halotcg/not-your-card');
  });

  it('Outskirts: the Free Peoples player exerts a companion to make a companion in the skirmish strength +1', () => {
    const s = cardScene({ fp: { pos: 2, company: ['unsc-marine'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief', sites: EARTH });
    const marine = iid(s, 0, 'unsc-marine');
    const after = run(s, 0, { type: 'use', card: s.path[2] ?? '', ability: 0 }, [marine]);
    expect([w(after, marine), stat(after, chief, 'strength')]).toEqual([1, 9]);
  });
});

describe('"when the company moves here"', () => {
  it('High Charity adds (2) on top of its Shadow number and the company', () => {
    const s = scene({ seats: [{ pos: 6 }, {}], sites: EARTH, window: { timing: 'company', then: 'move' } });
    const after = act(s, 0, { type: 'pass' }).state;
    expect([after.players[0]?.pos, after.twilight]).toEqual([7, 6 + 1 + 2]);
  });
});
