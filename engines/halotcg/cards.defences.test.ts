/**
 * The mechanics of engine version 5, each card of cards/defences.ts tested by its text through the engine
 * API: wounds about to be placed and their prevention (rulebook "Exert", "Response"), assignment by a card
 * effect (rulebook "Assignment": one-on-one, both unassigned), site replacement by a card effect (rulebook
 * "Adventure deck"), and a sniper ally at home.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core';
import { companySnipingTotal } from './snipingPhase';
import { cardScene, run, w } from './testing/cardScene';
import { act, answerWindow, EARTH, iid, passAll, refused, scene } from './testing/scene';
import type { HaloState } from './types';

const chief = '0.0';


/** The Chief loses a skirmish against a Blue Elite (8 against 8, a tie goes to the Shadow): 1 wound about to be placed. */
function lostSkirmish(fp: Parameters<typeof cardScene>[0]['fp'] = {}): { state: HaloState; events: GameEvent[] } {
  const s = cardScene({ fp, shadow: { minions: ['blue-elite'] }, timing: 'skirmish', fight: 'master-chief' });
  let st = s;
  const events: GameEvent[] = [];
  for (let i = 0; i < 6 && st.turn.window !== null && st.pending.length === 0; i++) {
    const r = act(st, st.turn.window.next, { type: 'pass' });
    st = r.state;
    events.push(...r.events);
  }
  return { state: st, events };
}

describe('wounds about to be placed and their prevention', () => {
  it('Bubble Shield: the Chief about to take the wound of a lost skirmish: the window names him, the wound is prevented, the twilight stays paid', () => {
    const { state } = lostSkirmish({ hand: ['bubble-shield'] });
    expect(state.turn.response).toMatchObject({ on: 'aboutToWound', subject: chief, next: 0 });
    const after = answerWindow(state, 0, { type: 'play', card: iid(state, 0, 'bubble-shield') });
    expect(after.events.filter((e) => e.type === 'prevented')).toEqual([expect.objectContaining({ iid: chief, seat: 0 })]);
    expect([w(after.state, chief), after.state.twilight]).toEqual([0, 2]);
  });

  it('Bubble Shield: when everybody passes, the held wound is placed', () => {
    const { state } = lostSkirmish({ hand: ['bubble-shield'] });
    expect(w(answerWindow(state).state, chief)).toBe(1);
  });

  it('without a card that answers wounds, the wound is placed at once and no window opens (as before version 5)', () => {
    const { state, events } = lostSkirmish({ hand: ['covering-fire'] });
    expect([state.turn.response, w(state, chief)]).toEqual([null, 1]);
    expect(events.some((e) => e.type === 'wounded')).toBe(true);
  });

  it('cards that prevent wounds may not prevent a wound token placed by exerting: Overwatch’s exertion opens no window', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], hand: ['overwatch', 'bubble-shield'] }, shadow: { minions: ['grunt'] }, timing: 'sniping' });
    const after = act(s, 0, { type: 'play', card: iid(s, 0, 'overwatch') }).state;
    expect([w(after, iid(s, 0, 'unsc-marine')), after.turn.response?.on === 'aboutToWound']).toEqual([1, false]);
  });

  it('Take Cover: a [Human] companion about to be wounded by Marked Target; another [Human] companion exerts to prevent it', () => {
    const s = cardScene({ fp: { company: ['colonial-militia', 'reach-survivor'], hand: ['take-cover'] }, shadow: { minions: ['jackal-sniper'], hand: ['marked-target'] }, timing: 'sniping', next: 1, twilight: 1 });
    const militia = iid(s, 0, 'colonial-militia');
    const survivor = iid(s, 0, 'reach-survivor');
    const aimed = run(s, 1, { type: 'play', card: iid(s, 1, 'marked-target') }, [militia]);
    expect(aimed.turn.response).toMatchObject({ on: 'aboutToWound', subject: militia });
    const paid = run(aimed, 0, { type: 'play', card: iid(s, 0, 'take-cover') }, [survivor]);
    const after = answerWindow(paid).state;
    expect([w(after, militia), w(after, survivor)]).toEqual([0, 1]);
  });

  it('Take Cover: not offered for a companion of another culture (a UNSC Marine)', () => {
    const s = cardScene({ fp: { company: ['unsc-marine', 'reach-survivor'], hand: ['take-cover'] }, shadow: { minions: ['jackal-sniper'], hand: ['marked-target'] }, timing: 'sniping', next: 1, twilight: 1 });
    const marine = iid(s, 0, 'unsc-marine');
    const after = run(s, 1, { type: 'play', card: iid(s, 1, 'marked-target') }, [marine]);
    expect([after.turn.response?.on, w(after, marine)]).toEqual([undefined, 1]);
  });

  it('Armor Lock: the Spartan bearing it is about to be wounded; discarding it prevents the wound', () => {
    const { state } = lostSkirmish({ attached: [['armor-lock', '0.0']] });
    const lock = iid(state, 0, 'armor-lock');
    const after = answerWindow(state, 0, { type: 'use', card: lock, ability: 0 }).state;
    expect([w(after, chief), after.players[0]?.discard]).toEqual([0, [lock]]);
  });

  it('Riot Shields: a [Human] minion about to be wounded by Overwatch; its Shadow player removes (2) to prevent it', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], hand: ['overwatch'] }, shadow: { minions: ['innie-gunman'], support: ['riot-shields'] }, timing: 'sniping', twilight: 2 });
    const gunman = iid(s, 1, 'innie-gunman');
    const aimed = act(s, 0, { type: 'play', card: iid(s, 0, 'overwatch') }).state;
    expect(aimed.turn.response).toMatchObject({ on: 'aboutToWound', subject: gunman });
    const after = answerWindow(aimed, 1, { type: 'use', card: iid(s, 1, 'riot-shields'), ability: 0 }).state;
    expect([w(after, gunman), after.twilight]).toEqual([0, 1]);
  });

  it('a sniping wound placed on a companion may be prevented; the next sniping wound is asked for after the window', () => {
    const s0 = scene({ seats: [{ company: ['unsc-marine'], hand: ['bubble-shield'] }, { minions: ['jackal-sniper', 'jackal-sniper'] }], stage: 'sniping', window: { timing: 'sniping', then: 'snipeFire' } });
    const s = passAll(s0);
    expect(s.pending[0]).toMatchObject({ kind: 'snipeWound', seat: 0, left: 2 });
    const aimed = act(s, 0, { type: 'choose', option: chief }).state;
    expect([aimed.turn.response?.on, aimed.pending]).toEqual(['aboutToWound', []]);
    const after = answerWindow(aimed, 0, { type: 'play', card: iid(s, 0, 'bubble-shield') }).state;
    expect([w(after, chief), after.pending[0]]).toEqual([0, expect.objectContaining({ kind: 'snipeWound', left: 1 })]);
  });

  it('a prevention is legal only while the wound waits: a second Bubble Shield is not offered in the same window', () => {
    const { state } = lostSkirmish({ hand: ['bubble-shield', 'bubble-shield'] });
    const once = act(state, 0, { type: 'play', card: iid(state, 0, 'bubble-shield') }).state;
    const back = once.turn.response?.next === 0 ? once : act(once, 1, { type: 'pass' }).state;
    expect(refused(back, 0, { type: 'play', card: iid(state, 0, 'bubble-shield', 1) })).toBe('halotcg/wrong-timing');
  });
});

describe('assignment by a card effect (one-on-one, both unassigned)', () => {
  const ASSIGN = 'assignment' as const;

  it('Flanking Maneuver: a [Human] companion exerts to assign a minion to one of your companions, before anybody assigns', () => {
    const s = cardScene({ fp: { company: ['colonial-militia', 'reach-survivor'], hand: ['flanking-maneuver'] }, shadow: { minions: ['grunt', 'blue-elite'] }, timing: ASSIGN });
    const [militia, survivor, grunt] = [iid(s, 0, 'colonial-militia'), iid(s, 0, 'reach-survivor'), iid(s, 1, 'grunt')];
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'flanking-maneuver') }, [militia, grunt, survivor]);
    expect(after.turn.fights).toEqual([{ def: survivor, atk: [grunt], ships: false }]);
    expect(w(after, militia)).toBe(1);
  });

  it('Flanking Maneuver: an assigned minion or companion is not offered again', () => {
    const s = cardScene({ fp: { company: ['colonial-militia', 'reach-survivor'], hand: ['flanking-maneuver'] }, shadow: { minions: ['grunt', 'blue-elite'] }, timing: ASSIGN });
    const [survivor, grunt, elite] = [iid(s, 0, 'reach-survivor'), iid(s, 1, 'grunt'), iid(s, 1, 'blue-elite')];
    s.turn.fights = [{ def: survivor, atk: [grunt], ships: false }];
    const asked = act(s, 0, { type: 'play', card: iid(s, 0, 'flanking-maneuver') }).state;
    const minionQuestion = asked.pending.find((p) => p.options.includes(elite));
    expect(minionQuestion?.options ?? [elite]).not.toContain(grunt);
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'flanking-maneuver') }, [iid(s, 0, 'colonial-militia'), elite, chief]);
    expect(after.turn.fights.map((f) => [f.def, f.atk])).toEqual([[survivor, [grunt]], [chief, [elite]]]);
  });

  it('Honorable Challenge: the Shadow player assigns one of its Elites to an unassigned companion', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'] }, shadow: { minions: ['blue-elite', 'grunt'], hand: ['honorable-challenge'] }, timing: ASSIGN, next: 1 });
    const marine = iid(s, 0, 'unsc-marine');
    const after = run(s, 1, { type: 'play', card: iid(s, 1, 'honorable-challenge') }, [marine]);
    expect(after.turn.fights).toEqual([{ def: marine, atk: [iid(s, 1, 'blue-elite')], ships: false }]);
  });

  it('Feeding Frenzy: a Flood minion goes to a wounded companion only; with none wounded nothing is assigned', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'] }, shadow: { minions: ['infection-form'], hand: ['feeding-frenzy', 'feeding-frenzy'] }, timing: ASSIGN, next: 1 });
    const marine = iid(s, 0, 'unsc-marine');
    expect(run(s, 1, { type: 'play', card: iid(s, 1, 'feeding-frenzy') }).turn.fights).toEqual([]);
    s.inPlay[marine] = { w: 1 };
    expect(run(s, 1, { type: 'play', card: iid(s, 1, 'feeding-frenzy') }).turn.fights).toEqual([{ def: marine, atk: [iid(s, 1, 'infection-form')], ships: false }]);
  });
});

describe('site replacement by a card effect', () => {
  /** A scene whose path is the Shadow seat's Pillar sites; the given seat holds Earth site 1 in its adventure deck. */
  function withEarthSite(s: HaloState, seat: number): HaloState {
    const list = [...(s.lists[seat] ?? []), EARTH[0] ?? ''];
    const site = `${seat}.${list.length - 1}`;
    const lists = s.lists.map((l, i) => (i === seat ? list : l));
    const players = s.players.map((p, i) => (i === seat ? { ...p, adventure: [...p.adventure, site] } : p));
    return { ...s, lists, players };
  }

  it('Fallback Position: the site the company is at is replaced by the player’s own site; the old one goes back to its owner’s adventure deck', () => {
    const s = withEarthSite(cardScene({ fp: { hand: ['fallback-position'] }, timing: 'maneuver' }), 0);
    const old = s.path[1] ?? '';
    const r = act(s, 0, { type: 'play', card: iid(s, 0, 'fallback-position') });
    const after = passAll(r.state);
    expect([r.state.path[1], r.state.players[1]?.adventure.includes(old), r.state.inPlay[old]]).toEqual([`0.${(s.lists[0]?.length ?? 0) - 1}`, true, undefined]);
    expect(r.events.find((e) => e.type === 'siteReplaced')).toMatchObject({ number: 1, seat: 1, by: 0 });
    expect(after.players[0]?.pos).toBe(1);
  });

  it('Fallback Position: a player whose adventure deck lacks that number (or who owns the site already) changes nothing', () => {
    const s = cardScene({ fp: { hand: ['fallback-position'] }, timing: 'maneuver' });
    expect(act(s, 0, { type: 'play', card: iid(s, 0, 'fallback-position') }).state.path).toEqual(s.path);
  });

  it('Glassing Run: in the Shadow phase the Shadow player puts its own site where the company is', () => {
    // Seat 1 plays the Free Peoples and owns the path; seat 0 is the Shadow player with Earth site 1.
    const s = withEarthSite(scene({ seats: [{ hand: ['glassing-run'] }, {}], fp: 1, twilight: 2, stage: 'shadow', window: { timing: 'shadow', next: 0, then: 'maneuver' } }), 0);
    const old = s.path[1] ?? '';
    const after = act(s, 0, { type: 'play', card: iid(s, 0, 'glassing-run') }).state;
    expect([after.path[1]?.startsWith('0.'), after.players[1]?.adventure]).toEqual([true, [old]]);
  });
});

describe('a sniper ally', () => {
  it.each([
    { name: 'at its home site (4) the Militia Marksman counts toward the company sniping total', pos: 4, total: 1 },
    { name: 'away from home it does not', pos: 2, total: 0 },
  ])('$name', ({ pos, total }) => {
    const s = scene({ seats: [{ support: ['militia-marksman'], pos }, {}] });
    expect(companySnipingTotal(s)).toBe(total);
  });
});
