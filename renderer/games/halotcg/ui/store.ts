/**
 * The table's UI state (`ui/uiStore.ts`) shared by the Board, the Panel and the Overlay: the selected card,
 * the card shown large, the rules help and the card under the pointer.
 */
import type { Iid } from '../../../../engines/halotcg';
import { UiStore, useUiStore } from '../../../ui/uiStore';

export interface UiState {
  readonly selected: Iid | null;
  /** Card id shown large (hover or the Z key), or null. */
  readonly zoom: string | null;
  /** The rules help is open. */
  readonly rulesOpen: boolean;
  /** The table card under the pointer, or null (what a click would hit; tests check it before clicking). */
  readonly pointed: Iid | null;
  /** The seat whose discard, dead, removed and stacked piles are open in the viewer, or null. */
  readonly piles: number | null;
}

export const uiStore = new UiStore<UiState>({ selected: null, zoom: null, rulesOpen: false, pointed: null, piles: null });

const whole = (state: UiState): UiState => state;

export function useUi(): UiState {
  return useUiStore(uiStore, whole);
}
