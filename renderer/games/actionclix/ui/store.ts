/**
 * The ActionClix board's UI state (`ui/uiStore.ts`) shared by Board, Panel and Overlay: the selected unit
 * and order mode, the square under the pointer, whether the rules are open and whether the enemy reach is
 * shown.
 */
import { UiStore, useUiStore } from '../../../ui/uiStore';
import type { Mode } from '../model';

export interface UiState {
  readonly unit: string | null;
  readonly mode: Mode;
  readonly hover: number;
  readonly rulesOpen: boolean;
  /** Whether the board shades every square an enemy of the player to act could attack (key R). */
  readonly reach: boolean;
  /** The Scarab scenario: the gun whose targets the board shows, and the reinforcement placed next. */
  readonly gun: 'main' | 'turret';
  readonly reinforcement: string | null;
}

class ActionClixUiStore extends UiStore<UiState> {
  /** Selects a unit (or none); a new selection starts in the automatic order mode. */
  select(unit: string | null): void {
    this.update({ unit, mode: 'auto' });
  }
}

export const uiStore = new ActionClixUiStore({ unit: null, mode: 'auto', hover: -1, rulesOpen: false, reach: false, gun: 'main', reinforcement: null });

export function useUi<T>(select: (state: UiState) => T): T {
  return useUiStore(uiStore, select);
}
