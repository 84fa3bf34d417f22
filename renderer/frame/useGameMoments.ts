import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameEvent, Outcome, Seat } from '../../engines/core';
import type { GamePlugin, Highlight } from '../games/types';
import { useTranslation } from '../i18n/useTranslation';
import { chimeIfAway, sounds, type SoundId } from '../ui/sound';

/** The sounds and banners one action's events make, in event order (sounds once each). */
export function momentsOf(
  plugin: Pick<GamePlugin, 'soundOf' | 'highlightOf'>,
  events: readonly GameEvent[],
  t: (key: string, params?: Record<string, unknown>) => string,
  name: (seat: Seat) => string,
): { readonly sounds: SoundId[]; readonly highlights: Highlight[] } {
  const found: SoundId[] = [];
  const highlights: Highlight[] = [];
  for (const event of events) {
    const sound = plugin.soundOf?.(event) ?? null;
    if (sound !== null) found.push(sound);
    const highlight = plugin.highlightOf?.(event, t, name) ?? null;
    if (highlight !== null) {
      highlights.push(highlight);
      if (highlight.sound !== null) found.push(highlight.sound);
    }
  }
  return { sounds: found.filter((s, i) => found.indexOf(s) === i), highlights };
}

/** What an action's sounds become: the action that wins the game plays its dice, then the fanfare alone. */
export function soundsToPlay(found: readonly SoundId[], won: boolean): readonly SoundId[] {
  return won ? [...found.filter((s) => s === 'dice'), 'victory'] : found;
}

/** How long a banner stays on screen. */
export const HIGHLIGHT_MS = 3600;

export interface MomentsInput {
  readonly plugin: GamePlugin;
  readonly lastEvents: readonly GameEvent[];
  readonly names: readonly string[];
  readonly outcome: Outcome | undefined;
  readonly handOverTo: Seat | null;
}

/**
 * Plays the sounds of each new action, shows its highlights one after another, sounds the fanfare when
 * the game is won during play, and the hand-over chime while the window is in the background.
 */
export function useGameMoments({ plugin, lastEvents, names, outcome, handOverTo }: MomentsInput): Highlight | null {
  const { t } = useTranslation(plugin.engine.id);
  const translate = useCallback((key: string, params?: Record<string, unknown>) => t(key, params ?? {}) as string, [t]);
  const name = useCallback((seat: Seat) => names[seat] ?? `#${seat + 1}`, [names]);
  // Banners queue up, read from each new action as it renders (React's "adjust state on a prop change").
  const [shown, setShown] = useState<{ readonly events: readonly GameEvent[]; readonly queue: readonly Highlight[] }>({ events: lastEvents, queue: [] });
  if (shown.events !== lastEvents) setShown({ events: lastEvents, queue: [...shown.queue, ...momentsOf(plugin, lastEvents, translate, name).highlights] });
  const heard = useRef(lastEvents);
  useEffect(() => {
    if (heard.current === lastEvents) return;
    heard.current = lastEvents;
    const found = momentsOf(plugin, lastEvents, translate, name).sounds;
    sounds.play(soundsToPlay(found, outcome !== undefined && lastEvents.length > 0));
  }, [plugin, lastEvents, outcome, translate, name]);
  useEffect(() => {
    if (handOverTo !== null) chimeIfAway();
  }, [handOverTo]);
  const current = shown.queue[0] ?? null;
  useEffect(() => {
    if (current === null) return;
    const timer = setTimeout(() => setShown((s) => ({ ...s, queue: s.queue.slice(1) })), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [current]);
  return current;
}
