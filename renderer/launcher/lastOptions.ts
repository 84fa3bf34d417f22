/**
 * The options and seats a game was last started with, kept for the next setup of the same game while the
 * app runs: a force built for a first game and the players' names are there for the second, also when the
 * setup is opened again from the launcher's card (the outcome's "New game" brings the seats itself).
 * Options are kept only while the engine still accepts them for the new number of players.
 */
import type { GameEngine } from '../../engines/core';
import type { SetupSeat } from './palette';

const last = new Map<string, unknown>();
const lastSeats = new Map<string, readonly SetupSeat[]>();

export function rememberOptions(gameId: string, options: unknown): void {
  last.set(gameId, options);
}

/** Keeps the seats as set up (names left blank stay blank: they read "Player n" in the language of the day). */
export function rememberSeats(gameId: string, seats: readonly SetupSeat[]): void {
  lastSeats.set(gameId, seats);
}

/** The seats to begin a setup with: the last ones set up for this game, else `defaults`. */
export function startingSeats(gameId: string, defaults: () => SetupSeat[]): SetupSeat[] {
  const kept = lastSeats.get(gameId);
  return kept === undefined ? defaults() : [...kept];
}

/** The options to begin a setup with: the last ones when the engine takes them for `players`, else the defaults. */
export function startingOptions(gameId: string, engine: Pick<GameEngine<unknown, unknown, unknown, unknown>, 'parseOptions'>, players: number, defaults: (players: number) => unknown): unknown {
  const kept = last.get(gameId);
  return kept !== undefined && engine.parseOptions(kept, players).ok ? kept : defaults(players);
}

/** For tests: forget every game's options. */
export function forgetOptions(): void {
  last.clear();
  lastSeats.clear();
}
