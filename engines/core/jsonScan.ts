import { err, ok, type Result } from './result';

/** Keys that would reach an object's prototype when copied by assignment. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface ScanLimits {
  /** Deepest accepted nesting: the number of arrays and objects open at once. */
  readonly maxDepth: number;
  /** Most values (containers, keys, strings, numbers, literals) a text may hold. */
  readonly maxTokens: number;
  /** Longest string or key, in UTF-16 code units of the text (escapes counted as written). */
  readonly maxStringLength?: number;
}

/** What the scanner knows about the innermost open container. */
interface Cursor {
  /** One entry per open container: true for an object. Never longer than `maxDepth`. */
  readonly stack: boolean[];
  /** The next string in the innermost object is a key (after `{` or `,`). */
  expectKey: boolean;
  tokens: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

// Sticky patterns run natively: megabytes of padding cost milliseconds, not a loop step per character.
const WHITESPACE = /[ \n\r\t]+/y;

/** Index of the first character at or after `from` that the sticky `pattern` does not cover. */
function skip(pattern: RegExp, text: string, from: number): number {
  pattern.lastIndex = from;
  return pattern.test(text) ? pattern.lastIndex : from;
}

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function isDelimiter(c: number): boolean {
  return isWhitespace(c) || c === 0x2c || c === 0x3a || c === 0x5d || c === 0x7d || c === 0x5b || c === 0x7b || c === QUOTE;
}

/** An escaped forbidden key is at most 11 characters of six (`\\u0063`) between quotes. */
const LONGEST_ESCAPED_KEY = 11 * 6 + 2;

/** Index just past the closing quote of the string opening at `start`; -1 when it never closes. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i + 1;
  }
  return -1;
}

/** The key as JSON.parse will see it: escapes decoded, so `"__pro\u0074o__"` is caught too. */
function decodeKey(raw: string): string | undefined {
  if (!raw.includes('\\')) return raw.slice(1, -1);
  try {
    const decoded: unknown = JSON.parse(raw);
    return typeof decoded === 'string' ? decoded : undefined;
  } catch {
    return undefined;
  }
}

function hasBackslash(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === BACKSLASH) return true;
  return false;
}

/**
 * Checks the key quoted in `text[start, end)`. Only a key as long as a forbidden one, or a short one
 * with escapes, is copied out and compared: hundreds of thousands of keys cost no allocation each.
 */
function checkKey(text: string, start: number, end: number): Result<void> {
  const length = end - start;
  const plainCandidate = length === 11 || length === 13;
  if (!plainCandidate && (length > LONGEST_ESCAPED_KEY || !hasBackslash(text, start, end))) return ok(undefined);
  const key = decodeKey(text.slice(start, end));
  if (key === undefined) return err('file/not-json');
  return FORBIDDEN_KEYS.has(key) ? err('file/forbidden-key', { key }) : ok(undefined);
}

/** Handles one structural character; returns an error or undefined to go on. */
function structural(c: number, cursor: Cursor, limits: ScanLimits): Result<void> | undefined {
  if (c === 0x7b || c === 0x5b) {
    if (cursor.stack.length >= limits.maxDepth) return err('file/too-deep', { limit: limits.maxDepth });
    cursor.stack.push(c === 0x7b);
    cursor.expectKey = c === 0x7b;
  } else if (c === 0x7d || c === 0x5d) {
    if (cursor.stack.pop() === undefined) return err('file/not-json');
    cursor.expectKey = false;
  } else if (c === 0x2c) {
    cursor.expectKey = cursor.stack[cursor.stack.length - 1] === true;
  } else if (c === 0x3a) {
    cursor.expectKey = false;
  }
  return undefined;
}

/**
 * One bounded pass over JSON text before it is parsed: refuses nesting deeper than `maxDepth`, more
 * than `maxTokens` values and any forbidden key, stopping at the first violation, so a hostile file
 * costs at most `maxTokens` steps and `maxDepth` memory, whatever its size. Syntax is left to
 * `JSON.parse`, which runs only on text that passed. Codes: `file/too-deep`, `file/too-many-values`,
 * `file/string-too-long`, `file/forbidden-key`, `file/not-json` (an unterminated string or a stray closing bracket).
 */
export function scanJson(text: string, limits: ScanLimits): Result<void> {
  const cursor: Cursor = { stack: [], expectKey: false, tokens: 0 };
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isWhitespace(c)) {
      i = isWhitespace(text.charCodeAt(i + 1)) ? skip(WHITESPACE, text, i) : i + 1;
      continue;
    }
    if (c !== 0x2c && c !== 0x3a && c !== 0x7d && c !== 0x5d && ++cursor.tokens > limits.maxTokens) {
      return err('file/too-many-values', { limit: limits.maxTokens });
    }
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (end < 0) return err('file/not-json');
      if (limits.maxStringLength !== undefined && end - i - 2 > limits.maxStringLength) {
        return err('file/string-too-long', { limit: limits.maxStringLength });
      }
      if (cursor.expectKey) {
        const key = checkKey(text, i, end);
        if (!key.ok) return key;
        cursor.expectKey = false;
      }
      i = end;
      continue;
    }
    const stop = structural(c, cursor, limits);
    if (stop !== undefined) return stop;
    if (c === 0x7b || c === 0x5b || c === 0x7d || c === 0x5d || c === 0x2c || c === 0x3a) {
      i++;
      continue;
    }
    // A number or a literal: runs to the next delimiter.
    i++;
    while (i < text.length && !isDelimiter(text.charCodeAt(i))) i++;
  }
  return ok(undefined);
}
