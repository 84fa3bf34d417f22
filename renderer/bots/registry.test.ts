import { describe, expect, it } from 'vitest';
import { hasBot, loadBot } from './registry';

describe('the bot registry', () => {
  it.each([
    { game: 'risiko', offered: true },
    { game: 'halotcg', offered: true },
    { game: 'actionclix', offered: true },
  ])('$game has a computer opponent: $offered', ({ game, offered }) => expect(hasBot(game)).toBe(offered));

  it('loads Risiko’s bot with its play styles', async () => {
    const bot = await loadBot('risiko');
    expect(bot.styles).toEqual(['aggressive', 'defensive']);
    expect(typeof bot.decide).toBe('function');
  });

  it.each(['actionclix', 'halotcg'])('loads the %s bot, which has no play styles', async (game) => {
    const bot = await loadBot(game);
    expect(bot.styles).toEqual([]);
    expect(typeof bot.decide).toBe('function');
  });

  it('refuses a game without a bot', async () => {
    await expect(loadBot('chess')).rejects.toThrow('no bot for chess');
  });
});
