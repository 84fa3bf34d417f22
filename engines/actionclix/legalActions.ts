/**
 * Legal actions for a seat. Every action that carries a square or a target is listed once per choice, so
 * a board can highlight exactly the reachable squares and the targets in line of fire. The upgrade's
 * token count is listed as its smallest and largest legal amount (engine interface).
 */
import type { Seat } from '../core';
import { boardOf, ownsSpawn, type Board } from './board';
import { stats } from './dials';
import { rulesFor, search, unitReach } from './movement';
import { actionLimit, grenadeSquares, shotTargets } from './orders';
import { canLeave, respawnChoices, respawnProblem, UPGRADE_POINTS } from './reserves';
import { rosterOf } from './roster';
import { spawnProblem, spawnSeat } from './setup';
import { ACTIONS_PER_TURN } from './turn';
import type { ActionClixAction, ActionClixState, Pending, UnitState } from './types';

const END_TURN: ActionClixAction = Object.freeze({ type: 'endTurn' });
const PASS: ActionClixAction = Object.freeze({ type: 'pass' });

function spawnActions(s: ActionClixState): ActionClixAction[] {
  const out: ActionClixAction[] = [];
  const geo = boardOf(s).geo;
  for (let sq = 0; sq < geo.width * geo.height; sq++) if (spawnProblem(s, sq) === undefined) out.push({ type: 'placeSpawn', square: sq });
  return out;
}

function deployActions(b: Board, seat: Seat): ActionClixAction[] {
  const entries = b.s.spawns.filter((sp) => ownsSpawn(b.s, seat, sp.seat) && (b.occ[sp.sq] ?? -1) < 0).map((sp) => sp.sq);
  const out: ActionClixAction[] = [];
  for (const u of b.s.units) {
    if (u.seat !== seat || u.status !== 'force') continue;
    for (const to of search(b, entries, stats(u).speed, rulesFor(u, true, true)).squares) out.push({ type: 'deploy', unit: u.id, to });
  }
  return out.length > 0 ? out : [END_TURN];
}

function attacksOf(b: Board, u: UnitState, out: ActionClixAction[], withCover: boolean): void {
  for (const t of shotTargets(b, u)) {
    out.push({ type: 'attack', unit: u.id, target: t.id });
    if (withCover) out.push({ type: 'attackCover', unit: u.id, target: t.id });
  }
  for (const square of grenadeSquares(b, u)) {
    out.push({ type: 'grenade', unit: u.id, square });
    if (withCover) out.push({ type: 'grenadeCover', unit: u.id, square });
  }
}

function movesOf(b: Board, u: UnitState, out: ActionClixAction[]): void {
  for (const to of unitReach(b, u).squares) {
    out.push({ type: 'move', unit: u.id, to });
    out.push({ type: 'moveAttack', unit: u.id, to });
  }
}

function pendingActions(b: Board, p: Pending): ActionClixAction[] {
  if (p.kind === 'knockback') return p.choices.map((to) => ({ type: 'knockback', to }));
  const u = b.s.units[b.index.get(p.unit) ?? -1];
  if (u === undefined) return [];
  const out: ActionClixAction[] = [];
  if (p.kind === 'respawned') movesOf(b, u, out);
  else if (p.kind === 'strike') attacksOf(b, u, out, false);
  else for (const to of search(b, [u.sq], 1, rulesFor(u, false, false)).squares) out.push({ type: 'cover', unit: u.id, to });
  if (p.kind !== 'respawned') out.push(PASS);
  return out;
}

function respawnActions(b: Board, seat: Seat, out: ActionClixAction[]): void {
  const spawns = b.s.spawns.filter((sp) => ownsSpawn(b.s, seat, sp.seat) && (b.occ[sp.sq] ?? -1) < 0);
  for (const down of b.s.units) {
    if (down.seat !== seat || down.status !== 'down' || down.downTurn >= b.s.turnNumber) continue;
    for (const into of respawnChoices(b, down)) {
      for (const sp of spawns) {
        if (canLeave(b, into, sp.sq) && respawnProblem(b, seat, down, into, sp.sq).ok) out.push({ type: 'respawn', unit: down.id, into: into.id, spawn: sp.sq });
      }
    }
  }
}

function freeActions(b: Board, u: UnitState, reserves: readonly UnitState[], out: ActionClixAction[]): void {
  const t = b.s.turn;
  const r = rosterOf(u.roster);
  if (u.upgrades > 0) {
    for (const into of reserves) {
      const cost = rosterOf(into.roster).points;
      const min = Math.max(1, Math.ceil((cost - r.points) / UPGRADE_POINTS));
      if (min > u.upgrades) continue;
      out.push({ type: 'upgrade', unit: u.id, into: into.id, spend: min });
      if (u.upgrades > min) out.push({ type: 'upgrade', unit: u.id, into: into.id, spend: u.upgrades });
    }
  }
  if (t !== null && (t.acted[u.id] ?? 0) === 0 && !t.swapped.includes(u.id)) {
    for (const into of reserves) if (r.swap.includes(into.roster)) out.push({ type: 'swap', unit: u.id, into: into.id });
  }
}

function turnActions(b: Board, seat: Seat): ActionClixAction[] {
  const t = b.s.turn;
  if (t === null) return [];
  const out: ActionClixAction[] = [];
  const open = t.used < ACTIONS_PER_TURN;
  const reserves = b.s.units.filter((x) => x.seat === seat && x.status === 'reserve');
  for (const u of b.s.units) {
    if (u.seat !== seat || u.status !== 'map') continue;
    if (open && !t.swapped.includes(u.id) && (t.acted[u.id] ?? 0) < actionLimit(u)) {
      movesOf(b, u, out);
      attacksOf(b, u, out, true);
    }
    freeActions(b, u, reserves, out);
  }
  if (open) respawnActions(b, seat, out);
  out.push(END_TURN);
  return out;
}

export function legalActions(s: ActionClixState, seat: Seat): ActionClixAction[] {
  if (s.outcome !== null) return [];
  if (s.phase.kind === 'spawns') return spawnSeat(s) === seat ? spawnActions(s) : [];
  const t = s.turn;
  if (s.phase.kind !== 'play' || t === null || t.seat !== seat) return [];
  const b = boardOf(s);
  if (t.deploy) return deployActions(b, seat);
  const p = t.pending[0];
  if (p !== undefined) return pendingActions(b, p);
  return turnActions(b, seat);
}
