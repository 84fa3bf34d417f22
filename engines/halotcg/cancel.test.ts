/**
 * Responses that cancel (rulebook "Response": "that other action does not have its effect, but its costs
 * and requirements are still paid"): events answered before they take effect, and required texts
 * (a companion's "when you play", a site's "when the company moves here") answered the same way.
 */
import { describe, expect, it } from 'vitest';
import { halotcgEngine as engine } from './engine';
import { cardScene, run, w } from './testing/cardScene';
import { act, EARTH, iid, scene, type SeatSpec } from './testing/scene';
import type { HaloState } from './types';

const chief = '0.0';
const types = (s: HaloState, seat: number): string[] => engine.legalActions(s, seat).map((a) => ('card' in a ? `${a.type}:${s.lists[Number(a.card.split('.')[0])]?.[Number(a.card.split('.')[1])]}` : a.type));

/** Passes the open response window until it closes. */
function passResponses(s: HaloState): HaloState {
  let st = s;
  for (let i = 0; i < 6 && st.turn.response !== null && st.pending.length === 0; i++) st = act(st, st.turn.response.next, { type: 'pass' }).state;
  return st;
}

function volleyScene(fp: SeatSpec): HaloState {
  return cardScene({ fp, shadow: { minions: ['elite-veteran'], hand: ['plasma-volley'] }, timing: 'maneuver', next: 1, twilight: 2 });
}

describe('cancelling an event', () => {
  it('Countermeasures cancels Plasma Volley: its twilight and exertion stay paid, nobody is wounded', () => {
    const s = volleyScene({ company: ['unsc-marine'], hand: ['countermeasures'] });
    const played = act(s, 1, { type: 'play', card: iid(s, 1, 'plasma-volley') }).state;
    expect([played.turn.response?.on, played.turn.response?.next, played.twilight, w(played, iid(s, 1, 'elite-veteran'))]).toEqual(['eventPlayed', 0, 0, 1]);
    expect(types(played, 0)).toEqual(['pass', 'play:countermeasures']);
    const marine = iid(s, 0, 'unsc-marine');
    const r = engine.apply(played, 0, { type: 'play', card: iid(s, 0, 'countermeasures') });
    if (!r.ok) throw new Error(r.error.code);
    const after = passResponses(run(played, 0, { type: 'play', card: iid(s, 0, 'countermeasures') }, [marine]));
    expect([w(after, chief), w(after, marine), after.turn.response, after.players[1]?.discard, after.players[0]?.discard]).toEqual([
      0, 1, null, [iid(s, 1, 'plasma-volley')], [iid(s, 0, 'countermeasures')],
    ]);
    expect(after.turn.window).toMatchObject({ timing: 'maneuver' });
  });

  it('the cancel is logged with the cancelled card', () => {
    const s = volleyScene({ company: ['unsc-marine'], hand: ['countermeasures'] });
    const played = act(s, 1, { type: 'play', card: iid(s, 1, 'plasma-volley') }).state;
    const marine = iid(s, 0, 'unsc-marine');
    const asked = act(played, 0, { type: 'play', card: iid(s, 0, 'countermeasures') }).state;
    const events = act(asked, 0, { type: 'choose', option: marine }).events;
    expect(events.filter((e) => e.type === 'cancelled')).toEqual([{ type: 'cancelled', card: 'plasma-volley', iid: iid(s, 1, 'plasma-volley'), seat: 1, what: 'event' }]);
  });

  it('when everybody passes, the event takes effect after the window', () => {
    const s = volleyScene({ company: [], hand: ['countermeasures'] });
    const played = act(s, 1, { type: 'play', card: iid(s, 1, 'plasma-volley') }).state;
    const after = passResponses(played);
    expect([w(after, chief), after.players[0]?.hand]).toEqual([1, [iid(s, 0, 'countermeasures')]]);
  });

  it('no window opens when the cancel cannot be paid (no UNSC companion can exert)', () => {
    const s = volleyScene({ hero: 'arbiter', hand: ['countermeasures'] });
    const after = act(s, 1, { type: 'play', card: iid(s, 1, 'plasma-volley') }).state;
    expect([after.turn.response, w(after, chief)]).toEqual([null, 1]);
  });

  it('Signal Jamming cancels Lock and Load; a second copy has nothing left to cancel, and the cancel itself cannot be answered', () => {
    const s = cardScene({ fp: { hand: ['lock-and-load', 'countermeasures'], deck: ['medic', 'rally'] }, shadow: { minions: ['grunt'], hand: ['signal-jamming', 'signal-jamming'] }, timing: 'maneuver', twilight: 3 });
    const played = act(s, 0, { type: 'play', card: iid(s, 0, 'lock-and-load') }).state;
    expect([played.twilight, played.turn.response?.next]).toEqual([4, 0]);
    const fpPassed = act(played, 0, { type: 'pass' }).state;
    expect(types(fpPassed, 1)).toEqual(['pass', 'play:signal-jamming']);
    const jammed = act(fpPassed, 1, { type: 'play', card: iid(s, 1, 'signal-jamming') }).state;
    expect([jammed.twilight, jammed.turn.response?.cancelled, jammed.turn.response?.next]).toEqual([2, true, 0]);
    expect(types(jammed, 0)).toEqual(['pass']);
    const again = act(jammed, 0, { type: 'pass' }).state;
    expect(types(again, 1)).toEqual(['pass']);
    const after = passResponses(again);
    expect([after.players[0]?.hand, after.players[0]?.deck.length]).toEqual([[iid(s, 0, 'countermeasures')], 2]);
  });
});

describe('cancelling a required text', () => {
  it("Sabotage cancels Miranda Keyes's draw when she is played; her twilight stays added", () => {
    const s = cardScene({ fp: { hand: ['miranda-keyes'], deck: ['medic'] }, shadow: { hand: ['sabotage'] }, timing: 'company' });
    const played = act(s, 0, { type: 'play', card: iid(s, 0, 'miranda-keyes') }).state;
    expect([played.turn.response?.on, played.turn.response?.subject, played.twilight]).toEqual(['triggered', iid(s, 0, 'miranda-keyes'), 2]);
    const sabotaged = act(act(played, 0, { type: 'pass' }).state, 1, { type: 'play', card: iid(s, 1, 'sabotage') }).state;
    const after = passResponses(sabotaged);
    expect([after.players[0]?.hand, after.twilight, after.players[1]?.discard]).toEqual([[], 1, [iid(s, 1, 'sabotage')]]);
  });

  it('without an answer Miranda Keyes draws as usual', () => {
    const s = cardScene({ fp: { hand: ['miranda-keyes'], deck: ['medic'] }, shadow: { hand: ['sabotage'] }, timing: 'company' });
    const after = passResponses(act(s, 0, { type: 'play', card: iid(s, 0, 'miranda-keyes') }).state);
    expect(after.players[0]?.hand).toEqual([iid(s, 0, 'medic')]);
  });

  it('Forerunner Override cancels Delta Halo: discarded to keep the company from exerting', () => {
    const s = scene({ seats: [{ pos: 4, company: ['unsc-marine'], support: ['forerunner-override'] }, {}], sites: EARTH, window: { timing: 'company', then: 'move' } });
    const moved = act(s, 0, { type: 'pass' }).state;
    const override = iid(s, 0, 'forerunner-override');
    expect([moved.players[0]?.pos, moved.turn.response?.on, types(moved, 0)]).toEqual([5, 'triggered', ['pass', 'use:forerunner-override']]);
    const after = passResponses(act(moved, 0, { type: 'use', card: override, ability: 0 }).state);
    expect([w(after, chief), w(after, iid(s, 0, 'unsc-marine')), after.players[0]?.discard, after.twilight, after.turn.stage]).toEqual([0, 0, [override], 3 + 2, 'shadow']);
  });

  it('a response with nothing to answer is refused with a code', () => {
    const s = cardScene({ fp: { support: ['forerunner-override'] }, timing: 'maneuver' });
    const r = engine.apply(s, 0, { type: 'use', card: iid(s, 0, 'forerunner-override'), ability: 0 });
    expect(r.ok ? 'accepted' : r.error.code).toBe('halotcg/no-ability');
  });
});

describe('inside a response window', () => {
  it('only the responses resolve; what was queued behind the answered trigger waits until everyone has passed', () => {
    const s0 = cardScene({ fp: { dead: ['unsc-marine'], deck: ['medic'] }, shadow: { hand: ['reanimation'], discard: ['infection-form'] }, timing: 'maneuver', twilight: 3 });
    const marine = iid(s0, 0, 'unsc-marine');
    const s: HaloState = {
      ...s0,
      queue: [
        { kind: 'respond', on: 'killed', subject: marine, src: marine, by: 0, ctx: -1 },
        { kind: 'effect', effect: { e: 'draw', n: 1 }, src: chief, by: 0, ctx: -1 },
      ],
    };
    const open = act(s, 0, { type: 'pass' }).state;
    expect([open.turn.response?.on, open.players[0]?.hand, open.queue]).toEqual(['killed', [], []]);
    const answered = run(act(open, 0, { type: 'pass' }).state, 1, { type: 'play', card: iid(s0, 1, 'reanimation') }, [iid(s0, 1, 'infection-form')]);
    expect([answered.players[1]?.minions, answered.players[0]?.hand]).toEqual([[iid(s0, 1, 'infection-form')], []]);
    const after = passResponses(answered);
    expect(after.players[0]?.hand).toEqual([iid(s0, 0, 'medic')]);
  });
});
