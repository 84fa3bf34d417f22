/**
 * Real tests for four rulings of RULES.md that used to cite tests which did not check them: site text and
 * "when you play" for the starting companies, the skip to regroup without minions, a side emptied before
 * its skirmish, and the company limit with staffing and upside-down companions.
 */
import { describe, expect, it } from 'vitest';
import { unwrap, type GameEvent } from '../core';
import { halotcgEngine as engine } from './engine';
import { activeCards, statics } from './queries';
import { act, iid, refused, scene } from './testing/scene';
import type { HaloState } from './types';

const COMPANY = { timing: 'company', then: 'move' } as const;

describe('starting companies', () => {
  it('"when you play" text works: Miranda Keyes draws a card when she starts in the company, and no twilight is added', () => {
    let s = unwrap(engine.setup({ players: 2, options: { decks: ['fred-vs-flood', 'chief-vs-covenant'] }, seed: 'fred' }));
    s = act(s, 0, { type: 'choose', option: '2' }).state;
    s = act(s, 1, { type: 'choose', option: '0' }).state;
    s = act(s, 0, { type: 'choose', option: '0' }).state; // the bid's winner goes first
    const miranda = s.pending[0]?.options.find((o) => o !== 'done' && s.lists[0]?.[Number(o.split('.')[1])] === 'miranda-keyes') ?? '';
    const r = act(s, 0, { type: 'choose', option: miranda });
    expect(r.events.filter((e) => e.type === 'drew')).toEqual([{ type: 'drew', seat: 0, count: 1 }]);
    expect([r.state.players[0]?.hand.length, r.state.twilight]).toEqual([1, 0]);
  });

  it('site text is not active while they are played: The Library at site 1 changes no roaming until the game starts', () => {
    const s = scene({ seats: [{}, {}], sites: ['library'], stage: 'starting' });
    const library = s.path[1] ?? '';
    expect([statics(s), activeCards(s).includes(library)]).toEqual([[], false]);
    const started: HaloState = { ...s, turn: { ...s.turn, stage: 'company' } };
    expect([statics(started).map((x) => x.mod), activeCards(started).includes(library)]).toEqual([[{ s: 'roaming', n: 1 }], true]);
  });
});

describe('no minions after the Shadow phases', () => {
  it('the turn skips to regroup: no maneuver, sniping or assignment window opens', () => {
    const s0 = scene({ seats: [{}, { hand: ['grunt'] }], window: COMPANY });
    const moved = act(s0, 0, { type: 'pass' });
    expect(moved.state.turn.window).toMatchObject({ timing: 'shadow', next: 1 });
    const r = act(moved.state, 1, { type: 'pass' });
    const phases = r.events.filter((e) => e.type === 'phase').map((e) => e.phase);
    expect([phases, r.state.turn.phase, r.state.turn.window?.timing]).toEqual([['regroup'], 'regroup', 'regroup']);
  });
});

describe('a side emptied before its skirmish', () => {
  it('does not take place: the Grunt assigned to the Marine was discarded before, so only the Chief fights', () => {
    const s0 = scene({ seats: [{ company: ['unsc-marine'] }, { minions: ['grunt', 'grunt'] }], stage: 'skirmishes' });
    const [marine, g1, g2] = [iid(s0, 0, 'unsc-marine'), iid(s0, 1, 'grunt', 0), iid(s0, 1, 'grunt', 1)];
    const { [g2]: _gone, ...inPlay } = s0.inPlay;
    const players = s0.players.map((p, i) => (i === 1 ? { ...p, minions: [g1], discard: [g2] } : p));
    const s: HaloState = { ...s0, inPlay, players, pending: [{ kind: 'chooseFight', seat: 0, options: ['0.0', marine] }], turn: { ...s0.turn, fights: [{ def: '0.0', atk: [g1], ships: false }, { def: marine, atk: [g2], ships: false }] } };
    const events: GameEvent[] = [];
    let st = act(s, 0, { type: 'choose', option: '0.0' }).state;
    for (let i = 0; i < 6 && st.turn.window?.timing === 'skirmish'; i++) {
      const r = act(st, st.turn.window.next, { type: 'pass' });
      events.push(...r.events);
      st = r.state;
    }
    expect(events.filter((e) => e.type === 'fightResolved').map((e) => e.def)).toEqual(['0.0']);
    expect([st.turn.fights, st.turn.phase]).toEqual([[], 'regroup']);
  });
});

describe('the company limit of 10', () => {
  /** Nine in the company (the Chief and 8 Marines), one Marine staffing a Longsword, one dead Marine. */
  function limit(flipped: boolean): HaloState {
    const s = scene({ seats: [{ company: Array.from({ length: 8 }, () => 'unsc-marine'), support: ['longsword', 'unsc-marine'], dead: ['unsc-marine'], hand: ['unsc-marine'] }, {}], window: COMPANY });
    const p = s.players[0];
    if (p === undefined) throw new Error('no seat 0');
    const crew = p.support[1] ?? '';
    const dead = p.dead[0] ?? '';
    return { ...s, inPlay: { ...s.inPlay, [crew]: { w: 0, staff: p.support[0] ?? '' } }, players: s.players.map((q, i) => (i === 0 ? { ...q, flipped: flipped ? [dead] : [] } : q)) };
  }
  const cases = [
    { name: 'the staffing Marine and the one killed while staffing (upside down) do not count: a tenth may join', flipped: true, want: 'accepted' },
    { name: 'a Marine dead the ordinary way counts: nine in the company and one dead make ten', flipped: false, want: 'halotcg/company-limit' },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const s = limit(c.flipped);
      expect(refused(s, 0, { type: 'play', card: s.players[0]?.hand[0] ?? '' })).toBe(c.want);
    });
  }
});
