/**
 * How a game plugs into the app. The engine decides everything (chessground style): a board is handed
 * the viewer's view and legal actions and calls back with what the person did.
 */
import type { ComponentType } from 'react';
import type { AnyEngine, GameError, GameEvent, Seat, SeatInfo } from '../../engines/core';

/** What the launcher knows before a game's code is loaded (titles live in `common:games.<id>.*`). */
export interface GameMeta {
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Mode ids; labels are `common:games.<id>.modes.<mode>`. */
  readonly modes: readonly string[];
}

/** Props every board, panel and overlay of a game receives from the game frame. */
export interface BoardProps<V = unknown, A = unknown> {
  /** `engine.view(state, viewer)`: never the full state. */
  readonly view: V;
  /** The seat whose person is at the screen now (the first active seat), or null when the game is over. */
  readonly viewer: Seat | null;
  readonly seats: readonly SeatInfo[];
  /** `engine.legalActions(state, viewer)`. */
  readonly legal: readonly A[];
  /** Sends an action for the viewer; illegal ones come back as a message in the frame. */
  readonly act: (action: A) => void;
  /** Shows a coded error in the player's language without sending anything (a click the rules forbid). */
  readonly explain: (error: GameError) => void;
  /** Events of the last applied action, for animation; a new array identity per action. */
  readonly lastEvents: readonly GameEvent[];
  /** Board stage size in CSS pixels (Board only). */
  readonly width: number;
  readonly height: number;
}

/**
 * What the Overlay receives besides the board's props: the events it animates now. While `pendingEvents`
 * is not empty (the game's `holdsBack` said so), board, panel and log still show the state before them;
 * the Overlay calls `settled()` once its animation is done (or skipped), and they show the result.
 */
export interface OverlayProps<V = unknown, A = unknown> extends BoardProps<V, A> {
  readonly pendingEvents: readonly GameEvent[];
  readonly settled: () => void;
}

/** Props of a game's options form in the launcher. */
export interface OptionsFormProps<O = unknown> {
  readonly players: number;
  readonly options: O;
  readonly onChange: (options: O) => void;
}

export interface GamePlugin<V = unknown, A = unknown, O = unknown> {
  readonly engine: AnyEngine;
  /** Konva content (Layers) drawn inside the frame's zoomable, pannable Stage. */
  readonly Board: ComponentType<BoardProps<V, A>>;
  /** DOM side panel: phase, counts, cards, controls. */
  readonly Panel: ComponentType<BoardProps<V, A>>;
  /** Optional DOM strip above the board, always in view (the players' standings). */
  readonly Standings?: ComponentType<BoardProps<V, A>>;
  /** Optional DOM layer over the board (dice tray, dialogs). */
  readonly Overlay?: ComponentType<OverlayProps<V, A>>;
  /**
   * Whether the Overlay animates these events (a dice roll): the frame then holds their result back from
   * board, panel and log until the Overlay calls `settled()`. Without it, nothing is held.
   */
  holdsBack?(events: readonly GameEvent[]): boolean;
  readonly OptionsForm: ComponentType<OptionsFormProps<O>>;
  /** Options for a first game that starts in a few clicks. */
  defaultOptions(players: number): O;
  /**
   * World size of the board, for fitting it into the stage; `area` is the board area's size (a board may
   * arrange itself to fill it, as Risiko lays FORGE's halves side by side or stacked). The Board gets the
   * same size as `width`/`height`.
   */
  boardSize(view: V, area: { readonly width: number; readonly height: number }): { readonly width: number; readonly height: number };
  /** One log line in the current language; `name` turns a seat into the player's name. */
  formatEvent(event: GameEvent, t: (key: string, params?: Record<string, unknown>) => string, name: (seat: Seat) => string): string | null;
  /**
   * Whether the viewer's screen shows secrets now (a hand of cards). While it does not, the next seat takes
   * the screen without the hand-over screen (a setup of one placement each). Without it: always.
   */
  showsSecrets?(view: V): boolean;
  /** The seat a log line belongs to (its colour mark); without it, the event's `seat`. Null: no one's. */
  actorOf?(event: GameEvent): Seat | null;
  /** The game's locale namespace (`locales/<lang>/<engine id>.json`), loaded with the game. */
  readonly locales: { readonly en: Record<string, unknown>; readonly de: Record<string, unknown> };
}

export interface GameEntry {
  readonly meta: GameMeta;
  /** Loads the game's code on demand, so the launcher stays small. */
  load(): Promise<GamePlugin>;
}
