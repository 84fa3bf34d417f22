/**
 * The mode registry: the rules object for each `options.mode`. The only place that imports the modes'
 * rules; base code receives the object on its Battlemap and Draft (`b.mode`, `d.mode`). To add a scenario,
 * write its rules object (spread `BASIC_MODE`, override hooks) and add it here and in ./vocabulary.ts.
 */
import { BASIC_MODE } from '../basicMode';
import type { GameMode } from '../mode';
import { SCARAB_MODE } from '../scarab/mode';
import type { ActionClixState } from '../types';
import type { Mode } from './vocabulary';

export const MODE_RULES: Readonly<Record<Mode, GameMode>> = { basic: BASIC_MODE, scarab: SCARAB_MODE };

export function modeRules(mode: Mode): GameMode {
  return MODE_RULES[mode];
}

/** The rules a state is played by. */
export function modeOf(s: ActionClixState): GameMode {
  return MODE_RULES[s.options.mode];
}
