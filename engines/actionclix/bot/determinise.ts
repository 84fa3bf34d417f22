/**
 * A full ActionClix state from what one seat sees. ActionClix hides only the random generator: the view
 * is the state without `rng`, plus what the UI needs at hand (battlefield size, each unit's stat slot,
 * captured spawn points, team kill points, the viewer) and each mode's view in place of its state (the
 * Scarab's view is its state plus derived values). Those extras are dropped again and the generator is
 * drawn fresh from the bot's own `Random`, so a search rolls dice the game never will.
 */
import type { Random, RngState } from '../../core';
import { battlemapOf, rememberBattlemap } from '../battlemap';
import { modeOf } from '../modes';
import type { ScarabState } from '../scarab/types';
import type { ScarabView } from '../scarab/types';
import type { ActionClixState, UnitState, UnitStatus } from '../types';
import type { ActionClixView, UnitView } from '../view';

export function freshRng(rng: Random): RngState {
  return [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), 1];
}

function unitOf(v: UnitView): UnitState {
  const status: UnitStatus = v.status === 'top' || v.status === 'inside' ? 'elsewhere' : v.status;
  return { id: v.id, seat: v.seat, roster: v.roster, status, sq: v.sq, click: v.click, grenades: v.grenades, upgrades: v.upgrades, downTurn: v.downTurn };
}

function scarabOf(v: ScarabView): ScarabState {
  return {
    seat: v.seat, aboard: v.aboard, power: v.power, x: v.x, y: v.y, facing: v.facing, kneeling: v.kneeling, clicks: v.clicks,
    die: v.die, read: v.read, step: v.step, aerialAttackers: v.aerialAttackers, flyersOn: v.flyersOn,
  };
}

/** The state without its generator: built once per view object (a search samples one view many times). */
const skeletons = new WeakMap<ActionClixView, Omit<ActionClixState, 'rng'>>();

function skeleton(view: ActionClixView): Omit<ActionClixState, 'rng'> {
  const hit = skeletons.get(view);
  if (hit !== undefined) return hit;
  const { width: _w, height: _h, captured: _c, teamKills: _t, viewer: _v, units, scarab, ...shared } = view;
  const made = { ...shared, units: units.map(unitOf), ...(scarab === undefined ? {} : { scarab: scarabOf(scarab) }) };
  skeletons.set(view, made);
  return made;
}

/**
 * A state the seat cannot tell from the real one: the view's, with a generator drawn from `rng`. Every
 * sample of a view shares the skeleton's battlemap (its occupancy does not depend on the dice), so a search
 * builds it once per decision, not once per iteration.
 */
export function determinise(view: ActionClixView, rng: Random): ActionClixState {
  const bones = skeleton(view);
  const s: ActionClixState = { ...bones, rng: freshRng(rng) };
  const shared = battlemapOf(bones as ActionClixState, modeOf(s));
  rememberBattlemap(s, shared, bones.units);
  return s;
}
