/**
 * A card's text with its culture symbols: "[UNSC]" (or the German "[Allianz]") becomes the symbol itself
 * wherever the text is drawn in the DOM. Pure: splits a text into words and culture marks.
 */
import { CULTURES, type Culture } from '../../../../engines/halotcg/cardTypes';
import de from '../../../../locales/de/halotcg.json';
import en from '../../../../locales/en/halotcg.json';

export type TextPart = string | { readonly culture: Culture };

/** Each culture's name in either language, as written between brackets in card texts. */
const NAMES: ReadonlyMap<string, Culture> = new Map(
  CULTURES.flatMap((c) => [en, de].map((l) => [(l.ui.cultures as Readonly<Record<string, string>>)[c]?.toLocaleLowerCase() ?? c, c] as const)),
);

/** The text in parts: plain words, and each "[Culture]" as that culture's mark. An unknown bracket stays text. */
export function cultureParts(text: string): TextPart[] {
  const out: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(/\[([^\]\n]{1,20})\]/g)) {
    const culture = NAMES.get((m[1] ?? '').toLocaleLowerCase());
    if (culture === undefined) continue;
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push({ culture });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
