import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../main/contract';
import enCommon from '../../locales/en/common.json';
import deCommon from '../../locales/de/common.json';
import { i18n } from './instance';
import { noteMissingKey } from './missingKeys';

export { i18n };

/** Starts i18next with the shell's `common` namespace; games add theirs when their code loads. */
export async function initI18n(language: Language): Promise<I18n> {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'de'],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: enCommon }, de: { common: deCommon } },
    partialBundledLanguages: true,
    // React escapes text itself; and a game's namespace is always added before its components render, so
    // nothing ever needs to suspend while a namespace loads.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // Every key the code uses that a locale lacks is reported (missingKeys.ts); nothing is stored anywhere.
    saveMissing: true,
    missingKeyHandler: (languages, ns, key) => noteMissingKey(languages, ns, key),
  });
  applyDocumentLanguage(language);
  return i18n;
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** Registers a game's namespace (its `locales/<lang>/<id>.json`) once its plugin has loaded. */
export function addGameLocales(ns: string, locales: { readonly en: Record<string, unknown>; readonly de: Record<string, unknown> }): void {
  i18n.addResourceBundle('en', ns, locales.en, true, true);
  i18n.addResourceBundle('de', ns, locales.de, true, true);
}
