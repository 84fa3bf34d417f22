/** The deck builder's screen state shared by its parts. */
import type { GameError } from '../../../../engines/core';
import type { DeckList } from '../../../../engines/halotcg';

/** What the builder says after an action: done (in the current language) or a coded refusal. */
export type Status = { readonly kind: 'done'; readonly key: string; readonly name: string } | { readonly kind: 'error'; readonly error: GameError } | null;

export interface Editing {
  readonly deck: DeckList;
  readonly name: string;
  /** The saved deck this one was opened from (its name), or null for a new, copied or imported one. */
  readonly savedAs: string | null;
}
