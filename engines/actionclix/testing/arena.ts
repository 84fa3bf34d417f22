/**
 * Test arenas: a game in its play phase with units placed by hand on the real battlefield, spawn
 * points where the test wants them, and the dice the test needs (found by searching seeds, so the dice
 * still come from the engine's own generator).
 */
import { Random, seedRng, unwrap, type RngState, type Seat } from '../../core';
import { battlemapOf, type Battlemap } from '../battlemap';
import { actionclixEngine as engine } from '../engine';
import { modeOf } from '../modes';
import { ROSTER, rosterOf } from '../roster';
import type { ActionClixAction, ActionClixState, UnitState } from '../types';
import type { UnitView } from '../view';

export { engine };

export const W = 24;
export const sq = (x: number, y: number, width = W): number => y * width + x;

export interface Placed {
  readonly seat: Seat;
  readonly roster: string;
  readonly at: readonly [number, number];
  readonly click?: number;
  readonly grenades?: number;
  readonly upgrades?: number;
}

export interface ArenaSpec {
  readonly players?: number;
  readonly options?: Record<string, unknown>;
  readonly units: readonly Placed[];
  readonly spawns?: readonly { readonly seat: Seat; readonly at: readonly [number, number] }[];
  readonly seat?: Seat;
  readonly turnNumber?: number;
  /** Down (eliminated) units: eliminated in turn `downTurn`. */
  readonly down?: readonly { readonly seat: Seat; readonly roster: string; readonly downTurn: number; readonly upgrades?: number }[];
}

function unit(seat: Seat, roster: string, status: UnitState['status'], sqr: number, extra: Partial<UnitState> = {}): UnitState {
  return { id: `${seat}-${roster}`, seat, roster, status, sq: sqr, click: rosterOf(roster).start, grenades: 0, upgrades: 0, downTurn: -1, ...extra };
}

/** A play-phase state (not a deployment turn) with exactly the given units on the battlefield. */
export function arena(spec: ArenaSpec): ActionClixState {
  const players = spec.players ?? 2;
  const options = unwrap(engine.parseOptions(spec.options ?? {}, players));
  const base = unwrap(engine.setup({ players, options, seed: 'arena' }));
  const width = options.battlefield === 'quick' ? 24 : 24;
  const units: UnitState[] = [];
  for (let seat = 0; seat < players; seat++) {
    for (const r of ROSTER) {
      const placed = spec.units.find((p) => p.seat === seat && p.roster === r.id);
      const down = spec.down?.find((p) => p.seat === seat && p.roster === r.id);
      if (placed !== undefined) {
        const extra: Partial<UnitState> = { grenades: placed.grenades ?? 0, upgrades: placed.upgrades ?? 0 };
        units.push(unit(seat, r.id, 'map', sq(placed.at[0], placed.at[1], width), placed.click === undefined ? extra : { ...extra, click: placed.click }));
      } else if (down !== undefined) units.push(unit(seat, r.id, 'down', -1, { downTurn: down.downTurn, upgrades: down.upgrades ?? 0 }));
      else units.push(unit(seat, r.id, 'reserve', -1));
    }
  }
  const spawns = (spec.spawns ?? [{ seat: 0, at: [0, 23] }, { seat: 1, at: [23, 0] }]).map((s) => ({ seat: s.seat, sq: sq(s.at[0], s.at[1], width) }));
  const seat = spec.seat ?? 0;
  return {
    ...base,
    order: Array.from({ length: players }, (_, i) => i),
    spawns,
    units,
    phase: { kind: 'play' },
    turn: { seat, used: 0, acted: {}, swapped: [], pending: [], deploy: false },
    turnNumber: spec.turnNumber ?? 10,
  };
}

/** A generator state whose next dice (d6) are exactly `dice`. */
export function rngRolling(dice: readonly number[]): RngState {
  for (let k = 0; k < 1_000_000; k++) {
    const state = seedRng(`dice-${k}`);
    const r = new Random(state);
    if (dice.every((d) => r.die(6) === d)) return state;
  }
  throw new Error(`no seed rolls ${dice.join(',')}`);
}

export function withDice(s: ActionClixState, dice: readonly number[]): ActionClixState {
  return { ...s, rng: rngRolling(dice) };
}

/** Applies actions for the active seat; throws with the code on a refusal. */
export function play(s: ActionClixState, ...actions: ActionClixAction[]): { state: ActionClixState; events: { type: string; [k: string]: unknown }[] } {
  let state = s;
  const events: { type: string; [k: string]: unknown }[] = [];
  for (const a of actions) {
    const seat = engine.activePlayers(state)[0] ?? 0;
    const r = engine.apply(state, seat, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code} ${JSON.stringify(r.error.params ?? {})}`);
    state = r.value.state;
    events.push(...(r.value.events as { type: string }[]));
  }
  return { state, events };
}

/** The error code an action gets. */
export function refusal(s: ActionClixState, a: ActionClixAction, seat?: Seat): string {
  const r = engine.apply(s, seat ?? engine.activePlayers(s)[0] ?? 0, a);
  return r.ok ? 'accepted' : r.error.code;
}

/** A unit as the view shows it (a unit aboard the Scarab shows 'top' or 'inside' as its status). */
export function unitOf(s: ActionClixState, id: string): UnitView {
  const u = engine.view(s, null).units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no unit ${id}`);
  return u;
}

/** The state's battlefield Battlemap under its own mode. */
export function battlemapFor(s: ActionClixState): Battlemap {
  return battlemapOf(s, modeOf(s));
}
