import { describe, expect, it } from 'vitest';
import { actionParser, idOf, intIn, isBoolean, isIntIn, isOneOf, isRecord, listOf, oneOf, pickOne, readInt } from './parse';

describe('parse helpers', () => {
  it.each([
    { value: {}, expected: true },
    { value: { a: 1 }, expected: true },
    { value: null, expected: false },
    { value: [], expected: false },
    { value: 'x', expected: false },
    { value: undefined, expected: false },
  ])('isRecord($value) is $expected', ({ value, expected }) => expect(isRecord(value)).toBe(expected));

  it('isOneOf and oneOf compare with ===', () => {
    const modes = ['a', 'b'] as const;
    expect(isOneOf(modes, 'b')).toBe(true);
    expect(isOneOf(modes, 'c')).toBe(false);
    expect(isOneOf([1, 2], '1')).toBe(false);
    expect([oneOf(modes)('a'), oneOf(modes)(undefined)]).toEqual([true, false]);
  });

  it.each([
    { value: undefined, expected: 'a' },
    { value: 'b', expected: 'b' },
    { value: 'c', expected: undefined },
    { value: null, expected: undefined },
  ])('pickOne($value) among a, b with a as default is $expected', ({ value, expected }) => {
    expect(pickOne(value, ['a', 'b'], 'a')).toBe(expected);
  });

  it.each([
    { value: 1, expected: true },
    { value: 5, expected: true },
    { value: 0, expected: false },
    { value: 6, expected: false },
    { value: 2.5, expected: false },
    { value: '3', expected: false },
    { value: Number.NaN, expected: false },
  ])('isIntIn($value, 1, 5) is $expected', ({ value, expected }) => {
    expect(isIntIn(value, 1, 5)).toBe(expected);
    expect(intIn(1, 5)(value)).toBe(expected);
  });

  it.each([
    { value: undefined, expected: 3 },
    { value: 4, expected: 4 },
    { value: 9, expected: undefined },
    { value: 'x', expected: undefined },
  ])('readInt($value) with default 3 in 1..5 is $expected', ({ value, expected }) => {
    expect(readInt(value, 3, 1, 5)).toBe(expected);
  });

  it('idOf takes 1 to max characters, listOf a bounded list of checked items', () => {
    const id = idOf(3);
    expect(['', 'a', 'abc', 'abcd', 7].map((v) => id(v))).toEqual([false, true, true, false, false]);
    const ids = listOf(id, 2);
    expect([[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', ''], 'a'].map((v) => ids(v))).toEqual([true, true, true, false, false, false]);
    expect([true, false, 0, 'true'].map((v) => isBoolean(v))).toEqual([true, true, false, false]);
  });
});

type Move = { readonly type: 'go'; readonly to: string; readonly steps: number; readonly via?: readonly string[] } | { readonly type: 'stop' };

describe('actionParser', () => {
  const parse = actionParser<Move, 'id' | 'int' | 'ids'>(
    'demo/bad-action',
    { go: { to: 'id', steps: { kind: 'int' }, via: { kind: 'ids', optional: true } }, stop: {} },
    { id: idOf(8), int: intIn(1, 9), ids: listOf(idOf(8), 3) },
  );
  const refusal = (field: string) => ({ ok: false, error: { code: 'demo/bad-action', params: { field } } });

  it.each([
    { name: 'a value that is not an object', raw: 'go', field: '' },
    { name: 'null', raw: null, field: '' },
    { name: 'an array', raw: [{ type: 'stop' }], field: '' },
    { name: 'no type', raw: { to: 'a' }, field: 'type' },
    { name: 'an unknown type', raw: { type: 'fly' }, field: 'type' },
    { name: 'a type from the prototype', raw: { type: 'toString' }, field: 'type' },
    { name: 'an unknown field, before the known ones are checked', raw: { type: 'go', to: 7, speed: 1 }, field: 'speed' },
    { name: 'a missing field', raw: { type: 'go', steps: 2 }, field: 'to' },
    { name: 'a field of the wrong kind', raw: { type: 'go', to: 'a', steps: 0 }, field: 'steps' },
    { name: 'a bad optional field', raw: { type: 'go', to: 'a', steps: 2, via: ['b', 3] }, field: 'via' },
    { name: 'a field of another type', raw: { type: 'stop', to: 'a' }, field: 'to' },
  ])('refuses $name, naming the field', ({ raw, field }) => {
    expect(parse(raw)).toEqual(refusal(field));
  });

  it('reads a good action into a fresh object, leaving a missing optional field out', () => {
    const raw = { type: 'go', to: 'a', steps: 2 };
    const parsed = parse(raw);
    expect(parsed).toEqual({ ok: true, value: { type: 'go', to: 'a', steps: 2 } });
    expect(parsed.ok && parsed.value).not.toBe(raw);
    expect(parsed.ok && 'via' in parsed.value).toBe(false);
    expect(parse({ type: 'go', to: 'a', steps: 2, via: undefined })).toEqual({ ok: true, value: { type: 'go', to: 'a', steps: 2 } });
  });

  it('copies lists, so changing the caller\'s list later does not change the action', () => {
    const via = ['b', 'c'];
    const parsed = parse({ type: 'go', to: 'a', steps: 2, via });
    via.push('d');
    expect(parsed.ok && parsed.value.type === 'go' ? parsed.value.via : undefined).toEqual(['b', 'c']);
  });
});
