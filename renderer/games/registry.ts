import type { GameEntry } from './types';
import { fixtureEntry } from './fixture/entry';
import { actionclixEntry } from './actionclix/entry';
import { halotcgEntry } from './halotcg/entry';
import { risikoEntry } from './risiko/entry';

/**
 * Every game the launcher offers. Each entry's `load()` is a dynamic import, so a game's code is its own
 * chunk and loads only when someone plays it.
 */
const shippedGames: readonly GameEntry[] = [
  risikoEntry,
  actionclixEntry,
  halotcgEntry,
];

/** The test-only fixture race is registered only in the `--mode e2e` build; production drops it. */
export const gameEntries: readonly GameEntry[] = __WITH_FIXTURE__ ? [...shippedGames, fixtureEntry] : shippedGames;
