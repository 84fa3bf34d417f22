import type { GamePlugin } from './types';

/**
 * Erases a plugin's game types for the registry. Boards take `BoardProps<V, A>` for their own V and A;
 * the frame only ever passes them what their own engine produced, so the widening is safe by construction.
 */
export function definePlugin<V, A, O>(plugin: GamePlugin<V, A, O>): GamePlugin {
  return plugin as unknown as GamePlugin;
}
