/**
 * What the table and the bot worker say to each other. The worker is told only what the seat may know (its
 * view and legal actions, the public options) and never the game's state; its answer is checked by the
 * table like any person's action (`act`), so a wrong answer can never break a rule.
 */
import type { BotLevel, Json, Seat } from '../../engines/core';

export interface BotRequest {
  /** Matches the answer to its question (a late answer to an old question is dropped). */
  readonly id: number;
  readonly gameId: string;
  readonly seat: Seat;
  readonly players: number;
  readonly options: Json;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly level: BotLevel;
  readonly style?: string;
  readonly seed: string;
  readonly budgetMs: number;
}

export type BotAnswer =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly reason: string };

/** Whether a message from the worker has the shape of an answer (anything else is ignored). */
export function isBotAnswer(data: unknown): data is BotAnswer {
  if (typeof data !== 'object' || data === null) return false;
  const { id, ok } = data as { id?: unknown; ok?: unknown };
  if (typeof id !== 'number') return false;
  return ok === true ? 'action' in data : ok === false && typeof (data as { reason?: unknown }).reason === 'string';
}

/** Whether a message to the worker has the shape of a request (the worker ignores anything else). */
export function isBotRequest(data: unknown): data is BotRequest {
  if (typeof data !== 'object' || data === null) return false;
  const r = data as Partial<Record<keyof BotRequest, unknown>>;
  return typeof r.id === 'number' && typeof r.gameId === 'string' && typeof r.seat === 'number' && Array.isArray(r.legal) && typeof r.seed === 'string' && typeof r.budgetMs === 'number';
}
