import { halotcgEngine, type HaloView } from '../../../engines/halotcg';
import en from '../../../locales/en/halotcg.json';
import de from '../../../locales/de/halotcg.json';
import { definePlugin } from '../definePlugin';
import { HaloBoard } from './board/Board';
import { DeckBuilder } from './decks/DeckBuilder';
import { HEIGHT, WIDTH } from './board/layout';
import { actorOf, formatEvent } from './formatEvent';
import { defaultOptions, HaloOptionsForm } from './OptionsForm';
import { HaloOverlay } from './Overlay';
import { HaloPanel } from './panel/Panel';
import { soundOf } from './sounds';

/**
 * Whether the screen shows a secret: the viewer's hand or adventure deck. Every seat holds cards from the
 * first bid on, so the hand-over screen covers the table whenever the decision passes to another person.
 */
export function showsSecrets(view: HaloView): boolean {
  const own = view.viewer === null ? undefined : view.players[view.viewer];
  return own !== undefined && ((own.hand?.length ?? 0) > 0 || (own.adventure?.length ?? 0) > 0 || view.pending?.kind === 'bid');
}

/** Halo TCG: the table, its panel, the card zoom and launcher options (its own chunk, loaded on demand). */
export const halotcgPlugin = definePlugin({
  engine: halotcgEngine,
  Board: HaloBoard,
  Panel: HaloPanel,
  Overlay: HaloOverlay,
  // A play changes much of the table: its frame paints the board, and the log and panel follow just after.
  logAfterPaint: true,
  OptionsForm: HaloOptionsForm,
  tools: { decks: DeckBuilder },
  defaultOptions,
  boardSize: () => ({ width: WIDTH, height: HEIGHT }),
  formatEvent,
  actorOf,
  soundOf,
  showsSecrets,
  locales: { en, de },
});
