/**
 * The sound a Halo TCG event makes (`plugin.soundOf`, played by the frame unless muted): a card laid on
 * the table, a wound or ship damage, a card killed, a player out of the game. The win is the frame's own
 * fanfare. Our own synthesised sounds (ui/sound.ts). Pure, tested.
 */
import type { GameEvent } from '../../../engines/core';
import type { SoundId } from '../../ui/sound';

const SOUNDS: Readonly<Record<string, SoundId>> = {
  played: 'card',
  startingCompanion: 'card',
  wounded: 'hit',
  killed: 'down',
  eliminated: 'defeat',
};

export function soundOf(event: GameEvent): SoundId | null {
  return SOUNDS[event.type] ?? null;
}
