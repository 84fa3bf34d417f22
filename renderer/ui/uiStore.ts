/**
 * A board's UI state (selection, hover, zoom, open dialogs) shared by its Board, Panel and Overlay, three
 * components the frame mounts apart. Not game state: nothing here is saved or sent to the engine
 * (excalidraw keeps the document apart from selection and zoom the same way). A tiny external store read
 * through `useSyncExternalStore`, so each component re-renders only when the slice it selects changes.
 */
import { useCallback, useSyncExternalStore } from 'react';

type Listener = () => void;

export class UiStore<S extends object> {
  private state: S;
  private readonly listeners = new Set<Listener>();

  constructor(initial: S) {
    this.state = initial;
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): S => this.state;

  /** Merges a patch; a patch that changes no field changes nothing and wakes no one. */
  update(patch: Partial<S>): void {
    const keys = Object.keys(patch) as (keyof S)[]; // Object.keys is typed string[]; these are the patch's own keys
    if (keys.every((k) => patch[k] === this.state[k])) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** What a component reads from a store: re-renders only when `select`'s answer changes (keep `select` stable). */
export function useUiStore<S extends object, T>(store: UiStore<S>, select: (state: S) => T): T {
  const get = useCallback(() => select(store.get()), [store, select]);
  return useSyncExternalStore(store.subscribe, get, get);
}
