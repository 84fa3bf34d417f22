import type { Language } from '../../main/contract';

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', de: 'de-DE' };

export function formatDateTime(iso: string | Date, language: Language): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "Alice, Bob and Carol" in the current language. */
export function formatNames(names: readonly string[], language: Language): string {
  return new Intl.ListFormat(LOCALES[language], { style: 'long', type: 'conjunction' }).format(names);
}
