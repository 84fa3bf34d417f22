/**
 * Scarab test arenas: a play-phase state of the 'scarab' mode with units placed by hand on the
 * battlefield, on top or inside, the Scarab where the test wants it, and the dice the test needs.
 */
import { unwrap, type Seat } from '../../../core';
import { engine, sq } from '../../testing/arena';
import { ROSTER, rosterOf } from '../../roster';
import type { ActionClixState, UnitState } from '../../types';
import { INTERIOR_WIDTH } from '../interior';
import type { ScarabPlace, ScarabState } from '../types';

export interface ScarabPlaced {
  readonly seat: Seat;
  readonly roster: string;
  /** Battlefield (x, y), or interior (x, y) when inside; ignored on top. */
  readonly at?: readonly [number, number];
  readonly where?: 'map' | 'top' | 'inside';
  readonly click?: number;
  readonly grenades?: number;
}

export interface ScarabArenaSpec {
  readonly power?: 'normal' | 'heroic';
  readonly units?: readonly ScarabPlaced[];
  /** Whose turn (default the attacker, seat 0). */
  readonly seat?: Seat;
  readonly scarab?: Partial<ScarabState>;
  readonly kills?: readonly [number, number];
}

/** Seat 0 attacks (every roster unit, in reserve unless placed); seat 1 plays the Scarab with its default reinforcements. */
export function scarabArena(spec: ScarabArenaSpec = {}): ActionClixState {
  const power = spec.power ?? 'normal';
  const options = unwrap(engine.parseOptions({ mode: 'scarab', scarab: { power, scarabSeat: 1 } }, 2));
  const base = unwrap(engine.setup({ players: 2, options, seed: 'scarab-arena' }));
  const sc0 = base.scarab;
  if (sc0 === undefined) throw new Error('no Scarab');
  const placed = spec.units ?? [];
  const make = (seat: Seat, roster: string): UnitState => {
    const p = placed.find((x) => x.seat === seat && x.roster === roster);
    const r = rosterOf(roster);
    const common = { id: `${seat}-${roster}`, seat, roster, click: p?.click ?? r.start, grenades: p?.grenades ?? 0, upgrades: 0, downTurn: -1 };
    if (p === undefined) return { ...common, status: 'reserve', sq: -1 };
    const where = p.where ?? 'map';
    const [x, y] = p.at ?? [0, 0];
    if (where === 'map') return { ...common, status: 'map', sq: sq(x, y) };
    return { ...common, status: 'elsewhere', sq: where === 'top' ? -1 : y * INTERIOR_WIDTH + x };
  };
  const units = [...ROSTER.map((r) => make(0, r.id)), ...(options.forces[1] ?? []).map((id) => make(1, id))];
  const aboard = Object.fromEntries(placed.filter((p) => p.where === 'top' || p.where === 'inside').map((p) => [`${p.seat}-${p.roster}`, p.where as ScarabPlace]));
  const seat = spec.seat ?? 0;
  const scarab: ScarabState = { ...sc0, step: seat === 1 ? { kind: 'roll' } : null, aboard, ...spec.scarab };
  const [k0, k1] = spec.kills ?? [0, 0];
  return {
    ...base,
    order: [0, 1],
    seats: [
      { team: 0, kills: k0 },
      { team: 1, kills: k1 },
    ],
    spawns: [
      { seat: 0, sq: sq(0, 23) },
      { seat: 0, sq: sq(23, 23) },
    ],
    units,
    phase: { kind: 'play' },
    turn: { seat, used: 0, acted: {}, swapped: [], pending: [], deploy: false },
    turnNumber: 10,
    scarab,
  };
}

/** Interior square (x, y). */
export const isq = (x: number, y: number): number => y * INTERIOR_WIDTH + x;
