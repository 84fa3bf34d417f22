/**
 * How a game plugs into the app. The engine decides everything (chessground style): a board is handed
 * the viewer's view and legal actions and calls back with what the person did.
 */
import type { ComponentType } from 'react';
import type { GameEngine, GameError, GameEvent, Seat, SeatInfo } from '../../engines/core';
import type { FactionId } from '../ui/art';
import type { SoundId } from '../ui/sound';

/** What the launcher knows before a game's code is loaded (titles live in `common:games.<id>.*`). */
export interface GameMeta {
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Mode ids; labels are `common:games.<id>.modes.<mode>`. */
  readonly modes: readonly string[];
  /** Screens of the game's own outside a game (Halo TCG's deck builder); labels `common:games.<id>.tools.<tool>`. */
  readonly tools?: readonly string[];
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
  /** The players' names as the seats read now (a blank seat: its default name), one per seat. */
  readonly names?: readonly string[] | undefined;
  /** The plugin's `OptionPreview`, handed back so the form's pickers can show it. */
  readonly Preview?: ComponentType<OptionPreviewProps> | undefined;
  /** Opens one of the game's tools (GameMeta.tools) from the setup screen. */
  readonly openTool?: ((tool: string) => void) | undefined;
}

/** Props of a small drawing of one option's value in the launcher (Risiko: `battlefield` → its map). */
export interface OptionPreviewProps {
  /** The option's name in the game's options (`battlefield`). */
  readonly field: string;
  readonly value: string;
}

/**
 * A game's renderer side, tied to its engine's types: S the state, A the action union, V the view, O the
 * options (`GameEngine<S, A, V, O>`), so a board is only ever handed its own engine's views and actions.
 * The registry and the frame hold `GamePlugin` with the types erased (`definePlugin`).
 */
export interface GamePlugin<S = unknown, A = unknown, V = unknown, O = unknown> {
  readonly engine: GameEngine<S, A, V, O>;
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
   * board, panel and log until the Overlay calls `settled()`. Without it, nothing is held. `table` is the
   * table's shared settings (the animation speed, `store/tableSlice.ts`).
   */
  holdsBack?(events: readonly GameEvent[], table: { readonly animMs: number }): boolean;
  /**
   * Whether the log is written just after the frame that paints an action on the board, not in that frame
   * (frame/useAfterPaint): for a game whose table must answer a click within one frame while each action
   * adds several lines to a long log. Without it, the log changes with the board.
   */
  readonly logAfterPaint?: boolean;
  readonly OptionsForm: ComponentType<OptionsFormProps<O>>;
  /** The screens named in the entry's `GameMeta.tools`, shown by the launcher with a way back. */
  readonly tools?: Readonly<Record<string, ComponentType>>;
  /**
   * Optional: a small picture of an option's value (a battlefield's map) for the launcher's pickers. It draws
   * from the game's own data and should stay cheap (it is drawn once per choice on the setup form).
   */
  readonly OptionPreview?: ComponentType<OptionPreviewProps>;
  /** Options for a first game that starts in a few clicks. */
  defaultOptions(players: number): O;
  /**
   * World size of the board, for fitting it into the stage; `area` is the board area's size (a board may
   * arrange itself to fill it, as Risiko lays FORGE's halves side by side or stacked). The Board gets the
   * same size as `width`/`height`.
   */
  boardSize(view: V, area: { readonly width: number; readonly height: number }): { readonly width: number; readonly height: number };
  /**
   * Optional: the part of the board (world coordinates) the frame fits instead of the whole board, the rest
   * reached by panning; null fits the whole board. For a board that would be drawn too small to read in a
   * small window (the Scarab board at 1024 x 700), zoomed on the action. `world` is `boardSize`'s answer.
   */
  boardFocus?(view: V, world: { readonly width: number; readonly height: number }, area: { readonly width: number; readonly height: number }): { readonly x: number; readonly y: number; readonly width: number; readonly height: number } | null;
  /**
   * One log line in the current language; `name` turns a seat into the player's name, `board` is what
   * `logBoard` read from the view (the frame passes it whenever the plugin has `logBoard`).
   */
  formatEvent(event: GameEvent, t: (key: string, params?: Record<string, unknown>) => string, name: (seat: Seat) => string, board?: LogBoard): string | null;
  /** The board the log names places on (ActionClix: squares across, for "AA7"); without it, none is passed. */
  logBoard?(view: V): LogBoard;
  /**
   * Whether the viewer's screen shows secrets now (a hand of cards). While it does not, the next seat takes
   * the screen without the hand-over screen (a setup of one placement each). Without it: always.
   */
  showsSecrets?(view: V): boolean;
  /** The seat a log line belongs to (its colour mark); without it, the event's `seat`. Null: no one's. */
  actorOf?(event: GameEvent): Seat | null;
  /** The sound an event makes (dice, conquest, objective...); the frame plays an action's sounds in turn. */
  soundOf?(event: GameEvent): SoundId | null;
  /**
   * A moment worth a banner (an objective completed, a player eliminated): the frame shows it over the board
   * for a few seconds in the seat's colour, with its sound. Texts in the current language, like `formatEvent`.
   */
  highlightOf?(event: GameEvent, t: (key: string, params?: Record<string, unknown>) => string, name: (seat: Seat) => string): Highlight | null;
  /** The faction a seat plays, for its emblem where the frame shows the seat (the victory screen). */
  factionOf?(view: V, seat: Seat): FactionId | null;
  /** How the game went, for the victory screen (the frame replays the record and asks after each action). */
  readonly stats?: GameStats<V>;
  /** The game's locale namespace (`locales/<lang>/<engine id>.json`), loaded with the game. */
  readonly locales: { readonly en: Record<string, unknown>; readonly de: Record<string, unknown> };
}

/** What a log line needs to know of the board to name a place: its width in squares (a grid game's columns). */
export interface LogBoard {
  readonly width: number;
}

export interface Highlight {
  /** Whose moment it is (their colour); null for everyone's. */
  readonly seat: Seat | null;
  readonly title: string;
  readonly detail: string;
  readonly sound: SoundId | null;
}

/** Statistics a stat column adds up, labelled `common:outcome.stat.<id>`. */
export const STAT_IDS = ['battlesWon', 'battlesLost', 'conquests', 'objectives', 'eliminations', 'dice', 'pips'] as const;
export type StatId = (typeof STAT_IDS)[number];

export interface StatDelta {
  readonly seat: Seat;
  readonly stat: StatId;
  readonly amount: number;
}

export interface GameStats<V> {
  /** The series drawn over time on the victory screen: one number per seat, read from the spectator view. */
  readonly series: 'territories' | 'units' | 'score';
  sample(view: V, seats: number): readonly number[];
  /** What one event adds to the seats' totals. `dice` and `pips` (rolled, summed) give each seat's average roll. */
  tally(event: GameEvent): readonly StatDelta[];
}

export interface GameEntry {
  readonly meta: GameMeta;
  /** Loads the game's code on demand, so the launcher stays small. */
  load(): Promise<GamePlugin>;
}
