import type { AnyEngine, Outcome, Seat } from '../../engines/core';
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
