import { describe, expect, it } from 'vitest';
import { checkRecordEngine, newRecord, parseSaveFile, replay, replayRecord, type GameRecord, type SaveFile } from './record';
import { DEFAULT_JSON_LIMITS } from './safeJson';
import { counterEngine } from './testing/counterEngine';

const seats = [
  { name: 'Ana', color: '#22aadd' },
  { name: 'Ben', color: '#dd5522' },
];

function recordOf(actions: GameRecord['actions'], options: GameRecord['options'] = { target: 10 }): GameRecord {
  return { ...newRecord(counterEngine, 2, options, 'record-test'), actions };
}

function saveText(record: GameRecord): string {
  const save: SaveFile = { format: 'halo-tabletop/save', formatVersion: 1, name: 'Test', savedAt: '2026-11-22T10:00:00.000Z', seats, record };
  return JSON.stringify(save);
}

/** Options nested `levels` deep around a number: the save itself adds two levels (file → record → options). */
function nestedOptions(levels: number): GameRecord['options'] {
  let value: GameRecord['options'] = 1;
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? [value] : { k: value };
  return value;
}

describe('parseSaveFile: the depth limit of a save, exactly at the boundary', () => {
  const limit = DEFAULT_JSON_LIMITS.maxDepth;

  // A record's free-form values (options, actions) have a tighter limit of their own (32 levels), so the
  // file's limit is reached here through the scan, before the record's check: 62 levels of options make
  // the file exactly 64 deep, which the scan lets through and the record's check then refuses by path.
  it('lets a file nested exactly to the limit through the scan, to the record check', () => {
    expect(parseSaveFile(saveText(recordOf([], nestedOptions(limit - 2))))).toEqual({ ok: false, error: { code: 'save/invalid', params: { path: 'record.options' } } });
  });

  it.each([
    { levels: 32, ok: true },
    { levels: 33, ok: false },
  ])('accepts options nested to the record limit of 32 and no deeper ($levels levels)', ({ levels, ok }) => {
    const parsed = parseSaveFile(saveText(recordOf([], nestedOptions(levels))));
    expect(parsed.ok ? 'ok' : parsed.error).toEqual(ok ? 'ok' : { code: 'save/invalid', params: { path: 'record.options' } });
  });

  it('refuses a save nested one level deeper with file/too-deep and the limit', () => {
    expect(parseSaveFile(saveText(recordOf([], nestedOptions(limit - 1))))).toEqual({ ok: false, error: { code: 'file/too-deep', params: { limit } } });
  });
});

describe('parseSaveFile: each forbidden key on its own names itself', () => {
  const good = saveText(recordOf([{ seat: 0, action: { type: 'add' } }]));
  it.each([
    { key: '__proto__', where: 'at the top', text: good.replace('{"format"', '{"__proto__":{"polluted":true},"format"') },
    { key: 'constructor', where: 'at the top', text: good.replace('{"format"', '{"constructor":{},"format"') },
    { key: 'prototype', where: 'at the top', text: good.replace('{"format"', '{"prototype":{},"format"') },
    { key: '__proto__', where: 'in an action', text: good.replace('{"type":"add"}', '{"type":"add","__proto__":{}}') },
    { key: 'constructor', where: 'in an action', text: good.replace('{"type":"add"}', '{"type":"add","constructor":1}') },
    { key: 'prototype', where: 'in an action', text: good.replace('{"type":"add"}', '{"type":"add","prototype":1}') },
    { key: 'constructor', where: 'in the options', text: good.replace('{"target":10}', '{"target":10,"constructor":{"name":"x"}}') },
  ])('refuses $key $where', ({ key, text }) => {
    expect(text).not.toBe(good);
    expect(parseSaveFile(text)).toEqual({ ok: false, error: { code: 'file/forbidden-key', params: { key } } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('replay: a refused action is named by its place in the record (1 = the first move)', () => {
  const add = { seat: 0, action: { type: 'add' } };
  const add1 = { seat: 1, action: { type: 'add' } };
  it.each([
    { name: 'the first action by the wrong seat', actions: [add1], index: 1, code: 'counter/not-your-turn' },
    { name: 'the first action malformed', actions: [{ seat: 0, action: { type: 'fly' } }], index: 1, code: 'counter/bad-action' },
    { name: 'the second action by the wrong seat', actions: [add, add], index: 2, code: 'counter/not-your-turn' },
    { name: 'the fourth action malformed', actions: [add, add1, add, { seat: 1, action: null }], index: 4, code: 'counter/bad-action' },
  ])('$name: index $index', ({ actions, index, code }) => {
    expect(replay(counterEngine, recordOf(actions))).toEqual({ ok: false, error: { code: 'save/replay-failed', params: { index, code } } });
  });

  it('replays a record up to a given action only', () => {
    const record = recordOf([add, add1, add]);
    const two = replay<{ scores: number[] }>(counterEngine, record, 2);
    expect(two.ok && two.value.state.scores).toEqual([1, 1]);
    expect(two.ok && two.value.events).toHaveLength(2);
    const all = replay<{ scores: number[] }>(counterEngine, record);
    expect(all.ok && all.value.state.scores).toEqual([2, 1]);
    expect(all.ok && all.value.irreversible).toEqual([undefined, undefined, undefined]);
  });

  it('refuses options the engine refuses, with the engine’s code', () => {
    expect(replay(counterEngine, recordOf([], { target: 0 }))).toEqual({ ok: false, error: { code: 'counter/bad-options' } });
  });
});

describe('replayRecord: the one replay loop, told about every step', () => {
  const add = { seat: 0, action: { type: 'add' } };
  const add1 = { seat: 1, action: { type: 'add' } };
  const roll1 = { seat: 1, action: { type: 'roll' } };

  it('tells the visitor the start state once, then each action in order with its index, and ends on the last state', () => {
    const seen: string[] = [];
    const record = recordOf([add, roll1, add]);
    const end = replayRecord<{ scores: number[] }>(counterEngine, record, {
      start: (state) => seen.push(`start ${state.scores.join(',')}`),
      step: (applied, index) => seen.push(`${index} ${applied.events.map((e) => e.type).join(',')} ${applied.irreversible ?? '-'}`),
    });
    expect(seen).toEqual(['start 0,0', '0 added -', '1 rolled dice', '2 added -']);
    expect(end).toEqual({ ok: true, value: replayedState(record) });
  });

  it('stops after upTo actions and needs no visitor', () => {
    const steps: number[] = [];
    expect(replayRecord<{ scores: number[] }>(counterEngine, recordOf([add, add1, add]), { step: (_, i) => steps.push(i) }, 2)).toMatchObject({ ok: true, value: { scores: [1, 1] } });
    expect(steps).toEqual([0, 1]);
    expect(replayRecord<{ scores: number[] }>(counterEngine, recordOf([add]), undefined, 0)).toMatchObject({ ok: true, value: { scores: [0, 0] } });
  });

  it('refuses at the first failing action, after telling the visitor the steps before it', () => {
    const steps: number[] = [];
    expect(replayRecord(counterEngine, recordOf([add, add1, add1]), { step: (_, i) => steps.push(i) })).toEqual({
      ok: false,
      error: { code: 'save/replay-failed', params: { index: 3, code: 'counter/not-your-turn' } },
    });
    expect(steps).toEqual([0, 1]);
  });

  it('refuses a record of another engine before setting anything up', () => {
    let started = false;
    const other = { ...recordOf([add]), engine: 'chess' };
    expect(replayRecord(counterEngine, other, { start: () => (started = true) })).toEqual({ ok: false, error: { code: 'save/unknown-engine', params: { engine: 'chess' } } });
    expect(started).toBe(false);
  });
});

/** The state `replay` rebuilds, to compare with replayRecord's. */
function replayedState(record: GameRecord): unknown {
  const replayed = replay(counterEngine, record);
  return replayed.ok ? replayed.value.state : undefined;
}

describe('checkRecordEngine', () => {
  it.each([
    { name: 'the same engine and version', patch: {}, expected: { ok: true, value: undefined } },
    { name: 'another engine', patch: { engine: 'chess' }, expected: { ok: false, error: { code: 'save/unknown-engine', params: { engine: 'chess' } } } },
    { name: 'a newer version', patch: { engineVersion: 2 }, expected: { ok: false, error: { code: 'save/engine-version', params: { found: 2, expected: 1 } } } },
    { name: 'one player too few', patch: { players: 1 }, expected: { ok: false, error: { code: 'core/player-count', params: { min: 2, max: 3, found: 1 } } } },
    { name: 'one player too many', patch: { players: 4 }, expected: { ok: false, error: { code: 'core/player-count', params: { min: 2, max: 3, found: 4 } } } },
    { name: 'the most players', patch: { players: 3 }, expected: { ok: true, value: undefined } },
  ])('$name', ({ patch, expected }) => {
    expect(checkRecordEngine(counterEngine, { ...recordOf([]), ...patch })).toEqual(expected);
  });
});

describe('parseSaveFile: what the refusals say', () => {
  const good = saveText(recordOf([]));
  it.each([
    { name: 'a future format version', text: good.replace('"formatVersion":1', '"formatVersion":3'), error: { code: 'save/unknown-format-version', params: { version: '3' } } },
    { name: 'null', text: 'null', error: { code: 'save/foreign-file' } },
    { name: 'a string', text: '"halo-tabletop/save"', error: { code: 'save/foreign-file' } },
    { name: 'a record instead of a save', text: JSON.stringify(recordOf([])), error: { code: 'save/foreign-file' } },
    { name: 'a bad seat colour', text: good.replace('#dd5522', '#dd552'), error: { code: 'save/invalid', params: { path: 'seats.1.color' } } },
    { name: 'too few seats for the players', text: good.replace(',{"name":"Ben","color":"#dd5522"}', ''), error: { code: 'save/invalid', params: { path: 'seats' } } },
    { name: 'a blank name', text: good.replace('"name":"Test"', '"name":"   "'), error: { code: 'save/invalid', params: { path: 'name' } } },
  ])('$name', ({ text, error }) => {
    expect(text).not.toBe(good);
    expect(parseSaveFile(text)).toEqual({ ok: false, error });
  });

  it('accepts the good save as it is', () => {
    expect(parseSaveFile(good)).toEqual({ ok: true, value: JSON.parse(good) });
  });
});

describe('parseSaveFile: computer seats', () => {
  const good = saveText(recordOf([]));
  const ben = '{"name":"Ben","color":"#dd5522"}';
  const withBen = (computer: string) => good.replace(ben, `{"name":"Ben","color":"#dd5522","computer":${computer}}`);
  it.each([
    { name: 'a level only', computer: '{"level":"easy"}', seat: { level: 'easy' } },
    { name: 'a level, a style and a salt', computer: '{"level":"hard","style":"careful","salt":"s-1"}', seat: { level: 'hard', style: 'careful', salt: 's-1' } },
  ])('keeps $name', ({ computer, seat }) => {
    const parsed = parseSaveFile(withBen(computer));
    expect(parsed.ok && parsed.value.seats[1]).toEqual({ name: 'Ben', color: '#dd5522', computer: seat });
  });
  it('reads a save from before computers as every seat a person', () => {
    const parsed = parseSaveFile(good);
    expect(parsed.ok && parsed.value.seats.map((s) => s.computer)).toEqual([undefined, undefined]);
  });
  it.each([
    { name: 'an unknown level', computer: '{"level":"godlike"}', path: 'seats.1.computer.level' },
    { name: 'a style that is no id', computer: '{"level":"easy","style":"<b>"}', path: 'seats.1.computer.style' },
    { name: 'an unknown field', computer: '{"level":"easy","cheat":true}', path: 'seats.1.computer' },
    { name: 'a long salt', computer: `{"level":"easy","salt":"${'x'.repeat(65)}"}`, path: 'seats.1.computer.salt' },
  ])('refuses $name', ({ computer, path }) => {
    expect(parseSaveFile(withBen(computer))).toEqual({ ok: false, error: { code: 'save/invalid', params: { path } } });
  });
});
