import { describe, expect, it } from 'vitest';
import { scanJson } from './jsonScan';
import { DEFAULT_JSON_LIMITS, parseJsonSafely } from './safeJson';

const nested = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

describe('parseJsonSafely: the depth limit is exact', () => {
  const cases: readonly { name: string; text: string; maxDepth: number; code: string | null }[] = [
    { name: '64 nested arrays at the default limit of 64', text: nested(64), maxDepth: 64, code: null },
    { name: '65 nested arrays, one over the default limit', text: nested(65), maxDepth: 64, code: 'file/too-deep' },
    { name: '64 nested arrays holding a number', text: nested(64, '1'), maxDepth: 64, code: null },
    { name: '64 nested objects', text: nestedObjects(64), maxDepth: 64, code: null },
    { name: '65 nested objects', text: nestedObjects(65), maxDepth: 64, code: 'file/too-deep' },
    { name: 'a limit of 1 takes a flat array', text: '[1,2,3]', maxDepth: 1, code: null },
    { name: 'a limit of 1 refuses an array in an array', text: '[[]]', maxDepth: 1, code: 'file/too-deep' },
    { name: 'a million levels', text: nested(1_000_000), maxDepth: 64, code: 'file/too-deep' },
    { name: 'a million opening brackets that never close', text: '['.repeat(1_000_000), maxDepth: 64, code: 'file/too-deep' },
  ];
  it.each(cases)('$name', ({ text, maxDepth, code }) => {
    const parsed = parseJsonSafely(text, { ...DEFAULT_JSON_LIMITS, maxDepth });
    if (code === null) expect(parsed.ok).toBe(true);
    else expect(parsed).toEqual({ ok: false, error: { code, params: { limit: maxDepth } } });
  });
});

describe('parseJsonSafely: names the forbidden key it found', () => {
  const cases: readonly { name: string; text: string; key: string }[] = [
    { name: '__proto__ alone', text: '{"a":1,"__proto__":{"polluted":true}}', key: '__proto__' },
    { name: 'constructor alone', text: '{"a":{"constructor":1}}', key: 'constructor' },
    { name: 'prototype alone', text: '[{"b":[{"prototype":{}}]}]', key: 'prototype' },
    { name: 'an escaped __proto__', text: '{"__pro\\u0074o__":{}}', key: '__proto__' },
    { name: 'an escaped constructor', text: '{"\\u0063onstructor":1}', key: 'constructor' },
    { name: 'the first of two forbidden keys', text: '{"constructor":{"prototype":{}}}', key: 'constructor' },
    { name: 'a forbidden key after a string with an escaped quote', text: '{"x":"a\\"b","prototype":0}', key: 'prototype' },
  ];
  it.each(cases)('$name', ({ text, key }) => {
    expect(parseJsonSafely(text)).toEqual({ ok: false, error: { code: 'file/forbidden-key', params: { key } } });
  });

  it.each([
    ['as a string value', '{"a":"__proto__"}'],
    ['as an array item', '["constructor","prototype"]'],
    ['inside a longer key', '{"my_prototype":1,"constructors":2}'],
  ])('accepts the words %s', (_name, text) => {
    expect(parseJsonSafely(text).ok).toBe(true);
  });

  it('gives JSON.parse an own "__proto__"-free object: the prototype of {} is untouched', () => {
    parseJsonSafely('{"__proto__":{"polluted":true}}');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('parseJsonSafely: counts values before parsing', () => {
  const limits = { ...DEFAULT_JSON_LIMITS, maxTokens: 5 };
  const cases: readonly { name: string; text: string; code: string | null }[] = [
    // [ 1 2 3 4 ] is five values: the array and four numbers.
    { name: 'exactly at the limit', text: '[1, 2, 3, 4]', code: null },
    { name: 'one value over', text: '[1,2,3,4,5]', code: 'file/too-many-values' },
    { name: 'keys count as values', text: '{"a":1,"b":2}', code: null },
    { name: 'a key over', text: '{"a":1,"b":2,"c":3}', code: 'file/too-many-values' },
    { name: 'strings, literals and numbers', text: '["x",true,null,-1.5e3]', code: null },
  ];
  it.each(cases)('$name', ({ text, code }) => {
    const parsed = parseJsonSafely(text, limits);
    if (code === null) expect(parsed).toEqual({ ok: true, value: JSON.parse(text) });
    else expect(parsed).toEqual({ ok: false, error: { code, params: { limit: 5 } } });
  });
});

describe('parseJsonSafely: broken text', () => {
  it.each([
    ['an unterminated string', '{"a":"b'],
    ['a stray closing bracket', ']'],
    ['a missing comma', '{"a":1 "b":2}'],
    ['an empty text', ''],
    ['a bad escape in a key', '{"\\x":1}'],
  ])('%s is file/not-json', (_name, text) => {
    expect(parseJsonSafely(text)).toEqual({ ok: false, error: { code: 'file/not-json' } });
  });

  it('refuses text over the length limit before scanning it', () => {
    expect(parseJsonSafely('[1]', { maxLength: 2, maxDepth: 4 })).toEqual({ ok: false, error: { code: 'file/too-large', params: { limit: 2 } } });
  });
});

describe('scanJson', () => {
  it('stops at the first violation: a forbidden key before the depth limit wins', () => {
    expect(scanJson(`{"prototype":${nested(100)}}`, { maxDepth: 10, maxTokens: 1000 })).toEqual({ ok: false, error: { code: 'file/forbidden-key', params: { key: 'prototype' } } });
  });
});
