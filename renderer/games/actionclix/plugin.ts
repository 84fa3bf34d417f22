import { actionclixEngine } from '../../../engines/actionclix';
import en from '../../../locales/en/actionclix.json';
import de from '../../../locales/de/actionclix.json';
import { definePlugin } from '../definePlugin';
import { ActionClixBoard } from './board/Board';
import { actorOf, formatEvent } from './formatEvent';
import { worldSize } from './model';
import { battleFocus } from './board/focus';
import { scarabFocus } from './scarab/focus';
import { scarabWorldSize } from './scarab/read';
import { ActionClixOptionsForm, defaultOptions } from './OptionsForm';
import { ActionClixOverlay } from './Overlay';
import { ActionClixPanel } from './panel/Panel';
import { ActionClixStandings } from './Standings';
import { lastRoll } from './overlay/roll';
import { soundOf } from './sounds';

/** Halo ActionClix: the battlefield, panel, dice tray and launcher options (its own chunk, loaded on demand). */
export const actionclixPlugin = definePlugin({
  engine: actionclixEngine,
  Board: ActionClixBoard,
  Panel: ActionClixPanel,
  Overlay: ActionClixOverlay,
  Standings: ActionClixStandings,
  OptionsForm: ActionClixOptionsForm,
  defaultOptions,
  boardSize: (view) => (view.scarab === undefined ? worldSize(view) : scarabWorldSize(view, view.scarab)),
  // Where the whole board would be too small to read: the Scarab, or the player to act's units and their reach.
  boardFocus: (view, world, area) => (view.scarab === undefined ? battleFocus(view, world, area) : scarabFocus(view, world, area)),
  formatEvent,
  logBoard: (view) => ({ width: view.width }),
  soundOf,
  // The board, panel and log show a roll's result once the dice land (not with the animation off).
  holdsBack: (events, table) => table.animMs > 0 && lastRoll(events) !== null,
  actorOf,
  // No hidden information: the screen passes between players without a cover.
  showsSecrets: () => false,
  locales: { en, de },
});
