/**
 * Reserves: upgrading (25 points per Upgrade token spent, at any time in your turn), weapon swapping
 * (a weapon-swap partner of equal points; the unit may not be given an action that turn, Grenade tokens
 * are lost, Upgrade tokens move over) and respawning (part of an action: the eliminated unit or a reserve
 * unit of equal or lower points enters on an uncaptured spawn point of yours and must move off it).
 * Upgrading and swapping use none of the three actions (RULINGS).
 */
import type { Result, Seat } from '../core';
import { captured, ownsSpawn, spawnAt, type Battlemap } from './battlemap';
import { has, matchedClick, stats } from './dials';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { search } from './movement';
import { ownUnitOnMap, turnOpen } from './orders';
import { ROSTER, rosterOf } from './roster';
import { actionsPerTurn } from './turn';
import type { ActionClixState, ActionOf, UnitState } from './types';

export const UPGRADE_POINTS = 25;

/**
 * Whether a unit is in its player's reserves now: every unit outside the force, and an eliminated unit
 * from the turn after its elimination (rulebook: it goes "into your reserves"). So an eliminated unit may
 * be upgraded or swapped into, or brought in by another unit's respawn, which ends its own wait.
 */
export function inReserves(s: ActionClixState, u: UnitState): boolean {
  return u.status === 'reserve' || (u.status === 'down' && u.downTurn < s.turnNumber);
}

/**
 * Whether `from` may be upgraded into `into` (RULES.md "Upgrade restrictions"): its own restriction
 * ('faction', 'noble', 'none'), and no unit upgrades into a special heavy weapon. A seat that plays with a
 * limited number of units (fewer than the whole roster, the options narrowing its reserves) ignores the
 * restrictions, as the rulebook says.
 */
export function upgradeAllowed(s: ActionClixState, from: UnitState, into: UnitState): boolean {
  if (s.units.filter((u) => u.seat === from.seat).length < ROSTER.length) return true;
  const source = rosterOf(from.roster);
  const target = rosterOf(into.roster);
  if (target.kind === 'heavy' || source.upgradeOnly === 'none') return false;
  if (source.upgradeOnly === 'noble') return target.noble === true;
  return source.upgradeOnly !== 'faction' || target.faction === source.faction;
}

/** A unit of the seat's in reserves (`down`: one waiting to respawn, for the respawning unit itself). */
function reserveUnit(d: Draft, seat: Seat, id: string, down = false): Result<{ index: number; unit: UnitState }> {
  const index = d.indexOf(id);
  const unit = index >= 0 ? d.unit(index) : undefined;
  if (unit === undefined) return fail('actionclix/unknown-unit', { unit: id });
  if (unit.seat !== seat) return fail('actionclix/not-your-unit', { unit: id });
  if (down ? unit.status !== 'down' : !inReserves(d.s, unit)) return fail('actionclix/not-in-reserve', { unit: id });
  return { ok: true, value: { index, unit } };
}

/** Puts `into` in the place of the unit at `from` (same square, health matched), `from` back to reserves. */
function replace(d: Draft, from: number, into: number, grenades: number, upgrades: number): void {
  const old = d.unit(from);
  const click = matchedClick(old, rosterOf(d.unit(into).roster));
  d.patchUnit(from, { status: 'reserve', sq: -1, click: rosterOf(old.roster).start, grenades: 0, upgrades: 0 });
  d.patchUnit(into, { status: 'map', sq: old.sq, click, grenades, upgrades, downTurn: -1 });
  const t = d.turn();
  const given = t.acted[old.id];
  if (given !== undefined) d.patchTurn({ acted: { ...t.acted, [d.unit(into).id]: given } });
}

export function upgrade(d: Draft, seat: Seat, a: ActionOf<'upgrade'>): Result<void> {
  const closed = turnOpen(d.s);
  if (closed !== undefined) return { ok: false, error: closed };
  const found = ownUnitOnMap(d, seat, a.unit);
  if (!found.ok) return found;
  const { index, unit } = found.value;
  if (unit.upgrades <= 0) return fail('actionclix/no-upgrade-tokens', { unit: unit.id });
  if (a.spend < 1 || a.spend > unit.upgrades) return fail('actionclix/upgrade-spend', { min: 1, max: unit.upgrades });
  const target = reserveUnit(d, seat, a.into);
  if (!target.ok) return target;
  if (!upgradeAllowed(d.s, unit, target.value.unit)) return fail('actionclix/upgrade-restricted', { unit: unit.id, into: a.into });
  const budget = rosterOf(unit.roster).points + UPGRADE_POINTS * a.spend;
  const cost = rosterOf(target.value.unit.roster).points;
  if (cost > budget) return fail('actionclix/upgrade-too-expensive', { points: cost, budget });
  replace(d, index, target.value.index, unit.grenades, unit.upgrades - a.spend + target.value.unit.upgrades);
  if (d.turn().swapped.includes(unit.id)) d.patchTurn({ swapped: [...d.turn().swapped, a.into] });
  d.log?.push({ type: 'upgraded', seat, unit: unit.id, into: a.into, spent: a.spend, square: unit.sq });
  return DONE;
}

export function swap(d: Draft, seat: Seat, a: ActionOf<'swap'>): Result<void> {
  const closed = turnOpen(d.s);
  if (closed !== undefined) return { ok: false, error: closed };
  const found = ownUnitOnMap(d, seat, a.unit);
  if (!found.ok) return found;
  const { index, unit } = found.value;
  const t = d.turn();
  if ((t.acted[unit.id] ?? 0) > 0 || t.swapped.includes(unit.id)) return fail('actionclix/swap-after-action', { unit: unit.id });
  const target = reserveUnit(d, seat, a.into);
  if (!target.ok) return target;
  if (!rosterOf(unit.roster).swap.includes(target.value.unit.roster)) return fail('actionclix/not-swap-partner', { unit: unit.id, into: a.into });
  replace(d, index, target.value.index, 0, unit.upgrades + target.value.unit.upgrades);
  d.patchTurn({ swapped: [...d.turn().swapped, a.into] });
  d.log?.push({ type: 'swapped', seat, unit: unit.id, into: a.into, square: unit.sq });
  return DONE;
}

/** Why a unit may not respawn now on `spawn`, or undefined. */
export function respawnProblem(d: Battlemap, seat: Seat, down: UnitState, into: UnitState, spawn: number): Result<void> {
  if (down.downTurn >= d.s.turnNumber) return fail('actionclix/respawn-same-turn', { unit: down.id });
  const limit = rosterOf(down.roster).points;
  if (into.id !== down.id && rosterOf(into.roster).points > limit) return fail('actionclix/respawn-too-expensive', { points: rosterOf(into.roster).points, max: limit });
  const owner = spawnAt(d.s, spawn);
  if (owner === undefined || !ownsSpawn(d.s, seat, owner)) return fail('actionclix/not-your-spawn', { square: spawn });
  if (captured(d, owner, spawn) || (d.occ[spawn] ?? -1) >= 0) return fail('actionclix/spawn-captured', { square: spawn });
  if (!canLeave(d, into, spawn)) return fail('actionclix/respawn-boxed-in', { square: spawn });
  return DONE;
}

/**
 * Whether a unit entering on `spawn` can move off it. Spawn points lie 5+ squares apart, so a ground unit
 * can leave exactly when one step is open; a flyer may also hop over one ring of units.
 */
export function canLeave(b: Battlemap, into: UnitState, spawn: number): boolean {
  const way = wayOff(into);
  return search(b, [spawn], way.range, { seat: into.seat, firstTurn: false, flying: way.flying, self: -1 }).squares.length > 0;
}

/**
 * What `canLeave` depends on besides the spawn point and the battlemap: whether the entering unit flies, and
 * how far it looks (1, a flyer 2, never beyond its speed). `kind` numbers the pair (0-5) for memos.
 */
export function wayOff(into: UnitState): { readonly flying: boolean; readonly range: number; readonly kind: number } {
  const entering = { ...into, click: rosterOf(into.roster).start };
  const flying = has(entering, 'flight');
  const range = Math.max(0, Math.min(flying ? 2 : 1, stats(entering).speed));
  return { flying, range, kind: (flying ? 3 : 0) + range };
}

/** Units that may respawn in place of `down`: itself, or a unit in reserves (eliminated ones too) of equal or lower points. */
export function respawnChoices(b: Battlemap, down: UnitState): UnitState[] {
  const limit = rosterOf(down.roster).points;
  return b.s.units.filter((u) => u.id === down.id || (u.seat === down.seat && inReserves(b.s, u) && rosterOf(u.roster).points <= limit));
}

export function respawn(d: Draft, seat: Seat, a: ActionOf<'respawn'>): Result<void> {
  const closed = turnOpen(d.s);
  if (closed !== undefined) return { ok: false, error: closed };
  const max = actionsPerTurn(d, seat);
  if (d.turn().used >= max) return fail('actionclix/no-actions-left', { max });
  const down = reserveUnit(d, seat, a.unit, true);
  if (!down.ok) return down.error.code === 'actionclix/not-in-reserve' ? fail('actionclix/not-down', { unit: a.unit }) : down;
  const into = a.into === a.unit ? down : reserveUnit(d, seat, a.into);
  if (!into.ok) return into;
  const problem = respawnProblem(d, seat, down.value.unit, into.value.unit, a.spawn);
  if (!problem.ok) return problem;
  if (into.value.index !== down.value.index) d.patchUnit(down.value.index, { status: 'reserve' });
  const r = rosterOf(into.value.unit.roster);
  d.patchUnit(into.value.index, { status: 'map', sq: a.spawn, click: r.start, grenades: r.grenade ? 1 : 0, downTurn: -1 });
  d.giveAction(a.into);
  d.pushPending({ kind: 'respawned', unit: a.into });
  d.log?.push({ type: 'respawned', seat, unit: a.unit, into: a.into, square: a.spawn });
  return DONE;
}
