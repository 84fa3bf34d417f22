import type { AnyEngine, GameError, Outcome, ScreenHolder, Seat, SeatInfo } from '../../engines/core';
import type { GamePlugin } from '../games/types';
import type { RunningGame } from './gameSlice';

/** Who sits at the screen now, derived from the engine (the frame never decides turns itself). */
export interface Table {
  readonly outcome: Outcome | undefined;
  readonly active: readonly Seat[];
  /**
   * The seat whose view is shown: the first active seat when a person must act; while a computer acts, the
   * person at the screen (the only person, or the one who last confirmed the hand-over screen), else nobody
   * (the spectator's view); null once the game is over.
   */
  readonly viewer: Seat | null;
  /** The seat that must confirm the hand-over screen before its view appears, if any. */
  readonly handOverTo: Seat | null;
  /** A new seat that takes the screen without being asked, because its view shows no secrets now. */
  readonly seatedWithoutAsking: Seat | null;
  /** The computer seat that must act now (the table plays it), if any. */
  readonly computerTurn: Seat | null;
}

const NOBODY: readonly Seat[] = [];

/** What the table needs of a game: its engine, and whether a view shows secrets. */
export type TableRules = { readonly engine: AnyEngine } & Pick<GamePlugin, 'showsSecrets'>;

export function isComputer(seats: readonly SeatInfo[], seat: Seat): boolean {
  return seats[seat]?.computer !== undefined;
}

/** The seats people play (every seat not marked as a computer). */
export function peopleAt(seats: readonly SeatInfo[], players: number): readonly Seat[] {
  return Array.from({ length: players }, (_, seat) => seat).filter((seat) => !isComputer(seats, seat));
}

/** Whose view shows while a computer acts: the only person, or the person seated last; nobody otherwise. */
function watcherOf(game: RunningGame, people: readonly Seat[]): Seat | null {
  if (people.length === 1) return people[0] ?? null;
  return game.confirmedSeat !== null && people.includes(game.confirmedSeat) ? game.confirmedSeat : null;
}

/**
 * With hidden information and more than one person, the screen stays covered until the first active seat
 * has confirmed that its person sits there; the confirmation counts until another seat becomes first (so a
 * seat acting twice in a row is not asked again) and ends when the hand-over screen comes up for anyone
 * (settleTable), so a seat's private view is never drawn before that seat has confirmed a cover. A seat
 * whose view shows no secrets is not asked, but counts as seated from then on. Computers are never asked:
 * while one acts, the person at the screen keeps their own view, and a computer's view is never drawn.
 * With one person there is nobody to hide from, so there is no hand-over screen at all.
 */
export function tableOf(rules: TableRules, game: RunningGame): Table {
  const { engine } = rules;
  const state = game.session.state;
  const outcome = engine.outcome(state);
  const active = outcome === undefined ? engine.activePlayers(state) : NOBODY;
  const first = outcome === undefined ? (active[0] ?? null) : null;
  const none = { outcome, active, viewer: null, handOverTo: null, seatedWithoutAsking: null, computerTurn: null };
  if (first === null) return none;
  const people = peopleAt(game.seats, game.session.record.players);
  if (isComputer(game.seats, first)) return { ...none, viewer: watcherOf(game, people), computerTurn: first };
  const asks = engine.hiddenInformation && people.length > 1 && first !== game.confirmedSeat;
  const covered = asks && (rules.showsSecrets?.(engine.view(state, first)) ?? true);
  return { ...none, viewer: first, handOverTo: covered ? first : null, seatedWithoutAsking: asks && !covered ? first : null };
}

/**
 * Who holds the screen after a change (the host's rule for fair undo, the same in every game). The screen
 * changes hands when another seat's view is shown uncovered: at once in a game without secrets, when the
 * next person confirms the hand-over screen in one with secrets. While the hand-over screen is up, and
 * once the game is over, the person who made the last move still holds it and may take that move back.
 * A computer never holds it: while one acts the person at the screen keeps it (and cannot take back a move
 * of theirs across the computer's, which is the last one).
 */
export function screenHolderAfter(previous: ScreenHolder | null, table: Table, actionCount: number): ScreenHolder | null {
  const seat = table.handOverTo === null && table.computerTurn === null ? table.viewer : null;
  if (seat === null || previous?.seat === seat) return previous;
  return { seat, since: actionCount };
}

/** An error about a seat (`params.seat`) with that seat's name as `params.player`, for its message. */
export function withSeatName(error: GameError, seats: readonly SeatInfo[]): GameError {
  const seat = error.params?.seat;
  const name = typeof seat === 'number' ? seats[seat]?.name : undefined;
  return name === undefined ? error : { ...error, params: { ...error.params, player: name } };
}
