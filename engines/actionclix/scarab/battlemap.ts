/**
 * The Scarab on the battlefield's occupancy arrays: its 16 base squares hold SCARAB_OCC (no unit index,
 * so nothing can enter or end there and knockback stops at them) and the Scarab side's team, so the legs
 * block the attacker's line of fire between other units like any enemy unit would.
 */
import { FACINGS, SCARAB_BASES, type ScarabState } from './types';
import type { Battlemap } from '../battlemap';
import { GRENADE_RANGE } from '../grenades';
import { distance } from '../grid';
import type { UnitState } from '../types';
import { SCARAB_CACHES, type BaseSquares } from './caches';
import { baseSquares } from './geometry';

/** The occupancy value of a base square (beyond every unit index). */
export const SCARAB_OCC = 0x7fff;

/** By placement and width (SCARAB_CACHES.bases): the Scarab state object changes every step, its placement rarely. */
function placedBases(sc: ScarabState, width: number): BaseSquares {
  const key = ((sc.y * 256 + sc.x) * 4 + FACINGS.indexOf(sc.facing)) * 256 + width;
  let c = SCARAB_CACHES.bases.get(key);
  if (c === undefined) {
    const list = Object.freeze(SCARAB_BASES.flatMap((b) => baseSquares(sc, b, width)));
    const mask = new Uint8Array(Math.max(0, ...list) + 1);
    for (const sq of list) if (sq >= 0) mask[sq] = 1;
    c = { list, mask };
    SCARAB_CACHES.bases.set(key, c);
  }
  return c;
}

/** The 16 base squares (shared per placement; a battlefield's width never changes in a game). */
export function baseSquareList(sc: ScarabState, width: number): readonly number[] {
  return placedBases(sc, width).list;
}

/** Whether `sq` is one of the 16 base squares. */
export function isBaseSquare(sc: ScarabState, width: number, sq: number): boolean {
  return placedBases(sc, width).mask[sq] === 1;
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

/**
 * Base squares an attacker on the battlefield may throw a grenade at: 1 to 5 squares away; a grenade at
 * the Scarab needs no line of fire and may land on a base that stands on blocking terrain (seed 003).
 */
export function baseGrenadeSquares(b: Battlemap, sc: ScarabState, u: UnitState): number[] {
  if (u.seat === sc.seat || u.status !== 'map') return [];
  return baseSquareList(sc, b.geo.width).filter((sq) => {
    const dist = distance(b.geo, u.sq, sq);
    return dist >= 1 && dist <= GRENADE_RANGE;
  });
}
