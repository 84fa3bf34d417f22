import i18next, { type i18n as I18n } from 'i18next';

/**
 * The app's one i18next instance, set up by `initI18n` (index.ts). Kept apart from the bundled locale
 * files so that modules which only translate (and the end-to-end tests importing them in Node) do not
 * load every locale.
 */
export const i18n: I18n = i18next.createInstance();
