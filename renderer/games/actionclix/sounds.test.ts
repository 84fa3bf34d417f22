import { describe, expect, it } from 'vitest';
import { soundOf } from './sounds';

describe('the sound an event makes', () => {
  it.each([
    { name: 'a shot, hit or missed', type: 'shotMissed', sound: 'shot' },
    { name: 'a grenade', type: 'grenadeHit', sound: 'grenade' },
    { name: 'damage taken', type: 'damaged', sound: 'hit' },
    { name: 'an elimination', type: 'eliminated', sound: 'down' },
    { name: 'a captured spawn point', type: 'captured', sound: 'capture' },
    { name: 'the Scarab steps', type: 'scarabShifted', sound: 'stomp' },
    { name: 'the Scarab fires', type: 'scarabFired', sound: 'cannon' },
    { name: 'a move is silent', type: 'moved', sound: null },
  ])('$name', ({ type, sound }) => expect(soundOf({ type })).toBe(sound));
});
