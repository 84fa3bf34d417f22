/** The game's translate function narrowed to (key, params) → string, as the pure helpers take it. */
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export function useTr(): Translate {
  const { t } = useTranslation('halotcg');
  return useCallback((key: string, params?: Record<string, unknown>) => String(params === undefined ? t(key) : t(key, params as never)), [t]);
}
