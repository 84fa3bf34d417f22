import type { GameEntry } from '../types';

/** Halo TCG in the launcher: 2–5 players with starter decks; the game's code loads when someone plays it. */
export const halotcgEntry: GameEntry = {
  meta: { id: 'halotcg', minPlayers: 2, maxPlayers: 5, modes: ['starter'], tools: ['decks'] },
  load: () => import('./plugin').then((m) => m.halotcgPlugin),
};
