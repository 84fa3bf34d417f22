import { describe, expect, it } from 'vitest';
import { cleanName, normaliseName } from './names';
import { parseSaveFile } from './record';

describe('normaliseName', () => {
  const cases: readonly { name: string; raw: string; expected: string | { code: string } }[] = [
    { name: 'a plain name', raw: 'Ada', expected: 'Ada' },
    { name: 'decomposed umlaut becomes NFC', raw: 'Jo\u0308rg', expected: 'Jörg' },
    { name: 'a right-to-left override is stripped', raw: 'Ada\u202Egnp.exe', expected: 'Adagnp.exe' },
    { name: 'isolates and embeddings are stripped', raw: '\u2066Bo\u2069 \u202Ax\u202C', expected: 'Bo x' },
    { name: 'bidi marks are stripped', raw: '\u200FChief\u200E\u061C', expected: 'Chief' },
    { name: 'control characters are stripped', raw: 'A\u0000d\u0007a\u009B', expected: 'Ada' },
    { name: 'tabs and line breaks become one space', raw: ' Master\t\n Chief ', expected: 'Master Chief' },
    { name: 'Arabic letters stay', raw: 'علي', expected: 'علي' },
    { name: 'an emoji is visible', raw: '🛡️', expected: '🛡️' },
    { name: 'only spaces', raw: '   ', expected: { code: 'name/invisible' } },
    { name: 'only zero-width spaces', raw: '\u200B\u200B', expected: { code: 'name/invisible' } },
    { name: 'only bidi overrides', raw: '\u202E\u202D', expected: { code: 'name/invisible' } },
    { name: 'only a combining mark', raw: '\u0301', expected: { code: 'name/invisible' } },
    { name: 'only Hangul fillers', raw: '\u3164\u115F', expected: { code: 'name/invisible' } },
    { name: 'an empty name', raw: '', expected: { code: 'name/invisible' } },
    { name: 'exactly 40 characters', raw: 'x'.repeat(40), expected: 'x'.repeat(40) },
  ];
  it.each(cases)('$name', ({ raw, expected }) => {
    expect(normaliseName(raw, 40)).toEqual(typeof expected === 'string' ? { ok: true, value: expected } : { ok: false, error: expected });
  });

  it('refuses 41 characters with the limit', () => {
    expect(normaliseName('x'.repeat(41), 40)).toEqual({ ok: false, error: { code: 'name/too-long', params: { max: 40 } } });
  });

  it('measures the limit after cleaning: 40 letters and a bidi override fit', () => {
    expect(normaliseName(`\u202E${'x'.repeat(40)}`, 40)).toEqual({ ok: true, value: 'x'.repeat(40) });
  });

  it('cleans without refusing', () => expect(cleanName('\u202E')).toBe(''));
});

describe('names in save files', () => {
  const save = (name: string, seat: string) =>
    JSON.stringify({
      format: 'halo-tabletop/save',
      formatVersion: 1,
      name,
      savedAt: '2025-01-02T03:04:05.000Z',
      seats: [{ name: seat, color: '#123456' }],
      record: { format: 'halo-tabletop/record', engine: 'fixture', engineVersion: 1, players: 1, options: null, seed: 's', actions: [] },
    });

  it('reads names cleaned', () => {
    const parsed = parseSaveFile(save('My\u202E game', 'A\u2066da'));
    expect(parsed.ok && [parsed.value.name, parsed.value.seats[0]?.name]).toEqual(['My game', 'Ada']);
  });

  it.each([
    ['a save name with nothing visible', save('\u200B', 'Ada'), 'name'],
    ['a seat name with nothing visible', save('Game', '\u202E\u202C'), 'seats.0.name'],
  ])('refuses %s', (_name, text, path) => {
    expect(parseSaveFile(text)).toEqual({ ok: false, error: { code: 'save/invalid', params: { path } } });
  });
});
