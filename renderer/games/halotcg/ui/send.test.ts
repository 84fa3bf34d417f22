import { describe, expect, it } from 'vitest';
import { newRecord, type Seat, type Session } from '../../../../engines/core';
import { AUTO_PASS, halotcgEngine as engine, type HaloAction, type HaloState } from '../../../../engines/halotcg';
import { applyActions } from '../../../store/gameThunks';
import { pickAction } from '../testing/policy';
import { autoPass, autoPasses } from './send';

const session = (state: HaloState): Session<HaloState> => ({ record: newRecord(engine, 2, {} as never, 'unit'), state, events: [], irreversible: [] });

function start(): HaloState {
  const r = engine.setup({ players: 2, seed: 'unit', options: {} });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Plays with the policy until `stop` holds for the seat to act (at most 200 actions). */
function playUntil(state: HaloState, stop: (s: HaloState, seat: Seat, legal: readonly HaloAction[]) => boolean): HaloState {
  let s = state;
  for (let i = 0; i < 200; i++) {
    const seat = engine.activePlayers(s)[0];
    if (seat === undefined) break;
    const legal = engine.legalActions(s, seat);
    if (stop(s, seat, legal)) return s;
    const v = engine.view(s, seat);
    const a = pickAction(legal, v.pending?.kind ?? null, v.phase);
    if (a === null) break;
    const r = engine.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  throw new Error('never reached');
}

const onlyPass = (_s: HaloState, _seat: Seat, legal: readonly HaloAction[]) => legal.length === 1 && legal[0]?.type === 'pass';

describe('automatic pass', () => {
  it('passes for a seat whose only legal action is Pass', () => {
    const s = playUntil(start(), onlyPass);
    const seat = engine.activePlayers(s)[0];
    expect(autoPass(engine, session(s))).toEqual({ seat, action: AUTO_PASS });
  });

  it('does not pass for a seat that has something to choose', () => {
    const s = start();
    expect(engine.legalActions(s, 0).length).toBeGreaterThan(1);
    expect(autoPass(engine, session(s))).toBeNull();
  });

  it('chains after an action until a seat has a real choice, logging each pass', () => {
    const before = playUntil(start(), (s, _seat, legal) => {
      if (legal.length < 2) return false;
      const next = engine.apply(s, engine.activePlayers(s)[0] ?? 0, legal[0] as HaloAction);
      return next.ok && onlyPass(next.value.state, engine.activePlayers(next.value.state)[0] ?? 0, engine.legalActions(next.value.state, engine.activePlayers(next.value.state)[0] ?? 0));
    });
    const seat = engine.activePlayers(before)[0] ?? 0;
    const first = engine.legalActions(before, seat)[0] as HaloAction;
    const sent = applyActions(engine, session(before), seat, [first], autoPasses(engine));
    expect(sent.refused).toBeNull();
    const passes = sent.events.filter((e) => e.type === 'passed');
    expect(passes.length).toBeGreaterThanOrEqual(1);
    expect(passes.some((e) => e.auto === 'nothing-to-play')).toBe(true);
    expect(engine.parseAction(JSON.parse(JSON.stringify(AUTO_PASS)))).toEqual({ ok: true, value: AUTO_PASS });
    expect(engine.parseAction({ type: 'pass', auto: 'other' }).ok).toBe(false);
    const after = sent.session.state as HaloState;
    const now = engine.activePlayers(after)[0];
    if (now !== undefined) expect(onlyPass(after, now, engine.legalActions(after, now))).toBe(false);
  });

  it.each([
    { name: 'the only Shadow player of two takes the sniping wounds without being asked', pending: { kind: 'snipeShadow' as const, seat: 0, options: ['1'] }, out: '1' },
    { name: 'the one wound goes on the only minion without a hand-over', pending: { kind: 'snipeWound' as const, seat: 1, options: ['1.4'], left: 1 }, out: '1.4' },
  ])('$name', ({ pending, out }) => {
    const s = { ...start(), pending: [pending] } as HaloState;
    expect(autoPass(engine, session(s))).toEqual({ seat: pending.seat, action: { type: 'choose', option: out } });
  });

  it('asks when a question has two answers', () => {
    const s = { ...start(), pending: [{ kind: 'snipeShadow' as const, seat: 0, options: ['1', '2'] }] } as HaloState;
    expect(autoPass(engine, session(s))).toBeNull();
  });
});
