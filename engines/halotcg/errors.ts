/** Every error code of the Halo TCG engine; each is also the i18n key `errors.<code without prefix>`. */
import { err, type Fail } from '../core';
import type { DeckErrorCode } from './decks';

export const ERROR_CODES = [
  'halotcg/bad-options',
  'halotcg/bad-action',
  'halotcg/game-over',
  'halotcg/not-active',
  'halotcg/wrong-phase',
  'halotcg/answer-pending',
  'halotcg/bad-option',
  'halotcg/not-in-hand',
  'halotcg/other-copy',
  'halotcg/not-your-card',
  'halotcg/wrong-timing',
  'halotcg/wrong-side',
  'halotcg/play-at',
  'halotcg/not-enough-twilight',
  'halotcg/unique-in-play',
  'halotcg/unique-dead',
  'halotcg/company-limit',
  'halotcg/bad-bearer',
  'halotcg/class-taken',
  'halotcg/needs-bearer',
  'halotcg/requirement',
  'halotcg/cost',
  'halotcg/no-ability',
  'halotcg/not-namesake',
  'halotcg/not-wounded',
  'halotcg/transfer',
  'halotcg/staff',
  'halotcg/not-auto',
  'halotcg/deck-unknown-card',
  'halotcg/deck-legacy-card',
  'halotcg/deck-hero',
  'halotcg/deck-too-small',
  'halotcg/deck-unbalanced',
  'halotcg/deck-too-many-copies',
  'halotcg/deck-site-in-draw',
  'halotcg/deck-sites',
  'halotcg/seat-deck',
] as const;

export type HaloErrorCode = (typeof ERROR_CODES)[number];

// The deck validator's codes are part of this list (checked by the compiler).
const deckCodes: readonly HaloErrorCode[] = [] as DeckErrorCode[];
void deckCodes;

export const fail: Fail<HaloErrorCode> = err;
