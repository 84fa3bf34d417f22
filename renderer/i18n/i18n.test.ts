import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import de from '../../locales/de/common.json';
import { errorMessageKey, outcomeMessageKey, translateError } from './errors';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  const cases = [
    { name: 'the stored choice wins over the system', stored: 'en', system: ['de-DE'], expected: 'en' },
    { name: 'German system, nothing stored', stored: undefined, system: ['de-DE', 'en-US'], expected: 'de' },
    { name: 'plain "de"', stored: undefined, system: ['de'], expected: 'de' },
    { name: 'German only second', stored: undefined, system: ['en-GB', 'de'], expected: 'en' },
    { name: 'no system languages', stored: undefined, system: [], expected: 'en' },
    { name: 'a language that merely starts with d', stored: undefined, system: ['da-DK'], expected: 'en' },
  ] as const;
  for (const c of cases) it(c.name, () => expect(pickLanguage(c.stored, c.system)).toBe(c.expected));
});

describe('errorMessageKey', () => {
  const cases = [
    { code: 'risiko/not-adjacent', ns: 'risiko', key: 'errors.not-adjacent' },
    { code: 'fixture/not-in-hand', ns: 'fixture', key: 'errors.not-in-hand' },
    { code: 'core/undo-dice', ns: 'common', key: 'errors.core.undo-dice' },
    { code: 'save/foreign-file', ns: 'common', key: 'errors.save.foreign-file' },
    { code: 'file/too-large', ns: 'common', key: 'errors.file.too-large' },
    { code: 'no-namespace', ns: 'common', key: 'errors.generic' },
  ];
  for (const c of cases) it(c.code, () => expect(errorMessageKey(c.code)).toEqual({ ns: c.ns, key: c.key }));
});

describe('translateError', () => {
  const t = (key: string, options: Record<string, unknown>): string => `${String(options.ns)}:${key}:${JSON.stringify({ ...options, ns: undefined })}`;
  it('passes the parameters', () => {
    expect(translateError(t, () => true, { code: 'core/player-count', params: { min: 2, max: 4, found: 5 } })).toBe(
      'common:errors.core.player-count:{"min":2,"max":4,"found":5}',
    );
  });
  it('falls back to the generic message, without the code', () => {
    expect(translateError(t, () => false, { code: 'risiko/unknown' })).toBe('common:errors.generic:{}');
  });
  it('gives a replay refusal the refused move\'s message as its reason, never its code', () => {
    const exists = (key: string) => key !== 'errors.unknown';
    expect(translateError(t, exists, { code: 'save/replay-failed', params: { index: 3, code: 'risiko/bad-count' } })).toBe(
      `common:errors.save.replay-failed:${JSON.stringify({ index: 3, code: 'risiko/bad-count', reason: 'risiko:errors.bad-count:{}' })}`,
    );
    expect(translateError(t, exists, { code: 'save/replay-failed', params: { index: 3, code: 'risiko/unknown' } })).toContain('"reason":""');
  });
});

describe('outcomeMessageKey', () => {
  it('looks plain reasons up in the engine namespace', () => expect(outcomeMessageKey('fixture', 'finish')).toEqual({ ns: 'fixture', key: 'outcome.finish' }));
  it('drops a namespace prefix', () => expect(outcomeMessageKey('risiko', 'risiko/objectives')).toEqual({ ns: 'risiko', key: 'outcome.objectives' }));
});

describe('shell error messages', () => {
  const codes = [
    'core/player-count', 'core/not-your-turn', 'core/undo-nothing', 'core/undo-dice', 'core/undo-hidden',
    'save/foreign-file', 'save/unknown-format-version', 'save/invalid', 'save/unknown-engine', 'save/engine-version',
    'save/replay-failed', 'save/not-found', 'save/write-failed',
    'file/too-large', 'file/not-json', 'file/too-deep', 'file/too-many-values', 'file/string-too-long', 'file/forbidden-key', 'file/read-failed', 'file/parse-timeout',
    'storage/disk-full', 'storage/read-only', 'storage/no-permission', 'storage/quota', 'storage/unavailable',
    'storage/settings-unreadable', 'storage/settings-not-saved', 'storage/saves-skipped', 'storage/saves-unreadable', 'storage/autosave-unreadable',
    'name/invisible', 'name/too-long',
  ];
  const lookup = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  for (const [language, tree] of [['en', en], ['de', de]] as const) {
    it(`every core, save and file code has a message in ${language}`, () => {
      const missing = codes.filter((code) => typeof lookup(tree, errorMessageKey(code).key) !== 'string');
      expect(missing).toEqual([]);
      expect(typeof lookup(tree, 'errors.generic')).toBe('string');
    });
  }
});
