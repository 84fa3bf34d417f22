/**
 * The table's UI state shared by the Board, the Panel and the Overlay (mounted apart by the frame): the
 * selected card and the card shown large. A tiny external store read through `useSyncExternalStore`.
 */
import { useSyncExternalStore } from 'react';
import type { Iid } from '../../../../engines/halotcg';

export interface UiState {
  readonly selected: Iid | null;
  /** Card id shown large (hover or the Z key), or null. */
  readonly zoom: string | null;
  /** The rules help is open. */
  readonly rulesOpen: boolean;
  /** The table card under the pointer, or null (what a click would hit; tests check it before clicking). */
  readonly pointed: Iid | null;
}

type Listener = () => void;

class UiStore {
  private state: UiState = { selected: null, zoom: null, rulesOpen: false, pointed: null };
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
}

export const uiStore = new UiStore();

export function useUi(): UiState {
  return useSyncExternalStore(uiStore.subscribe, uiStore.get);
}
