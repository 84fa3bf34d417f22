/** Field shapes of the scenario's actions for `parseAction` (legality is `apply`'s business). */
import { ROTATIONS, SCARAB_GUNS, SHIFT_DIRS, type ScarabActionType } from './types';

export type ScarabFieldKind = 'id' | 'square' | 'dir' | 'rotation' | 'gun' | 'flag';

export const SCARAB_SPECS: Readonly<Record<ScarabActionType, Readonly<Record<string, ScarabFieldKind>>>> = {
  scarabRoll: {},
  scarabShift: { dir: 'dir' },
  scarabRotate: { turn: 'rotation' },
  scarabDisplace: { unit: 'id', to: 'square' },
  scarabMortar: { square: 'square' },
  scarabReinforce: { unit: 'id', to: 'square' },
  scarabFire: { gun: 'gun', target: 'id' },
  scarabHold: { gun: 'gun' },
  climbOn: { unit: 'id', attack: 'flag' },
  stepOff: { unit: 'id', to: 'square', attack: 'flag' },
  jumpOff: { unit: 'id', to: 'square', attack: 'flag' },
  enter: { unit: 'id', to: 'square', attack: 'flag' },
  exit: { unit: 'id', attack: 'flag' },
  moveInside: { unit: 'id', to: 'square', attack: 'flag' },
  grenadeInside: { unit: 'id', square: 'square' },
};

const oneOf =
  (allowed: readonly string[]) =>
  (v: unknown): boolean =>
    typeof v === 'string' && allowed.includes(v);

export const SCARAB_CHECKS: Readonly<Record<'dir' | 'rotation' | 'gun' | 'flag', (v: unknown) => boolean>> = {
  dir: oneOf(SHIFT_DIRS),
  rotation: oneOf(ROTATIONS),
  gun: oneOf(SCARAB_GUNS),
  flag: (v) => typeof v === 'boolean',
};
