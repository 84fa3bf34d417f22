/**
 * Units aboard the Scarab: a unit on top of it or inside it has the status 'elsewhere', and
 * `state.scarab.aboard` says which (inside, its `sq` is an interior square). Only these helpers read or
 * write that record.
 */
import type { Draft } from '../draft';
import type { UnitState } from '../types';
import { patchScarab, scarabOf } from './state';
import type { ScarabPlace, ScarabState } from './types';

/** Where the unit is aboard, or undefined when it is not aboard. */
export function placeOf(sc: ScarabState, u: UnitState): ScarabPlace | undefined {
  return u.status === 'elsewhere' ? sc.aboard[u.id] : undefined;
}

export function onTop(sc: ScarabState, u: UnitState): boolean {
  return u.status === 'elsewhere' && sc.aboard[u.id] === 'top';
}

export function isInside(sc: ScarabState, u: UnitState): boolean {
  return u.status === 'elsewhere' && sc.aboard[u.id] === 'inside';
}

/** Puts the unit on top (`sq` -1) or inside on interior square `sq`. */
export function goAboard(d: Draft, index: number, place: ScarabPlace, sq: number, patch: Partial<UnitState> = {}): void {
  const u = d.unit(index);
  const sc = scarabOf(d);
  if (sc.aboard[u.id] !== place) patchScarab(d, { aboard: { ...sc.aboard, [u.id]: place } });
  d.patchUnit(index, { ...patch, status: 'elsewhere', sq: place === 'top' ? -1 : sq });
}

/** Forgets the unit's place (it left the Scarab: stepped or jumped off, or was eliminated). */
export function disembark(d: Draft, unit: string): void {
  const sc = scarabOf(d);
  if (sc.aboard[unit] === undefined) return;
  const { [unit]: _gone, ...rest } = sc.aboard;
  patchScarab(d, { aboard: rest });
}

/** Where a unit in play is: on the battlefield, on top or inside; undefined when not in play. */
export function whereIs(sc: ScarabState, u: UnitState): 'map' | ScarabPlace | undefined {
  return u.status === 'map' ? 'map' : placeOf(sc, u);
}
