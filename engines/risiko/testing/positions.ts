/**
 * Test helpers: start games on the small test battlefields and arrange exact positions (the state is plain
 * data, so a test writes the position it needs and then plays actions through the engine).
 */
import { Random, seedRng, unwrap, type Applied, type GameEvent, type RngState, type Seat } from '../../core';
import { createRisikoEngine } from '../engine';
import { graphFor, type TerritoryGraph } from '../territoryGraph';
import type { BattlefieldId } from '../maps/types';
import { NEUTRAL, type Phase, type RisikoAction, type RisikoState, type SeatState, type TurnState } from '../types';
import { TEST_SOURCE } from './battlefields';

export const engine = createRisikoEngine(TEST_SOURCE);

export function graph(id: BattlefieldId): TerritoryGraph {
  return graphFor(TEST_SOURCE, id);
}

export function start(players: number, options: Record<string, unknown> = {}, seed = 'test'): RisikoState {
  const parsed = unwrap(engine.parseOptions(options, players));
  return unwrap(engine.setup({ players, options: parsed, seed }));
}

/** Owner (seat, or 'n' for the neutral Flood) and units per territory id. */
export type Layout = Readonly<Record<string, readonly [Seat | 'n', number]>>;

/**
 * Rewrites the position: listed territories as given, all others to `rest`. Heroes are taken off the board
 * unless listed in `heroes`; bases stay unless listed in `bases`.
 */
export function arrange(
  s: RisikoState,
  layout: Layout,
  rest: readonly [Seat | 'n', number] = [0, 1],
  heroes: Readonly<Record<number, string>> = {},
  bases?: Readonly<Record<number, string>>,
): RisikoState {
  const g = graph(s.options.battlefield);
  const owner = g.ids.map((id) => {
    const o = (layout[id] ?? rest)[0];
    return o === 'n' ? NEUTRAL : o;
  });
  const units = g.ids.map((id) => (layout[id] ?? rest)[1]);
  const at = (id: string): number => {
    const i = g.index.get(id);
    if (i === undefined) throw new Error(`unknown test territory ${id}`);
    return i;
  };
  const seats = s.seats.map((st, seat) => ({
    ...st,
    hero: heroes[seat] === undefined ? -1 : at(heroes[seat]),
    heroFallen: false,
    base: bases === undefined ? st.base : bases[seat] === undefined ? -1 : at(bases[seat]),
  }));
  return { ...s, owner, units, seats };
}

export function patchSeat(s: RisikoState, seat: Seat, patch: Partial<SeatState>): RisikoState {
  return { ...s, seats: s.seats.map((st, i) => (i === seat ? { ...st, ...patch } : st)) };
}

export function freshTurn(s: RisikoState, seat: Seat, patch: Partial<TurnState> = {}): TurnState {
  return {
    seat, conquests: 0, conqueredFrom: new Array<number>(s.players + 1).fill(0), halves: 0, heroConquests: 0, eliminations: 0,
    objectiveDone: false, transferUsed: false, attacked: false, startMet: [], ...patch,
  };
}

/** Puts the game into `phase` of `seat`'s turn. */
export function inPhase(s: RisikoState, seat: Seat, phase: Phase, turn: Partial<TurnState> = {}): RisikoState {
  return { ...s, phase, turn: freshTurn(s, seat, turn), outcome: null };
}

export const ATTACK: Extract<Phase, { kind: 'attack' }> = { kind: 'attack', battle: null, transfer: null };
export const FORTIFY: Extract<Phase, { kind: 'fortify' }> = { kind: 'fortify', objectiveOpen: true, maneuvered: false };

export function reinforcing(left: number): Extract<Phase, { kind: 'reinforce' }> {
  return { kind: 'reinforce', left, placed: false, traded: false };
}

/** Applies an action that must be legal. */
export function play(s: RisikoState, seat: Seat, action: RisikoAction): Applied<RisikoState> {
  const r = engine.apply(s, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code} ${JSON.stringify(r.error.params ?? {})}`);
  return r.value;
}

export function refused(s: RisikoState, seat: Seat, action: RisikoAction): string {
  const r = engine.apply(s, seat, action);
  return r.ok ? 'accepted' : r.error.code;
}

export function units(s: RisikoState, id: string): number {
  return s.units[graph(s.options.battlefield).index.get(id) ?? -1] ?? -1;
}

export function owner(s: RisikoState, id: string): number {
  return s.owner[graph(s.options.battlefield).index.get(id) ?? -1] ?? -99;
}

export function eventsOf(applied: Applied<RisikoState>, type: string): GameEvent[] {
  return applied.events.filter((e) => e.type === type);
}

const rigCache = new Map<string, RngState>();

/** Replaces the RNG with one whose next d6 rolls are exactly `dice` (found by search over seeds). */
export function rig(s: RisikoState, dice: readonly number[]): RisikoState {
  const key = dice.join(',');
  let found = rigCache.get(key);
  for (let i = 0; found === undefined && i < 5_000_000; i++) {
    const state = seedRng(`rig-${i}`);
    const r = new Random(state);
    if (dice.every((d) => r.die() === d)) found = state;
  }
  if (found === undefined) throw new Error(`no seed rolls ${key}`);
  rigCache.set(key, found);
  return { ...s, rng: found };
}

