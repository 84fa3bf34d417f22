/**
 * The Scarab on the battlefield's occupancy arrays: its 16 base squares hold SCARAB_OCC (no unit index,
 * so nothing can enter or end there and knockback stops at them) and the Scarab side's team, so the legs
 * block the attacker's line of fire between other units like any enemy unit would.
 */
import { SCARAB_BASES, type ScarabState } from './types';
import { baseSquares } from './geometry';

/** The occupancy value of a base square (beyond every unit index). */
export const SCARAB_OCC = 0x7fff;

const LISTS = new WeakMap<ScarabState, readonly number[]>();

/** The 16 base squares (cached per Scarab state object; a battlefield's width never changes in a game). */
export function baseSquareList(sc: ScarabState, width: number): readonly number[] {
  let list = LISTS.get(sc);
  if (list === undefined) {
    list = SCARAB_BASES.flatMap((b) => baseSquares(sc, b, width));
    LISTS.set(sc, list);
  }
  return list;
}

export function markScarab(sc: ScarabState, width: number, occ: Int16Array, occTeam: Int8Array, team: number): void {
  for (const sq of baseSquareList(sc, width)) {
    occ[sq] = SCARAB_OCC;
    occTeam[sq] = team + 1;
  }
}

export function unmarkScarab(sc: ScarabState, width: number, occ: Int16Array, occTeam: Int8Array): void {
  for (const sq of baseSquareList(sc, width)) {
    occ[sq] = -1;
    occTeam[sq] = 0;
  }
}
