import type { AnyEngine, GameError, Outcome, ScreenHolder, Seat, SeatInfo } from '../../engines/core';
import type { GamePlugin } from '../games/types';
import type { RunningGame } from './gameSlice';

/** Who sits at the screen now, derived from the engine (the frame never decides turns itself). */
export interface Table {
  readonly outcome: Outcome | undefined;
  readonly active: readonly Seat[];
  /** The seat whose view is shown: the first active seat, null once the game is over. */
  readonly viewer: Seat | null;
  /** The seat that must confirm the hand-over screen before its view appears, if any. */
  readonly handOverTo: Seat | null;
  /** A new seat that takes the screen without being asked, because its view shows no secrets now. */
  readonly seatedWithoutAsking: Seat | null;
}

const NOBODY: readonly Seat[] = [];

/** What the table needs of a game: its engine, and whether a view shows secrets. */
export type TableRules = { readonly engine: AnyEngine } & Pick<GamePlugin, 'showsSecrets'>;

/**
 * With hidden information the screen stays covered until the first active seat has confirmed that its
 * person sits there; the confirmation counts until another seat becomes first (so a seat acting twice in a
 * row is not asked again). A seat whose view shows no secrets is not asked, but counts as seated from then
 * on, so the next seat with secrets is asked again.
 */
export function tableOf(rules: TableRules, game: RunningGame): Table {
  const { engine } = rules;
  const state = game.session.state;
  const outcome = engine.outcome(state);
  const active = outcome === undefined ? engine.activePlayers(state) : NOBODY;
  const viewer = outcome === undefined ? (active[0] ?? null) : null;
  const asks = engine.hiddenInformation && viewer !== null && viewer !== game.confirmedSeat;
  const covered = asks && (rules.showsSecrets?.(engine.view(state, viewer)) ?? true);
  return { outcome, active, viewer, handOverTo: covered ? viewer : null, seatedWithoutAsking: asks && !covered ? viewer : null };
}

/**
 * Who holds the screen after a change (the host's rule for fair undo, the same in every game). The screen
 * changes hands when another seat's view is shown uncovered: at once in a game without secrets, when the
 * next person confirms the hand-over screen in one with secrets. While the hand-over screen is up, and
 * once the game is over, the person who made the last move still holds it and may take that move back.
 */
export function screenHolderAfter(previous: ScreenHolder | null, table: Table, actionCount: number): ScreenHolder | null {
  const seat = table.handOverTo === null ? table.viewer : null;
  if (seat === null || previous?.seat === seat) return previous;
  return { seat, since: actionCount };
}

/** An error about a seat (`params.seat`) with that seat's name as `params.player`, for its message. */
export function withSeatName(error: GameError, seats: readonly SeatInfo[]): GameError {
  const seat = error.params?.seat;
  const name = typeof seat === 'number' ? seats[seat]?.name : undefined;
  return name === undefined ? error : { ...error, params: { ...error.params, player: name } };
}
