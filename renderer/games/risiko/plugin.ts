import { risikoEngine } from '../../../engines/risiko';
import en from '../../../locales/en/risiko.json';
import de from '../../../locales/de/risiko.json';
import { definePlugin } from '../definePlugin';
import { BattlefieldPreview } from './BattlefieldPreview';
import { RisikoBoard } from './board/Board';
import { boardModelFor } from './board/model';
import { lastRound } from './battle';
import { factionOf, highlightOf, soundOf, stats } from './moments';
import { actorOf, formatEvent } from './formatEvent';
import { defaultOptions, RisikoOptionsForm } from './OptionsForm';
import { RisikoOverlay } from './Overlay';
import { RisikoPanel } from './panel/Panel';
import { showsSecrets } from './panel/Secrets';
import { RisikoStandings } from './Standings';

/** Risiko Halo: the board, panel, dice tray and launcher options (its own chunk, loaded on demand). */
export const risikoPlugin = definePlugin({
  engine: risikoEngine,
  Board: RisikoBoard,
  Panel: RisikoPanel,
  Overlay: RisikoOverlay,
  Standings: RisikoStandings,
  OptionsForm: RisikoOptionsForm,
  OptionPreview: BattlefieldPreview,
  defaultOptions,
  boardSize: (view, area) => {
    const model = boardModelFor(view.battlefield, area);
    return { width: model.width, height: model.height };
  },
  formatEvent,
  actorOf,
  // The dice tray rolls a battle round; its result waits until the dice land.
  holdsBack: (events) => lastRound(events) !== null,
  showsSecrets,
  soundOf,
  highlightOf,
  stats,
  factionOf,
  locales: { en, de },
});
