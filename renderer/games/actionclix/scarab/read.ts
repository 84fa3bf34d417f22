/**
 * What the Scarab's board parts read from the engine's view (pure, tested): where the figure stands
 * (base centres in world units, facing, pose), the dials as the panel shows them (the Event dial at the
 * click this turn's d6 read, its column marked), where units on top and inside are drawn, and the world
 * layout of the interior map beside the battlefield.
 */
import { CHASSIS_DIAL, CORE_DIAL, EVENT_DIAL, FACINGS, INTERIOR_LAYOUT, SCARAB_BASES, SHELL_DIAL, type ActionClixView, type EventEntry, type ScarabHealthClick, type ScarabView, type UnitView } from '../../../../engines/actionclix';
import { CELL, squareCentre, worldSize } from '../model';
import type { Pt } from './geometry';
import { INTERIOR_PAD, type InteriorShape } from './interiorArt';
import type { ScarabPlacement } from './ScarabLayer';

export function scarabOf(view: ActionClixView): ScarabView | null {
  return view.scarab ?? null;
}

/** The index of the Chassis base in the engine's base order (the ramp leads there). */
export const CHASSIS_INDEX = SCARAB_BASES.indexOf('chassis');

export function placementOf(sc: ScarabView, width: number): ScarabPlacement {
  const feet = SCARAB_BASES.map((b): Pt => {
    const squares = sc.bases[b];
    const centres = squares.map((sq) => squareCentre(width, sq));
    return { x: centres.reduce((n, c) => n + c.x, 0) / centres.length, y: centres.reduce((n, c) => n + c.y, 0) / centres.length };
  });
  return { feet, facing: FACINGS.indexOf(sc.facing), pose: sc.kneeling ? 'kneeling' : 'standing' };
}

export type HealthDial = 'shell' | 'chassis' | 'core';
export type DialValue = 'attack' | 'defense' | 'damage';

export interface DialRow {
  readonly dial: HealthDial;
  readonly click: number;
  readonly clicks: readonly ScarabHealthClick[];
  /** The values this dial's click gives, in the order shown. */
  readonly values: readonly DialValue[];
}

export interface ScarabDials {
  readonly rows: readonly DialRow[];
  readonly eventClick: number;
  readonly eventClicks: number;
  /** The click and column this turn's d6 read (null before the roll). */
  readonly read: { readonly click: number; readonly column: number } | null;
  readonly die: number | null;
  readonly kneeling: boolean;
  readonly facing: string;
}

export function dialsOf(sc: ScarabView): ScarabDials {
  return {
    rows: [
      { dial: 'shell', click: sc.clicks.shell, clicks: SHELL_DIAL, values: ['defense'] },
      { dial: 'chassis', click: sc.clicks.chassis, clicks: CHASSIS_DIAL, values: ['attack', 'damage', 'defense'] },
      { dial: 'core', click: sc.clicks.core, clicks: CORE_DIAL, values: ['attack', 'damage', 'defense'] },
    ],
    eventClick: sc.clicks.event % EVENT_DIAL.length,
    eventClicks: EVENT_DIAL.length,
    read: sc.read,
    die: sc.die,
    kneeling: sc.kneeling,
    facing: sc.facing,
  };
}

export type EventColumnView = EventEntry;

/**
 * The Event click to show: the one this turn's d6 read (its column marked), else the current one; and once
 * the dial has turned on from the click it read, the click it turned to (`turnedTo`, else null).
 */
export function readEventClick(d: ScarabDials): { click: number; column: number | null; columns: readonly EventColumnView[]; turnedTo: number | null } {
  const click = d.read?.click ?? d.eventClick;
  const turnedTo = d.read !== null && d.read.click !== d.eventClick ? d.eventClick : null;
  return { click, column: d.read?.column ?? null, columns: EVENT_DIAL[click] ?? [], turnedTo };
}

/** Where the interior map sits in world units: to the right of the battlefield, with room for a title. */
export const INTERIOR_GAP = 26;
export const INTERIOR_TITLE = 26;

export function interiorOrigin(view: Pick<ActionClixView, 'width' | 'height'>): Pt {
  return { x: worldSize(view).width + INTERIOR_GAP, y: INTERIOR_TITLE };
}

export function interiorShape(sc: ScarabView): InteriorShape {
  return { width: sc.interior.width, height: sc.interior.height, ramp: sc.interior.ramp, core: sc.interior.core, blocking: INTERIOR_LAYOUT.blocking, walls: INTERIOR_LAYOUT.walls };
}

/** World size of the battlefield with the interior map beside it. */
export function scarabWorldSize(view: ActionClixView, sc: ScarabView): { width: number; height: number } {
  const base = worldSize(view);
  const o = interiorOrigin(view);
  return { width: o.x + sc.interior.width * CELL + 2 * INTERIOR_PAD, height: Math.max(base.height, o.y + sc.interior.height * CELL + 2 * INTERIOR_PAD) };
}

/** World centre of an interior square. */
export function interiorCentre(view: ActionClixView, sc: ScarabView, sq: number): Pt {
  const o = interiorOrigin(view);
  const w = sc.interior.width;
  return { x: o.x + INTERIOR_PAD + (sq % w) * CELL + CELL / 2, y: o.y + INTERIOR_PAD + Math.floor(sq / w) * CELL + CELL / 2 };
}

/** The interior square under a world point, or -1. */
export function interiorAt(view: ActionClixView, sc: ScarabView, px: number, py: number): number {
  const o = interiorOrigin(view);
  const x = Math.floor((px - o.x - INTERIOR_PAD) / CELL);
  const y = Math.floor((py - o.y - INTERIOR_PAD) / CELL);
  return x < 0 || y < 0 || x >= sc.interior.width || y >= sc.interior.height ? -1 : y * sc.interior.width + x;
}

/** Units riding on top, in the view's order (their index is their spot on the deck). */
export function unitsOnTop(view: ActionClixView): UnitView[] {
  return view.units.filter((u) => u.status === 'top');
}

/** Radii of the ring drawn round the Scarab's body (the target outline), from the area beneath. */
export function scarabRing(sc: Pick<ScarabView, 'width' | 'height'>): { rx: number; ry: number } {
  return { rx: sc.width * CELL * 0.42, ry: sc.height * CELL * 0.42 };
}

/** The world centre of the Scarab (its bases' centre). */
export function scarabCentre(placement: ScarabPlacement): Pt {
  const n = placement.feet.length || 1;
  return { x: placement.feet.reduce((s, f) => s + f.x, 0) / n, y: placement.feet.reduce((s, f) => s + f.y, 0) / n };
}

/**
 * Deck spots in world units (not turned with the Scarab, so units stay upright): rows of three below the
 * centre, which stays free for the Scarab's own choices (climb on, exit, shoot at it).
 */
export function deckSpot(placement: ScarabPlacement, index: number, count: number): Pt {
  const c = scarabCentre(placement);
  const perRow = 3;
  const row = Math.floor(index / perRow);
  const inRow = Math.min(perRow, count - row * perRow);
  return { x: c.x + ((index % perRow) - (inRow - 1) / 2) * CELL, y: c.y + CELL * 1.15 + row * CELL };
}

/** A unit's world centre wherever it is (battlefield, deck, interior), or null when it is not on a board. */
export function unitPlace(view: ActionClixView, u: UnitView, placement: ScarabPlacement | null, top: readonly UnitView[]): Pt | null {
  const sc = scarabOf(view);
  if (u.status === 'map') return squareCentre(view.width, u.sq);
  if (u.status === 'inside' && sc !== null) return interiorCentre(view, sc, u.sq);
  if (u.status === 'top' && placement !== null) return deckSpot(placement, top.indexOf(u), top.length);
  return null;
}
