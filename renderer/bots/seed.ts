/**
 * Where a computer seat's randomness comes from: a salt the table draws for the seat when the game starts
 * (kept in the save), mixed with the seat and the number of actions so far. Never the game's seed, so a
 * bot's choices say nothing about the dice; the same save goes on the same way after a reload.
 */
import type { BotLevel, Seat, SeatInfo } from '../../engines/core';

/** Each computer seat without a salt gets one (a seat that has one keeps it). */
export function withSalts(seats: readonly SeatInfo[], draw: () => string): readonly SeatInfo[] {
  if (seats.every((s) => s.computer === undefined || s.computer.salt !== undefined)) return seats;
  return seats.map((s) => (s.computer === undefined || s.computer.salt !== undefined ? s : { ...s, computer: { ...s.computer, salt: draw().slice(0, 64) } }));
}

/** The seed of one decision: the seat's salt, the seat and how many actions the record holds. */
export function botSeed(salt: string, seat: Seat, actionCount: number): string {
  return `bot:${salt}:${seat}:${actionCount}`;
}

/** Milliseconds a bot may think at each level (past it, its best move so far). */
export const BUDGET_MS: Readonly<Record<BotLevel, number>> = { easy: 50, normal: 300, hard: 1000 };
