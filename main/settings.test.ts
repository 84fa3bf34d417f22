import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PREF_TEXT, settingsPatchSchema, type Settings } from './contract';
import { applySettingsPatch, DEFAULT_SETTINGS, parseSettingsText, SettingsStore } from './settings';
import { loadFresh } from './testing/loadFresh';
import { tempFolder } from './testing/saveFixtures';

/** A settings text of about `kilobytes` KB: prefs holding deck lists of 4,000 characters each. */
function settingsOfSize(kilobytes: number): { text: string; settings: Settings } {
  const prefs: Record<string, string> = {};
  for (let i = 0; i < Math.ceil((kilobytes * 1024) / 4010); i++) prefs[`deck-${i}`] = 'x'.repeat(4000);
  return { text: JSON.stringify({ prefs, muted: false }), settings: { prefs, muted: false } };
}

describe('parseSettingsText', () => {
  it.each<[string, string | null, Settings]>([
    ['missing file', null, DEFAULT_SETTINGS],
    ['empty file', '', DEFAULT_SETTINGS],
    ['not JSON', '{language: de', DEFAULT_SETTINGS],
    ['unknown language', '{"language":"fr"}', DEFAULT_SETTINGS],
    ['unknown key (strict schema)', '{"language":"de","admin":true}', DEFAULT_SETTINGS],
    ['__proto__ key', '{"language":"de","prefs":{"__proto__":{"x":1}}}', DEFAULT_SETTINGS],
    ['array', '[]', DEFAULT_SETTINGS],
    ['prefs with an object value', '{"prefs":{"a":{"b":1}}}', DEFAULT_SETTINGS],
    ['only a language', '{"language":"de"}', { language: 'de', prefs: {}, muted: false }],
    ['language and prefs', '{"language":"en","prefs":{"risiko.maxDice":true,"zoom":2}}', { language: 'en', prefs: { 'risiko.maxDice': true, zoom: 2 }, muted: false }],
    ['muted', '{"muted":true}', { prefs: {}, muted: true }],
    ['muted not a boolean', '{"muted":"yes"}', DEFAULT_SETTINGS],
  ])('%s', (_name, text, expected) => {
    expect(parseSettingsText(text)).toEqual(expected);
  });

  // The size limit is fixed while the module loads: loaded afresh for this test (see loadFresh).
  it('reads a settings file of up to 256 KB, and takes a bigger one for damaged', async () => {
    const { parseSettingsText: parseFresh } = await loadFresh(() => import('./settings'));
    const fits = settingsOfSize(250);
    const tooBig = settingsOfSize(260);
    expect(fits.text.length).toBeLessThanOrEqual(256 * 1024);
    expect(tooBig.text.length).toBeGreaterThan(256 * 1024);
    expect(parseFresh(fits.text)).toEqual(fits.settings);
    expect(parseFresh(tooBig.text)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('applySettingsPatch', () => {
  const current: Settings = { language: 'en', prefs: { a: true, b: 1 }, muted: false };
  it.each<[string, Parameters<typeof applySettingsPatch>[1], Settings]>([
    ['language only keeps prefs', { language: 'de', prefs: {} }, { language: 'de', prefs: { a: true, b: 1 }, muted: false }],
    ['prefs merge key by key', { prefs: { b: 2, c: 'x' } }, { language: 'en', prefs: { a: true, b: 2, c: 'x' }, muted: false }],
    ['mute keeps language and prefs', { muted: true }, { language: 'en', prefs: { a: true, b: 1 }, muted: true }],
    ['empty patch changes nothing', {}, current],
  ])('%s', (_name, patch, expected) => {
    expect(applySettingsPatch(current, patch)).toEqual(expected);
  });

  it('never invents a language', () => {
    // Not even as an undefined key: Settings has an optional language, and exactOptionalPropertyTypes allows no undefined.
    expect(applySettingsPatch(DEFAULT_SETTINGS, { prefs: { a: true } })).toStrictEqual({ prefs: { a: true }, muted: false });
    expect('language' in applySettingsPatch(DEFAULT_SETTINGS, {})).toBe(false);
  });
});

describe('SettingsStore', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
  afterEach(() => cleanup());

  it('gives defaults without a file, and writes a patch atomically', async () => {
    const store = new SettingsStore(join(dir, 'settings.json'));
    expect(await store.get()).toEqual(DEFAULT_SETTINGS);
    expect(await store.patch({ language: 'de' })).toEqual({ language: 'de', prefs: {}, muted: false });
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toEqual({ language: 'de', prefs: {}, muted: false });
    expect(await new SettingsStore(join(dir, 'settings.json')).get()).toEqual({ language: 'de', prefs: {}, muted: false });
  });

  it('falls back to defaults for a bad file and replaces it on the next patch', async () => {
    await writeFile(join(dir, 'settings.json'), '\u0000garbage');
    const store = new SettingsStore(join(dir, 'settings.json'));
    expect(await store.get()).toEqual(DEFAULT_SETTINGS);
    await store.patch({ prefs: { x: true } });
    expect(await new SettingsStore(join(dir, 'settings.json')).get()).toEqual({ prefs: { x: true }, muted: false });
  });

  it('applies concurrent patches on top of each other', async () => {
    const store = new SettingsStore(join(dir, 'settings.json'));
    await Promise.all([store.patch({ language: 'de' }), store.patch({ prefs: { a: true } }), store.patch({ prefs: { b: 2 } })]);
    const expected = { language: 'de', prefs: { a: true, b: 2 }, muted: false };
    expect(await store.get()).toEqual(expected);
    expect(await new SettingsStore(join(dir, 'settings.json')).get()).toEqual(expected);
  });
});

describe('pref texts', () => {
  it('hold a named list of up to MAX_PREF_TEXT characters (a deck list), and no more', () => {
    const patch = (n: number) => settingsPatchSchema.safeParse({ prefs: { 'halotcg.deck.Mine': 'x'.repeat(n) } }).success;
    expect([patch(MAX_PREF_TEXT), patch(MAX_PREF_TEXT + 1)]).toEqual([true, false]);
    expect(MAX_PREF_TEXT).toBe(4000);
  });
});
