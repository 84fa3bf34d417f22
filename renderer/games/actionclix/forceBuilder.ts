/**
 * The launcher's option logic (pure, tested): defaults that start a first game in a few clicks, the
 * battlefield and team switches, and the force builder's edits; reserves follow the force (every roster
 * unit outside it). The engine's force validation judges every force.
 */
import {
  actionclixEngine,
  DEFAULT_FORCES,
  DEFAULT_TILES,
  forcePoints,
  forceProblems,
  ROSTER,
  type ActionClixOptions,
  type BattlefieldKind,
  type Faction,
  type TeamOption,
} from '../../../engines/actionclix';
import type { GameError } from '../../../engines/core';

/** The faction of each seat's default force (the engine's own defaults). */
export const SEAT_FACTIONS: readonly Faction[] = ['unsc', 'covenant', 'flood', 'unsc', 'covenant'];

function reservesFor(force: readonly string[]): string[] {
  return ROSTER.map((u) => u.id).filter((id) => !force.includes(id));
}

export function defaultOptions(players: number): ActionClixOptions {
  const forces = SEAT_FACTIONS.slice(0, players).map((f) => [...DEFAULT_FORCES[f]]);
  const parsed = actionclixEngine.parseOptions({ forces }, players);
  if (!parsed.ok) throw new Error(`default ActionClix options refused: ${parsed.error.code}`);
  return parsed.value;
}

export function withBattlefield(o: ActionClixOptions, battlefield: BattlefieldKind): ActionClixOptions {
  return { ...o, battlefield, tiles: [...DEFAULT_TILES[battlefield]] };
}

export function withTeams(o: ActionClixOptions, teams: TeamOption): ActionClixOptions {
  return { ...o, teams, sharedSpawns: teams === 'pairs' ? o.sharedSpawns : false };
}

export function withForce(o: ActionClixOptions, seat: number, force: readonly string[]): ActionClixOptions {
  return {
    ...o,
    forces: o.forces.map((f, i) => (i === seat ? [...force] : f)),
    reserves: o.reserves.map((r, i) => (i === seat ? reservesFor(force) : r)),
  };
}

export function addUnit(o: ActionClixOptions, seat: number, id: string): ActionClixOptions {
  const force = o.forces[seat] ?? [];
  return force.includes(id) ? o : withForce(o, seat, [...force, id]);
}

export function removeUnit(o: ActionClixOptions, seat: number, id: string): ActionClixOptions {
  return withForce(o, seat, (o.forces[seat] ?? []).filter((u) => u !== id));
}

export function defaultForce(o: ActionClixOptions, seat: number, faction: Faction): ActionClixOptions {
  return withForce(o, seat, DEFAULT_FORCES[faction]);
}

export interface ForceSummary {
  readonly points: number;
  readonly problems: readonly GameError[];
}

export function summary(o: ActionClixOptions, seat: number): ForceSummary {
  const force = o.forces[seat] ?? [];
  return { points: forcePoints(force), problems: forceProblems(force, o.limits) };
}

/** Roster units a seat may still add (not in the force and within the per-unit limit). */
export function addable(o: ActionClixOptions, seat: number): string[] {
  const force = o.forces[seat] ?? [];
  return ROSTER.filter((u) => !force.includes(u.id) && u.points <= o.limits.maxUnitPoints).map((u) => u.id);
}

/** Points the seat may still spend under the limit (negative: over it). */
export function pointsLeft(o: ActionClixOptions, seat: number): number {
  return o.limits.maxPoints - forcePoints(o.forces[seat] ?? []);
}

/** How far adding a unit would take the force over its points (0: it fits), told beside the choice before it is made. */
export function overBy(o: ActionClixOptions, seat: number, id: string): number {
  return Math.max(0, forcePoints([id]) - Math.max(0, pointsLeft(o, seat)));
}
