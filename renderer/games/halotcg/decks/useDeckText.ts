/** Deck texts in the current language: the engine's validation messages with card titles, file and storage errors. */
import { useCallback } from 'react';
import type { GameError } from '../../../../engines/core';
import { ALL_CARDS, validateDeck, type DeckList } from '../../../../engines/halotcg';
import { translateError } from '../../../i18n/errors';
import { useTranslation } from '../../../i18n/useTranslation';
import { cardTitle } from '../ui/cards';
import { useTr, type Translate } from '../ui/useTr';

/** The error with card ids and engine titles turned into the titles of the current language. */
export function localiseDeckError(e: GameError, t: Translate): GameError {
  const params: Record<string, string | number> = { ...e.params };
  if (typeof params['card'] === 'string') params['card'] = params['card'] === '' ? '—' : cardTitle(params['card'], t);
  const title = params['title'];
  if (typeof title === 'string') {
    const c = ALL_CARDS.find((x) => x.title === title);
    if (c !== undefined) params['title'] = cardTitle(c.id, t);
  }
  return { code: e.code, params };
}

/** An empty Hero's place: said as a missing Hero, not as "— is not a Hero". */
export const heroMissing = (e: GameError): boolean => e.code === 'halotcg/deck-hero' && (e.params?.['card'] ?? '') === '';

/** A translator for coded errors: engine codes in the game's namespace, shell codes in `common`, deck files in `builder.file`. */
export function useErrorText(): (e: GameError) => string {
  const { t, i18n } = useTranslation();
  const tr = useTr();
  return useCallback(
    (e: GameError) => {
      if (heroMissing(e)) return tr('builder.noHero');
      const fileKey = `builder.file.${e.code.replace('/', '-')}`;
      const params = localiseDeckError(e, tr).params;
      // A message in plural forms (`_one`, `_other`) exists only for its count.
      if (i18n.exists(fileKey, { ns: 'halotcg', ...params })) return tr(fileKey, params);
      return translateError((key, options) => t(key, options) as string, (key, ns) => i18n.exists(key, { ns }), localiseDeckError(e, tr));
    },
    [t, i18n, tr],
  );
}

/** Every problem of the deck, as sentences (empty for a legal deck). */
export function useDeckProblems(deck: DeckList): string[] {
  const text = useErrorText();
  return validateDeck(deck).map(text);
}
