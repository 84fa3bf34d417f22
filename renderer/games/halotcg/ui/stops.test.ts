import { describe, expect, it } from 'vitest';
import { newRecord, type Seat, type Session } from '../../../../engines/core';
import { halotcgEngine as engine, type HaloAction, type HaloState } from '../../../../engines/halotcg';
import { applyActions } from '../../../store/gameThunks';
import { pickAction } from '../testing/policy';
import { autoPasses, ONLY_NOTHING, type Seating } from './send';
import { DEFAULT_STOPS, decodeStops, keepsHand, encodeStops, passReason, untilChoices, untilReached, type Stops, type Until } from './stops';


function start(players = 2, seed = 'stops'): HaloState {
  const r = engine.setup({ players, seed, options: {} });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** A state with an open shared window at `timing`, asking `seat`, as the reason function reads it. */
function windowAt(timing: string, seat: Seat, fp: Seat, extra: Partial<HaloState['turn']> = {}): HaloState {
  const s = start();
  return { ...s, pending: [], turn: { ...s.turn, fp, response: null, window: { timing, then: 'regroup', next: seat, passes: 0 } as never, ...extra }, turnNumber: 3 } as HaloState;
}

const PASS: HaloAction = { type: 'pass' };
const PLAY: HaloAction = { type: 'play', card: 'x' };

describe('passReason', () => {
  const cases: readonly { name: string; s: HaloState; seat: Seat; legal: readonly HaloAction[]; stops?: Stops; until?: Until | null; want: string | null }[] = [
    { name: 'only pass passes whatever the stops', s: windowAt('skirmish', 1, 0), seat: 1, legal: [PASS], want: 'nothing-to-play' },
    { name: 'no pass offered: asked', s: windowAt('maneuver', 1, 0), seat: 1, legal: [PLAY], want: null },
    { name: 'maneuver on another turn: no stop by default', s: windowAt('maneuver', 1, 0), seat: 1, legal: [PASS, PLAY], want: 'no-stop' },
    { name: 'skirmish on another turn: stopped by default', s: windowAt('skirmish', 1, 0), seat: 1, legal: [PASS, PLAY], want: null },
    { name: 'maneuver on own turn: stopped by default', s: windowAt('maneuver', 0, 0), seat: 0, legal: [PASS, PLAY], want: null },
    { name: 'own turn with the stop taken off', s: windowAt('regroup', 0, 0), seat: 0, legal: [PASS, PLAY], stops: { own: new Set(), others: new Set() }, want: 'no-stop' },
    { name: 'the shadow window of its owner always stops', s: windowAt('shadow', 1, 0), seat: 1, legal: [PASS, PLAY], stops: { own: new Set(), others: new Set() }, want: null },
    { name: 'a response window always stops', s: windowAt('maneuver', 1, 0, { response: { on: 'played', subject: 'a', next: 1, passes: 0 } as never }), seat: 1, legal: [PASS, PLAY], want: null },
    { name: 'pass until skirmish passes the maneuver window', s: windowAt('maneuver', 0, 0), seat: 0, legal: [PASS, PLAY], until: { kind: 'phase', phase: 'skirmish', turn: 3 }, want: 'pass-until' },
    { name: 'pass until skirmish stops at the skirmish', s: windowAt('skirmish', 0, 0), seat: 0, legal: [PASS, PLAY], until: { kind: 'phase', phase: 'skirmish', turn: 3 }, want: null },
    { name: 'pass until skirmish of an earlier turn is met', s: windowAt('regroup', 1, 1), seat: 1, legal: [PASS, PLAY], until: { kind: 'phase', phase: 'skirmish', turn: 2 }, want: null },
    { name: 'pass until my turn passes a shadow window', s: windowAt('shadow', 1, 0), seat: 1, legal: [PASS, PLAY], until: { kind: 'myTurn', turn: 3 }, want: 'pass-until' },
    { name: 'pass until my turn stops on that turn', s: windowAt('regroup', 1, 1), seat: 1, legal: [PASS, PLAY], until: { kind: 'myTurn', turn: 2 }, want: null },
  ];
  for (const c of cases) it(c.name, () => expect(passReason(c.s, c.seat, c.legal, c.stops ?? DEFAULT_STOPS, c.until ?? null)).toBe(c.want));

  it('reads wishes as met only at their phase or a later turn', () => {
    expect(untilReached(windowAt('sniping', 0, 0), 0, { kind: 'phase', phase: 'assignment', turn: 3 })).toBe(false);
    expect(untilReached(windowAt('assignment', 0, 0), 0, { kind: 'phase', phase: 'assignment', turn: 3 })).toBe(true);
    expect(untilReached(windowAt('regroup', 0, 0), 0, { kind: 'myTurn', turn: 3 })).toBe(false);
  });

  it('keeps the hand at the optional reconcile discard only without that stop', () => {
    const s = { ...windowAt('regroup', 1, 0), pending: [{ kind: 'reconcileOne', seat: 1, options: ['a', 'skip'] }] } as HaloState;
    const legal: HaloAction[] = [{ type: 'choose', option: 'a' }, { type: 'choose', option: 'skip' }];
    expect(keepsHand(s, 1, legal, DEFAULT_STOPS)).toBe(true);
    expect(keepsHand(s, 1, legal, { own: DEFAULT_STOPS.own, others: new Set(['reconcile']) })).toBe(false);
    expect(keepsHand({ ...s, turn: { ...s.turn, fp: 1 } }, 1, legal, DEFAULT_STOPS)).toBe(false);
    expect(keepsHand(s, 0, legal, DEFAULT_STOPS)).toBe(false);
  });

  it('offers only the later shared phases as targets', () => {
    expect(untilChoices('sniping')).toEqual(['assignment', 'engagement', 'skirmish', 'regroup']);
    expect(untilChoices('regroup')).toEqual([]);
    expect(untilChoices('company')).toEqual(['maneuver', 'sniping', 'assignment', 'engagement', 'skirmish', 'regroup']);
  });
});

describe('settings text', () => {
  it('round-trips and drops unknown phases', () => {
    expect(encodeStops(new Set(['skirmish', 'maneuver']))).toBe('maneuver,skirmish');
    expect([...decodeStops('skirmish,bogus,maneuver', DEFAULT_STOPS.own)]).toEqual(['skirmish', 'maneuver']);
    expect(decodeStops('', DEFAULT_STOPS.own).size).toBe(0);
    expect(decodeStops(7, DEFAULT_STOPS.others)).toBe(DEFAULT_STOPS.others);
  });
});

/**
 * Plays a whole game with the policy through the shell's `applyActions`, counting the decisions put to
 * a person and the hand-overs (the person asked differs from the one asked before).
 */
function handOvers(players: number, seed: string, seating: Seating): { asked: number; handOvers: number; state: HaloState } {
  const first = engine.setup({ players, seed, options: {} });
  if (!first.ok) throw new Error(first.error.code);
  let s: Session<HaloState> = { record: newRecord(engine, players, {} as never, seed), state: first.value, events: [], irreversible: [] };
  let asked = 0;
  let changes = 0;
  let last: Seat | null = null;
  for (let i = 0; i < 5000; i++) {
    const seat = engine.activePlayers(s.state)[0];
    if (seat === undefined) break;
    asked++;
    if (last !== null && last !== seat) changes++;
    last = seat;
    const v = engine.view(s.state, seat);
    const action = pickAction(engine.legalActions(s.state, seat) as HaloAction[], v.pending?.kind ?? null, v.phase);
    if (action === null) break;
    const sent = applyActions(engine, s, seat, [action], autoPasses(engine, seating));
    if (sent.refused !== null) throw new Error(sent.refused.code);
    s = sent.session as Session<HaloState>;
  }
  return { asked, handOvers: changes, state: s.state };
}

const DEFAULTS: Seating = { stops: () => DEFAULT_STOPS, until: () => null, forget: () => undefined };

describe('hand-overs in whole games played by the same policy', () => {
  const cases = [
    { players: 2, seed: 'stops', before: 41, after: 33 },
    { players: 3, seed: 'b', before: 84, after: 57 },
    { players: 5, seed: 'c', before: 219, after: 98 },
  ];
  for (const c of cases) {
    it(`${c.players} players: ${c.before} with only "nothing to play", ${c.after} with the default stops, same game`, () => {
      const before = handOvers(c.players, c.seed, ONLY_NOTHING);
      const after = handOvers(c.players, c.seed, DEFAULTS);
      expect({ before: before.handOvers, after: after.handOvers }).toEqual({ before: c.before, after: c.after });
      expect(after.state.outcome).toEqual(before.state.outcome);
      expect(after.state.turnNumber).toBe(before.state.turnNumber);
    });
  }
});
