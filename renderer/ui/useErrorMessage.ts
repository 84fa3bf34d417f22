import { useTranslation } from '../i18n/useTranslation';
import type { GameError } from '../../engines/core';
import { translateError } from '../i18n/errors';

/** A coded error as a sentence in the current language (re-rendered when the language switches). */
export function useErrorMessage(error: GameError | null): string {
  const { t, i18n } = useTranslation();
  if (!error) return '';
  return translateError((key, options) => t(key, options) as string, (key, ns) => i18n.exists(key, { ns }), error);
}
