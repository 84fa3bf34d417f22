import type { AnyEngine, Outcome, Seat } from '../../engines/core';
import type { RunningGame } from './gameSlice';

/** Who sits at the screen now, derived from the engine (the frame never decides turns itself). */
export interface Table {
  readonly outcome: Outcome | undefined;
  readonly active: readonly Seat[];
  /** The seat whose view is shown: the first active seat, null once the game is over. */
  readonly viewer: Seat | null;
  /** The seat that must confirm the hand-over screen before its view appears, if any. */
  readonly handOverTo: Seat | null;
}

const NOBODY: readonly Seat[] = [];

/**
 * With hidden information the screen stays covered until the first active seat has confirmed that its
 * person sits there; the confirmation counts until another seat becomes first (so a seat acting twice in a
 * row is not asked again).
 */
export function tableOf(engine: AnyEngine, game: RunningGame): Table {
  const outcome = engine.outcome(game.session.state);
  const active = outcome === undefined ? engine.activePlayers(game.session.state) : NOBODY;
  const viewer = outcome === undefined ? (active[0] ?? null) : null;
  const covered = engine.hiddenInformation && viewer !== null && viewer !== game.confirmedSeat;
  return { outcome, active, viewer, handOverTo: covered ? viewer : null };
}
