/**
 * The ActionClix board's UI state shared by Board, Panel and Overlay (three components the frame mounts
 * apart): the selected unit and order mode, the square under the pointer, whether the rules are open and
 * whether the enemy reach is shown.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Mode } from '../model';

export interface UiState {
  readonly unit: string | null;
  readonly mode: Mode;
  readonly hover: number;
  readonly rulesOpen: boolean;
  /** Whether the board shades every square an enemy of the player to act could attack (key R). */
  readonly reach: boolean;
  /** Length of a unit's glide in ms (0: no animation); the flashes last 2.5 times as long. */
  readonly animMs: number;
  /** The Scarab scenario: the gun whose targets the board shows, and the reinforcement placed next. */
  readonly gun: 'main' | 'turret';
  readonly reinforcement: string | null;
}

type Listener = () => void;

const INITIAL: UiState = { unit: null, mode: 'auto', hover: -1, rulesOpen: false, reach: false, animMs: 250, gun: 'main', reinforcement: null };

export class UiStore {
  private state: UiState = INITIAL;
  private readonly listeners = new Set<Listener>();

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): UiState => this.state;

  update(patch: Partial<UiState>): void {
    const next = { ...this.state, ...patch };
    if ((Object.keys(next) as (keyof UiState)[]).every((k) => next[k] === this.state[k])) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  select(unit: string | null): void {
    this.update({ unit, mode: 'auto' });
  }

  reset(): void {
    this.update({ unit: null, mode: 'auto', hover: -1 });
  }
}

export const uiStore = new UiStore();

export function useUi<T>(select: (state: UiState) => T): T {
  const get = useCallback(() => select(uiStore.get()), [select]);
  return useSyncExternalStore(uiStore.subscribe, get, get);
}
