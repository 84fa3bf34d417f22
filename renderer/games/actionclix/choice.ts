/**
 * What the board offers the person at the screen, as plain types (model.ts builds the choices and
 * scarab/choices.ts the Scarab scenario's; both import these from here, so neither imports the other back).
 */
import type { ActionClixAction } from '../../../engines/actionclix';

/** Which actions a selected unit's choices make: plain (move to squares, attack targets) or one kind. */
export const MODES = ['auto', 'moveAttack', 'attackCover', 'grenade', 'grenadeCover', 'special', 'specialCover'] as const;
export type Mode = (typeof MODES)[number];

/** Which board a square is on in the Scarab scenario: the battlefield, the interior map or the top of the Scarab. */
export type Place = 'map' | 'inside' | 'top';

export type Role = 'spawn' | 'deploy' | 'move' | 'target' | 'grenade' | 'cover' | 'knockback' | 'select' | 'selected' | 'climb' | 'off' | 'enter' | 'exit' | 'displace';

export interface Choice {
  readonly sq: number;
  readonly role: Role;
  /** The action a click sends; null for a unit to select. */
  readonly action: ActionClixAction | null;
  /** The unit on the square (select and target choices). */
  readonly unit?: string;
  /** The Scarab scenario: the interior map or the top of the Scarab (squares there are that board's); none: the battlefield. */
  readonly board?: Place;
}
