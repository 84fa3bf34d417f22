import { MODES } from '../../../engines/actionclix/modes/vocabulary';
import type { GameEntry } from '../types';

/** Halo ActionClix in the launcher: 2–4 players on a square grid; the game's code loads when someone plays it. */
export const actionclixEntry: GameEntry = {
  meta: { id: 'actionclix', minPlayers: 2, maxPlayers: 5, modes: MODES },
  load: () => import('./plugin').then((m) => m.actionclixPlugin),
};
