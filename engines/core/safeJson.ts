import { scanJson } from './jsonScan';
import { err, ok, type Result } from './result';

export { FORBIDDEN_KEYS } from './jsonScan';

export interface SafeJsonLimits {
  /** Largest accepted text, in UTF-16 code units. */
  readonly maxLength: number;
  /** Deepest accepted nesting: how many arrays and objects may be open at once. */
  readonly maxDepth: number;
  /** Most values (containers, keys, strings, numbers, literals) accepted; bounds the cost of parsing. */
  readonly maxTokens?: number;
  /** Longest string accepted (escapes counted as written); none when absent. */
  readonly maxStringLength?: number;
}

/**
 * Enough for the longest real game (a 20,000-action record is about 250,000 values) and small enough
 * that any text passing the scan parses in a few tens of milliseconds.
 */
export const DEFAULT_MAX_TOKENS = 500_000;

export const DEFAULT_JSON_LIMITS: SafeJsonLimits = { maxLength: 8 * 1024 * 1024, maxDepth: 64, maxTokens: DEFAULT_MAX_TOKENS };

/**
 * Parses text that came from outside (a save file, an import, IPC): a size limit, then one bounded scan
 * (nesting depth, number of values, no `__proto__`/`constructor`/`prototype` key anywhere) before
 * `JSON.parse` ever runs, so a hostile text is refused after at most `maxTokens` steps and later
 * copying can never touch a prototype.
 * Error codes: `file/too-large`, `file/not-json`, `file/too-deep`, `file/too-many-values`,
 * `file/string-too-long`, `file/forbidden-key`.
 */
export function parseJsonSafely(text: string, limits: SafeJsonLimits = DEFAULT_JSON_LIMITS): Result<unknown> {
  if (text.length > limits.maxLength) return err('file/too-large', { limit: limits.maxLength });
  const scanned = scanJson(text, {
    maxDepth: limits.maxDepth,
    maxTokens: limits.maxTokens ?? DEFAULT_MAX_TOKENS,
    ...(limits.maxStringLength === undefined ? {} : { maxStringLength: limits.maxStringLength }),
  });
  if (!scanned.ok) return scanned;
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return err('file/not-json');
  }
}
