import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { GamePlugin } from '../games/types';
import { useAppSelector } from '../store';
import type { RunningGame } from '../store/gameSlice';
import { reducedMotion } from '../ui/motion';
import { nextPresentation, presentNow, settle, type Presentation } from './presentation';

/** However an Overlay fails to report, a held action shows after this long. */
export const HOLD_LIMIT_MS = 4000;

/**
 * The frame's presentation of the running game (see presentation.ts). While an action is held, a pointer
 * press or a key anywhere settles it at once (before the press reaches the board), so a quick player is
 * never slowed down or made to click on an outdated board.
 */
export function usePresentation(game: RunningGame, plugin: GamePlugin): { readonly p: Presentation; readonly settled: () => void } {
  const [p, setP] = useState(() => presentNow(game.session, game.lastEvents));
  const animMs = useAppSelector((s) => s.table.animMs);
  let current = p;
  if (game.session !== p.source) {
    const holds = plugin.holdsBack?.(game.lastEvents, { animMs }) === true && !reducedMotion();
    current = nextPresentation(p, game.session, game.lastEvents, holds);
    setP(current);
  }
  const settled = useCallback(() => setP(settle), []);
  const holding = current.pending.length > 0;
  useEffect(() => {
    if (!holding) return;
    const now = () => flushSync(() => setP(settle));
    // The Overlay's own controls (the dice tray: a click skips the roll) report through `settled`.
    const press = (e: PointerEvent) => (e.target instanceof Element && e.target.closest('.board-overlay') !== null ? undefined : now());
    const timer = window.setTimeout(now, HOLD_LIMIT_MS);
    window.addEventListener('pointerdown', press, { capture: true });
    window.addEventListener('keydown', now, { capture: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', press, { capture: true });
      window.removeEventListener('keydown', now, { capture: true });
    };
  }, [holding]);
  return { p: current, settled };
}
