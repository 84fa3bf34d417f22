/**
 * A game record's shape (the zod schema every save is checked against) and the JSON it may hold. A leaf
 * module: the engine interface (engine.ts) names `GameRecord`, and record.ts reads and replays records.
 */
import { z } from 'zod';

/** JSON values: everything in states, actions, events and options is plain JSON. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * The largest record we accept: ten times a long game, and small enough that a file at the limit is
 * read, checked and refused or accepted in a few tens of milliseconds.
 */
export const MAX_RECORDED_ACTIONS = 20_000;

/** Limits on the free-form JSON inside a record (options and actions); the engines parse the rest. */
export const JSON_LIMITS = { string: 10_000, array: 10_000, keys: 1_000, key: 200, depth: 32 } as const;

function isBoundedJsonArray(value: readonly unknown[], depth: number): boolean {
  if (value.length > JSON_LIMITS.array) return false;
  for (const item of value) if (!isBoundedJson(item, depth + 1)) return false;
  return true;
}

function isBoundedJsonObject(value: object, depth: number): boolean {
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const keys = Object.keys(value);
  if (keys.length > JSON_LIMITS.keys) return false;
  for (const key of keys) {
    if (key.length > JSON_LIMITS.key || !isBoundedJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/**
 * Plain JSON within the limits above, checked in one pass (a zod union per value made a long record
 * cost seconds): finite numbers, bounded strings, arrays and objects, nothing but plain objects.
 */
export function isBoundedJson(value: unknown, depth = 0): value is Json {
  if (depth > JSON_LIMITS.depth) return false;
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= JSON_LIMITS.string;
  if (Array.isArray(value)) return isBoundedJsonArray(value, depth);
  return typeof value === 'object' && isBoundedJsonObject(value, depth);
}

const jsonValue = z.custom<Json>((value) => isBoundedJson(value), { message: 'not bounded JSON' });

export const recordedActionSchema = z.strictObject({
  seat: z.number().int().min(0).max(15),
  action: jsonValue,
});

/** A game as data: replaying `actions` on `setup(players, options, seed)` rebuilds the state. */
export const gameRecordSchema = z.strictObject({
  format: z.literal('halo-tabletop/record'),
  engine: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
  engineVersion: z.number().int().min(1),
  players: z.number().int().min(1).max(16),
  options: jsonValue,
  seed: z.string().min(1).max(200),
  actions: z.array(recordedActionSchema).max(MAX_RECORDED_ACTIONS),
});

export type RecordedAction = z.infer<typeof recordedActionSchema>;
export type GameRecord = z.infer<typeof gameRecordSchema>;
