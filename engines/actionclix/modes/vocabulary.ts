/**
 * The modes' vocabulary: what each mode adds to the engine's shapes (options, state, actions, events,
 * error codes, action fields). Data and types only, so the base's leaf modules (types, events, errors,
 * parseAction) can read it without importing any mode's rules. A new mode adds its entries here and its
 * rules object in `./index.ts`; no base file changes.
 */
import { SCARAB_ERROR_CODES } from '../scarab/errors';
import { SCARAB_CHECKS, SCARAB_SPECS, type ScarabFieldKind } from '../scarab/parse';
import { SCARAB_ACTION_TYPES, SCARAB_DAMAGE_SOURCES, SCARAB_EVENT_TYPES, type ScarabAction, type ScarabOptions, type ScarabPlace, type ScarabState } from '../scarab/types';
import type { ScarabView } from '../scarab/types';

/** 'basic': the rulebook game; 'scarab': the Scarab scenario (seed 003, two players, `options.scarab`). */
export const MODES = ['basic', 'scarab'] as const;
export type Mode = (typeof MODES)[number];

/** Option keys that belong to one mode (refused in every other mode). */
export const MODE_OPTION_KEYS: Readonly<Record<Mode, readonly string[]>> = { basic: [], scarab: ['scarab'] };

/** The modes' settings in `ActionClixOptions` (each present only in its own mode). */
export interface ModeOptions {
  /** The Scarab scenario's settings (mode 'scarab' only). */
  readonly scarab?: ScarabOptions;
}

/** The modes' own state in `ActionClixState` (each present only in its own mode). */
export interface ModeStates {
  /** The Scarab (mode 'scarab' only). */
  readonly scarab?: ScarabState;
}

/** The keys of `ModeStates`. */
export const MODE_STATE_KEYS: readonly (keyof ModeStates)[] = ['scarab'];

/** What the view shows of each mode's state (`ActionClixView`). */
export interface ModeViews {
  /** The Scarab and its dials (mode 'scarab' only). */
  readonly scarab?: ScarabView;
}

/** Where a mode keeps a unit whose status is 'elsewhere' (the view shows it as the unit's status). */
export type ModePlace = ScarabPlace;

/** The actions modes add; each is refused with `MODE_ACTION_ERROR` in the other modes. */
export type ModeAction = ScarabAction;
export type ModeActionType = ModeAction['type'];
export const MODE_ACTION_TYPES: readonly ModeActionType[] = SCARAB_ACTION_TYPES;
export const MODE_ACTION_ERROR: Readonly<Record<ModeActionType, (typeof SCARAB_ERROR_CODES)[number]>> = Object.fromEntries(
  SCARAB_ACTION_TYPES.map((t) => [t, 'actionclix/not-scarab-mode']),
) as Record<ModeActionType, 'actionclix/not-scarab-mode'>;

/** Field shapes of the modes' actions for `parseAction`. */
export type ModeFieldKind = ScarabFieldKind;
export const MODE_ACTION_SPECS = SCARAB_SPECS;
export const MODE_FIELD_CHECKS = SCARAB_CHECKS;

export const MODE_EVENT_TYPES = SCARAB_EVENT_TYPES;
export const MODE_DAMAGE_SOURCES = SCARAB_DAMAGE_SOURCES;
export const MODE_ERROR_CODES = SCARAB_ERROR_CODES;
