/**
 * Real games for the board's unit tests: the real engine and maps, quick or manual setup from a seed,
 * and plain-data edits of the state (it is JSON) to reach the position a test needs.
 */
import { unwrap, type Seat } from '../../../../engines/core';
import { risikoEngine, type RisikoAction, type RisikoState, type RisikoView } from '../../../../engines/risiko';
import { battlefield } from '../../../../engines/risiko/maps';
import { decisionsOf } from '../decisions';
import type { Ctx } from '../ui/clicks';

export function game(players: number, options: Record<string, unknown> = {}, seed = 'unit'): RisikoState {
  return unwrap(risikoEngine.setup({ players, options: unwrap(risikoEngine.parseOptions(options, players)), seed }));
}

export const active = (s: RisikoState): Seat => risikoEngine.activePlayers(s)[0] ?? -1;

export function ctxOf(s: RisikoState, seat: Seat = active(s)): Ctx {
  const view = risikoEngine.view(s, seat) as RisikoView;
  const legal = risikoEngine.legalActions(s, seat) as readonly RisikoAction[];
  return { view, viewer: seat, d: decisionsOf(view, legal) };
}

export function apply(s: RisikoState, action: RisikoAction, seat: Seat = active(s)): RisikoState {
  return unwrap(risikoEngine.apply(s, seat, action)).state;
}

/** Owner (seat, or -2 for the neutral Flood) and units for the listed territories; the rest unchanged. */
export function place(s: RisikoState, layout: Readonly<Record<string, readonly [number, number]>>): RisikoState {
  const ids = battlefield(s.options.battlefield).territories;
  const owner = s.owner.slice();
  const units = s.units.slice();
  for (const [id, [o, n]] of Object.entries(layout)) {
    const i = ids.indexOf(id);
    if (i < 0) throw new Error(`unknown territory ${id}`);
    owner[i] = o;
    units[i] = n;
  }
  return { ...s, owner, units };
}

/** Own territories of a seat, by id. */
export function owned(s: RisikoState, seat: Seat): string[] {
  const ids = battlefield(s.options.battlefield).territories;
  return ids.filter((_, i) => s.owner[i] === seat);
}

/** The state after the current seat places every reinforcement on `id`. */
export function reinforceAll(s: RisikoState, id: string): RisikoState {
  if (s.phase.kind !== 'reinforce') throw new Error('not reinforcing');
  return apply(s, { type: 'reinforce', territory: id, count: s.phase.left });
}
