/**
 * The checks every order shares (rulebook "Actions"): it is your turn and not your deployment turn, no
 * choice is pending, an action is left, the unit is yours, on the battlefield, did not swap weapons and
 * was not given its action yet (Multi-Attack: two). Also what a unit could attack right now.
 */
import type { GameError, Result, Seat } from '../core';
import { ok } from '../core';
import { mapUnits, type Battlemap } from './battlemap';
import { CACHES } from './caches';
import { has } from './dials';
import { fail } from './errors';
import { GRENADE_RANGE } from './grenades';
import { distance, type Geo } from './grid';
import { clearLine } from './lineOfFire';
import { canShootAs, closeCombat } from './shooting';
import { actionsPerTurn } from './turn';
import type { ActionClixState, Pending, UnitState } from './types';

/** Which units an order may be given to (by default those on the battlefield; a mode passes its own places). */
export type UnitFilter = (u: UnitState) => boolean;
export const ON_MAP: UnitFilter = (u) => u.status === 'map';

export function actionLimit(u: UnitState): number {
  return has(u, 'multiAttack') ? 2 : 1;
}

/** The unit behind an id, checked to be the seat's and on the battlefield. */
export function ownUnitOnMap(b: Battlemap, seat: Seat, id: string, where: UnitFilter = ON_MAP): Result<{ index: number; unit: UnitState }> {
  const index = b.index.get(id);
  const unit = index === undefined ? undefined : b.s.units[index];
  if (index === undefined || unit === undefined) return fail('actionclix/unknown-unit', { unit: id });
  if (unit.seat !== seat) return fail('actionclix/not-your-unit', { unit: id });
  if (!where(unit)) return fail('actionclix/not-on-map', { unit: id });
  return ok({ index, unit });
}

/** The turn may take a new order or free action now (play phase, not deploying, nothing pending). */
export function turnOpen(s: ActionClixState): GameError | undefined {
  const t = s.turn;
  if (s.phase.kind !== 'play' || t === null) return fail('actionclix/wrong-phase').error;
  if (t.deploy) return fail('actionclix/deploy-first').error;
  const p = t.pending[0];
  if (p !== undefined) return fail('actionclix/pending-choice', { kind: p.kind }).error;
  return undefined;
}

/** The unit may be given a new action now. */
export function orderable(b: Battlemap, seat: Seat, id: string, where: UnitFilter = ON_MAP): Result<{ index: number; unit: UnitState }> {
  const closed = turnOpen(b.s);
  if (closed !== undefined) return { ok: false, error: closed };
  const t = b.s.turn;
  if (t === null) return fail('actionclix/wrong-phase');
  const max = actionsPerTurn(b, seat);
  if (t.used >= max) return fail('actionclix/no-actions-left', { max });
  const found = ownUnitOnMap(b, seat, id, where);
  if (!found.ok) return found;
  if (t.swapped.includes(id)) return fail('actionclix/unit-swapped', { unit: id });
  const limit = actionLimit(found.value.unit);
  if ((t.acted[id] ?? 0) >= limit) return fail('actionclix/unit-acted', { unit: id, max: limit });
  return found;
}

/** The front pending choice when it belongs to `kind` (and `unit`, if given). */
export function pendingOf<K extends Pending['kind']>(s: ActionClixState, kind: K, unit?: string): Extract<Pending, { kind: K }> | undefined {
  const p = s.turn?.pending[0];
  if (p === undefined || p.kind !== kind) return undefined;
  if (unit !== undefined && 'unit' in p && p.unit !== unit) return undefined;
  return p as Extract<Pending, { kind: K }>;
}

/** Enemy units `u` can shoot now. */
export function shotTargets(b: Battlemap, u: UnitState): UnitState[] {
  const out: UnitState[] = [];
  const team = b.s.seats[u.seat]?.team ?? u.seat;
  const close = closeCombat(u);
  for (const t of mapUnits(b.s)) if (t.seat !== u.seat && canShootAs(b, u, t, team, close)) out.push(t);
  return out;
}

const SPAN = 2 * GRENADE_RANGE + 1;
const NO_SQUARES: readonly number[] = Object.freeze([]);
const EMPTY = new Int8Array(48 * 48);

/** For each square within grenade range of `from` (an 11 x 11 window), whether walls leave the line clear. */
function wallClearAround(geo: Geo, from: number): Uint8Array {
  let perSquare = CACHES.wallClear.get(geo);
  if (perSquare === undefined) {
    perSquare = [];
    CACHES.wallClear.set(geo, perSquare);
  }
  let table = perSquare[from];
  if (table === undefined) {
    table = new Uint8Array(SPAN * SPAN);
    const x0 = from % geo.width;
    const y0 = Math.floor(from / geo.width);
    for (let dy = -GRENADE_RANGE; dy <= GRENADE_RANGE; dy++) {
      for (let dx = -GRENADE_RANGE; dx <= GRENADE_RANGE; dx++) {
        const x = x0 + dx;
        const y = y0 + dy;
        if (x < 0 || y < 0 || x >= geo.width || y >= geo.height) continue;
        const sq = y * geo.width + x;
        table[(dy + GRENADE_RANGE) * SPAN + dx + GRENADE_RANGE] = clearLine(geo, EMPTY, 0, from, sq) ? 1 : 0;
      }
    }
    perSquare[from] = table;
  }
  return table;
}

/** Whether an enemy of `team` stands within grenade range of `sq` (only those can block a throw). */
function enemiesNear(b: Battlemap, team: number, sq: number): boolean {
  for (const t of mapUnits(b.s)) {
    if ((b.s.seats[t.seat]?.team ?? t.seat) !== team && distance(b.geo, sq, t.sq) <= GRENADE_RANGE) return true;
  }
  return false;
}

/**
 * Squares `u` can throw a grenade at now (empty without a token); the same checks as `grenadeProblem`.
 * Walls are looked up in a table per square; the line is traced only when enemies could stand in it.
 * With `firstOnly` it stops at the first square (enough to know whether there is one).
 */
export function grenadeSquares(b: Battlemap, u: UnitState, firstOnly = false): number[] {
  if (u.grenades <= 0) return [];
  const w = b.geo.width;
  const x0 = u.sq % w;
  const y0 = Math.floor(u.sq / w);
  const team = b.s.seats[u.seat]?.team ?? u.seat;
  const walls = wallClearAround(b.geo, u.sq);
  const more = b.mode.moreGrenadeSquares?.(b, u) ?? NO_SQUARES;
  const firstMore = more.length > 0 ? Math.min(...more) : Infinity;
  // Squares a mode fills without a unit (the Scarab's bases) block like enemy units: then always trace.
  const trace = b.mode.markBattlemap !== undefined || enemiesNear(b, team, u.sq);
  const out: number[] = [];
  for (let y = Math.max(0, y0 - GRENADE_RANGE); y <= Math.min(b.geo.height - 1, y0 + GRENADE_RANGE); y++) {
    for (let x = Math.max(0, x0 - GRENADE_RANGE); x <= Math.min(w - 1, x0 + GRENADE_RANGE); x++) {
      const sq = y * w + x;
      if (sq === u.sq || b.geo.blocked[sq] === 1 || walls[(y - y0 + GRENADE_RANGE) * SPAN + x - x0 + GRENADE_RANGE] === 0) continue;
      if (!trace || clearLine(b.geo, b.occTeam, team, u.sq, sq)) {
        if (firstOnly) return [Math.min(sq, firstMore)];
        out.push(sq);
      }
    }
  }
  if (more.length === 0) return out;
  if (firstOnly) return [firstMore];
  for (const sq of more) if (!out.includes(sq)) out.push(sq);
  return out.sort((x, y) => x - y);
}

export function canAttack(b: Battlemap, u: UnitState): boolean {
  if (u.status !== 'map') return u.status === 'elsewhere' && b.mode.canAttackElsewhere(b, u);
  // Whether any target exists: the listing's checks, stopped at the first hit.
  const team = b.s.seats[u.seat]?.team ?? u.seat;
  const close = closeCombat(u);
  return mapUnits(b.s).some((t) => t.seat !== u.seat && canShootAs(b, u, t, team, close)) || grenadeSquares(b, u, true).length > 0;
}
