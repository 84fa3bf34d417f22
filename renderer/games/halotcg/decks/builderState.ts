/** The deck builder's screen state shared by its parts. */
import type { GameError } from '../../../../engines/core';
import type { DeckList } from '../../../../engines/halotcg';
import type { Named } from '../../../ui/namedLists';
import { normaliseName } from '../../../../engines/core';
import { MAX_LIST_NAME } from '../../../ui/namedLists';
import { encodeDeck } from './deckFile';

/**
 * What the builder says after an action: done (in the current language) or a coded refusal; `details` are
 * the lines of a deck list that were left out (each a `decktext/*` error naming its line), shown as a list.
 */
export type Status =
  | { readonly kind: 'done'; readonly key: string; readonly name: string; readonly details?: readonly GameError[]; readonly count?: number }
  | { readonly kind: 'error'; readonly error: GameError; readonly details?: readonly GameError[] }
  | null;

/**
 * The status after a deck was read or imported with `notes`: "N lines left out" counts only the lines left
 * out; lines read up to a limit (`decktext/capped`, "5 x Grunt" gives 4) are read, so a list with only those
 * says how many were capped instead. Every note is listed below the sentence.
 */
export function readStatus(key: string, name: string, notes: readonly GameError[]): Status {
  if (notes.length === 0) return { kind: 'done', key, name };
  const left = notes.filter((n) => n.code !== 'decktext/capped').length;
  return left > 0 ? { kind: 'done', key: `${key}Skipped`, name, details: notes, count: left } : { kind: 'done', key: `${key}Capped`, name, details: notes, count: notes.length };
}

/** How many left-out lines the status lists before "and N more". */
export const DETAILS_SHOWN = 20;

export interface Editing {
  readonly deck: DeckList;
  readonly name: string;
  /** The saved deck this one was opened from (its name), or null for a new, copied or imported one. */
  readonly savedAs: string | null;
}

/** Whether the deck on screen differs from the saved deck of its name (a new deck with cards in it counts). */
export function isUnsaved(editing: Editing, saved: readonly Named<DeckList>[]): boolean {
  const stored = saved.find((d) => d.name === editing.savedAs);
  if (stored === undefined) return editing.deck.hero !== '' || editing.deck.sites.length > 0 || Object.keys(editing.deck.draw).length > 0;
  return stored.name !== editing.name || encodeDeck(stored.value) !== encodeDeck(editing.deck);
}

/**
 * The saved deck that saving under `name` would replace without being the deck open (`savedAs`), or null:
 * saving over it, or importing a file of that name, asks first.
 */
export function clashOf(name: string, savedAs: string | null, saved: readonly Named<DeckList>[]): string | null {
  const n = normaliseName(name, MAX_LIST_NAME);
  if (!n.ok || n.value === savedAs) return null;
  return saved.some((d) => d.name === n.value) ? n.value : null;
}
