import { useEffect, useState } from 'react';
import { hasBot, loadBot } from './registry';

/**
 * The play styles of a game's bot for the setup form: null for a game without a bot (no computer seats
 * offered), else the styles besides the default (an empty list until the bot's code has loaded, or if it
 * fails to: computer seats are then offered with the default style only).
 */
export function useBotStyles(gameId: string): readonly string[] | null {
  const [styles, setStyles] = useState<readonly string[]>([]);
  const offered = hasBot(gameId);
  useEffect(() => {
    if (!offered) return;
    let live = true;
    loadBot(gameId).then(
      (bot) => live && setStyles(bot.styles),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameId, offered]);
  return offered ? styles : null;
}
