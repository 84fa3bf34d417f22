/**
 * The mechanics of engine version 6, each card tested by its text through the engine API: a character
 * about to be killed (by its wounds or overwhelmed) is offered first, and a response may save it
 * (rulebook "Response": "whenever the situation described in its game text happens"; GEMP's "about to be
 * killed"); Armor Lock answers only for its bearer (the filter word `bearer`).
 */
import { describe, expect, it } from 'vitest';
import { cardScene, run, w } from './testing/cardScene';
import { act, answerWindow, iid, refused, scene, type SeatSpec } from './testing/scene';
import type { HaloState } from './types';

const chief = '0.0';


/** A skirmish of the Free Peoples `defender` against the Shadow `minions`, resolved once both pass. */
function resolved(fp: SeatSpec, minions: readonly string[], defender = 'master-chief', wounds = 0): HaloState {
  const s = cardScene({ fp, shadow: { minions }, timing: 'skirmish', fight: defender });
  s.inPlay[defender === 'master-chief' ? chief : iid(s, 0, defender)] = { w: wounds };
  let st = s;
  for (let i = 0; i < 6 && st.turn.window !== null && st.pending.length === 0; i++) st = act(st, st.turn.window.next, { type: 'pass' }).state;
  return st;
}

describe('a character about to be killed', () => {
  it('Biofoam: the Hero about to be killed by the wound of a lost skirmish is healed and saved; the game goes on', () => {
    const s = resolved({ hand: ['biofoam'] }, ['blue-elite'], 'master-chief', 3);
    expect(s.turn.response).toMatchObject({ on: 'aboutToKill', subject: chief, next: 0 });
    expect(w(s, chief)).toBe(4);
    const after = answerWindow(s, 0, { type: 'play', card: iid(s, 0, 'biofoam') });
    expect(after.events.filter((e) => e.type === 'killPrevented')).toEqual([expect.objectContaining({ iid: chief, seat: 0 })]);
    expect({ wounds: w(after.state, chief), dead: after.state.players[0]?.dead, outcome: after.state.outcome, twilight: after.state.twilight }).toEqual({ wounds: 3, dead: [], outcome: null, twilight: 2 });
  });

  it('Biofoam: when everybody passes, the Hero is killed and his player loses', () => {
    const s = resolved({ hand: ['biofoam'] }, ['blue-elite'], 'master-chief', 3);
    const after = answerWindow(s).state;
    expect([after.players[0]?.dead, after.outcome?.winners]).toEqual([[chief], [1]]);
  });

  it('Biofoam: an overwhelmed companion (a Marine at 4 against 8) is saved from being killed, with no wound placed', () => {
    const s = resolved({ company: ['unsc-marine'], hand: ['biofoam'] }, ['blue-elite'], 'unsc-marine');
    const marine = iid(s, 0, 'unsc-marine');
    expect(s.turn.response).toMatchObject({ on: 'aboutToKill', subject: marine });
    const after = answerWindow(s, 0, { type: 'play', card: iid(s, 0, 'biofoam') }).state;
    expect([w(after, marine), after.players[0]?.company.includes(marine)]).toEqual([0, true]);
  });

  it('a prevention is legal only while the kill waits: a second Biofoam is not offered in the same window', () => {
    const s = resolved({ hand: ['biofoam', 'biofoam'] }, ['blue-elite'], 'master-chief', 3);
    const once = act(s, 0, { type: 'play', card: iid(s, 0, 'biofoam') }).state;
    const back = once.turn.response?.next === 0 ? once : act(once, 1, { type: 'pass' }).state;
    expect(refused(back, 0, { type: 'play', card: iid(s, 0, 'biofoam', 1) })).toBe('halotcg/wrong-timing');
  });

  it('without a card that answers kills, the character is killed at once and no window opens (as before version 6)', () => {
    const s = resolved({ hand: ['bubble-shield'] }, ['blue-elite'], 'master-chief', 3);
    const after = answerWindow(s).state;
    expect([after.turn.response, after.players[0]?.dead]).toEqual([null, [chief]]);
  });

  it('inactive cards are not affected: the Chief with 4 wounds in Mjolnir Armor on another player’s turn is not about to be killed', () => {
    const s = scene({ seats: [{ attached: [['mjolnir', '0']], hand: ['biofoam'] }, {}], fp: 1, window: { timing: 'company', next: 1, then: 'move' } });
    s.inPlay[chief] = { w: 4 };
    const after = act(s, 1, { type: 'pass' }).state;
    expect([after.turn.response, w(after, chief), after.players[0]?.dead]).toEqual([null, 4, []]);
  });

  it('Overshield: an Elite about to be killed by Overwatch; its Shadow player discards Overshield to heal and save it', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], hand: ['overwatch'] }, shadow: { minions: ['blue-elite'], attached: [['overshield', '1']] }, timing: 'sniping' });
    const elite = iid(s, 1, 'blue-elite');
    const shield = iid(s, 1, 'overshield');
    s.inPlay[elite] = { w: 1 };
    const aimed = act(s, 0, { type: 'play', card: iid(s, 0, 'overwatch') }).state;
    expect(aimed.turn.response).toMatchObject({ on: 'aboutToKill', subject: elite });
    const after = answerWindow(aimed, 1, { type: 'use', card: shield, ability: 0 }).state;
    expect([w(after, elite), after.players[1]?.discard]).toEqual([1, [shield]]);
  });

  it('Overshield answers only for its bearer: another Elite about to be killed is killed at once', () => {
    const s = cardScene({ fp: { company: ['unsc-marine'], hand: ['overwatch'] }, shadow: { minions: ['blue-elite', 'blue-elite'], attached: [['overshield', '1']] }, timing: 'sniping' });
    const other = iid(s, 1, 'blue-elite', 1);
    s.inPlay[other] = { w: 1 };
    const after = run(s, 0, { type: 'play', card: iid(s, 0, 'overwatch') }, [other]);
    expect([after.turn.response, after.players[1]?.discard]).toEqual([null, [other]]);
  });
});

describe('"bearer" in a response: the card this one is borne by', () => {
  it('Armor Lock does not answer a wound to another of its owner’s Spartans (Kelly, not its bearer)', () => {
    const s = cardScene({ fp: { company: ['kelly'], attached: [['armor-lock', '0']] }, shadow: { minions: ['jackal-sniper'], hand: ['marked-target'] }, timing: 'sniping', next: 1, twilight: 1 });
    const kelly = iid(s, 0, 'kelly');
    const after = run(s, 1, { type: 'play', card: iid(s, 1, 'marked-target') }, [kelly]);
    expect([after.turn.response, w(after, kelly)]).toEqual([null, 1]);
  });

  it('Armor Lock answers a wound to its bearer', () => {
    const s = cardScene({ fp: { company: ['kelly'], attached: [['armor-lock', '0']] }, shadow: { minions: ['jackal-sniper'], hand: ['marked-target'] }, timing: 'sniping', next: 1, twilight: 1 });
    const aimed = run(s, 1, { type: 'play', card: iid(s, 1, 'marked-target') }, [chief]);
    expect(aimed.turn.response).toMatchObject({ on: 'aboutToWound', subject: chief });
    const after = answerWindow(aimed, 0, { type: 'use', card: iid(s, 0, 'armor-lock'), ability: 0 }).state;
    expect(w(after, chief)).toBe(0);
  });
});
