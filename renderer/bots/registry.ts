/**
 * The games that have a computer opponent: game id → a lazy `import()` of the engine's bot, so a bot's
 * code loads only when a computer seat needs it (in the bot worker) or the setup form lists its styles.
 *
 * A game's bot lives in `engines/<id>/bot/index.ts` and exports `<id>Bot` (Risiko: `risikoBot`); it is
 * found by file name, so a game gains computer seats by adding that file. The test-only fixture race's
 * small bot (`engines/fixture/bot.ts`) is registered only in the e2e build, like the game itself.
 */
import type { GameBot } from '../../engines/core';

export type AnyBot = GameBot<unknown, unknown>;
type BotModule = Readonly<Record<string, unknown>>;

const engineBots = import.meta.glob<BotModule>('../../engines/*/bot/index.ts');

function exportOf(id: string, load: () => Promise<BotModule>): () => Promise<AnyBot> {
  return async () => {
    const bot = (await load())[`${id}Bot`];
    if (typeof bot !== 'object' || bot === null || typeof (bot as Partial<AnyBot>).decide !== 'function') throw new Error(`no ${id}Bot in its module`);
    return bot as AnyBot;
  };
}

function registry(): ReadonlyMap<string, () => Promise<AnyBot>> {
  const bots = new Map<string, () => Promise<AnyBot>>();
  for (const [path, load] of Object.entries(engineBots)) {
    const id = /engines\/([a-z][a-z0-9-]*)\/bot\/index\.ts$/.exec(path)?.[1];
    if (id !== undefined) bots.set(id, exportOf(id, load));
  }
  if (typeof __WITH_FIXTURE__ !== 'undefined' && __WITH_FIXTURE__) bots.set('fixture', () => import('../../engines/fixture/bot').then((m) => m.fixtureBot as AnyBot));
  return bots;
}

const bots = registry();

/** Whether the game has a computer opponent (the setup form offers computer seats only then). */
export function hasBot(gameId: string): boolean {
  return bots.has(gameId);
}

const loaded = new Map<string, Promise<AnyBot>>();

/** The game's bot, loaded once; rejects for a game without one. */
export function loadBot(gameId: string): Promise<AnyBot> {
  const load = bots.get(gameId);
  if (load === undefined) return Promise.reject(new Error(`no bot for ${gameId}`));
  let bot = loaded.get(gameId);
  if (bot === undefined) {
    bot = load();
    loaded.set(gameId, bot);
    bot.catch(() => loaded.delete(gameId));
  }
  return bot;
}
