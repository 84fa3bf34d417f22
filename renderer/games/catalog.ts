import { memo } from 'react';
import { err, ok, type Result } from '../../engines/core';
import type { GameEntry, GamePlugin } from './types';

/**
 * Board, Panel and Overlay re-render only when their props change (STYLE rule 10): the frame passes props
 * memoised on the state identity, so zooming, dialogs or toasts never redraw the board.
 */
function memoized(plugin: GamePlugin): GamePlugin {
  return {
    ...plugin,
    Board: memo(plugin.Board),
    Panel: memo(plugin.Panel),
    ...(plugin.Overlay ? { Overlay: memo(plugin.Overlay) } : {}),
    ...(plugin.Standings ? { Standings: memo(plugin.Standings) } : {}),
  };
}

/**
 * The registered games and the plugins loaded so far. Plugins hold React components, so they live here
 * and not in the Redux store; the store keeps only the game id.
 */
export class GameCatalog {
  private readonly plugins = new Map<string, GamePlugin>();
  private readonly pending = new Map<string, Promise<Result<GamePlugin>>>();

  constructor(
    readonly entries: readonly GameEntry[],
    private readonly onLoaded: (id: string, plugin: GamePlugin) => void = () => undefined,
  ) {}

  entry(id: string): GameEntry | undefined {
    return this.entries.find((e) => e.meta.id === id);
  }

  /** The plugin of a game that has been loaded; the game frame only opens after `load`. */
  loaded(id: string): GamePlugin | undefined {
    return this.plugins.get(id);
  }

  /** Loads a game's code once (a separate chunk) and registers its locales. */
  load(id: string): Promise<Result<GamePlugin>> {
    const ready = this.plugins.get(id);
    if (ready) return Promise.resolve(ok(ready));
    const entry = this.entry(id);
    if (!entry) return Promise.resolve(err('save/unknown-engine', { engine: id }));
    let pending = this.pending.get(id);
    if (!pending) {
      pending = this.fetch(entry);
      this.pending.set(id, pending);
    }
    return pending;
  }

  private async fetch(entry: GameEntry): Promise<Result<GamePlugin>> {
    try {
      const plugin = memoized(await entry.load());
      this.onLoaded(entry.meta.id, plugin);
      this.plugins.set(entry.meta.id, plugin);
      return ok(plugin);
    } catch {
      return err('app/load-failed', { game: entry.meta.id });
    } finally {
      this.pending.delete(entry.meta.id);
    }
  }
}
