/**
 * What a seat sees. ActionClix has no hidden information: everyone sees the whole state except the
 * generator, plus what the UI needs at hand (battlefield size, each unit's stat slot, captured spawns).
 */
import type { Seat } from '../core';
import { battlemapOf, captured } from './battlemap';
import { clickOf } from './dials';
import type { GameMode } from './mode';
import { modeOf } from './modes';
import { MODE_STATE_KEYS, type ModePlace, type ModeStates, type ModeViews } from './modes/vocabulary';
import { teamKills } from './turn';
import type { AbilityId, ActionClixState, UnitState, UnitStatus } from './types';

/**
 * A unit as the view shows it: a unit 'elsewhere' shows where its mode keeps it instead (the Scarab
 * scenario: 'top', or 'inside' with `sq` an interior square).
 */
export interface UnitView extends Omit<UnitState, 'status'> {
  readonly status: Exclude<UnitStatus, 'elsewhere'> | ModePlace;
  readonly speed: number;
  readonly attack: number;
  readonly defense: number;
  readonly damage: number;
  readonly abilities: readonly AbilityId[];
}

export interface ActionClixView extends Omit<ActionClixState, 'rng' | 'units' | keyof ModeStates>, ModeViews {
  readonly width: number;
  readonly height: number;
  readonly units: readonly UnitView[];
  /** For each spawn point (same order as `spawns`): whether an enemy of its owner stands on it. */
  readonly captured: readonly boolean[];
  readonly teamKills: readonly number[];
  readonly viewer: Seat | null;
}

function unitView(s: ActionClixState, mode: GameMode, u: UnitState): UnitView {
  const [speed, attack, defense, damage, abilities] = clickOf(u);
  const place = u.status === 'elsewhere' ? mode.place(s, u) : { status: u.status, sq: u.sq };
  return { ...u, ...place, speed, attack, defense, damage, abilities };
}

/** The modes' own state slots are left out of the view (each mode shows its part through `GameMode.view`). */
const MODE_STATE: ReadonlySet<string> = new Set(MODE_STATE_KEYS);

export function view(s: ActionClixState, viewer: Seat | null): ActionClixView {
  const mode = modeOf(s);
  const b = battlemapOf(s, mode);
  const { rng: _rng, units, ...shared } = s;
  const rest = Object.fromEntries(Object.entries(shared).filter(([k]) => !MODE_STATE.has(k))) as Omit<ActionClixState, 'rng' | 'units' | keyof ModeStates>;
  return {
    ...rest,
    ...mode.view(s, b),
    width: b.geo.width,
    height: b.geo.height,
    units: units.map((u) => unitView(s, mode, u)),
    captured: s.spawns.map((sp) => captured(b, sp.seat, sp.sq)),
    teamKills: s.seats.map((st) => teamKills({ s }, st.team)),
    viewer,
  };
}
