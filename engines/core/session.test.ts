import { describe, expect, it } from 'vitest';
import { ok } from './result';
import { counterEngine, type CounterAction } from './testing/counterEngine';
import type { GameEngine } from './engine';
import { act, resumeSession, startSession, undo, undoBlocker, type Session } from './session';
import { parseSaveFile, replay, type SaveFile } from './record';
import type { CounterState } from './testing/counterEngine';

function started(seed = 'seed'): Session<CounterState> {
  const s = startSession<CounterState>(counterEngine, 2, { target: 10 }, seed);
  if (!s.ok) throw new Error(s.error.code);
  return s.value;
}

function play(session: Session<CounterState>, ...types: ('add' | 'roll' | 'peek')[]): Session<CounterState> {
  return types.reduce((s, type) => {
    const next = act<CounterState>(counterEngine, s, s.state.turn, { type });
    if (!next.ok) throw new Error(next.error.code);
    return next.value;
  }, session);
}

describe('sessions', () => {
  it.each([
    { name: 'too few players', players: 1, options: {}, code: 'core/player-count' },
    { name: 'too many players', players: 4, options: {}, code: 'core/player-count' },
    { name: 'bad options', players: 2, options: { target: -1 }, code: 'counter/bad-options' },
  ])('refuses a setup with $name', ({ players, options, code }) => {
    const s = startSession(counterEngine, players, options, 'x');
    expect(s.ok ? undefined : s.error.code).toBe(code);
  });

  it.each([
    { players: 1, expected: { ok: false, error: { code: 'core/player-count', params: { min: 2, max: 3, found: 1 } } } },
    { players: 4, expected: { ok: false, error: { code: 'core/player-count', params: { min: 2, max: 3, found: 4 } } } },
  ])('says which player counts fit when $players players are asked for', ({ players, expected }) => {
    expect(startSession(counterEngine, players, {}, 'x')).toEqual(expected);
  });

  it.each([2, 3])('starts a game of %i players, the fewest and the most allowed, with an empty record', (players) => {
    const s = startSession<CounterState>(counterEngine, players, undefined, 'edge');
    expect(s.ok && s.value.record).toEqual({ format: 'halo-tabletop/record', engine: 'counter', engineVersion: 1, players, options: { target: 10 }, seed: 'edge', actions: [] });
    expect(s.ok && [s.value.state.scores.length, s.value.events, s.value.irreversible]).toEqual([players, [], []]);
  });

  it('records actions and replays them to the identical state', () => {
    const s = play(started(), 'add', 'roll', 'peek', 'add', 'roll');
    expect(s.record.actions).toHaveLength(5);
    const again = resumeSession<CounterState>(counterEngine, JSON.parse(JSON.stringify(s.record)));
    expect(again.ok && again.value.state).toEqual(s.state);
  });

  it('refuses an action from a seat that is not active, keeping the session', () => {
    const s = started();
    const result = act(counterEngine, s, 1, { type: 'add' });
    expect(result).toEqual({ ok: false, error: { code: 'core/not-your-turn', params: { seat: 1 } } });
  });

  it('passes on the engine\'s refusal of a malformed action', () => {
    expect(act(counterEngine, started(), 0, { type: 'fly' })).toEqual({ ok: false, error: { code: 'counter/bad-action' } });
  });

  it('keeps each action\'s events and whether undo may cross it, in order', () => {
    const s = play(started(), 'add', 'roll', 'peek');
    expect(s.events.map((e) => e.map((x) => x.type))).toEqual([['added'], ['rolled'], ['peeked']]);
    expect(s.irreversible).toEqual([undefined, 'dice', 'hidden']);
    expect(s.record.actions.map((a) => a.seat)).toEqual([0, 1, 0]);
  });

  it('resumes a record of an older version the engine still replays, under today\'s version; others are refused', () => {
    const s = play(started(), 'add', 'add');
    const older = { ...s.record, engineVersion: 0 };
    const next = { ...counterEngine, version: 1, replays: [0] };
    const resumed = resumeSession<CounterState>(next, older);
    expect(resumed.ok && [resumed.value.record.engineVersion, resumed.value.state]).toEqual([1, s.state]);
    expect(resumeSession(counterEngine, older)).toEqual({ ok: false, error: { code: 'save/engine-version', params: { found: 0, expected: 1 } } });
    expect(resumeSession(next, { ...s.record, engineVersion: 2 })).toEqual({ ok: false, error: { code: 'save/engine-version', params: { found: 2, expected: 1 } } });
  });

  it('refuses to resume a record of another engine', () => {
    const record = { ...started().record, engine: 'chess' };
    expect(resumeSession(counterEngine, record)).toEqual({ ok: false, error: { code: 'save/unknown-engine', params: { engine: 'chess' } } });
  });

  it('stores the parsed action, not extra fields the caller sent', () => {
    const s = started();
    const next = act<CounterState>(counterEngine, s, 0, { type: 'add', junk: 'x' });
    expect(next.ok && next.value.record.actions[0]?.action).toEqual({ type: 'add' });
  });

  const mover = { seat: 0, since: 0 };

  it.each([
    { name: 'nothing to undo', moves: [] as const, code: 'core/undo-nothing' },
    { name: 'after a die roll', moves: ['add', 'roll'] as const, code: 'core/undo-dice' },
    { name: 'after hidden information came out', moves: ['add', 'peek'] as const, code: 'core/undo-hidden' },
  ])('refuses undo with $name', ({ moves, code }) => {
    // The counter engine passes the turn after every action, so each move here is made by seat 0 or 1.
    const s = play(started(), ...moves);
    const holder = { seat: moves.length % 2 === 0 ? 1 : 0, since: 0 };
    const blocked = undoBlocker(s, holder);
    expect(blocked.ok ? undefined : blocked.error.code).toBe(code);
    const result = undo(counterEngine, s, holder);
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });

  it('undoes the very first action of a game', () => {
    const s = play(started(), 'add');
    const back = undo<CounterState>(counterEngine, s, mover);
    expect(back.ok && back.value.record.actions).toEqual([]);
    expect(back.ok && back.value.state).toEqual(started().state);
  });
});

describe('undo at a shared screen', () => {
  // The counter engine's turn passes after every action: seat 0 adds, then seat 1 is active.
  const afterFirst = () => play(started(), 'add');

  it.each([
    { name: 'another seat made the last move', holder: { seat: 1, since: 1 }, code: 'core/undo-other-seat', params: { seat: 0 } },
    { name: 'the other seat holds the screen, even from before that move', holder: { seat: 1, since: 0 }, code: 'core/undo-other-seat', params: { seat: 0 } },
    { name: 'nobody holds the screen', holder: null, code: 'core/undo-other-seat', params: { seat: 0 } },
    { name: 'the move came before this person took the screen', holder: { seat: 0, since: 1 }, code: 'core/undo-before-screen', params: undefined },
  ])('refuses when $name', ({ holder, code, params }) => {
    const s = afterFirst();
    const blocked = undoBlocker(s, holder);
    expect(blocked.ok ? undefined : blocked.error).toEqual(params === undefined ? { code } : { code, params });
    const result = undo(counterEngine, s, holder);
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });

  it('lets the mover take back a move made exactly at the moment they took the screen', () => {
    expect(undoBlocker(afterFirst(), { seat: 0, since: 0 }).ok).toBe(true);
  });

  it.each([
    // A person (seat 0) against a computer (seat 1): the table never hands the computer the screen, so the
    // person holds it from move 0 on while the computer's moves come between theirs.
    { name: 'the computer’s move (a plain one) is last', moves: ['add', 'add'] as const, code: 'core/undo-other-seat' },
    { name: 'the computer rolled dice last', moves: ['add', 'roll'] as const, code: 'core/undo-other-seat' },
    { name: 'after the person took their own move back, the computer’s is next', moves: ['add', 'add', 'add'] as const, code: 'core/undo-other-seat', undoFirst: true },
  ])('never takes back a computer’s move or crosses it: $name', ({ moves, code, undoFirst }) => {
    const person = { seat: 0, since: 0 };
    let s = play(started(), ...moves);
    if (undoFirst === true) {
      const back = undo<CounterState>(counterEngine, s, person);
      if (!back.ok) throw new Error(back.error.code);
      s = back.value;
    }
    const blocked = undoBlocker(s, person);
    expect(blocked.ok ? 'ok' : blocked.error.code).toBe(code);
  });

  it('stops at the first move of the stint when the same seat acted twice', () => {
    // With two seats, moves 0 and 2 are seat 0's and move 1 is seat 1's.
    const s = play(started(), 'add', 'add', 'add');
    expect(undoBlocker(s, { seat: 0, since: 2 }).ok).toBe(true);
    const back = undo<CounterState>(counterEngine, s, { seat: 0, since: 2 });
    if (!back.ok) throw new Error(back.error.code);
    const again = undoBlocker(back.value, { seat: 0, since: 2 });
    expect(again.ok ? undefined : again.error).toEqual({ code: 'core/undo-other-seat', params: { seat: 1 } });
  });

  it('undoes reversible actions one by one back to the last irreversible one', () => {
    // Each undo is asked by the seat that made the move being taken back.
    const s = play(started(), 'roll', 'add', 'add');
    const holderOf = (session: Session<CounterState>) => ({ seat: session.record.actions.at(-1)?.seat ?? 0, since: 0 });
    const once = undo<CounterState>(counterEngine, s, holderOf(s));
    if (!once.ok) throw new Error(once.error.code);
    expect(once.value.record.actions).toHaveLength(2);
    const twice = undo<CounterState>(counterEngine, once.value, holderOf(once.value));
    if (!twice.ok) throw new Error(twice.error.code);
    expect(twice.value.state).toEqual(play(started(), 'roll').state);
    const third = undo(counterEngine, twice.value, holderOf(twice.value));
    expect(third.ok ? undefined : third.error.code).toBe('core/undo-dice');
  });
});

/**
 * The counter game where adding keeps the turn: the same person stays at the screen after the first
 * action, so taking it back is theirs under any hand-over rule of the host.
 */
const keepTurn: GameEngine<CounterState, CounterAction, unknown, { target: number }> = {
  ...counterEngine,
  apply(state, seat, action) {
    const applied = counterEngine.apply(state, seat, action);
    return applied.ok && action.type === 'add' ? ok({ ...applied.value, state: { ...applied.value.state, turn: seat } }) : applied;
  },
};

describe('undoing the first action of a game', () => {
  const fresh = (): Session<CounterState> => {
    const s = startSession<CounterState>(keepTurn, 2, { target: 10 }, 'first');
    if (!s.ok) throw new Error(s.error.code);
    return s.value;
  };
  const first = (): Session<CounterState> => {
    const s = act<CounterState>(keepTurn, fresh(), 0, { type: 'add' });
    if (!s.ok) throw new Error(s.error.code);
    return s.value;
  };

  it('allows it: the blocker says nothing stands in the way', () => {
    expect(undoBlocker(first(), { seat: 0, since: 0 })).toEqual({ ok: true, value: undefined });
  });

  it('returns to the state of the setup with an empty record', () => {
    const undone = undo<CounterState>(keepTurn, first(), { seat: 0, since: 0 });
    expect(undone.ok).toBe(true);
    if (!undone.ok) return;
    expect(undone.value.record).toEqual(fresh().record);
    expect(undone.value.record.actions).toEqual([]);
    expect(undone.value.state).toEqual(fresh().state);
    expect(undone.value.events).toEqual([]);
    expect(undone.value.irreversible).toEqual([]);
  });

  it('then has nothing left to undo', () => {
    const undone = undo<CounterState>(keepTurn, first(), { seat: 0, since: 0 });
    const again = undone.ok ? undo(keepTurn, undone.value, { seat: 0, since: 0 }) : undone;
    expect(again).toEqual({ ok: false, error: { code: 'core/undo-nothing' } });
  });
});

function saveOf(session: Session<CounterState>): SaveFile {
  return {
    format: 'halo-tabletop/save',
    formatVersion: 1,
    name: 'Test game',
    savedAt: '2026-11-22T10:00:00.000Z',
    seats: [
      { name: 'Ana', color: '#22aadd' },
      { name: 'Ben', color: '#dd5522' },
    ],
    record: session.record,
  };
}

describe('save files', () => {
  const good = JSON.stringify(saveOf(play(started(), 'add', 'roll')));

  it('parses a good save and replays it', () => {
    const parsed = parseSaveFile(good);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(replay(counterEngine, parsed.value.record).ok).toBe(true);
  });

  it.each([
    { name: 'not JSON', text: '{"format": "halo-tab', code: 'file/not-json' },
    { name: 'truncated', text: good.slice(0, good.length / 2), code: 'file/not-json' },
    { name: 'a foreign JSON file', text: '{"name":"package","version":"1.0.0"}', code: 'save/foreign-file' },
    { name: 'an array', text: '[1,2,3]', code: 'save/foreign-file' },
    { name: 'a future format', text: good.replace('"formatVersion":1', '"formatVersion":9'), code: 'save/unknown-format-version' },
    { name: 'a __proto__ key', text: good.replace('"name":"Test game"', '"name":"Test game","__proto__":{"polluted":true}'), code: 'file/forbidden-key' },
    { name: 'a constructor key', text: good.replace('"seed"', '"constructor":{"prototype":{}},"seed"'), code: 'file/forbidden-key' },
    { name: 'a huge file', text: `{"x":"${'a'.repeat(9 * 1024 * 1024)}"}`, code: 'file/too-large' },
    { name: 'deep nesting', text: '['.repeat(100) + ']'.repeat(100), code: 'file/too-deep' },
    { name: 'a wrong shape', text: good.replace('"players":2', '"players":"two"'), code: 'save/invalid' },
    { name: 'extra fields', text: good.replace('"name":"Test game"', '"name":"Test game","extra":1'), code: 'save/invalid' },
    { name: 'a seat count that does not match', text: good.replace(',{"name":"Ben","color":"#dd5522"}', ''), code: 'save/invalid' },
    { name: 'a bad colour', text: good.replace('#22aadd', 'red'), code: 'save/invalid' },
  ])('refuses $name with $code', ({ text, code }) => {
    const parsed = parseSaveFile(text);
    expect(parsed.ok ? undefined : parsed.error.code).toBe(code);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    { name: 'another engine', patch: { engine: 'chess' }, code: 'save/unknown-engine' },
    { name: 'another engine version', patch: { engineVersion: 2 }, code: 'save/engine-version' },
    { name: 'an action the rules refuse', patch: { actions: [{ seat: 1, action: { type: 'add' } }] }, code: 'save/replay-failed' },
    { name: 'a malformed action', patch: { actions: [{ seat: 0, action: { type: 'fly' } }] }, code: 'save/replay-failed' },
  ])('refuses to replay a record of $name, never half-loading', ({ patch, code }) => {
    const record = { ...started().record, ...patch };
    const result = replay(counterEngine, record);
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });
});
