/**
 * The sound an ActionClix event makes (`plugin.soundOf`, played by the frame unless muted): shots,
 * grenades, hits, eliminations and captures; the Scarab's steps and guns. Our own synthesised sounds
 * (ui/sound.ts). Pure, tested.
 */
import type { GameEvent } from '../../../engines/core';
import type { SoundId } from '../../ui/sound';

const SOUNDS: Readonly<Record<string, SoundId>> = {
  shotHit: 'shot',
  shotMissed: 'shot',
  grenadeHit: 'grenade',
  grenadeMissed: 'grenade',
  damaged: 'hit',
  eliminated: 'down',
  captured: 'capture',
  scarabShifted: 'stomp',
  scarabRotated: 'stomp',
  scarabFired: 'cannon',
  scarabHit: 'hit',
  scarabDamaged: 'hit',
};

export function soundOf(event: GameEvent): SoundId | null {
  return SOUNDS[event.type] ?? null;
}
