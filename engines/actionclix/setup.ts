/**
 * Setup (rulebook "Setup"): every seat rolls 2d6 and the highest roll goes first (only the tied seats
 * roll again); turn order then follows the seats clockwise. Spawn points are placed one at a time in turn
 * order until each seat has its share, each 5 or more squares from every other spawn point.
 */
import { ok, Random, seedRng, type Result, type Seat } from '../core';
import { fail } from './errors';
import { modeOf, modeRules } from './modes';
import { rosterOf } from './roster';
import { openSpawnSquares, spawnsLeftOut } from './spawns';
import type { ActionClixOptions, ActionClixState, UnitState } from './types';

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
    // One seat left wins; none (no players at all, which parseOptions refuses) ends the roll-off too.
    if (contenders.length <= 1) return { rounds, winner: contenders[0] ?? 0 };
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
  return modeRules(options.mode).setup({
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

/** The seat whose spawn point is placed next (the mode's rule). */
export function spawnSeat(s: ActionClixState): Seat {
  return modeOf(s).spawnSeat(s);
}

/**
 * A new game, or `spawns-do-not-fit` when the battlefield has no room for every seat's spawn points (say
 * 4 players with 4 each on the quick battlefield): refused before anyone could be left without a square.
 */
export function startGame(options: ActionClixOptions, players: number, seed: string): Result<ActionClixState> {
  const s = initialState(options, players, seed);
  const mode = modeOf(s);
  const left = spawnsLeftOut(s, mode, openSpawnSquares(s, mode), -1);
  return left > 0 ? fail('actionclix/spawns-do-not-fit', { needed: mode.spawnsNeeded(s), left }) : ok(s);
}
