import type { GamePlugin } from './types';

/**
 * A game's plugin, its types inferred from its engine (`engine: risikoEngine` makes the Board take
 * `BoardProps<RisikoView, RisikoAction>`), erased for the registry and the frame, which hold every game alike.
 */
export function definePlugin<S, A, V, O>(plugin: GamePlugin<S, A, V, O>): GamePlugin {
  // A board takes props of its own V and A (a contravariant position), which no GamePlugin<unknown> accepts;
  // the frame only ever hands it what this plugin's own engine produced, so the erasure is safe by construction.
  return plugin as unknown as GamePlugin;
}
