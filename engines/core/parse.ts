/**
 * Reading untrusted input (actions, options): small checks every engine needs, and `actionParser`, the one
 * strict reader of an action's shape. Legality is the rules' business; these only say whether the shape is
 * one the engine can read.
 */
import { err, ok, type Result } from './result';

/** A check of an untrusted value. */
export type Check<T> = (value: unknown) => value is T;

/** A plain object: not null, not an array. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is one of `allowed` (compared with `===`). */
export function isOneOf<T>(allowed: readonly T[], value: unknown): value is T {
  for (const item of allowed) if (item === value) return true;
  return false;
}

/** The check for one of `allowed`. */
export function oneOf<T>(allowed: readonly T[]): Check<T> {
  return (value): value is T => isOneOf(allowed, value);
}

/** One of `allowed`; `fallback` when the value is missing (undefined); undefined when it is anything else. */
export function pickOne<T>(value: unknown, allowed: readonly T[], fallback: T): T | undefined {
  if (value === undefined) return fallback;
  return isOneOf(allowed, value) ? value : undefined;
}

/** An integer from `min` to `max`, both included. */
export function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The check for an integer from `min` to `max`. */
export function intIn(min: number, max: number): Check<number> {
  return (value): value is number => isIntIn(value, min, max);
}

/** An integer from `min` to `max`; `fallback` when the value is missing; undefined when it is anything else. */
export function readInt(value: unknown, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined) return fallback;
  return isIntIn(value, min, max) ? value : undefined;
}

/** The check for an id: a string of 1 to `max` characters. */
export function idOf(max: number): Check<string> {
  return (value): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
}

/** The check for a list of at most `max` items that each pass `item`. */
export function listOf<T>(item: Check<T>, max: number): Check<readonly T[]> {
  return (value): value is readonly T[] => Array.isArray(value) && value.length <= max && value.every(item);
}

export const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';

/** A field of an action: the name of its kind, or the kind and whether it may be left out. */
export type FieldSpec<K extends string> = K | { readonly kind: K; readonly optional?: boolean };

/** Every action type with its fields (`{ attack: { from: 'id', to: 'id', dice: 'int' } }`). */
export type ActionSpecs<A extends { readonly type: string }, K extends string> = {
  readonly [T in A['type']]: Readonly<Record<string, FieldSpec<K>>>;
};

/**
 * The strict reader of an engine's actions: a plain object with a known `type`, exactly the fields that type
 * takes (optional ones may be missing), each passing the check of its kind. Anything else is `code` with the
 * first field at fault (`''` for a value that is not an object, then `type`, then unknown fields, then the
 * type's fields in the order of the spec). The action it returns is a fresh object (lists copied), so the
 * caller's object can change afterwards without changing the action.
 */
export function actionParser<A extends { readonly type: string }, K extends string>(
  code: string,
  specs: ActionSpecs<A, K>,
  checks: Readonly<Record<K, (value: unknown) => boolean>>,
): (raw: unknown) => Result<A> {
  const refuse = (field: string): Result<A> => err(code, { field });
  const isType = (type: unknown): type is A['type'] => typeof type === 'string' && Object.hasOwn(specs, type);
  // The type's every field that may not be left out is there (each was checked on the way in).
  const isComplete = (out: { readonly type: A['type'] }): out is A =>
    Object.entries(specs[out.type]).every(([key, field]) => Object.hasOwn(out, key) || (typeof field !== 'string' && field.optional === true));
  return (raw) => {
    if (!isRecord(raw)) return refuse('');
    const type = raw.type;
    if (!isType(type)) return refuse('type');
    const spec = specs[type];
    for (const key of Object.keys(raw)) if (key !== 'type' && !Object.hasOwn(spec, key)) return refuse(key);
    const out: { type: A['type']; [field: string]: unknown } = { type };
    for (const [key, field] of Object.entries(spec)) {
      const value = raw[key];
      const optional = typeof field !== 'string' && field.optional === true;
      if (value === undefined && optional) continue;
      if (!checks[typeof field === 'string' ? field : field.kind](value)) return refuse(key);
      out[key] = Array.isArray(value) ? value.slice() : value;
    }
    return isComplete(out) ? ok(out) : refuse('type');
  };
}
