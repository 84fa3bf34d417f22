import { err, ok, type Result } from './result';

/** Keys that would reach an object's prototype when copied by assignment. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface SafeJsonLimits {
  /** Largest accepted text, in UTF-16 code units. */
  readonly maxLength: number;
  /** Deepest accepted nesting of arrays and objects. */
  readonly maxDepth: number;
}

export const DEFAULT_JSON_LIMITS: SafeJsonLimits = { maxLength: 8 * 1024 * 1024, maxDepth: 64 };

function depthOf(value: unknown, limit: number, depth = 0): number {
  if (depth > limit || value === null || typeof value !== 'object') return depth;
  let deepest = depth;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(child, limit, depth + 1));
    if (deepest > limit) break;
  }
  return deepest;
}

/**
 * Parses text that came from outside (a save file, an import, IPC): size and depth limits, and no
 * `__proto__`/`constructor`/`prototype` keys anywhere, so later copying can never touch a prototype.
 * Error codes: `file/too-large`, `file/not-json`, `file/too-deep`, `file/forbidden-key`.
 */
export function parseJsonSafely(text: string, limits: SafeJsonLimits = DEFAULT_JSON_LIMITS): Result<unknown> {
  if (text.length > limits.maxLength) return err('file/too-large', { limit: limits.maxLength });
  let forbidden: string | undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, function reviver(key: string, value: unknown) {
      if (FORBIDDEN_KEYS.has(key)) forbidden = key;
      return value;
    });
  } catch {
    return err('file/not-json');
  }
  if (forbidden !== undefined) return err('file/forbidden-key', { key: forbidden });
  if (depthOf(parsed, limits.maxDepth) > limits.maxDepth) return err('file/too-deep', { limit: limits.maxDepth });
  return ok(parsed);
}
