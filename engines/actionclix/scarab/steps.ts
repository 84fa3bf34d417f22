/**
 * The Scarab's turn (seed 003 "Scarab's Turn Sequence"): roll the d6 on the Event dial and move (shift 1
 * square orthogonally or turn 90 degrees, the Scarab player choosing among the moves that keep every base
 * on the map), set kneeling or standing, displace units under the bases (fewest squares to a free square
 * next to that base, 1 damage each), resolve the Event dial's specials, turn it one click, resolve the
 * Shell's specials, fire the main gun and the turret in either order, then the reinforcements act.
 * Steps without a choice run by themselves; `advance` stops at the next choice.
 */
import type { Result, Seat } from '../../core';
import type { Draft } from '../draft';
import { distance } from '../grid';
import { DONE, fail } from '../errors';
import type { ActionOf } from '../types';
import { isBaseSquare, markScarab, unmarkScarab } from './battlemap';
import { eventClick, shellClick, EVENT_DIAL, eventColumn } from './dials';
import { onMap, rotated, shifted, type Placement } from './geometry';
import { scarabEliminate, scarabHurt } from './damage';
import { baseAt, free, squaresNextToBase } from './places';
import { applySpecial, needsChoice } from './specials';
import { startGuns } from './guns';
import { patchScarab, scarabOf, stepFor } from './state';
import { ROTATIONS, SCARAB_TARGET, SHIFT_DIRS, type ScarabSpecial, type ScarabStep, type ScarabState } from './types';

/** The Event dial's columns as printed: the d6 results each one covers. */
export const COLUMN_NAMES: readonly string[] = ['1-2', '3-4', '5', '6'];

function placementOf(sc: Placement): { x: number; y: number; facing: Placement['facing'] } {
  return { x: sc.x, y: sc.y, facing: sc.facing };
}

export function rollEvent(d: Draft, seat: Seat): Result<void> {
  const step = stepFor(d, seat, 'roll');
  if (!step.ok) return step;
  const sc = scarabOf(d);
  const [die = 1] = d.roll(1);
  const column = eventColumn(die);
  const entry = eventClick(sc.clicks)[column];
  if (entry === undefined) throw new Error('bad event column');
  d.log?.push({ type: 'diceRolled', seat, unit: SCARAB_TARGET, dice: [die], total: die, purpose: 'event' });
  patchScarab(d, { die, read: { click: sc.clicks.event, column } });
  d.log?.push({ type: 'scarabRolled', seat, die, column, columnName: COLUMN_NAMES[column] ?? '', move: entry.move, kneel: entry.kneel, specials: [...entry.specials] });
  const { w, h } = { w: d.geo.width, h: d.geo.height };
  const p = placementOf(sc);
  if (entry.move === 'shift') {
    const choices = SHIFT_DIRS.filter((dir) => onMap(shifted(p, dir), w, h));
    if (choices.length > 0) return setStep(d, { kind: 'move', move: 'shift', choices });
  } else if (entry.move === 'rotate') {
    const choices = ROTATIONS.filter((turn) => onMap(rotated(p, turn), w, h));
    if (choices.length > 0) return setStep(d, { kind: 'move', move: 'rotate', choices });
  }
  if (entry.move !== 'none') d.log?.push({ type: 'scarabStayed', move: entry.move });
  return afterMove(d);
}

function setStep(d: Draft, step: ScarabStep): Result<void> {
  patchScarab(d, { step });
  return DONE;
}

function moveTo(d: Draft, next: Placement): void {
  const sc = scarabOf(d);
  d.ownOccupancy();
  unmarkScarab(sc, d.geo.width, d.occ, d.occTeam);
  const moved = patchScarab(d, next);
  // Units standing where a base now stands keep their square until displaced; the base marks it.
  markScarab(moved, d.geo.width, d.occ, d.occTeam, d.team(moved.seat));
}

export function shiftScarab(d: Draft, seat: Seat, a: ActionOf<'scarabShift'>): Result<void> {
  const step = stepFor(d, seat, 'move');
  if (!step.ok) return step;
  if (step.value.move !== 'shift') return fail('actionclix/scarab-step', { step: 'move' });
  if (!(step.value.choices as readonly string[]).includes(a.dir)) return fail('actionclix/scarab-off-map');
  const sc = scarabOf(d);
  const from = placementOf(sc);
  const to = shifted(from, a.dir);
  moveTo(d, to);
  d.log?.push({ type: 'scarabShifted', dir: a.dir, from, to: placementOf(to) });
  return afterMove(d);
}

export function rotateScarab(d: Draft, seat: Seat, a: ActionOf<'scarabRotate'>): Result<void> {
  const step = stepFor(d, seat, 'move');
  if (!step.ok) return step;
  if (step.value.move !== 'rotate') return fail('actionclix/scarab-step', { step: 'move' });
  if (!(step.value.choices as readonly string[]).includes(a.turn)) return fail('actionclix/scarab-off-map');
  const from = placementOf(scarabOf(d));
  const to = rotated(from, a.turn);
  moveTo(d, to);
  d.log?.push({ type: 'scarabRotated', turn: a.turn, from, to: placementOf(to) });
  return afterMove(d);
}

/** Kneel or stand as the Event entry says, then displace the units under the bases. */
function afterMove(d: Draft): Result<void> {
  const sc = scarabOf(d);
  const entry = sc.read === null ? undefined : EVENT_DIAL[sc.read.click]?.[sc.read.column];
  if (entry !== undefined && entry.kneel !== sc.kneeling) {
    patchScarab(d, { kneeling: entry.kneel });
    d.log?.push({ type: 'scarabPosture', kneeling: entry.kneel, posture: entry.kneel ? 'kneeling' : 'standing' });
  }
  return nextDisplaced(d);
}

/** Free squares next to the base, fewest squares from `from` (any base's if that one has none). */
export function displaceChoices(d: Draft, sc: ScarabState, base: ReturnType<typeof baseAt>, from: number): number[] {
  const near = (list: number[]): number[] => {
    const open = list.filter((sq) => free(d, sq));
    const best = Math.min(...open.map((sq) => distance(d.geo, from, sq)));
    return open.filter((sq) => distance(d.geo, from, sq) === best);
  };
  const own = base === undefined ? [] : near(squaresNextToBase(d.geo, sc, base));
  if (own.length > 0) return own;
  return near((['shell', 'event', 'chassis', 'core'] as const).flatMap((b) => squaresNextToBase(d.geo, sc, b)));
}

function nextDisplaced(d: Draft): Result<void> {
  const sc = scarabOf(d);
  for (const u of d.s.units) {
    if (u.status !== 'map' || !isBaseSquare(sc, d.geo.width, u.sq)) continue;
    const base = baseAt(sc, d.geo.width, u.sq);
    const choices = displaceChoices(d, sc, base, u.sq);
    if (choices.length === 0) {
      // Nowhere to go on the whole battlefield: the unit is crushed.
      scarabEliminate(d, d.indexOf(u.id));
      continue;
    }
    return setStep(d, { kind: 'displace', unit: u.id, base: base ?? 'shell', choices });
  }
  return runEvent(d, entrySpecials(sc));
}

function entrySpecials(sc: ScarabState): readonly ScarabSpecial[] {
  const entry = sc.read === null ? undefined : EVENT_DIAL[sc.read.click]?.[sc.read.column];
  return entry?.specials ?? [];
}

export function displace(d: Draft, seat: Seat, a: ActionOf<'scarabDisplace'>): Result<void> {
  const step = stepFor(d, seat, 'displace');
  if (!step.ok) return step;
  if (a.unit !== step.value.unit) return fail('actionclix/not-displace-choice', { square: a.to });
  if (!step.value.choices.includes(a.to)) return fail('actionclix/not-displace-choice', { square: a.to });
  const i = d.indexOf(a.unit);
  const u = d.unit(i);
  d.patchUnit(i, { sq: a.to });
  d.log?.push({ type: 'displaced', unit: u.id, owner: u.seat, from: u.sq, to: a.to, base: step.value.base });
  scarabHurt(d, [[i, 1]], 'displaced');
  return nextDisplaced(d);
}

/** Resolves the Event specials in order, stopping at one that needs the Scarab player's choice. */
export function runEvent(d: Draft, specials: readonly ScarabSpecial[]): Result<void> {
  let rest = specials;
  while (rest.length > 0) {
    const [first, ...others] = rest;
    if (first === undefined) break;
    if (needsChoice(d, first)) return setStep(d, { kind: 'event', specials: rest });
    applySpecial(d, first, 'event');
    rest = others;
  }
  return finishEvents(d);
}

/** Turn the Event dial one click, resolve the Shell's specials, go on to the guns. */
function finishEvents(d: Draft): Result<void> {
  const sc = scarabOf(d);
  const event = (sc.clicks.event + 1) % EVENT_DIAL.length;
  patchScarab(d, { clicks: { ...sc.clicks, event } });
  d.log?.push({ type: 'eventDialTurned', click: event });
  for (const special of shellClick(scarabOf(d).clicks).specials) applySpecial(d, special, 'shell');
  startGuns(d);
  return DONE;
}
