import { describe, expect, it } from 'vitest';
import { DEFAULT_JSON_LIMITS, parseJsonSafely } from './safeJson';

/** `depth` arrays nested around a number: `[[1]]` is depth 2. */
const arrays = (depth: number): string => '['.repeat(depth) + '1' + ']'.repeat(depth);
/** `depth` objects nested around a number: `{"a":{"a":1}}` is depth 2. */
const objects = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** Arrays and objects taking turns, `depth` levels. */
const mixed = (depth: number): string => {
  let text = '1';
  for (let i = 0; i < depth; i++) text = i % 2 === 0 ? `[${text}]` : `{"k":${text}}`;
  return text;
};

describe('parseJsonSafely: the depth limit, exactly at the boundary', () => {
  const limit = DEFAULT_JSON_LIMITS.maxDepth;

  it('is 64 levels by default', () => expect(limit).toBe(64));

  it.each([
    { name: 'arrays', make: arrays },
    { name: 'objects', make: objects },
    { name: 'arrays and objects', make: mixed },
  ])('accepts $name nested exactly to the limit and refuses one level more', ({ make }) => {
    expect(parseJsonSafely(make(limit)).ok).toBe(true);
    expect(parseJsonSafely(make(limit + 1))).toEqual({ ok: false, error: { code: 'file/too-deep', params: { limit } } });
  });

  it.each([
    { name: 'a flat value under a limit of 0', text: '1', maxDepth: 0, ok: true },
    { name: 'one array under a limit of 0', text: '[1]', maxDepth: 0, ok: false },
    { name: 'depth 3 under a limit of 3', text: arrays(3), maxDepth: 3, ok: true },
    { name: 'depth 4 under a limit of 3', text: arrays(4), maxDepth: 3, ok: false },
    { name: 'a deep branch after a shallow one', text: `[1,${arrays(4)}]`, maxDepth: 4, ok: false },
    { name: 'a deep branch before a shallow one', text: `[${arrays(4)},1]`, maxDepth: 4, ok: false },
    { name: 'a branch exactly at the limit, then a deeper one', text: `[${arrays(3)},${arrays(4)}]`, maxDepth: 4, ok: false },
    { name: 'a deep branch in the last key', text: `{"a":1,"b":${objects(3)}}`, maxDepth: 3, ok: false },
    { name: 'many wide siblings at the limit', text: `[${Array(50).fill(arrays(2)).join(',')}]`, maxDepth: 3, ok: true },
  ])('with its own limit: $name', ({ text, maxDepth, ok }) => {
    const result = parseJsonSafely(text, { maxLength: 1000, maxDepth });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.error).toEqual({ code: 'file/too-deep', params: { limit: maxDepth } });
  });
});

describe('parseJsonSafely: the size limit, exactly at the boundary', () => {
  it.each([
    { name: 'exactly at the limit', text: '"' + 'x'.repeat(8) + '"', ok: true },
    { name: 'one character over', text: '"' + 'x'.repeat(9) + '"', ok: false },
  ])('$name', ({ text, ok }) => {
    const result = parseJsonSafely(text, { maxLength: 10, maxDepth: 4 });
    expect(result).toEqual(ok ? { ok: true, value: text.slice(1, -1) } : { ok: false, error: { code: 'file/too-large', params: { limit: 10 } } });
  });

  it('is 8 MiB by default', () => expect(DEFAULT_JSON_LIMITS.maxLength).toBe(8 * 1024 * 1024));
});

describe('parseJsonSafely: forbidden keys, one per file, named in the error', () => {
  it.each([
    { name: '__proto__ at the top', text: '{"__proto__":{"polluted":true}}', key: '__proto__' },
    { name: 'constructor at the top', text: '{"constructor":1}', key: 'constructor' },
    { name: 'prototype at the top', text: '{"prototype":1}', key: 'prototype' },
    { name: '__proto__ deep inside', text: '{"a":[{"b":{"__proto__":null}}]}', key: '__proto__' },
    { name: 'constructor deep inside', text: '{"a":[{"b":{"constructor":{}}}]}', key: 'constructor' },
    { name: 'prototype deep inside', text: '{"a":[{"b":{"prototype":[]}}]}', key: 'prototype' },
    { name: 'constructor holding an object', text: '{"x":{"constructor":{"name":"Object"}}}', key: 'constructor' },
  ])('refuses $name', ({ text, key }) => {
    expect(parseJsonSafely(text)).toEqual({ ok: false, error: { code: 'file/forbidden-key', params: { key } } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    { name: 'a key that only starts like one', text: '{"constructors":1,"prototypes":2,"__proto":3}' },
    { name: 'a forbidden word as a value', text: '{"name":"constructor","list":["__proto__","prototype"]}' },
    { name: 'a key in another case', text: '{"Constructor":1,"PROTOTYPE":2}' },
  ])('accepts $name', ({ text }) => {
    expect(parseJsonSafely(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('refuses text that is not JSON with file/not-json and no parameters', () => {
    expect(parseJsonSafely('{"a":')).toEqual({ ok: false, error: { code: 'file/not-json' } });
  });
});
