/**
 * The Risiko board's UI state (`ui/uiStore.ts`): one draft per seat, the territory under the pointer, the
 * legend, the map view and the rules, shared by the Board, the Panel and the Overlay.
 */
import type { Seat } from '../../../../engines/core';
import type { RisikoView, TerritoryId } from '../../../../engines/risiko';
import { UiStore, useUiStore } from '../../../ui/uiStore';
import { currentDraft, type Draft } from './draft';

export interface UiState {
  readonly drafts: Readonly<Record<number, Draft>>;
  /** The territory under the pointer (names appear on hover when zoomed far out). */
  readonly hover: TerritoryId | null;
  readonly legendOpen: boolean;
  /** What the map's fill shows: who holds each territory (with a pattern per player), or the regions. */
  readonly mapView: 'owners' | 'regions';
  /** The rules in short, opened from the turn header or with "?". */
  readonly rulesOpen: boolean;
}

class RisikoUiStore extends UiStore<UiState> {
  /** The seat's draft for this view (a fresh one once the turn or phase moved on). */
  draft(seat: Seat, view: RisikoView): Draft {
    return currentDraft(this.get().drafts[seat], view);
  }

  setDraft(seat: Seat, draft: Draft): void {
    const { drafts } = this.get();
    if (drafts[seat] !== draft) this.update({ drafts: { ...drafts, [seat]: draft } });
  }
}

/** The one store of the Risiko board (one game runs at a time). */
export const uiStore = new RisikoUiStore({ drafts: {}, hover: null, legendOpen: false, mapView: 'owners', rulesOpen: false });

export function useUi<T>(select: (state: UiState) => T): T {
  return useUiStore(uiStore, select);
}
