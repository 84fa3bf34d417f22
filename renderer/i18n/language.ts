import { LANGUAGES, type Language } from '../../main/contract';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice wins; otherwise German when the system's first preference is German, else English. */
export function pickLanguage(stored: Language | undefined, systemLanguages: readonly string[]): Language {
  if (stored !== undefined) return stored;
  const first = systemLanguages[0]?.toLowerCase() ?? '';
  return first === 'de' || first.startsWith('de-') ? 'de' : 'en';
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'de' : 'en';
}
