import { MODES } from '../../../engines/risiko/types';
import type { GameEntry } from '../types';

/** Risiko Halo in the launcher: 2–5 players, four modes; the game's code loads when someone plays it. */
export const risikoEntry: GameEntry = {
  meta: { id: 'risiko', minPlayers: 2, maxPlayers: 5, modes: MODES },
  load: () => import('./plugin').then((m) => m.risikoPlugin),
};
