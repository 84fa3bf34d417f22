import { describe, expect, it } from 'vitest';
import { err, ok, unwrap } from './result';

describe('results', () => {
  it.each([
    { name: 'an error without parameters has no params field', made: err('x/a'), expected: { ok: false, error: { code: 'x/a' } } },
    { name: 'an error keeps its parameters', made: err('x/b', { n: 1, s: 'two' }), expected: { ok: false, error: { code: 'x/b', params: { n: 1, s: 'two' } } } },
    { name: 'a value', made: ok(3), expected: { ok: true, value: 3 } },
  ])('$name', ({ made, expected }) => {
    expect(made).toStrictEqual(expected);
  });

  it('unwrap gives the value of an ok result', () => expect(unwrap(ok('v'))).toBe('v'));

  it.each([
    { name: 'with its parameters', result: err('x/c', { at: 4 }), message: 'unexpected error x/c {"at":4}' },
    { name: 'without parameters', result: err('x/d'), message: 'unexpected error x/d {}' },
  ])('unwrap throws on an error, naming it $name', ({ result, message }) => {
    expect(() => unwrap(result)).toThrow(new Error(message));
  });
});
