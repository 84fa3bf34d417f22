/**
 * What the UI sees of the Scarab (`view.scarab`, present only in the 'scarab' mode): its placement and
 * squares, the values each dial shows now (the full dials are the exported tables), the Event dial's
 * column for this turn's d6, and the action counts of both sides.
 */
import type { Seat } from '../../core';
import type { ActionClixState } from '../types';
import { chassisClick, coreClick, EVENT_DIAL, eventClick, shellClick } from './dials';
import { areaSize, areaSquares, baseSquares } from './geometry';
import { INTERIOR_HEIGHT, INTERIOR_WIDTH, CORE_SQUARES, RAMP_SQUARES } from './interior';
import { attackerActions, attackerSeat, insideCount, reinforcementActions } from './rules';
import { SCARAB_BASES, type EventClick, type EventEntry, type ScarabBase, type ScarabHealthClick, type ScarabState } from './types';

export interface ScarabView extends ScarabState {
  /** Size of the area beneath in squares (6 x 8 facing n/s, 8 x 6 facing e/w). */
  readonly width: number;
  readonly height: number;
  /** Battlefield squares of the area beneath, bases included. */
  readonly area: readonly number[];
  /** The four battlefield squares of each base. */
  readonly bases: Readonly<Record<ScarabBase, readonly number[]>>;
  /** What each dial shows now. */
  readonly shell: ScarabHealthClick;
  readonly chassis: ScarabHealthClick;
  readonly core: ScarabHealthClick;
  readonly event: EventClick;
  /** The Event entry this turn's d6 picked (at `read.click`, column `read.column`), null before the roll. */
  readonly entry: EventEntry | null;
  readonly attacker: Seat;
  /** Actions the attacker gets a turn: half its starting force, rounded up. */
  readonly attackerActions: number;
  /** Actions the reinforcements get this Scarab turn (0 while they are not activated). */
  readonly reinforcementActions: number;
  /** Reinforcements on the interior map. */
  readonly inside: number;
  readonly interior: {
    readonly width: number;
    readonly height: number;
    readonly ramp: readonly number[];
    readonly core: readonly number[];
  };
}

const INTERIOR = { width: INTERIOR_WIDTH, height: INTERIOR_HEIGHT, ramp: RAMP_SQUARES, core: CORE_SQUARES };

export function scarabView(s: ActionClixState, sc: ScarabState, boardWidth: number): ScarabView {
  const bases = Object.fromEntries(SCARAB_BASES.map((b) => [b, baseSquares(sc, b, boardWidth)])) as Record<ScarabBase, number[]>;
  const size = areaSize(sc.facing);
  const read = sc.read === null ? undefined : EVENT_DIAL[sc.read.click]?.[sc.read.column];
  return {
    ...sc,
    width: size.w,
    height: size.h,
    area: areaSquares(sc, boardWidth),
    bases,
    shell: shellClick(sc.clicks),
    chassis: chassisClick(sc.clicks),
    core: coreClick(sc.clicks),
    event: eventClick(sc.clicks),
    entry: read ?? null,
    attacker: attackerSeat(sc),
    attackerActions: attackerActions(s, sc),
    reinforcementActions: reinforcementActions(s, sc),
    inside: insideCount(s, sc.seat),
    interior: INTERIOR,
  };
}
