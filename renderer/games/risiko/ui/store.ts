/**
 * The Risiko board's UI state (`ui/uiStore.ts`): one selection per seat, the territory under the pointer, the
 * legend, the map view and the rules, shared by the Board, the Panel and the Overlay.
 */
import type { Seat } from '../../../../engines/core';
import type { RisikoView, TerritoryId } from '../../../../engines/risiko';
import { UiStore, useUiStore } from '../../../ui/uiStore';
import { currentSelection, type Selection } from './selection';

export interface UiState {
  readonly selections: Readonly<Record<number, Selection>>;
  /** The territory under the pointer (names appear on hover when zoomed far out). */
  readonly hover: TerritoryId | null;
  readonly legendOpen: boolean;
  /** What the map's fill shows: who holds each territory (with a pattern per player), or the regions. */
  readonly mapView: 'owners' | 'regions';
  /** The rules in short, opened from the turn header or with "?". */
  readonly rulesOpen: boolean;
}

class RisikoUiStore extends UiStore<UiState> {
  /** The seat's selection for this view (a fresh one once the turn or phase moved on). */
  selection(seat: Seat, view: RisikoView): Selection {
    return currentSelection(this.get().selections[seat], view);
  }

  setSelection(seat: Seat, selection: Selection): void {
    const { selections } = this.get();
    if (selections[seat] !== selection) this.update({ selections: { ...selections, [seat]: selection } });
  }
}

/** The one store of the Risiko board (one game runs at a time). */
export const uiStore = new RisikoUiStore({ selections: {}, hover: null, legendOpen: false, mapView: 'owners', rulesOpen: false });

export function useUi<T>(select: (state: UiState) => T): T {
  return useUiStore(uiStore, select);
}
