import { err, ok, type Result } from './result';

/** Longest names, in UTF-16 code units after cleaning: a seat (player or deck) and a saved game. */
export const NAME_LIMITS = { seat: 40, save: 120 } as const;

// Tabs, line breaks and other spacing become one plain space.
const SPACING = /[\t\n\v\f\r\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;
// Control characters and every bidirectional control: embeddings and overrides (U+202A-U+202E),
// isolates (U+2066-U+2069) and the marks (U+200E, U+200F, U+061C), which can reorder what follows.
// eslint-disable-next-line no-control-regex
const STRIPPED = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// A character that draws something: not spacing, not a format character (zero-width and friends), not a
// lone combining mark, not a blank filler (Hangul fillers, braille blank).
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Cc}\p{M}\p{Co}\p{Cn}\u115f\u1160\u3164\uffa0\u2800]/u;

/** The name as it is stored and shown: NFC, no control or bidi characters, single spaces, trimmed. */
export function cleanName(raw: string): string {
  return raw.normalize('NFC').replace(SPACING, ' ').replace(STRIPPED, '').replace(/ {2,}/g, ' ').trim();
}

export function hasVisibleCharacter(name: string): boolean {
  return VISIBLE.test(name);
}

/**
 * The one check every name passes (players, saves, decks) in the launcher, the save dialog, the save
 * stores and the file schema. Codes: `name/invisible` (nothing a person could read), `name/too-long`.
 */
export function normaliseName(raw: string, maxLength: number): Result<string> {
  const name = cleanName(raw);
  if (!hasVisibleCharacter(name)) return err('name/invisible');
  if (name.length > maxLength) return err('name/too-long', { max: maxLength });
  return ok(name);
}
