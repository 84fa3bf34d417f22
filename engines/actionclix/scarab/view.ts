/**
 * What the UI sees of the Scarab (`view.scarab`, present only in the 'scarab' mode): its placement and
 * squares, the values each dial shows now (the full dials are the exported tables), the Event dial's
 * column for this turn's d6, and the action counts of both sides.
 */
import type { ActionClixState } from '../types';
import { chassisClick, coreClick, EVENT_DIAL, eventClick, shellClick } from './dials';
import { areaSize, areaSquares, baseSquares } from './geometry';
import { INTERIOR_HEIGHT, INTERIOR_WIDTH, CORE_SQUARES, RAMP_SQUARES } from './interior';
import { attackerActions, attackerSeat, insideCount, reinforcementActions } from './rules';
import { SCARAB_BASES, type ScarabBase, type ScarabState, type ScarabView } from './types';


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
