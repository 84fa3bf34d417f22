/**
 * The basic game's legal actions in play (after deployment): the turn's unit actions, free actions and
 * respawns, or the answers to a pending choice. Every action that carries a square or a target is listed
 * once per choice, so a renderer can highlight exactly the reachable squares and the targets in line of
 * fire. The upgrade's token count is listed as its smallest and largest legal amount (engine interface).
 */
import type { Seat } from '../core';
import { openSink, type ActionSink } from './actionSink';
import { mapUnits, ownsSpawn, type Battlemap } from './battlemap';
import { CACHES, pairsFor } from './caches';
import { hasSpecialAttack } from './dials';
import { rulesFor, search, unitReach } from './movement';
import { actionLimit, grenadeSquares, shotTargets } from './orders';
import { canLeave, inReserves, respawnChoices, UPGRADE_POINTS, upgradeAllowed, wayOff } from './reserves';
import { emplaced, rosterOf } from './roster';
import { actionsPerTurn } from './turn';
import type { ActionClixAction, Pending, Spawn, UnitState } from './types';

export const END_TURN: ActionClixAction = Object.freeze({ type: 'endTurn' });
const PASS: ActionClixAction = Object.freeze({ type: 'pass' });

/**
 * Move, attack and grenade actions are shared, frozen objects per unit id and square (or target), kept in
 * `CACHES` (caches.ts): listing them is the bulk of the work and they never change (at most 108 unit ids
 * × 576 squares per kind).
 */
export function cachedByTarget(unit: string): Map<string, readonly [ActionClixAction, ActionClixAction]> {
  let m = CACHES.shots.get(unit);
  if (m === undefined) {
    m = new Map();
    CACHES.shots.set(unit, m);
  }
  return m;
}

/** The special-ability attacks at one target (abilityAttacks.ts), cached beside the shots under `special|<target>`. */
function specialsOf(shots: Map<string, readonly [ActionClixAction, ActionClixAction]>, unit: string, target: string, out: ActionSink, withCover: boolean): void {
  const key = `special|${target}`;
  let pair = shots.get(key);
  if (pair === undefined) {
    pair = [Object.freeze({ type: 'special', unit, target }), Object.freeze({ type: 'specialCover', unit, target })];
    shots.set(key, pair);
  }
  out.push(pair[0]);
  if (withCover) out.push(pair[1]);
}

export function attacksOf(b: Battlemap, u: UnitState, out: ActionSink, withCover: boolean): void {
  const shots = cachedByTarget(u.id);
  const special = hasSpecialAttack(u);
  for (const t of shotTargets(b, u)) {
    let pair = shots.get(t.id);
    if (pair === undefined) {
      pair = [Object.freeze({ type: 'attack', unit: u.id, target: t.id }), Object.freeze({ type: 'attackCover', unit: u.id, target: t.id })];
      shots.set(t.id, pair);
    }
    out.push(pair[0]);
    if (withCover) out.push(pair[1]);
    if (special) specialsOf(shots, u.id, t.id, out, withCover);
  }
  const grenades = grenadeSquares(b, u);
  if (grenades.length === 0) return;
  const pairs = pairsFor(CACHES.grenadePairs, u.id, b.geo.width * b.geo.height);
  for (const square of grenades) {
    let g = pairs[2 * square];
    let c = pairs[2 * square + 1];
    if (g === undefined || c === undefined) {
      g = Object.freeze({ type: 'grenade', unit: u.id, square });
      c = Object.freeze({ type: 'grenadeCover', unit: u.id, square });
      pairs[2 * square] = g;
      pairs[2 * square + 1] = c;
    }
    out.push(g);
    if (withCover) out.push(c);
  }
}

export function movesOf(b: Battlemap, u: UnitState, out: ActionSink): void {
  const heavy = emplaced(u.roster);
  const pairs = pairsFor(CACHES.movePairs, u.id, b.geo.width * b.geo.height);
  const reach = unitReach(b, u).squares;
  for (let k = 0; k < reach.length; k++) {
    const to = reach[k] ?? 0;
    if (pairs[2 * to] === undefined) {
      pairs[2 * to] = Object.freeze({ type: 'move', unit: u.id, to });
      pairs[2 * to + 1] = Object.freeze({ type: 'moveAttack', unit: u.id, to });
    }
  }
  out.pushSquares(pairs, reach, !heavy);
}

export function pendingActions(b: Battlemap, p: Pending): ActionClixAction[] {
  if (p.kind === 'knockback') {
    const choices: ActionClixAction[] = p.choices.map((to) => ({ type: 'knockback', to }));
    return p.optional === true ? [...choices, PASS] : choices;
  }
  const u = b.s.units[b.index.get(p.unit) ?? -1];
  if (u === undefined) return [];
  const out = openSink();
  if (p.kind === 'respawned') movesOf(b, u, out);
  else if (p.kind === 'strike') attacksOf(b, u, out, false);
  else for (const to of search(b, [u.sq], 1, rulesFor(u, false, false)).squares) out.push({ type: 'cover', unit: u.id, to });
  if (p.kind !== 'respawned') out.push(PASS);
  return out.take();
}

/** Respawns: each eliminated unit (from the turn after) as itself or a cheaper reserve, on each free own spawn point it can leave. */
function respawnActions(b: Battlemap, seat: Seat, out: ActionSink): void {
  if (!b.s.units.some((u) => u.seat === seat && u.status === 'down' && u.downTurn < b.s.turnNumber)) return;
  const spawns = b.s.spawns.filter((sp) => ownsSpawn(b.s, seat, sp.seat) && (b.occ[sp.sq] ?? -1) < 0);
  if (spawns.length === 0) return;
  // Whether a unit can leave each free spawn point, by spawn and `wayOff` kind: 1 yes, 2 no, 0 not asked yet.
  const leave = new Uint8Array(spawns.length * 6);
  for (const down of b.s.units) {
    if (down.seat !== seat || down.status !== 'down' || down.downTurn >= b.s.turnNumber) continue;
    for (const into of respawnChoices(b, down)) {
      const kind = wayOff(into).kind;
      for (let k = 0; k < spawns.length; k++) {
        const sq = (spawns[k] as Spawn).sq;
        const slot = k * 6 + kind;
        if (leave[slot] === 0) leave[slot] = canLeave(b, into, sq) ? 1 : 2;
        if (leave[slot] === 1) out.push({ type: 'respawn', unit: down.id, into: into.id, spawn: sq });
      }
    }
  }
}

/** The unit ids of a unit's weapon-swap partners (the same seat), made once per unit id. */
function swapIds(u: UnitState, swap: readonly string[]): readonly string[] {
  let ids = CACHES.swapIds.get(u.id);
  if (ids === undefined) {
    ids = swap.map((partner) => `${u.seat}-${partner}`);
    CACHES.swapIds.set(u.id, ids);
  }
  return ids;
}

function freeActions(b: Battlemap, u: UnitState, out: ActionSink): void {
  const t = b.s.turn;
  const r = rosterOf(u.roster);
  if (u.upgrades > 0) {
    const reserves = b.s.units.filter((x) => x.seat === u.seat && inReserves(b.s, x) && upgradeAllowed(b.s, u, x));
    for (const into of reserves) {
      const cost = rosterOf(into.roster).points;
      const min = Math.max(1, Math.ceil((cost - r.points) / UPGRADE_POINTS));
      if (min > u.upgrades) continue;
      out.push({ type: 'upgrade', unit: u.id, into: into.id, spend: min });
      if (u.upgrades > min) out.push({ type: 'upgrade', unit: u.id, into: into.id, spend: u.upgrades });
    }
  }
  if (r.swap.length > 0 && t !== null && (t.acted[u.id] ?? 0) === 0 && !t.swapped.includes(u.id)) {
    for (const partner of swapIds(u, r.swap)) {
      const into = b.s.units[b.index.get(partner) ?? -1];
      if (into !== undefined && inReserves(b.s, into)) out.push({ type: 'swap', unit: u.id, into: into.id });
    }
  }
}

/** The turn's unit, free and respawn actions (without `endTurn`) into `out`. */
export function turnActionsInto(b: Battlemap, seat: Seat, out: ActionSink): void {
  const t = b.s.turn;
  if (t === null) return;
  const open = t.used < actionsPerTurn(b, seat);
  for (const u of mapUnits(b.s)) {
    if (u.seat !== seat) continue;
    if (open && !t.swapped.includes(u.id) && (t.acted[u.id] ?? 0) < actionLimit(u)) {
      movesOf(b, u, out);
      attacksOf(b, u, out, !emplaced(u.roster));
    }
    freeActions(b, u, out);
  }
  if (open) respawnActions(b, seat, out);
}

export function turnActions(b: Battlemap, seat: Seat): ActionClixAction[] {
  if (b.s.turn === null) return [];
  const out = openSink();
  turnActionsInto(b, seat, out);
  out.push(END_TURN);
  return out.take();
}

/** The basic game's listing in play: the pending choice's answers, or the turn's actions. */
export function basicLegalActions(b: Battlemap, seat: Seat): ActionClixAction[] {
  const p = b.s.turn?.pending[0];
  return p !== undefined ? pendingActions(b, p) : turnActions(b, seat);
}
