/**
 * The texts main shows itself (native menu, file dialogs), from the `menu` key of each language's
 * `common.json`. They are bundled into main.cjs at build time, so nothing is read from disk at run time.
 */
import { z } from 'zod';
import de from '../locales/de/common.json';
import en from '../locales/en/common.json';
import type { Language } from './contract';

const label = z.string().min(1).max(80);

export const menuLabelsSchema = z.strictObject({
  game: label,
  newGame: label,
  openSaves: label,
  save: label,
  undo: label,
  quit: label,
  edit: label,
  cut: label,
  copy: label,
  paste: label,
  selectAll: label,
  language: label,
  english: label,
  german: label,
  view: label,
  reload: label,
  toggleFullScreen: label,
  toggleDevTools: label,
  exportTitle: label,
  importTitle: label,
  saveFileType: label,
  deckFileType: label,
});
export type MenuLabels = z.infer<typeof menuLabelsSchema>;

const BUNDLES: Readonly<Record<Language, unknown>> = {
  en: (en as { menu?: unknown }).menu,
  de: (de as { menu?: unknown }).menu,
};

/** The labels in one language. A missing or broken bundle is a build mistake, so this throws. */
export function menuLabels(language: Language): MenuLabels {
  return menuLabelsSchema.parse(BUNDLES[language]);
}

/** The language to show: the player's choice, else German when the system prefers German, else English. */
export function pickLanguage(chosen: Language | undefined, systemLanguages: readonly string[]): Language {
  if (chosen !== undefined) return chosen;
  return systemLanguages[0]?.toLowerCase().startsWith('de') === true ? 'de' : 'en';
}
