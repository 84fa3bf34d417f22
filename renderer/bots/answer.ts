import type { BotLevel, Json } from '../../engines/core';
import type { BotAnswer, BotRequest } from './protocol';
import type { AnyBot } from './registry';

/**
 * Asks the game's bot for one decision (in the worker). Whatever goes wrong (no bot, a bot that throws)
 * comes back as a reason: the table then plays a safe legal move instead.
 */
export async function answerRequest(request: BotRequest, load: (gameId: string) => Promise<AnyBot>, clock: () => number): Promise<BotAnswer> {
  try {
    const bot = await load(request.gameId);
    const action = bot.decide({
      seat: request.seat,
      players: request.players,
      options: request.options as Json,
      view: request.view,
      legal: request.legal,
      level: request.level as BotLevel,
      ...(request.style === undefined ? {} : { style: request.style }),
      seed: request.seed,
      budgetMs: request.budgetMs,
      clock,
    });
    return { id: request.id, ok: true, action };
  } catch (error) {
    return { id: request.id, ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
