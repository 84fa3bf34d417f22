/**
 * What a seat sees. ActionClix has no hidden information: everyone sees the whole state except the
 * generator, plus what a board needs at hand (battlefield size, each unit's stat slot, captured spawns).
 */
import type { Seat } from '../core';
import { boardOf, captured } from './board';
import { clickOf } from './dials';
import { scarabView, type ScarabView } from './scarab/view';
import { teamKills } from './turn';
import type { AbilityId, ActionClixState, UnitState } from './types';

export interface UnitView extends UnitState {
  readonly speed: number;
  readonly attack: number;
  readonly defense: number;
  readonly damage: number;
  readonly abilities: readonly AbilityId[];
}

export interface ActionClixView extends Omit<ActionClixState, 'rng' | 'units' | 'scarab'> {
  readonly width: number;
  readonly height: number;
  readonly units: readonly UnitView[];
  /** For each spawn point (same order as `spawns`): whether an enemy of its owner stands on it. */
  readonly captured: readonly boolean[];
  readonly teamKills: readonly number[];
  readonly viewer: Seat | null;
  /** The Scarab and its dials (mode 'scarab' only). */
  readonly scarab?: ScarabView;
}

function unitView(u: UnitState): UnitView {
  const [speed, attack, defense, damage, abilities] = clickOf(u);
  return { ...u, speed, attack, defense, damage, abilities };
}

export function view(s: ActionClixState, viewer: Seat | null): ActionClixView {
  const b = boardOf(s);
  const { rng: _rng, units, scarab, ...rest } = s;
  return {
    ...rest,
    ...(scarab === undefined ? {} : { scarab: scarabView(s, scarab, b.geo.width) }),
    width: b.geo.width,
    height: b.geo.height,
    units: units.map(unitView),
    captured: s.spawns.map((sp) => captured(b, sp.seat, sp.sq)),
    teamKills: s.seats.map((st) => teamKills({ s }, st.team)),
    viewer,
  };
}
