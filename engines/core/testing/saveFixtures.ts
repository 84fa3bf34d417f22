/**
 * Save files for tests on every side of the app (the core reader, the main process, the browser host):
 * one good save of the fixture game, and the broken and hostile files every reader must refuse with a
 * code. One list, so a case added here is tried by every reader that uses it.
 */
import { MAX_RECORDED_ACTIONS, type SaveFile } from '../record';

export const FIXTURE_SAVED_AT = '2025-01-02T03:04:05.000Z';
export const FIXTURE_SEATS: SaveFile['seats'] = [
  { name: 'Ann', color: '#2ec4b6' },
  { name: 'Bo', color: '#e63946' },
];
/** The options as they stand in the JSON text of a fixture save, for putting another value in their place. */
export const FIXTURE_OPTIONS_TEXT = '"options":{"trackLength":10}';

export interface FixtureSaveOptions {
  readonly name?: string;
  /** How many `step` actions the record holds, seats taking turns. */
  readonly actions?: number;
  readonly savedAt?: string;
}

/** A valid save of a two-seat fixture game (the fixture engine replays it). */
export function fixtureSave({ name = 'Test game', actions = 1, savedAt = FIXTURE_SAVED_AT }: FixtureSaveOptions = {}): SaveFile {
  return {
    format: 'halo-tabletop/save',
    formatVersion: 1,
    name,
    savedAt,
    seats: FIXTURE_SEATS.map((seat) => ({ ...seat })),
    record: {
      format: 'halo-tabletop/record',
      engine: 'fixture',
      engineVersion: 1,
      players: 2,
      options: { trackLength: 10 },
      seed: 'seed-1',
      actions: Array.from({ length: actions }, (_, i) => ({ seat: i % 2, action: { type: 'step' } })),
    },
  };
}

/**
 * `value` with `key` as its first own property, as JSON.parse makes it from a file or an IPC message
 * (an object literal cannot hold an own `__proto__`).
 */
export function withOwnKey(value: object, key: '__proto__' | 'constructor' | 'prototype', inner = '{}'): unknown {
  return JSON.parse(`{"${key}":${inner},${JSON.stringify(value).slice(1)}`) as unknown;
}

export interface BadSaveText {
  readonly name: string;
  readonly text: string;
  readonly code: string;
}

/** Broken or hostile texts made from a good save's text `good` (a fixture save), each with the code reading it gives. */
export function brokenSaveTexts(good: string): readonly BadSaveText[] {
  return [
    { name: 'not JSON', text: '{"format": "halo-tabletop/save", ', code: 'file/not-json' },
    { name: 'a truncated save', text: good.slice(0, good.length - 20), code: 'file/not-json' },
    { name: 'an empty file', text: '', code: 'file/not-json' },
    { name: 'foreign JSON', text: '{"name":"package","version":"1.0.0"}', code: 'save/foreign-file' },
    { name: 'a JSON array', text: '[1,2,3]', code: 'save/foreign-file' },
    { name: 'a __proto__ key', text: good.replace('"seats":[', '"__proto__":{"polluted":true},"seats":['), code: 'file/forbidden-key' },
    { name: 'a constructor key', text: good.replace('"options":{', '"options":{"constructor":{"prototype":{}},'), code: 'file/forbidden-key' },
    { name: 'a future format version', text: good.replace('"formatVersion":1', '"formatVersion":9'), code: 'save/unknown-format-version' },
    { name: 'a wrong shape', text: good.replace('"seats":[', '"seats":5,"x":['), code: 'save/invalid' },
    { name: 'too deep', text: good.replace(FIXTURE_OPTIONS_TEXT, `"options":${'['.repeat(80)}${']'.repeat(80)}`), code: 'file/too-deep' },
  ];
}

export interface HostileSaveText {
  readonly name: string;
  /** Built on demand: some are megabytes long. */
  readonly text: () => string;
  /** The code reading it gives, or null when it is a valid save at a limit. */
  readonly code: string | null;
}

const GOOD = JSON.stringify(fixtureSave());
const withOptions = (options: string): string => GOOD.replace(FIXTURE_OPTIONS_TEXT, `"options":${options}`);

/**
 * Files a security review built to stall a parser (each used to take 1 to 4 s): every reader must
 * refuse them fast, whole or while parsing.
 */
export const HOSTILE_SAVE_TEXTS: readonly HostileSaveText[] = [
  { name: 'a million levels of nesting', text: () => withOptions(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`), code: 'file/too-deep' },
  { name: 'a million unclosed objects', text: () => withOptions('{"a":'.repeat(1_000_000)), code: 'file/too-deep' },
  { name: '400,000 keys', text: () => withOptions(`{${Array.from({ length: 400_000 }, (_, i) => `"k${i}":0`).join(',')}}`), code: 'file/too-many-values' },
  { name: '1.8 million numbers', text: () => withOptions(`[${Array.from({ length: 1_800_000 }, () => '1').join(',')}]`), code: 'file/too-many-values' },
  { name: '200,000 actions', text: () => JSON.stringify(fixtureSave({ actions: 200_000 })), code: 'file/too-many-values' },
  { name: 'one action over the record limit', text: () => JSON.stringify(fixtureSave({ actions: MAX_RECORDED_ACTIONS + 1 })), code: 'save/invalid' },
  { name: 'a 7 MB string', text: () => withOptions(JSON.stringify('x'.repeat(7_000_000))), code: 'file/string-too-long' },
  { name: 'a string of 10,000 characters, the most a save holds, written as escapes', text: () => withOptions(`"${'\\u0078'.repeat(10_000)}"`), code: null },
  { name: 'a string one character longer', text: () => withOptions(JSON.stringify('x'.repeat(10_001))), code: 'save/invalid' },
  { name: '7 MB of whitespace before a long string', text: () => withOptions(`${' '.repeat(7_000_000)}"${'y'.repeat(20_000)}"`), code: 'save/invalid' },
  { name: '300,000 empty arrays', text: () => withOptions(`[${Array.from({ length: 300_000 }, () => '[]').join(',')}]`), code: 'save/invalid' },
  { name: '600,000 empty arrays', text: () => withOptions(`[${Array.from({ length: 600_000 }, () => '[]').join(',')}]`), code: 'file/too-many-values' },
  { name: 'a forbidden key at the very end of 6 MB', text: () => GOOD.replace('}}', `,"pad":[${'"p",'.repeat(100_000)}"p"],${' '.repeat(6_000_000)}"constructor":1}}`), code: 'file/forbidden-key' },
];
