/**
 * Setup (rulebook "Setup"): every seat rolls 2d6 and the highest roll goes first (only the tied seats
 * roll again); turn order then follows the seats clockwise. Spawn points are placed one at a time in turn
 * order until each seat has its share, each 5 or more squares from every other spawn point.
 */
import { Random, seedRng, type Seat } from '../core';
import { boardOf } from './board';
import { DONE, fail } from './errors';
import type { Draft } from './draft';
import { distance } from './grid';
import { rosterOf } from './roster';
import { scarabSetup, scarabSpawnProblem, spawnsNeeded } from './scarab/setup';
import { attackerSeat } from './scarab/rules';
import { startTurn } from './turn';
import type { ActionClixOptions, ActionClixState, UnitState } from './types';

export const SPAWN_SPACING = 5;

type Rolls = (readonly [number, number] | null)[][];

/** Roll-off rounds and the winner. */
export function rollOff(random: Random, players: number): { rounds: Rolls; winner: Seat } {
  const rounds: Rolls = [];
  let contenders = Array.from({ length: players }, (_, i) => i);
  for (;;) {
    const round: (readonly [number, number] | null)[] = Array.from({ length: players }, () => null);
    for (const seat of contenders) round[seat] = [random.die(6), random.die(6)];
    rounds.push(round);
    const total = (seat: Seat): number => (round[seat]?.[0] ?? 0) + (round[seat]?.[1] ?? 0);
    const best = Math.max(...contenders.map(total));
    contenders = contenders.filter((seat) => total(seat) === best);
    if (contenders.length === 1) return { rounds, winner: contenders[0] ?? 0 };
  }
}

function unitsFor(options: ActionClixOptions, players: number): UnitState[] {
  const out: UnitState[] = [];
  for (let seat = 0; seat < players; seat++) {
    const add = (roster: string, status: 'force' | 'reserve'): void => {
      out.push({ id: `${seat}-${roster}`, seat, roster, status, sq: -1, click: rosterOf(roster).start, grenades: 0, upgrades: 0, downTurn: -1 });
    };
    for (const id of options.forces[seat] ?? []) add(id, 'force');
    for (const id of options.reserves[seat] ?? []) add(id, 'reserve');
  }
  return out;
}

export function initialState(options: ActionClixOptions, players: number, seed: string): ActionClixState {
  const random = new Random(seedRng(seed));
  const { rounds, winner } = rollOff(random, players);
  const order = Array.from({ length: players }, (_, k) => (winner + k) % players);
  return scarabSetup({
    options,
    players,
    rng: random.state,
    order,
    startRolls: rounds,
    seats: Array.from({ length: players }, (_, seat) => ({ team: options.teams === 'pairs' ? seat % 2 : seat, kills: 0 })),
    spawns: [],
    units: unitsFor(options, players),
    phase: { kind: 'spawns' },
    turn: null,
    turnNumber: 0,
    outcome: null,
  });
}

/** The seat whose spawn point is placed next. */
export function spawnSeat(s: ActionClixState): Seat {
  if (s.scarab !== undefined) return attackerSeat(s.scarab);
  return s.order[s.spawns.length % s.players] ?? 0;
}

/** Whether a spawn point may go on `sq` (open square, 5+ squares from every other spawn point). */
export function spawnProblem(s: ActionClixState, sq: number): ReturnType<typeof fail> | undefined {
  const geo = boardOf(s).geo;
  if (!Number.isInteger(sq) || sq < 0 || sq >= geo.width * geo.height) return fail('actionclix/off-map', { square: sq });
  if (geo.blocked[sq] === 1) return fail('actionclix/square-blocked', { square: sq });
  if (s.spawns.some((sp) => distance(geo, sp.sq, sq) < SPAWN_SPACING)) return fail('actionclix/spawn-too-close', { min: SPAWN_SPACING });
  const scarab = scarabSpawnProblem(s, sq);
  return scarab === undefined ? undefined : { ok: false, error: scarab };
}

export function placeSpawn(d: Draft, seat: Seat, sq: number): ReturnType<typeof fail> | typeof DONE {
  if (d.s.phase.kind !== 'spawns') return fail('actionclix/wrong-phase');
  const problem = spawnProblem(d.s, sq);
  if (problem !== undefined) return problem;
  d.s.spawns = [...d.s.spawns, { seat, sq }];
  d.log?.push({ type: 'spawnPlaced', seat, square: sq });
  if (d.s.spawns.length >= spawnsNeeded(d.s)) {
    d.s.phase = { kind: 'play' };
    startTurn(d, d.s.order[0] ?? 0);
  }
  return DONE;
}
