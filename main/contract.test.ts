/** The shapes that cross from the renderer to main: exact limits at their edges. */
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECORDED_ACTIONS } from '../engines/core';
import { loadFresh } from './testing/loadFresh';
import { makeSave } from './testing/saveFixtures';

// Loaded afresh in every test, so the schemas built while loading count as tested (see loadFresh).
const loadContract = () => loadFresh(() => import('./contract'));
let contract: Awaited<ReturnType<typeof loadContract>>;
beforeEach(async () => {
  contract = await loadContract();
});

describe('saveIdSchema: only this shape ever names a file', () => {
  it.each<[string, unknown, boolean]>([
    ['one character', 'a', true],
    ['a generated UUID', '0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['exactly 64 characters', 'a'.repeat(64), true],
    ['65 characters', 'a'.repeat(65), false],
    ['empty', '', false],
    ['upper case', 'Save-1', false],
    ['a path', '../saves/x', false],
    ['a dot (an extension)', 'x.json', false],
    ['a leading space', ' x', false],
    ['a trailing line break', 'x\n', false],
    ['a number', 42, false],
  ])('%s', (_name, id, accepted) => {
    expect(contract.saveIdSchema.safeParse(id).success).toBe(accepted);
  });
});

describe('settings schemas', () => {
  it.each<[string, unknown, boolean]>([
    ['a pref key of 64 characters', { prefs: { ['k'.repeat(64)]: true } }, true],
    ['a pref key of 65 characters', { prefs: { ['k'.repeat(65)]: true } }, false],
    ['pref values: flag, number, text', { prefs: { a: true, b: 2, c: 'x' } }, true],
    ['a pref text of exactly 4000 characters', { prefs: { deck: 'x'.repeat(4000) } }, true],
    ['a pref text of 4001 characters', { prefs: { deck: 'x'.repeat(4001) } }, false],
    ['a pref that is a list', { prefs: { a: [1] } }, false],
    ['a language not offered', { language: 'fr' }, false],
    ['muted, not a boolean', { muted: 1 }, false],
    ['an unknown key', { theme: 'dark' }, false],
  ])('a patch with %s', (_name, patch, accepted) => {
    expect(contract.settingsPatchSchema.safeParse(patch).success).toBe(accepted);
  });

  it('a patch leaves out what it does not change (no defaults that would wipe the stored prefs)', () => {
    expect(contract.settingsPatchSchema.parse({ language: 'de' })).toStrictEqual({ language: 'de' });
  });

  it('stored settings default to sound on and no prefs, with no language until one is picked', () => {
    expect(contract.settingsSchema.parse({})).toStrictEqual({ prefs: {}, muted: false });
  });

  it.each<[string, unknown, boolean]>([
    ['all three kept as given', { language: 'de', prefs: { 'risiko.maxDefence': true }, muted: true }, true],
    ['an unknown key', { language: 'de', theme: 'dark' }, false],
    ['a language not offered', { language: 'fr' }, false],
    ['prefs that are not a record', { prefs: ['x'] }, false],
    ['muted as text', { muted: 'yes' }, false],
  ])('stored settings: %s', (_name, stored, accepted) => {
    const parsed = contract.settingsSchema.safeParse(stored);
    expect(parsed.success).toBe(accepted);
    if (accepted) expect(parsed.data).toStrictEqual(stored);
  });
});

describe('saveSummarySchema', () => {
  const summary = { id: 'save-1', name: 'Game', savedAt: '2025-01-02T03:04:05.000Z', game: 'risiko', seats: makeSave().seats, actions: 3 };
  it.each<[string, object, boolean]>([
    ['a summary as the store makes it', summary, true],
    ['no actions', { ...summary, actions: 0 }, true],
    ['exactly MAX_RECORDED_ACTIONS actions', { ...summary, actions: MAX_RECORDED_ACTIONS }, true],
    ['one action more', { ...summary, actions: MAX_RECORDED_ACTIONS + 1 }, false],
    ['a negative count', { ...summary, actions: -1 }, false],
    ['a fractional count', { ...summary, actions: 1.5 }, false],
    ['an id that is a path', { ...summary, id: '../x' }, false],
    ['an extra key', { ...summary, path: '/home' }, false],
  ])('%s', (_name, value, accepted) => {
    expect(contract.saveSummarySchema.safeParse(value).success).toBe(accepted);
  });
});
