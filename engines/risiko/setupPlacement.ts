/**
 * Manual setup, one placement per action in the rulebook's order: mobile teleporters, bases (one unit
 * each), claiming the empty territories one unit at a time, reinforcing 3 units at a time, heroes, then
 * the 4th/5th players' starting faction cards. ONE-ON-ONE follows the rulebook's diagram: the actions
 * alternate strictly between the two players and every third one places 2 neutral Flood units.
 */
import { type Result, type Seat } from '../core';
import { drawCards } from './decks';
import type { Draft } from './draft';
import { DONE, fail, mapsFail } from './errors';
import { territoryIndex, type TerritoryGraph } from './territoryGraph';
import { startingCardCounts } from './setup';
import { startTurn } from './turn';
import { NEUTRAL, UNCLAIMED, type ActionOf, type RisikoState } from './types';

export interface Slot {
  readonly seat: Seat;
  readonly neutral: boolean;
}

export function slotAt(s: RisikoState, cursor: number): Slot {
  if (s.options.mode === 'one-on-one') return { seat: s.order[cursor % 2] ?? 0, neutral: cursor % 3 === 2 };
  return { seat: s.order[cursor % s.order.length] ?? 0, neutral: false };
}

function reserveOf(s: RisikoState, slot: Slot): number {
  return slot.neutral ? s.neutralReserve : (s.seats[slot.seat]?.reserve ?? 0);
}

/** The first cursor from `cursor` on whose slot still has units to place, or -1 when all are placed. */
export function nextSlot(s: RisikoState, cursor: number): number {
  const period = s.options.mode === 'one-on-one' ? 6 : s.order.length;
  for (let c = cursor; c < cursor + period; c++) if (reserveOf(s, slotAt(s, c)) > 0) return c;
  return -1;
}

/** Units one reinforcing step places (rulebook: 3; ONE-ON-ONE continues the diagram: 1 unit or 2 Flood). */
function chunk(s: RisikoState, slot: Slot): number {
  const size = slot.neutral ? 2 : s.options.mode === 'one-on-one' ? 1 : 3;
  return Math.min(size, reserveOf(s, slot));
}

/** The seat that must act in a setup phase. */
export function setupSeat(s: RisikoState): Seat {
  const p = s.phase;
  switch (p.kind) {
    case 'setupTeleporters':
      return p.queue[p.step] ?? 0;
    case 'setupBases':
    case 'setupHeroes':
      return s.order[p.step] ?? 0;
    case 'setupClaim':
    case 'setupReinforce':
      return slotAt(s, p.cursor).seat;
    default:
      return -1;
  }
}

export function hasUnclaimed(s: RisikoState): boolean {
  return s.owner.includes(UNCLAIMED);
}

function enterClaimOrReinforce(d: Draft, cursor: number): void {
  const next = nextSlot(d.s, cursor);
  if (hasUnclaimed(d.s)) {
    if (next < 0) throw new Error('setup: territories left but no units to claim them');
    d.setPhase({ kind: 'setupClaim', cursor: next });
  } else if (next < 0) {
    d.setPhase({ kind: 'setupHeroes', step: 0 });
  } else {
    d.setPhase({ kind: 'setupReinforce', cursor: next, left: chunk(d.s, slotAt(d.s, next)) });
  }
}

function afterTeleporters(d: Draft): void {
  if (d.s.options.mode === 'slayer') enterClaimOrReinforce(d, 0);
  else d.setPhase({ kind: 'setupBases', step: 0 });
}

/** Whether some territory could take the second end of a pair whose first end is at `a`. */
export function hasPartner(g: TerritoryGraph, placed: ReadonlySet<string>, a: number): boolean {
  const aId = g.ids[a] ?? '';
  return g.ids.some((b) => g.source.mobilePairProblem(g.id, aId, b, placed) === undefined);
}

/** Territories holding a mobile teleporter, without the first end of a half-placed pair. */
export function placedTeleporterIds(g: TerritoryGraph, s: RisikoState): Set<string> {
  const out = new Set<string>();
  for (const t of s.teleporters) {
    if (t.b >= 0 || t !== s.teleporters[s.teleporters.length - 1]) out.add(g.ids[t.a] ?? '');
    if (t.b >= 0) out.add(g.ids[t.b] ?? '');
  }
  return out;
}

type Handler<T extends ActionOf<'placeTeleporter' | 'placeBase' | 'claim' | 'placeNeutral' | 'placeSetupUnits' | 'placeHero'>> = (
  d: Draft,
  seat: Seat,
  action: T,
  t: number,
) => Result<void>;

const placeTeleporter: Handler<ActionOf<'placeTeleporter'>> = (d, seat, action, t) => {
  const p = d.s.phase;
  if (p.kind !== 'setupTeleporters') return fail('risiko/wrong-phase', { phase: p.kind });
  const placed = placedTeleporterIds(d.g, d.s);
  const open = d.s.teleporters[d.s.teleporters.length - 1];
  if (p.step % 2 === 0 || open === undefined) {
    if (open !== undefined && open.b < 0) throw new Error('setup: a half-placed teleporter pair');
    if (placed.has(action.territory)) return fail('risiko/teleporter-already-here', { territory: action.territory });
    if (!hasPartner(d.g, placed, t)) return fail('risiko/teleporter-no-partner', { territory: action.territory });
    d.s.teleporters = [...d.s.teleporters, { a: t, b: -1, by: [seat] }];
  } else {
    const problem = d.g.source.mobilePairProblem(d.g.id, d.g.ids[open.a] ?? '', action.territory, placed);
    if (problem !== undefined) return mapsFail(problem, { territory: action.territory });
    d.s.teleporters = [...d.s.teleporters.slice(0, -1), { a: open.a, b: t, by: [...open.by, seat] }];
  }
  d.log?.push({ type: 'teleporterPlaced', seat, territory: action.territory, pair: d.s.teleporters.length - 1 });
  if (p.step + 1 < p.queue.length) d.setPhase({ kind: 'setupTeleporters', queue: p.queue, step: p.step + 1 });
  else afterTeleporters(d);
  return DONE;
};

function requireEmpty(d: Draft, t: number, id: string): Result<void> {
  return d.s.owner[t] === UNCLAIMED ? DONE : fail('risiko/territory-taken', { territory: id });
}

function occupy(d: Draft, seat: number, t: number, count: number): void {
  d.setOwner(t, seat);
  d.addUnits(t, count);
  if (seat === NEUTRAL) d.s.neutralReserve -= count;
  else d.updateSeat(seat, { reserve: d.seat(seat).reserve - count });
}

const placeBase: Handler<ActionOf<'placeBase'>> = (d, seat, action, t) => {
  const p = d.s.phase;
  if (p.kind !== 'setupBases') return fail('risiko/wrong-phase', { phase: p.kind });
  const empty = requireEmpty(d, t, action.territory);
  if (!empty.ok) return empty;
  occupy(d, seat, t, 1);
  d.updateSeat(seat, { base: t });
  d.log?.push({ type: 'basePlaced', seat, territory: action.territory });
  if (p.step + 1 < d.s.order.length) d.setPhase({ kind: 'setupBases', step: p.step + 1 });
  else enterClaimOrReinforce(d, d.s.options.mode === 'one-on-one' ? 2 : 0);
  return DONE;
};

const claim: Handler<ActionOf<'claim'>> = (d, seat, action, t) => {
  const p = d.s.phase;
  if (p.kind !== 'setupClaim' || slotAt(d.s, p.cursor).neutral) return fail('risiko/wrong-phase', { phase: p.kind });
  const empty = requireEmpty(d, t, action.territory);
  if (!empty.ok) return empty;
  occupy(d, seat, t, 1);
  d.log?.push({ type: 'territoryClaimed', seat, territory: action.territory });
  enterClaimOrReinforce(d, p.cursor + 1);
  return DONE;
};

const placeNeutral: Handler<ActionOf<'placeNeutral'>> = (d, seat, action, t) => {
  const p = d.s.phase;
  const inSlot = (p.kind === 'setupClaim' || p.kind === 'setupReinforce') && slotAt(d.s, p.cursor).neutral;
  if (!inSlot) return fail('risiko/wrong-phase', { phase: p.kind });
  if (p.kind === 'setupClaim') {
    const empty = requireEmpty(d, t, action.territory);
    if (!empty.ok) return empty;
    const need = Math.min(2, d.s.neutralReserve);
    if (action.count !== need) return fail('risiko/bad-count', { min: need, max: need });
    occupy(d, NEUTRAL, t, need);
    d.log?.push({ type: 'neutralPlaced', seat, territory: action.territory, count: need });
    enterClaimOrReinforce(d, p.cursor + 1);
    return DONE;
  }
  if (d.s.owner[t] !== NEUTRAL) return fail('risiko/not-neutral', { territory: action.territory });
  return placeChunk(d, seat, NEUTRAL, action, t);
};

function placeChunk(d: Draft, seat: Seat, owner: number, action: { territory: string; count: number }, t: number): Result<void> {
  const p = d.s.phase;
  if (p.kind !== 'setupReinforce') return fail('risiko/wrong-phase', { phase: p.kind });
  if (action.count < 1 || action.count > p.left) return fail('risiko/bad-count', { min: 1, max: p.left });
  occupy(d, owner, t, action.count);
  d.log?.push({ type: owner === NEUTRAL ? 'neutralPlaced' : 'setupUnitsPlaced', seat, territory: action.territory, count: action.count });
  if (action.count < p.left) d.setPhase({ kind: 'setupReinforce', cursor: p.cursor, left: p.left - action.count });
  else enterClaimOrReinforce(d, p.cursor + 1);
  return DONE;
}

const placeSetupUnits: Handler<ActionOf<'placeSetupUnits'>> = (d, seat, action, t) => {
  const p = d.s.phase;
  if (p.kind !== 'setupReinforce' || slotAt(d.s, p.cursor).neutral) return fail('risiko/wrong-phase', { phase: p.kind });
  if (d.s.owner[t] !== seat) return fail('risiko/not-your-territory', { territory: action.territory });
  return placeChunk(d, seat, seat, action, t);
};

const placeHero: Handler<ActionOf<'placeHero'>> = (d, seat, action, t) => {
  const p = d.s.phase;
  if (p.kind !== 'setupHeroes') return fail('risiko/wrong-phase', { phase: p.kind });
  if (d.s.owner[t] !== seat) return fail('risiko/not-your-territory', { territory: action.territory });
  d.updateSeat(seat, { hero: t });
  d.log?.push({ type: 'heroPlaced', seat, territory: action.territory });
  if (p.step + 1 < d.s.order.length) d.setPhase({ kind: 'setupHeroes', step: p.step + 1 });
  else finishSetup(d);
  return DONE;
};

/** Starting faction cards for the 4th/5th players, then the start player's first turn. */
function finishSetup(d: Draft): void {
  const counts = startingCardCounts(d.s.options, d.s.players);
  d.s.order.forEach((seat, k) => {
    const n = counts[k] ?? 0;
    if (n > 0 && drawCards(d, seat, n) > 0) d.log?.push({ type: 'cardDrawn', seat, count: n });
  });
  d.log?.push({ type: 'setupFinished' });
  startTurn(d, d.s.order[0] ?? 0);
}

export const SETUP_HANDLERS = { placeTeleporter, placeBase, claim, placeNeutral, placeSetupUnits, placeHero } as const;

export type SetupActionType = keyof typeof SETUP_HANDLERS;

export function applySetup(d: Draft, seat: Seat, action: ActionOf<SetupActionType>): Result<void> {
  const t = territoryIndex(d.g, action.territory);
  if (t === undefined) return fail('risiko/unknown-territory', { territory: action.territory });
  const handler = SETUP_HANDLERS[action.type] as Handler<ActionOf<SetupActionType>>;
  return handler(d, seat, action, t);
}
