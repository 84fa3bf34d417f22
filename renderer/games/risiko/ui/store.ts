/**
 * The board's UI store: one draft per seat, shared by the Board, the Panel and the Overlay (three
 * components the frame mounts apart). A tiny external store read through `useSyncExternalStore`, so each
 * component re-renders only when the slice it selects changes.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Seat } from '../../../../engines/core';
import type { RisikoView, TerritoryId } from '../../../../engines/risiko';
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

type Listener = () => void;

export class UiStore {
  private state: UiState = { drafts: {}, hover: null, legendOpen: false, mapView: 'owners', rulesOpen: false };
  private readonly listeners = new Set<Listener>();

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): UiState => this.state;

  update(patch: Partial<UiState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The seat's draft for this view (a fresh one once the turn or phase moved on). */
  draft(seat: Seat, view: RisikoView): Draft {
    return currentDraft(this.state.drafts[seat], view);
  }

  setDraft(seat: Seat, draft: Draft): void {
    if (this.state.drafts[seat] === draft) return;
    this.update({ drafts: { ...this.state.drafts, [seat]: draft } });
  }

  setHover(id: TerritoryId | null): void {
    if (this.state.hover !== id) this.update({ hover: id });
  }

  /** A new game starts with empty drafts. */
  reset(): void {
    this.state = { drafts: {}, hover: null, legendOpen: this.state.legendOpen, mapView: this.state.mapView, rulesOpen: false };
    for (const listener of this.listeners) listener();
  }
}

/** The one store of the Risiko board (one game runs at a time). */
export const uiStore = new UiStore();

export function useUi<T>(select: (state: UiState) => T): T {
  const get = useCallback(() => select(uiStore.get()), [select]);
  return useSyncExternalStore(uiStore.subscribe, get, get);
}
