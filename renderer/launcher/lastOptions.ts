/**
 * The options a game was last started with, kept for the next setup of the same game while the app runs
 * (as the launcher keeps the seats for "New game"): a force built for a first game is there for the second.
 * Kept only while the engine still accepts them for the new number of players.
 */
import type { GameEngine } from '../../engines/core';

const last = new Map<string, unknown>();

export function rememberOptions(gameId: string, options: unknown): void {
  last.set(gameId, options);
}

/** The options to begin a setup with: the last ones when the engine takes them for `players`, else the defaults. */
export function startingOptions(gameId: string, engine: Pick<GameEngine<unknown, unknown, unknown, unknown>, 'parseOptions'>, players: number, defaults: (players: number) => unknown): unknown {
  const kept = last.get(gameId);
  return kept !== undefined && engine.parseOptions(kept, players).ok ? kept : defaults(players);
}

/** For tests: forget every game's options. */
export function forgetOptions(): void {
  last.clear();
}
