import { useEffect, useState } from 'react';
import type { GameError } from '../../engines/core';
import type { GamePlugin } from '../games/types';
import { useServices } from '../ui/services';

export type PluginState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly plugin: GamePlugin } | { readonly status: 'failed'; readonly error: GameError };

/** Loads a game's code (its own chunk) for the setup screen; instant when it is already loaded. */
export function usePlugin(gameId: string): PluginState {
  const { games } = useServices();
  const [state, setState] = useState<PluginState>(() => {
    const ready = games.loaded(gameId);
    return ready ? { status: 'ready', plugin: ready } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    void games.load(gameId).then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', plugin: result.value } : { status: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [games, gameId]);
  return state;
}
